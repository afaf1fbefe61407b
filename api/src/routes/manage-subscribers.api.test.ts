import fc from 'fast-check';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addToNewsletter } from '../newsletter/newsletter-subscribers.ts';
import { EXPORT_BATCH, kitchenSubscriberBatches } from '../subscription/kitchen-subscribers-read.ts';
import { createReader } from '../test-support/test-client.ts';
import { createTestWorld, type TestWorld } from '../test-support/test-database.ts';

let world: TestWorld;
let owner: string;
let siteId: string;

beforeAll(async () => {
  world = await createTestWorld();
  owner = await world.tokenFor('june@family-table.example');
  siteId = (
    await world.db
      .selectFrom('sites')
      .select('id')
      .where('slug', '=', 'family-table')
      .executeTakeFirstOrThrow()
  ).id;
});
afterAll(async () => world.cleanup());

async function addSubscriber(
  email: string,
  createdAt: string,
  newsletter: 'confirmed' | 'pending' | null,
  options: { plan?: 'free' | 'monthly' | 'yearly'; units?: 'metric' | 'imperial' } = {},
) {
  const userId = randomUUID();
  await world.db
    .insertInto('users')
    .values({ id: userId, email, measurement_system: options.units ?? null })
    .execute();
  await world.db
    .insertInto('subscriptions')
    .values({
      id: randomUUID(),
      site_id: siteId,
      user_id: userId,
      plan_type: options.plan ?? 'free',
      stripe_customer_id: null,
      stripe_subscription_id: null,
      current_period_end: null,
      canceled_at: null,
      created_at: createdAt,
    })
    .execute();
  if (newsletter)
    await addToNewsletter(
      world.db,
      { siteId, email, userId, confirmed: newsletter === 'confirmed', source: 'subscribe' },
      Date.now(),
    );
}

function list(query = '', token: string | null = owner) {
  return world.app.request(`/api/v1/manage/family-table/subscribers${query}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
}

interface Page {
  subscribers: {
    email: string;
    planType: string;
    status: string;
    newsletter: string | null;
    units: string | null;
    since: string;
  }[];
  nextCursor: string | null;
}

describe('the kitchen’s subscribers list', () => {
  beforeAll(async () => {
    // Two share a timestamp, so the cursor must break ties by id.
    await addSubscriber('a-pending@example.com', '2030-01-03T00:00:00.000Z', 'pending');
    await addSubscriber('b-confirmed@example.com', '2030-01-02T00:00:00.000Z', 'confirmed');
    await addSubscriber('c-none@example.com', '2030-01-02T00:00:00.000Z', null);
    await addSubscriber('=HYPERLINK("http://evil.example")@example.com', '2030-01-01T00:00:00.000Z', null);
  });

  it('pages newest first with a cursor, each subscriber exactly once, with plan, status and newsletter state', async () => {
    const seen: Page['subscribers'] = [];
    let cursor: string | null = null;
    for (let pages = 0; pages < 50; pages += 1) {
      const response = await list(`?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      expect(response.status).toBe(200);
      const page = (await response.json()) as Page;
      expect(page.subscribers.length).toBeLessThanOrEqual(2);
      seen.push(...page.subscribers);
      cursor = page.nextCursor;
      if (!cursor) break;
    }
    const all = (
      await world.db.selectFrom('subscriptions').select('id').where('site_id', '=', siteId).execute()
    ).length;
    expect(seen).toHaveLength(all);
    expect(new Set(seen.map((one) => one.email)).size).toBe(all);
    const since = seen.map((one) => one.since);
    expect([...since].sort().reverse()).toEqual(since);
    expect(seen.slice(0, 4).map((one) => [one.email, one.newsletter])).toEqual([
      ['a-pending@example.com', 'pending'],
      expect.anything(),
      expect.anything(),
      ['=HYPERLINK("http://evil.example")@example.com', null],
    ]);
    expect(seen.find((one) => one.email === 'b-confirmed@example.com')).toMatchObject({
      planType: 'free',
      status: 'active',
      newsletter: 'confirmed',
    });
  });

  it('refuses a cursor it did not give out with a 400', async () => {
    for (const cursor of ['nonsense', Buffer.from('{"a":1}').toString('base64url'), '%00'])
      expect((await list(`?cursor=${cursor}`)).status).toBe(400);
  });

  it('answers every row as a CSV download, with formula-like cells neutralised', async () => {
    const response = await list('?format=csv');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="family-table-subscribers.csv"',
    );
    const text = await response.text();
    const lines = text.split('\r\n').filter(Boolean);
    expect(lines[0]).toBe('email,plan,status,newsletter,units,since');
    expect(lines).toContain('a-pending@example.com,free,active,pending,,2030-01-03T00:00:00.000Z');
    expect(lines).toContain(
      `"'=HYPERLINK(""http://evil.example"")@example.com",free,active,,,2030-01-01T00:00:00.000Z`,
    );
    const all = (
      await world.db.selectFrom('subscriptions').select('id').where('site_id', '=', siteId).execute()
    ).length;
    expect(lines).toHaveLength(all + 1);
  });

  it('finds subscribers by any part of their e-mail and by plan, in the list and the export alike', async () => {
    await addSubscriber('Maria.Monthly@Example.com', '2030-02-01T00:00:00.000Z', null, {
      plan: 'monthly',
      units: 'metric',
    });
    await addSubscriber('yves_yearly@example.com', '2030-02-02T00:00:00.000Z', 'confirmed', {
      plan: 'yearly',
      units: 'imperial',
    });
    await addSubscriber('yvesXyearly@example.com', '2030-02-03T00:00:00.000Z', null, { plan: 'yearly' });
    const emails = async (query: string) =>
      ((await (await list(query)).json()) as Page).subscribers.map((one) => one.email);
    expect(await emails('?q=maria.monthly')).toEqual(['Maria.Monthly@Example.com']);
    expect(await emails('?q=MONTHLY%40example')).toEqual(['Maria.Monthly@Example.com']);
    // "_" and "%" are searched as themselves, not as wildcards.
    expect(await emails('?q=yves_')).toEqual(['yves_yearly@example.com']);
    expect(await emails('?q=%25')).toEqual([]);
    expect(await emails('?plan=yearly&q=yves')).toEqual([
      'yvesXyearly@example.com',
      'yves_yearly@example.com',
    ]);
    expect(await emails('?plan=monthly&q=yves')).toEqual([]);
    expect(await emails('?plan=yearly&q=_yearly')).toEqual(['yves_yearly@example.com']);
    const maria = ((await (await list('?q=maria')).json()) as Page).subscribers[0];
    expect(maria).toMatchObject({ planType: 'monthly', units: 'metric' });
    expect((await list('?plan=weekly')).status).toBe(400);

    const csv = await (await list('?format=csv&plan=yearly&q=yves')).text();
    expect(csv.split('\r\n').filter(Boolean)).toEqual([
      'email,plan,status,newsletter,units,since',
      'yvesXyearly@example.com,yearly,active,,,2030-02-03T00:00:00.000Z',
      'yves_yearly@example.com,yearly,active,confirmed,imperial,2030-02-02T00:00:00.000Z',
    ]);
  });

  it('answers any search text with matching subscribers only, never an error', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.string({ maxLength: 40 }), fc.constantFrom('%', '_', '\\', "'", '"', 'a%b', '\\%', '--')),
        async (q) => {
          const response = await list(`?q=${encodeURIComponent(q)}`);
          expect(response.status).toBe(200);
          const { subscribers } = (await response.json()) as Page;
          for (const one of subscribers) expect(one.email.toLowerCase()).toContain(q.trim().toLowerCase());
        },
      ),
      { numRuns: 60 },
    );
  });

  it('streams an export of many subscribers a batch at a time, each row once, newest first', async () => {
    const before = (
      await world.db.selectFrom('subscriptions').select('id').where('site_id', '=', siteId).execute()
    ).length;
    // More than two batches, inserted in one statement each.
    const count = EXPORT_BATCH * 2 + 7;
    const users = Array.from({ length: count }, (_, n) => ({
      id: randomUUID(),
      email: `bulk-${String(n).padStart(5, '0')}@example.com`,
    }));
    for (let start = 0; start < count; start += 500) {
      const part = users.slice(start, start + 500);
      await world.db.insertInto('users').values(part).execute();
      await world.db
        .insertInto('subscriptions')
        .values(
          part.map((user, index) => ({
            id: randomUUID(),
            site_id: siteId,
            user_id: user.id,
            plan_type: 'free' as const,
            stripe_customer_id: null,
            stripe_subscription_id: null,
            current_period_end: null,
            canceled_at: null,
            // Many share a second, so batches meet inside runs of equal times.
            created_at: `2029-06-01T00:00:${String(Math.floor((start + index) / 100)).padStart(2, '0')}.000Z`,
          })),
        )
        .execute();
    }
    const batches: number[] = [];
    for await (const batch of kitchenSubscriberBatches(world.db, siteId, { q: 'bulk-' }))
      batches.push(batch.length);
    expect(batches).toEqual([EXPORT_BATCH, EXPORT_BATCH, 7]);

    const response = await list('?format=csv');
    expect(response.status).toBe(200);
    const lines = (await response.text()).split('\r\n').filter(Boolean);
    expect(lines).toHaveLength(before + count + 1);
    const bulk = lines.filter((line) => line.startsWith('bulk-'));
    expect(new Set(bulk).size).toBe(count);
    const since = lines.slice(1).map((line) => line.split(',').at(-1)!);
    expect([...since].sort().reverse()).toEqual(since);
  });

  it('is for the kitchen’s managers only: a reader gets 404, a visitor 401, another kitchen’s manager 404', async () => {
    const reader = await createReader(world);
    expect((await list('', reader.token)).status).toBe(404);
    expect((await list('?format=csv', reader.token)).status).toBe(404);
    expect((await list('', null)).status).toBe(401);
    expect((await list('', await world.tokenFor('isla@crumb-and-crust.example'))).status).toBe(404);
  });
});

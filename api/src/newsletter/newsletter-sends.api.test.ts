import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createNewsletterSend,
  kitchenSubscribers,
  newsletterSends,
} from '@larder/shared/api/subscriptions.endpoints';
import {
  NewsletterSendRecordSchema,
  NewsletterSendsSchema,
  SubscribersPageSchema,
} from '@larder/shared/schemas/subscription';
import { z } from 'zod';
import { emailsTo } from '../test-support/auth-test-kit.ts';
import {
  answer,
  createReader,
  kitchenRecipes,
  refusal,
  testClient,
  type KitchenRecipes,
} from '../test-support/test-client.ts';
import { createTestWorld, type TestWorld } from '../test-support/test-database.ts';
import { addToNewsletter } from './newsletter-subscribers.ts';
import { newsletterRunsSettled } from './send-runner.ts';

let world: TestWorld;
let recipes: KitchenRecipes;
let owner: string;
const OWNER_EMAIL = 'june@family-table.example';

beforeAll(async () => {
  world = await createTestWorld(undefined, { LARDER_RATE_LIMITS: 'off' });
  recipes = await kitchenRecipes(world, 'family-table');
  owner = await world.tokenFor(OWNER_EMAIL);
});
afterAll(async () => world.cleanup());
beforeEach(async () => {
  await newsletterRunsSettled(world.db);
  await world.db.deleteFrom('newsletter_sends').execute();
  await world.db.deleteFrom('newsletter_subscribers').execute();
});

async function subscriber(
  options: {
    confirmed?: boolean;
    units?: ['metric', 'celsius'] | ['imperial', 'fahrenheit'];
    paid?: boolean;
  } = {},
) {
  const reader = await createReader(world);
  if (options.units)
    await world.db
      .updateTable('users')
      .set({ measurement_system: options.units[0], temperature_system: options.units[1] })
      .where('id', '=', reader.id)
      .execute();
  await world.db
    .insertInto('subscriptions')
    .values({
      id: randomUUID(),
      site_id: recipes.siteId,
      user_id: reader.id,
      plan_type: options.paid ? 'monthly' : 'free',
      stripe_customer_id: null,
      stripe_subscription_id: null,
      current_period_end: null,
      canceled_at: null,
    })
    .execute();
  await addToNewsletter(
    world.db,
    {
      siteId: recipes.siteId,
      email: reader.email,
      userId: reader.id,
      confirmed: options.confirmed ?? true,
      source: 'subscribe',
    },
    Date.now(),
  );
  return reader;
}

function send(recipeId: string, token: string | null = owner, note?: string, resend?: boolean) {
  return world.app.request('/api/v1/manage/family-table/newsletter-sends', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({
      recipeId,
      ...(note ? { note } : {}),
      ...(resend === undefined ? {} : { resend }),
    }),
  });
}

async function sendAndWait(recipeId: string, note?: string) {
  const response = await send(recipeId, owner, note);
  expect(response.status).toBe(202);
  await newsletterRunsSettled(world.db);
  return ((await response.json()) as { newsletterSend: { id: string } }).newsletterSend;
}

/** What a mail provider does with an e-mail's `List-Unsubscribe` header (RFC 8058). */
function oneClick(header: string) {
  const url = /^<(.+)>$/.exec(header)![1]!;
  return world.app.request(url.replace(world.env.apiOrigin, ''), {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: 'List-Unsubscribe=One-Click',
  });
}

async function unsubscribedAt(email: string) {
  const row = await world.db
    .selectFrom('newsletter_subscribers')
    .select('unsubscribed_at')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return row.unsubscribed_at;
}

async function newsletters(email: string) {
  return (await emailsTo(world.db, email)).filter((message) => message.tag === 'newsletter');
}

describe('a new-recipe newsletter', () => {
  it('goes to confirmed subscribers only, through the broadcast stream, with one-click unsubscribe headers', async () => {
    const confirmed = await subscriber();
    const pending = await subscriber({ confirmed: false });
    await sendAndWait(recipes.public[0]!, 'Fresh out of the oven.');
    const [message] = await newsletters(confirmed.email);
    expect(message).toBeDefined();
    expect(await newsletters(pending.email)).toEqual([]);
    expect(message!.stream).toBe('broadcast');
    expect(message!.subject).toMatch(/^New from The Family Table: /);
    expect(message!.text).toContain('Fresh out of the oven.');
    expect(message!.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(message!.headers['List-Unsubscribe']).toMatch(
      /^<http:\/\/localhost:8787\/api\/v1\/site\/family-table\/newsletter-unsubscriptions\?token=[\w-]{43}>$/,
    );
    expect(message!.links).toContainEqual(
      expect.stringMatching(
        /^http:\/\/family-table\.localhost:4321\/newsletter\/unsubscribe\/\?token=[\w-]{43}$/,
      ),
    );
  });

  it('reads in each subscriber’s own units: metric for one, imperial for the other', async () => {
    const metric = await subscriber({ units: ['metric', 'celsius'] });
    const imperial = await subscriber({ units: ['imperial', 'fahrenheit'] });
    await sendAndWait(recipes.public[0]!);
    const [metricMail] = await newsletters(metric.email);
    const [imperialMail] = await newsletters(imperial.email);
    expect(metricMail!.text).toMatch(/\b(grams?|milliliters?|kilograms?|liters?)\b/);
    expect(metricMail!.text).not.toMatch(/\b(cups?|ounces?|pounds?)\b/);
    expect(imperialMail!.text).toMatch(/\b(cups?|ounces?|pounds?)\b/);
    expect(imperialMail!.text).not.toMatch(/\b(grams?|milliliters?)\b/);
    expect(metricMail!.text).toMatch(/\d+°C/);
    expect(metricMail!.text).not.toMatch(/°F/);
    expect(imperialMail!.text).toMatch(/\d+°F/);
    expect(imperialMail!.html).toMatch(/\d+°F/);
  });

  it('falls back to the kitchen’s default units for a subscriber who never chose', async () => {
    await world.db
      .updateTable('sites')
      .set({ default_measurement_system: 'metric', default_temperature_system: 'celsius' })
      .where('id', '=', recipes.siteId)
      .execute();
    try {
      const undecided = await subscriber();
      await sendAndWait(recipes.public[0]!);
      expect((await newsletters(undecided.email))[0]!.text).toMatch(/\d+°C/);
    } finally {
      await world.db
        .updateTable('sites')
        .set({ default_measurement_system: 'imperial', default_temperature_system: 'fahrenheit' })
        .where('id', '=', recipes.siteId)
        .execute();
    }
  });

  it('shows a subscribers-only recipe in full to a paid subscriber, and only its teaser and upgrade link to a free one', async () => {
    const paid = await subscriber({ paid: true });
    const free = await subscriber();
    await sendAndWait(recipes.premium[0]!);
    const [full] = await newsletters(paid.email);
    const [teaser] = await newsletters(free.email);
    // Every ingredient line and step of the full e-mail is premium content.
    const premiumLines = full!.text
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => /^(•|\d+\.) /.test(line))
      .map((line) => line.replace(/^(•|\d+\.) /, ''));
    expect(premiumLines.length).toBeGreaterThan(5);
    expect(full!.text).toContain('INGREDIENTS');
    expect(full!.text).toContain('INSTRUCTIONS');
    for (const line of premiumLines) {
      expect(teaser!.text).not.toContain(line);
      if (/^[\w\s,.()-]+$/.test(line)) expect(teaser!.html).not.toContain(line);
    }
    expect(teaser!.text).not.toContain('INGREDIENTS');
    expect(teaser!.text).not.toContain('INSTRUCTIONS');
    expect(teaser!.text).toContain('Upgrade to Full Access');
    expect(teaser!.links).toContain('http://family-table.localhost:4321/subscribe/');
    expect(full!.text).not.toContain('Upgrade to Full Access');
  });
});

describe('sending exactly once', () => {
  it('answers a retried request for the same recipe with the send already under way', async () => {
    await subscriber();
    const first = await send(recipes.public[0]!);
    const again = await send(recipes.public[0]!);
    expect(first.status).toBe(202);
    const firstSend = ((await first.json()) as { newsletterSend: { id: string } }).newsletterSend;
    const body = (await again.json()) as { newsletterSend: { id: string } };
    expect(again.status).toBe(200);
    expect(body.newsletterSend.id).toBe(firstSend.id);
    await newsletterRunsSettled(world.db);
    const sends = await world.db.selectFrom('newsletter_sends').selectAll().execute();
    expect(sends.map((one) => one.id)).toEqual([firstSend.id]);
  });

  it('answers a request retried after the send finished with that send, and sends again only with resend: true', async () => {
    const reader = await subscriber();
    const first = await sendAndWait(recipes.public[0]!);
    const retried = await send(recipes.public[0]!);
    expect(retried.status).toBe(200);
    expect(
      ((await retried.json()) as { newsletterSend: { id: string; status: string } }).newsletterSend,
    ).toMatchObject({
      id: first.id,
      status: 'sent',
    });
    await newsletterRunsSettled(world.db);
    expect(await newsletters(reader.email)).toHaveLength(1);
    expect((await send(recipes.public[0]!, owner, undefined, false)).status).toBe(200);

    const again = await send(recipes.public[0]!, owner, undefined, true);
    expect(again.status).toBe(202);
    const resent = ((await again.json()) as { newsletterSend: { id: string } }).newsletterSend;
    expect(resent.id).not.toBe(first.id);
    await newsletterRunsSettled(world.db);
    expect(await newsletters(reader.email)).toHaveLength(2);
    // The latest send is now the answer to a retry.
    const later = await send(recipes.public[0]!);
    expect(((await later.json()) as { newsletterSend: { id: string } }).newsletterSend.id).toBe(resent.id);
  });

  it('records the send with its counts: recipients, sent, failed, and its time', async () => {
    await subscriber();
    await subscriber();
    await subscriber({ confirmed: false });
    const created = await sendAndWait(recipes.public[1]!, 'Two of you');
    const list = await world.app.request(
      `/api/v1/manage/family-table/newsletter-sends?recipeId=${recipes.public[1]!}`,
      {
        headers: { Authorization: `Bearer ${owner}` },
      },
    );
    expect(list.status).toBe(200);
    const { newsletterSends } = (await list.json()) as { newsletterSends: Record<string, unknown>[] };
    expect(newsletterSends).toHaveLength(1);
    expect(newsletterSends[0]).toMatchObject({
      id: created.id,
      recipeId: recipes.public[1],
      note: 'Two of you',
      status: 'sent',
      recipientCount: 2,
      sentCount: 2,
      failedCount: 0,
    });
    expect(newsletterSends[0]!.sentAt).toEqual(expect.any(String));
  });
});

describe('who may send', () => {
  it('is the kitchen’s managers only: a reader gets 404, a visitor 401, and nobody is e-mailed', async () => {
    const reader = await subscriber();
    expect((await send(recipes.public[0]!, reader.token)).status).toBe(404);
    expect((await send(recipes.public[0]!, null)).status).toBe(401);
    const list = await world.app.request('/api/v1/manage/family-table/newsletter-sends', {
      headers: { Authorization: `Bearer ${reader.token}` },
    });
    expect(list.status).toBe(404);
    await newsletterRunsSettled(world.db);
    expect(await newsletters(reader.email)).toEqual([]);
  });

  it('refuses a draft with recipe_not_published and another kitchen’s recipe with recipe_not_found', async () => {
    const draft = await send(recipes.draft);
    expect(draft.status).toBe(409);
    expect(((await draft.json()) as { error: { code: string } }).error.code).toBe('recipe_not_published');
    const other = await kitchenRecipes(world, 'crumb-and-crust');
    const foreign = await send(other.public[0]!);
    expect(foreign.status).toBe(404);
    expect(((await foreign.json()) as { error: { code: string } }).error.code).toBe('recipe_not_found');
  });

  it('refuses a send with newsletters_disabled while the kitchen’s newsletter is turned off', async () => {
    const reader = await subscriber();
    await world.db
      .updateTable('sites')
      .set({ newsletters_enabled: 0 })
      .where('id', '=', recipes.siteId)
      .execute();
    try {
      const refused = await send(recipes.public[0]!);
      expect(refused.status).toBe(409);
      expect(await refused.json()).toEqual({
        error: {
          code: 'newsletters_disabled',
          message: "This kitchen's newsletter is turned off. Turn it on in settings to send one.",
        },
      });
    } finally {
      await world.db
        .updateTable('sites')
        .set({ newsletters_enabled: 1 })
        .where('id', '=', recipes.siteId)
        .execute();
    }
    await newsletterRunsSettled(world.db);
    expect(await world.db.selectFrom('newsletter_sends').selectAll().execute()).toEqual([]);
    expect(await newsletters(reader.email)).toEqual([]);
  });
});

describe('the unsubscribe links of a newsletter', () => {
  it('take the reader off the list by one click on the header’s URL; the next newsletter skips them', async () => {
    const leaving = await subscriber();
    const staying = await subscriber();
    await sendAndWait(recipes.public[0]!);
    const [message] = await newsletters(leaving.email);
    const response = await oneClick(message!.headers['List-Unsubscribe']!);
    expect(response.status).toBe(200);
    await sendAndWait(recipes.public[1]!);
    expect(await newsletters(leaving.email)).toHaveLength(1);
    expect(await newsletters(staying.email)).toHaveLength(2);
  });

  it('keep working in an older newsletter: the first e-mail’s one-click URL unsubscribes after a second send', async () => {
    const reader = await subscriber();
    await sendAndWait(recipes.public[0]!);
    await sendAndWait(recipes.public[1]!);
    const [latest, older] = await newsletters(reader.email);
    expect(older!.subject).not.toBe(latest!.subject);
    expect(older!.headers['List-Unsubscribe']).not.toBe(latest!.headers['List-Unsubscribe']);
    const response = await oneClick(older!.headers['List-Unsubscribe']!);
    expect(response.status).toBe(200);
    expect(await unsubscribedAt(reader.email)).not.toBeNull();
    // The latest e-mail's link answers the same once the reader is off the list.
    expect((await oneClick(latest!.headers['List-Unsubscribe']!)).status).toBe(200);
  });

  it('work for 180 days after the e-mail was sent, then answer newsletter_link_invalid', async () => {
    const reader = await subscriber();
    await sendAndWait(recipes.public[0]!);
    const [message] = await newsletters(reader.email);
    const row = await world.db
      .selectFrom('newsletter_send_recipients')
      .select(['attempted_at', 'unsubscribe_token_expires_at'])
      .executeTakeFirstOrThrow();
    expect(Date.parse(row.unsubscribe_token_expires_at!) - Date.parse(row.attempted_at!)).toBe(
      180 * 24 * 60 * 60 * 1000,
    );
    await world.db
      .updateTable('newsletter_send_recipients')
      .set({ unsubscribe_token_expires_at: new Date(Date.now() - 1000).toISOString() })
      .execute();
    const expired = await oneClick(message!.headers['List-Unsubscribe']!);
    expect(expired.status).toBe(400);
    expect(((await expired.json()) as { error: { code: string } }).error.code).toBe(
      'newsletter_link_invalid',
    );
    expect(await unsubscribedAt(reader.email)).toBeNull();
  });
});

describe('the typed client’s newsletter and subscriber calls', () => {
  it('answer in the shapes the shared schemas promise', async () => {
    await subscriber();
    const client = testClient(world, owner);
    const { newsletterSend } = await answer(
      z.object({ newsletterSend: NewsletterSendRecordSchema }),
      client.request(createNewsletterSend, {
        params: { siteSlug: 'family-table' },
        body: { recipeId: recipes.public[0]!, note: 'Hello' },
      }),
    );
    await newsletterRunsSettled(world.db);
    const { newsletterSends: listed } = await answer(
      NewsletterSendsSchema,
      client.request(newsletterSends, {
        params: { siteSlug: 'family-table' },
        query: { recipeId: recipes.public[0]! },
      }),
    );
    expect(listed.map((one) => one.id)).toEqual([newsletterSend.id]);
    const title = (
      await world.db
        .selectFrom('recipes')
        .select('title')
        .where('id', '=', recipes.public[0]!)
        .executeTakeFirstOrThrow()
    ).title;
    expect([newsletterSend.recipeTitle, listed[0]!.recipeTitle]).toEqual([title, title]);
    // The overview's card asks for the latest few of the whole kitchen.
    const { newsletterSends: latest } = await answer(
      NewsletterSendsSchema,
      client.request(newsletterSends, { params: { siteSlug: 'family-table' }, query: { limit: 1 } }),
    );
    expect(latest).toHaveLength(1);
    await refusal(
      client.request(newsletterSends, { params: { siteSlug: 'family-table' }, query: { limit: 0 } }),
      400,
      'validation_failed',
    );
    const page = await answer(
      SubscribersPageSchema,
      client.request(kitchenSubscribers, { params: { siteSlug: 'family-table' }, query: { limit: 5 } }),
    );
    expect(page.subscribers.length).toBeGreaterThan(0);
  });
});

import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { openDatabase, type Db } from '../db/database.ts';
import { parseRateLimitSettings, type RateLimitSettings } from '../rate-limit/rate-limit-settings.ts';
import { fromAddress } from '../test-support/client-socket.ts';
import { createTestWorld, type TestWorld } from '../test-support/test-database.ts';
import type { AppDeps, AppEnv } from './app-env.ts';
import { createApp } from './app.ts';
import { handleError } from './error-handler.ts';
import { byIp, rateLimit } from './rate-limit.ts';
import { validate, type ValidatedJson } from './validate.ts';

let world: TestWorld;
let clock: number;
const T0 = Date.UTC(2026, 10, 23, 12);

beforeAll(async () => {
  world = await createTestWorld();
});
afterAll(async () => world.cleanup());
beforeEach(async () => {
  clock = T0;
  await world.db.deleteFrom('rate_limits').execute();
});

function settings(value: string): RateLimitSettings {
  const parsed = parseRateLimitSettings(value);
  if ('problems' in parsed) throw new Error(parsed.problems.join('; '));
  return parsed;
}

/** The real app on the test database (or another connection to its file), on the test clock. */
function appWith(rateLimits = 'on', db: Db = world.db) {
  const env = { ...world.env, rateLimits: settings(rateLimits) };
  return createApp({ db, env, sitesConfig: world.sitesConfig, now: () => clock });
}

type App = ReturnType<typeof appWith>;

const search = (app: App, from = '198.51.100.7', path = '/api/v1/site/family-table/recipes?query=pie') =>
  app.request(path, {}, fromAddress(from));

async function statuses(requests: number, send: () => Response | Promise<Response>): Promise<number[]> {
  const seen: number[] = [];
  for (let i = 0; i < requests; i++) seen.push((await send()).status);
  return seen;
}

const times = (count: number, status: number) => Array<number>(count).fill(status);

describe('searches, per address', () => {
  it('refuses the 121st search of a minute with 429, Retry-After and the catalogue error', async () => {
    const app = appWith();
    expect(await statuses(120, () => search(app))).toEqual(times(120, 200));
    const refused = await search(app);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('1');
    expect(await refused.json()).toEqual({
      error: { code: 'rate_limited', message: 'Too many requests. Wait a moment and try again.' },
    });
  });

  it('lets a kitchen page read Retry-After across origins', async () => {
    const app = appWith('search=0.01');
    const fromKitchen = () =>
      app.request(
        '/api/v1/site/family-table/recipes?query=pie',
        { headers: { Origin: 'http://family-table.localhost:4321' } },
        fromAddress('198.51.100.7'),
      );
    await fromKitchen();
    const refused = await fromKitchen();
    expect(refused.status).toBe(429);
    expect(refused.headers.get('access-control-allow-origin')).toBe('http://family-table.localhost:4321');
    expect(refused.headers.get('access-control-expose-headers')).toContain('Retry-After');
  });

  it('counts filter lists and filtered lists as searches, but not the plain list', async () => {
    const app = appWith('search=0.05');
    const filters = () => search(app, '198.51.100.7', '/api/v1/site/family-table/filters');
    const filtered = () => search(app, '198.51.100.7', '/api/v1/site/family-table/recipes?meals=dinner');
    expect(await statuses(3, filters)).toEqual(times(3, 200));
    expect(await statuses(3, filtered)).toEqual(times(3, 200));
    expect((await filters()).status).toBe(429);
    expect((await search(app)).status).toBe(429);
    const plain = () => search(app, '198.51.100.7', '/api/v1/site/family-table/recipes?query=%20&offset=24');
    expect(await statuses(10, plain)).toEqual(times(10, 200));
  });

  it('says in Retry-After when the next search is allowed, and allows it then', async () => {
    const app = appWith('search=0.05'); // 6 a minute: one every 10 s
    await statuses(6, () => search(app));
    expect((await search(app)).headers.get('retry-after')).toBe('10');
    clock += 9_500;
    expect((await search(app)).headers.get('retry-after')).toBe('1');
    clock += 500;
    expect((await search(app)).status).toBe(200);
    expect((await search(app)).headers.get('retry-after')).toBe('10');
  });

  it('has the whole budget back once the window has passed', async () => {
    const app = appWith('search=0.05');
    await statuses(7, () => search(app));
    clock += 60_000;
    expect(await statuses(7, () => search(app))).toEqual([...times(6, 200), 429]);
  });

  it('counts each address apart', async () => {
    const app = appWith('search=0.05');
    await statuses(7, () => search(app, '198.51.100.7'));
    expect(await statuses(6, () => search(app, '198.51.100.8'))).toEqual(times(6, 200));
    expect(await statuses(6, () => search(app, '2001:db8::7'))).toEqual(times(6, 200));
  });

  it('keeps the counts when the API restarts on the same database file', async () => {
    await statuses(6, () => search(appWith('search=0.05')));
    const restarted = openDatabase(world.env.database);
    try {
      expect((await search(appWith('search=0.05', restarted))).status).toBe(429);
    } finally {
      await restarted.destroy();
    }
  });

  it('shares the counts between two API processes on one database file', async () => {
    const second = openDatabase(world.env.database);
    try {
      const apps = [appWith('search=0.05'), appWith('search=0.05', second)];
      let turn = 0;
      const seen = await statuses(8, () => search(apps[turn++ % 2]!));
      expect(seen).toEqual([...times(6, 200), 429, 429]);
    } finally {
      await second.destroy();
    }
  });

  it('counts nothing and stores nothing when switched off', async () => {
    const app = appWith('off');
    expect(await statuses(130, () => search(app))).toEqual(times(130, 200));
    expect(await world.db.selectFrom('rate_limits').selectAll().execute()).toEqual([]);
  });
});

describe('manage writes, per user and per address', () => {
  // 3 writes per user and 6 per address per window, so that the tests can spend them.
  const small = 'manage-write-per-user=0.005,manage-write-per-ip=0.005';
  let tokens: Record<'ann' | 'ben' | 'cat', string>;

  beforeAll(async () => {
    const token = async (name: string) => {
      const email = `${name}@rate-limit.example`;
      await world.db.insertInto('users').values({ id: randomUUID(), email }).execute();
      return world.tokenFor(email);
    };
    tokens = { ann: await token('ann'), ben: await token('ben'), cat: await token('cat') };
  });

  const rename = (app: App, who: keyof typeof tokens, displayName: string, from = '198.51.100.7') =>
    app.request(
      '/api/v1/manage/current-user',
      {
        method: 'PUT',
        headers: { Authorization: `Bearer ${tokens[who]}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ displayName }),
      },
      fromAddress(from),
    );

  const displayName = async (who: string) =>
    (
      await world.db
        .selectFrom('users')
        .select('display_name')
        .where('email', '=', `${who}@rate-limit.example`)
        .executeTakeFirstOrThrow()
    ).display_name;

  it('refuses a user past their budget, and the refused write changes nothing', async () => {
    const app = appWith(small);
    expect(await statuses(3, () => rename(app, 'ann', 'Ann'))).toEqual(times(3, 200));
    const refused = await rename(app, 'ann', 'Refused Ann');
    expect(refused.status).toBe(429);
    expect((await refused.json()).error.code).toBe('rate_limited');
    expect(await displayName('ann')).toBe('Ann');
  });

  it('refuses an address past its budget, whoever signs in from it', async () => {
    const app = appWith(small);
    await statuses(3, () => rename(app, 'ann', 'Ann'));
    expect(await statuses(4, () => rename(app, 'ben', 'Ben'))).toEqual([200, 200, 200, 429]);
    expect((await rename(app, 'cat', 'Cat')).status).toBe(429);
    // Cat's refusal above was not charged to Cat: from another address all 3 writes go through.
    expect(await statuses(4, () => rename(app, 'cat', 'Cat', '198.51.100.9'))).toEqual([200, 200, 200, 429]);
  });

  it('leaves reads under /manage alone', async () => {
    const app = appWith(small);
    await statuses(4, () => rename(app, 'ann', 'Ann'));
    const read = () =>
      app.request(
        '/api/v1/manage/current-user',
        { headers: { Authorization: `Bearer ${tokens.ann}` } },
        fromAddress('198.51.100.7'),
      );
    expect(await statuses(5, read)).toEqual(times(5, 200));
  });
});

describe('rateLimit()', () => {
  it('keys a budget by anything the route knows, such as an e-mail address from the validated body', async () => {
    const SignInSchema = z.object({ email: z.email() });
    let signIns = 0;
    const app = new Hono<AppEnv>()
      .use(async (c, next) => {
        c.set('deps', {
          db: world.db,
          env: { ...world.env, rateLimits: settings('search=0.025') },
          now: () => clock,
        } as AppDeps);
        await next();
      })
      .post(
        '/sign-in',
        validate('json', SignInSchema),
        rateLimit<ValidatedJson<typeof SignInSchema>>(
          { budget: 'search', key: (c) => c.req.valid('json').email.toLowerCase() },
          { budget: 'search', key: byIp },
        ),
        (c) => {
          signIns++;
          return c.body(null, 204);
        },
      );
    app.onError(handleError);
    const signIn = (email: string, from: string) =>
      app.request(
        '/sign-in',
        { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email }) },
        fromAddress(from),
      );
    expect((await signIn('June@Example.com', '198.51.100.1')).status).toBe(204);
    expect((await signIn('june@example.com', '198.51.100.2')).status).toBe(204);
    expect((await signIn('JUNE@example.com', '198.51.100.3')).status).toBe(204);
    expect((await signIn('june@example.com', '198.51.100.4')).status).toBe(429);
    expect(signIns).toBe(3);
  });
});

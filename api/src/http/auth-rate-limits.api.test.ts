import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { emailsTo } from '../test-support/auth-test-kit.ts';
import { fromAddress } from '../test-support/client-socket.ts';
import { createTestWorld, type TestWorld } from '../test-support/test-database.ts';
import { createApp } from './app.ts';

/** The auth budgets as configured (no scaling): Ghost's 8 an hour per IP, 5 per address. */
let world: TestWorld;
let clock: number;
let app: ReturnType<typeof createApp>;
const T0 = Date.UTC(2026, 10, 23, 12);
const MINUTE = 60_000;

beforeAll(async () => {
  world = await createTestWorld();
  app = createApp({ db: world.db, env: world.env, sitesConfig: world.sitesConfig, now: () => clock });
});
afterAll(async () => world.cleanup());
beforeEach(async () => {
  clock = T0;
  await world.db.deleteFrom('rate_limits').execute();
});

const newAddress = () => `limited-${randomUUID().slice(0, 8)}@example.com`;

function post(path: string, body: unknown, from: string) {
  return app.request(
    `/api/v1${path}`,
    { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) },
    fromAddress(from),
  );
}

async function statuses(
  count: number,
  send: (index: number) => Response | Promise<Response>,
): Promise<number[]> {
  const seen: number[] = [];
  for (let index = 0; index < count; index++) seen.push((await send(index)).status);
  return seen;
}

const times = (count: number, status: number) => Array<number>(count).fill(status);

describe('asking for sign-in and sign-up links', () => {
  it('allows 8 an hour from one address, kitchens and platform together, then 429 with Retry-After', async () => {
    const paths = [
      '/site/family-table/sign-in',
      '/site/crumb-and-crust/sign-up',
      '/manage/sign-in',
      '/manage/sign-up',
    ];
    const ask = (index: number) =>
      post(paths[index % paths.length]!, { email: newAddress() }, '198.51.100.1');
    expect(await statuses(8, ask)).toEqual(times(8, 200));
    const refused = await post('/site/family-table/sign-in', { email: newAddress() }, '198.51.100.1');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('450'); // one more every 7.5 minutes
    expect(await refused.json()).toEqual({
      error: { code: 'rate_limited', message: 'Too many requests. Wait a moment and try again.' },
    });
    // Another address is not held back by this one.
    expect((await post('/manage/sign-in', { email: newAddress() }, '198.51.100.2')).status).toBe(200);
    clock += 7.5 * MINUTE;
    expect((await post('/manage/sign-in', { email: newAddress() }, '198.51.100.1')).status).toBe(200);
  });

  it('allows 5 an hour to one e-mail address from anywhere, and sends no sixth e-mail', async () => {
    const email = newAddress();
    const ask = (index: number) => post('/site/family-table/sign-in', { email }, `198.51.100.${10 + index}`);
    expect(await statuses(6, ask)).toEqual([...times(5, 200), 429]);
    expect(await emailsTo(world.db, email)).toHaveLength(5);
    // Counted by the address as the forms read it: case and spaces make no new address.
    const shouted = await post(
      '/site/family-table/sign-up',
      { email: ` ${email.toUpperCase()} ` },
      '198.51.100.30',
    );
    expect(shouted.status).toBe(429);
    expect((await post('/site/family-table/sign-in', { email: newAddress() }, '198.51.100.31')).status).toBe(
      200,
    );
  });

  it('limits a known address exactly as an unknown one', async () => {
    const known = 'reader@family-table.example';
    const unknown = newAddress();
    const seen = async (email: string) =>
      statuses(6, (index) => post('/site/family-table/sign-in', { email }, `198.51.100.${40 + index}`));
    expect(await seen(known)).toEqual(await seen(unknown));
  });
});

describe('confirming links and codes', () => {
  it('allows 30 attempts an hour from one address, links and codes together', async () => {
    const attempt = (index: number) =>
      index % 2
        ? post(`/site/family-table/sign-in/${randomUUID()}`, undefined, '198.51.100.60')
        : post('/manage/sign-in-code', { email: newAddress(), code: '123456' }, '198.51.100.60');
    const seen = await statuses(31, attempt);
    expect(seen.slice(0, 30).every((status) => status === 400)).toBe(true);
    expect(seen[30]).toBe(429);
    const refused = await post(
      '/site/family-table/sign-in-code',
      { email: newAddress(), code: '123456' },
      '198.51.100.60',
    );
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBe(120);
  });
});

describe('early signups', () => {
  it('allows 10 an hour from one address', async () => {
    const signUp = () => post('/manage/early-signups', { email: newAddress() }, '198.51.100.70');
    expect(await statuses(11, signUp)).toEqual([...times(10, 200), 429]);
  });
});

import { startCheckout } from '@larder/api/payments/checkout';
import { findSiteBySlug } from '@larder/api/site/site-read';
import { createTestWorld, type TestWorld } from '@larder/api/test-support/test-database';
import { startStripeEmulator, type StripeEmulator } from '@larder/stripe-emulator';
import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { childEnvFor, exited, freePort, larder, sleep, waitFor } from './test-support/processes.ts';

/**
 * Money never lost: the API is killed with SIGKILL in the middle of a burst of webhooks (each
 * event delivered three times), restarted, and the emulator's retries do the rest. Every paid
 * checkout must end as exactly one active subscription.
 */
const SEED = 20_261_124;
const CHECKOUTS = 24;

function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

let world: TestWorld;
let emulator: StripeEmulator;
let port: number;
let env: NodeJS.ProcessEnv;

beforeAll(async () => {
  port = await freePort();
  // Retries a second or two apart, like Stripe's but compressed, for about 20 s in all.
  emulator = await startStripeEmulator({
    port: 0,
    webhookUrl: `http://127.0.0.1:${port}/api/v1/stripe/webhooks`,
    webhookRetryDelaysMs: [300, 600, 1_000, 1_500, 2_000, 3_000, 4_000, 4_000, 4_000],
  });
  world = await createTestWorld(undefined, { LARDER_STRIPE_API_URL: emulator.url });
  env = {
    ...childEnvFor(world),
    LARDER_API_PORT: String(port),
    LARDER_STRIPE_API_URL: emulator.url,
    LARDER_RATE_LIMITS: 'off',
  };
});
afterAll(async () => {
  await emulator.close();
  await world.cleanup();
});

async function startApi(): Promise<ChildProcess> {
  const api = larder(['serve'], env);
  await waitFor('the API to listen', async () =>
    (await fetch(`http://127.0.0.1:${port}/api/v1/health`).catch(() => null))?.ok ? true : undefined,
  );
  return api;
}

describe('money never lost', { timeout: 60_000 }, () => {
  it('ends every paid checkout as exactly one active subscription when the API is killed in a webhook burst', async () => {
    const next = random(SEED);
    const site = (await findSiteBySlug(world.db, 'family-table'))!;
    const origin = 'http://family-table.localhost:4321';
    const sessions: { id: string; email: string }[] = [];
    for (let index = 0; index < CHECKOUTS; index += 1) {
      const email = `burst-${index}@example.com`;
      const { url } = await startCheckout(
        { db: world.db, env: world.env, sitesConfig: world.sitesConfig },
        {
          site,
          plan: index % 3 === 0 ? 'yearly' : 'monthly',
          email,
          user: null,
          successUrl: `${origin}/subscribe/success/{CHECKOUT_SESSION_ID}`,
          cancelUrl: `${origin}/subscribe`,
          nextLogin: `${origin}/`,
        },
      );
      sessions.push({ id: url.split('/').pop()!, email });
    }

    let api = await startApi();
    emulator.setWebhookMode({ duplicate: 2 });
    let killed = 0;
    for (const [round, batch] of [sessions.slice(0, 12), sessions.slice(12)].entries()) {
      for (const session of batch) emulator.payCheckoutSession(session.id, { card: '4242424242424242' });
      await sleep(150 + next() * 600);
      api.kill('SIGKILL');
      if ((await exited(api)).signal === 'SIGKILL') killed += 1;
      // Some deliveries fail while it is down, and are retried once it is back.
      await sleep(300 + round * 200);
      api = await startApi();
    }
    try {
      await emulator.webhooksSettled();
      expect(killed).toBe(2);
      expect(emulator.deliveries().filter((delivery) => delivery.state === 'failed')).toEqual([]);
      const retried = emulator.deliveries().filter((delivery) => delivery.attempts.length > 1);
      expect(retried.length, 'some deliveries were cut off by the kills and retried').toBeGreaterThan(0);

      for (const session of sessions) {
        const rows = await world.db
          .selectFrom('subscriptions as s')
          .innerJoin('users as u', 'u.id', 's.user_id')
          .select(['s.status', 's.stripe_checkout_session_id', 'u.email'])
          .where('s.stripe_checkout_session_id', '=', session.id)
          .execute();
        expect(rows, session.email).toEqual([
          { status: 'active', stripe_checkout_session_id: session.id, email: session.email },
        ]);
      }
      const billed = await world.db
        .selectFrom('subscriptions')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('stripe_subscription_id', 'is not', null)
        .executeTakeFirstOrThrow();
      expect(billed.count).toBe(CHECKOUTS);
    } finally {
      api.kill('SIGKILL');
      await exited(api);
    }
  });
});

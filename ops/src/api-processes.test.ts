import { latestEmailTo, signInLinkOf } from '@larder/api/test-support/auth-test-kit';
import { signedDelivery, stripeEvent } from '@larder/api/test-support/payments-world';
import { createTestWorld, testEngines, type TestWorld } from '@larder/api/test-support/test-database';
import { DEMO_FREE_READER_EMAIL } from '@larder/demo/seed/seed';
import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { childEnvFor, exited, freePort, larder, waitFor } from './test-support/processes.ts';

/**
 * Two API processes on one database, as several machines behind a load balancer would be: what
 * must happen once happens once when both receive it at the same moment (issue 24, item 4), on
 * each engine the run has (PostgreSQL when the run started its server).
 */
const ROUNDS = 12;

describe.each(testEngines())('two API processes on one %s database', (engine) => {
  let world: TestWorld;
  const apis: { child: ChildProcess; url: string }[] = [];

  beforeAll(async () => {
    world = await createTestWorld(undefined, {}, { engine });
    const env = { ...childEnvFor(world), LARDER_RATE_LIMITS: 'off' };
    for (let index = 0; index < 2; index += 1) {
      const port = await freePort();
      apis.push({
        child: larder(['serve'], { ...env, LARDER_API_PORT: String(port) }),
        url: `http://127.0.0.1:${port}`,
      });
    }
    for (const api of apis)
      await waitFor('the API to listen', async () =>
        (await fetch(`${api.url}/api/v1/health`).catch(() => null))?.ok ? true : undefined,
      );
  });

  afterAll(async () => {
    for (const api of apis) {
      api.child.kill('SIGTERM');
      await exited(api.child);
    }
    await world.cleanup();
  });

  /** The same request sent to both processes at once. */
  function toBoth(path: string, init: RequestInit): Promise<Response[]> {
    return Promise.all(apis.map((api) => fetch(`${api.url}${path}`, init)));
  }

  it('are two processes, each saying which answered and on which engine', async () => {
    const answers = await Promise.all(
      apis.map(
        async (api) =>
          (await fetch(`${api.url}/api/v1/health`)).json() as Promise<{ pid: number; database: string }>,
      ),
    );
    expect(answers.map((answer) => answer.pid)).toEqual(apis.map((api) => api.child.pid));
    expect(answers.map((answer) => answer.database)).toEqual([engine, engine]);
  });

  it('spend a sign-in link exactly once when both receive it at the same moment', async () => {
    const sessionsBefore = await world.db
      .selectFrom('auth_tokens')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('kind', '=', 'session')
      .executeTakeFirstOrThrow();
    for (let round = 0; round < ROUNDS; round += 1) {
      const asked = await fetch(`${apis[round % 2]!.url}/api/v1/site/family-table/sign-in`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: DEMO_FREE_READER_EMAIL }),
      });
      expect(asked.status).toBe(200);
      const { token } = signInLinkOf(await latestEmailTo(world.db, DEMO_FREE_READER_EMAIL));
      const answers = await toBoth(`/api/v1/site/family-table/sign-in/${encodeURIComponent(token)}`, {
        method: 'POST',
      });
      const bodies = (await Promise.all(answers.map((answer) => answer.json()))) as {
        error?: { code: string };
      }[];
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
      expect(bodies.map((body) => body.error?.code ?? 'signed in').sort()).toEqual([
        'sign_in_link_expired',
        'signed in',
      ]);
    }
    const sessionsAfter = await world.db
      .selectFrom('auth_tokens')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('kind', '=', 'session')
      .executeTakeFirstOrThrow();
    expect(sessionsAfter.count - sessionsBefore.count).toBe(ROUNDS);
  });

  it('apply a Stripe event exactly once when it is delivered to both at the same moment', async () => {
    const ids: string[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const event = stripeEvent('invoice.paid', { id: `in_both_${round}`, object: 'invoice' });
      ids.push(event.id);
      const { body, signature } = signedDelivery(world, event);
      const answers = await toBoth('/api/v1/stripe/webhooks', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature },
        body,
      });
      // Both tell Stripe the event is applied; only one applied it.
      expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
      const outcomes = (await Promise.all(answers.map((answer) => answer.json()))) as { outcome: string }[];
      expect(outcomes.map((answer) => answer.outcome).sort()).toEqual(['duplicate', 'processed']);
    }
    const recorded = await world.db.selectFrom('stripe_events').select('id').where('id', 'in', ids).execute();
    expect(recorded).toHaveLength(ROUNDS);
  });
});

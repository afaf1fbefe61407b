import { startCheckout } from '@larder/api/payments/checkout';
import { findSiteBySlug } from '@larder/api/site/site-read';
import { createTestWorld, type TestWorld } from '@larder/api/test-support/test-database';
import { startStripeEmulator, type StripeEmulator } from '@larder/stripe-emulator';
import { spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { childEnvFor, cliEntry } from './test-support/processes.ts';

let world: TestWorld;
let emulator: StripeEmulator;

beforeAll(async () => {
  // No webhook endpoint: every event is lost, as when the API was down past Stripe's retries.
  emulator = await startStripeEmulator({ port: 0 });
  world = await createTestWorld(undefined, { LARDER_STRIPE_API_URL: emulator.url });
});
afterAll(async () => {
  await emulator.close();
  await world.cleanup();
});

function runCli(args: string[]): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', cliEntry, ...args], {
      env: { ...childEnvFor(world), LARDER_STRIPE_API_URL: emulator.url },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => {
      resolve({ code, output });
    });
  });
}

describe('larder stripe reconcile', { timeout: 60_000 }, () => {
  it('records a payment whose webhooks never arrived and prints the change, then finds nothing more', async () => {
    const site = (await findSiteBySlug(world.db, 'family-table'))!;
    const origin = 'http://family-table.localhost:4321';
    const { url } = await startCheckout(
      { db: world.db, env: world.env, sitesConfig: world.sitesConfig },
      {
        site,
        plan: 'monthly',
        email: 'lost-webhooks@example.com',
        user: null,
        successUrl: `${origin}/subscribe/success/{CHECKOUT_SESSION_ID}`,
        cancelUrl: `${origin}/subscribe`,
      },
    );
    emulator.payCheckoutSession(url.split('/').pop()!, { card: '4242424242424242' });

    const first = await runCli(['stripe', 'reconcile']);
    expect(first.code, first.output).toBe(0);
    expect(first.output).toMatch(/sub_\w+ family-table lost-webhooks@example\.com: missing → active/);
    expect(first.output).toMatch(/1 repair\./);
    const second = await runCli(['stripe', 'reconcile']);
    expect(second.output).toMatch(/nothing to repair\./);
  });
});

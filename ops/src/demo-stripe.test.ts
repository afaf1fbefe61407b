import { afterEach, describe, expect, it } from 'vitest';
import type { StripeEmulator } from '@larder/stripe-emulator';
import { startDemoStripeEmulator, stripeWebhookUrl } from './demo-stripe.ts';

let emulator: StripeEmulator | undefined;
afterEach(async () => {
  await emulator?.close();
  emulator = undefined;
});

describe('the demo’s Stripe emulator', () => {
  it('listens on LARDER_STRIPE_EMULATOR_PORT and points the API at it when LARDER_STRIPE_API_URL is unset', async () => {
    const env: Record<string, string | undefined> = { LARDER_STRIPE_EMULATOR_PORT: '0' };
    emulator = await startDemoStripeEmulator(env);
    expect(env.LARDER_STRIPE_API_URL).toBe(emulator.url);
    expect(emulator.secretKey).toBe('sk_test_larder_emulator');
    const answer = await fetch(`${emulator.url}/v1/customers`, {
      headers: { authorization: 'Bearer sk_test_larder_emulator' },
    });
    expect(answer.status).toBe(200);
  });

  it('leaves a LARDER_STRIPE_API_URL that is already set alone', async () => {
    const env: Record<string, string | undefined> = {
      LARDER_STRIPE_EMULATOR_PORT: '0',
      LARDER_STRIPE_API_URL: 'http://127.0.0.1:9999',
    };
    emulator = await startDemoStripeEmulator(env);
    expect(env.LARDER_STRIPE_API_URL).toBe('http://127.0.0.1:9999');
  });

  it('posts webhooks to the API’s Stripe endpoint', () => {
    expect(stripeWebhookUrl('http://localhost:8787')).toBe('http://localhost:8787/api/v1/stripe/webhooks');
  });
});

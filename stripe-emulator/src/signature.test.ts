import Stripe from 'stripe';
import { afterEach, describe, expect, it } from 'vitest';
import type { StripeEmulator } from './server.ts';
import { signatureHeader } from './signature.ts';
import {
  monthlyPrice,
  startEmulatorWithSdk,
  startWebhookReceiver,
  type WebhookReceiver,
} from './test-support.ts';

const webhooks = new Stripe('sk_test_unused').webhooks;
let emulator: StripeEmulator | undefined;
let receiver: WebhookReceiver | undefined;

afterEach(async () => {
  await emulator?.close();
  await receiver?.close();
  emulator = undefined;
  receiver = undefined;
});

describe('webhook signatures', () => {
  it('signs a payload so that the SDK’s constructEvent accepts it', () => {
    const payload = JSON.stringify({
      id: 'evt_1',
      object: 'event',
      type: 'invoice.paid',
      data: { object: {} },
    });
    const header = signatureHeader(payload, 'whsec_test', Math.floor(Date.now() / 1000));
    expect(webhooks.constructEvent(payload, header, 'whsec_test').id).toBe('evt_1');
  });

  it('is refused by constructEvent for a tampered body, another secret or an old timestamp', () => {
    const payload = JSON.stringify({
      id: 'evt_1',
      object: 'event',
      type: 'invoice.paid',
      data: { object: {} },
    });
    const now = Math.floor(Date.now() / 1000);
    const header = signatureHeader(payload, 'whsec_test', now);
    expect(() => webhooks.constructEvent(payload.replace('evt_1', 'evt_2'), header, 'whsec_test')).toThrow(
      Stripe.errors.StripeSignatureVerificationError,
    );
    expect(() => webhooks.constructEvent(payload, header, 'whsec_other')).toThrow(
      Stripe.errors.StripeSignatureVerificationError,
    );
    const old = signatureHeader(payload, 'whsec_test', now - 301);
    expect(() => webhooks.constructEvent(payload, old, 'whsec_test', 300)).toThrow(
      Stripe.errors.StripeSignatureVerificationError,
    );
  });

  it('delivers events that constructEvent verifies with the endpoint’s secret, in Stripe’s event shape', async () => {
    receiver = await startWebhookReceiver();
    const started = await startEmulatorWithSdk({ webhookUrl: receiver.url, webhookSecret: 'whsec_kitchen' });
    emulator = started.emulator;
    const price = await monthlyPrice(started.stripe);
    const session = await started.stripe.checkout.sessions.create({
      mode: 'subscription',
      line_items: [{ price: price.id }],
      customer_email: 'reader@example.com',
      success_url: 'http://example.test/done',
    });
    emulator.payCheckoutSession(session.id, { card: '4242424242424242' });
    await emulator.webhooksSettled();

    const delivered = receiver.received.find(
      (webhook) => webhook.event.type === 'checkout.session.completed',
    )!;
    const event = webhooks.constructEvent(delivered.body, delivered.signature, 'whsec_kitchen');
    expect(event).toMatchObject({
      object: 'event',
      type: 'checkout.session.completed',
      livemode: false,
      api_version: Stripe.API_VERSION,
      data: { object: { id: session.id, status: 'complete', payment_status: 'paid' } },
    });
    expect(event.id).toMatch(/^evt_/);
    expect(typeof event.created).toBe('number');
    expect(() =>
      webhooks.constructEvent(`${delivered.body} `, delivered.signature, 'whsec_kitchen'),
    ).toThrow();
  });
});

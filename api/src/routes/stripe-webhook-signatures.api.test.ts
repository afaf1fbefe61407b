import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createPaymentsWorld,
  deliver,
  signedDelivery,
  signText,
  stripeEvent,
  type PaymentsWorld,
} from '../test-support/payments-world.ts';

let world: PaymentsWorld;

beforeAll(async () => {
  world = await createPaymentsWorld();
});
afterAll(async () => world.cleanup());

/** Every row a webhook could write, counted. */
async function moneyRows(): Promise<number[]> {
  const counts = await Promise.all(
    (
      [
        'stripe_events',
        'subscriptions',
        'checkout_sessions',
        'stripe_customers',
        'app_subscriptions',
        'users',
      ] as const
    ).map((table) =>
      world.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow(),
    ),
  );
  return counts.map((row) => row.count);
}

async function refusedAsUnsigned(response: Response): Promise<void> {
  expect(response.status).toBe(400);
  expect(((await response.json()) as { error: { code: string } }).error.code).toBe(
    'webhook_signature_invalid',
  );
}

/** A real subscription event about a subscription the emulator knows, so only the signature decides. */
async function realSubscriptionEvent() {
  const sessionId = await world.checkout({ email: `sig-${Date.now()}@example.com` });
  world.pay(sessionId);
  await world.emulator.webhooksSettled();
  const subscription = world.emulator
    .events()
    .find((event) => event.type === 'customer.subscription.created')!;
  return stripeEvent('customer.subscription.updated', subscription.data.object as Record<string, unknown>);
}

describe('POST /stripe/webhooks signatures', () => {
  it('refuses a delivery without a Stripe-Signature header, and changes nothing', async () => {
    const event = await realSubscriptionEvent();
    const before = await moneyRows();
    await refusedAsUnsigned(await deliver(world.app, { body: JSON.stringify(event) }));
    expect(await moneyRows()).toEqual(before);
  });

  it('refuses a delivery signed with another secret, or whose body changed after signing', async () => {
    const event = await realSubscriptionEvent();
    const before = await moneyRows();
    await refusedAsUnsigned(
      await deliver(world.app, signedDelivery(world, event, { secret: 'whsec_other' })),
    );
    const signed = signedDelivery(world, event);
    await refusedAsUnsigned(
      await deliver(world.app, {
        body: signed.body.replace('"object":"event"', '"object": "event"'),
        signature: signed.signature,
      }),
    );
    expect(await moneyRows()).toEqual(before);
  });

  it('refuses a delivery signed more than five minutes ago (a replay)', async () => {
    const event = await realSubscriptionEvent();
    const before = await moneyRows();
    const stale = signedDelivery(world, event, { timestamp: Math.floor(Date.now() / 1000) - 301 });
    await refusedAsUnsigned(await deliver(world.app, stale));
    expect(await moneyRows()).toEqual(before);
    const recent = signedDelivery(world, event, { timestamp: Math.floor(Date.now() / 1000) - 200 });
    expect((await deliver(world.app, recent)).status).toBe(200);
  });

  it('acknowledges an event type it does not use, and records nothing', async () => {
    const before = await moneyRows();
    const response = await deliver(
      world.app,
      signedDelivery(world, stripeEvent('charge.refunded', { id: 'ch_1', object: 'charge' })),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ received: true, outcome: 'ignored' });
    expect(await moneyRows()).toEqual(before);
  });

  it('answers 400 and writes nothing for any unsigned or mis-signed body and header (fuzzed)', async () => {
    const before = await moneyRows();
    const timestamp = fc.oneof(
      fc.constant(Math.floor(Date.now() / 1000)),
      fc.integer({ min: -1, max: 4_000_000_000 }),
    );
    const header = fc.oneof(
      fc.string({ maxLength: 200 }),
      fc.tuple(timestamp, fc.stringMatching(/^[0-9a-f]{0,70}$/)).map(([t, v1]) => `t=${t},v1=${v1}`),
      fc
        .tuple(timestamp, fc.string({ maxLength: 40 }), fc.string({ maxLength: 40 }))
        .map(([t, scheme, value]) => `t=${t},${scheme}=${value}`),
    );
    const body = fc.oneof(
      fc.string({ maxLength: 500 }),
      fc.json(),
      fc.constantFrom('', 'null', '{}', '[]', JSON.stringify(stripeEvent('invoice.paid', { id: 'in_1' }))),
    );
    await fc.assert(
      fc.asyncProperty(
        body,
        fc.option(header, { nil: undefined }),
        fc.constantFrom('application/json', 'text/plain', ''),
        async (text, signature, type) => {
          const response = await deliver(
            world.app,
            { body: text, signature: signature ?? null },
            type ? { 'Content-Type': type } : {},
          );
          expect(response.status).toBe(400);
        },
      ),
      { seed: 20_261_123, numRuns: 300 },
    );
    expect(await moneyRows()).toEqual(before);
  });

  it('never fails with a 500 for a correctly signed body of any shape (fuzzed)', async () => {
    const shapes = fc.oneof(
      fc.json(),
      fc
        .record({
          id: fc.oneof(fc.string({ maxLength: 30 }), fc.integer()),
          type: fc.constantFrom(
            'checkout.session.completed',
            'customer.subscription.updated',
            'customer.subscription.deleted',
            'invoice.paid',
            'invoice.payment_failed',
            'anything.else',
          ),
          created: fc.oneof(fc.integer(), fc.string(), fc.constant(null)),
          data: fc.oneof(
            fc.constant(null),
            fc.record({
              object: fc.oneof(
                fc.constant(null),
                fc.record({
                  id: fc.oneof(
                    fc.string({ maxLength: 30 }),
                    fc.constantFrom('sub_missing', 'cs_missing', 'in_missing'),
                  ),
                  parent: fc.option(
                    fc.record({ subscription_details: fc.record({ subscription: fc.jsonValue() }) }),
                  ),
                  subscription: fc.option(fc.jsonValue()),
                }),
              ),
            }),
          ),
        })
        .map((event) => JSON.stringify(event)),
    );
    const subscriptionsBefore = await world.db.selectFrom('subscriptions').selectAll().execute();
    await fc.assert(
      fc.asyncProperty(shapes, async (body) => {
        const text = typeof body === 'string' ? body : JSON.stringify(body);
        const response = await deliver(world.app, { body: text, signature: signText(world, text) });
        expect(response.status, text).toBeLessThan(500);
      }),
      { seed: 20_261_123, numRuns: 150 },
    );
    // Objects Stripe does not know change no subscription.
    expect(await world.db.selectFrom('subscriptions').selectAll().execute()).toEqual(subscriptionsBefore);
  });
});

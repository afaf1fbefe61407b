import { checkoutSession } from '@larder/shared/api/subscriptions.endpoints';
import { CheckoutSessionSchema } from '@larder/shared/schemas/subscription';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSessionToken } from '../auth/session-tokens.ts';
import { durableTransaction } from '../db/durable-transaction.ts';
import { applySubscriptionSnapshot, readSubscription } from '../payments/subscription-sync.ts';
import { emailsTo, signInLinkOf } from '../test-support/auth-test-kit.ts';
import {
  createPaymentsWorld,
  deliver,
  signedDelivery,
  stripeEvent,
  type PaymentsWorld,
} from '../test-support/payments-world.ts';
import { answer, refusal, testClient } from '../test-support/test-client.ts';

let world: PaymentsWorld;
let premiumSlug: string;

beforeAll(async () => {
  world = await createPaymentsWorld();
  premiumSlug = world.kitchens[0]!.recipes.find(
    (recipe) => recipe.privacy === 'subscribers_only' && recipe.publishedAt,
  )!.slug;
});
afterAll(async () => world.cleanup());

let counter = 0;
const newEmail = () => `payer-${(counter += 1)}-${Date.now()}@example.com`;

async function subscriptionsOf(email: string) {
  return world.db
    .selectFrom('subscriptions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .selectAll('s')
    .where('u.email', '=', email)
    .execute();
}

/** Whether the reader reads the premium recipe in full, by the API's clock (the emulator's). */
async function readsPremium(email: string): Promise<boolean> {
  const user = await world.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  const token = await createSessionToken(world.db, user.id, 3650, world.emulator.now() * 1000);
  const response = await world.app.request(`/api/v1/site/family-table/recipes/${premiumSlug}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const { recipe } = (await response.json()) as { recipe: { isLocked: boolean } };
  return !recipe.isLocked;
}

async function paidSubscriber(): Promise<{ email: string; subscriptionId: string; customerId: string }> {
  const email = newEmail();
  world.pay(await world.checkout({ email }));
  await world.emulator.webhooksSettled();
  const [row] = await subscriptionsOf(email);
  return { email, subscriptionId: row!.stripe_subscription_id!, customerId: row!.stripe_customer_id! };
}

describe('a visitor paying for Full Access', () => {
  it('records nothing until Stripe reports the payment', async () => {
    const email = newEmail();
    const sessionId = await world.checkout({ email });
    expect(await world.db.selectFrom('users').where('email', '=', email).selectAll().execute()).toEqual([]);
    const session = await answer(
      CheckoutSessionSchema,
      testClient(world).request(checkoutSession, {
        params: { siteSlug: 'family-table', checkoutSessionId: sessionId },
      }),
    );
    expect(session).toEqual({ email, subscription: null });
  });

  it('gets an account, one active paid subscription and a sign-in e-mail back to the kitchen', async () => {
    const email = newEmail();
    const sessionId = await world.checkout({
      email,
      nextLogin: 'http://family-table.localhost:4321/recipes/',
    });
    world.pay(sessionId);
    await world.emulator.webhooksSettled();

    const rows = await subscriptionsOf(email);
    expect(rows).toEqual([
      expect.objectContaining({
        plan_type: 'monthly',
        price_amount_cents: 500,
        cadence: 'month',
        status: 'active',
        cancel_at_period_end: 0,
        stripe_checkout_session_id: sessionId,
      }),
    ]);
    expect(rows[0]!.stripe_subscription_id).toMatch(/^sub_/);
    const mails = await emailsTo(world.db, email);
    expect(mails).toHaveLength(1);
    const { url } = signInLinkOf(mails[0]!);
    expect(url.origin).toBe('http://family-table.localhost:4321');
    expect(await readsPremium(email)).toBe(true);

    const session = await answer(
      CheckoutSessionSchema,
      testClient(world).request(checkoutSession, {
        params: { siteSlug: 'family-table', checkoutSessionId: sessionId },
      }),
    );
    expect(session).toEqual({
      email,
      subscription: {
        planType: 'monthly',
        priceAmountCents: 500,
        cadence: 'month',
        status: 'active',
        currentPeriodEnd: rows[0]!.current_period_end,
        cancelAtPeriodEnd: false,
      },
    });
  });

  it('shows a checkout session only on its own kitchen', async () => {
    const sessionId = await world.checkout({ email: newEmail() });
    await refusal(
      testClient(world).request(checkoutSession, {
        params: { siteSlug: 'crumb-and-crust', checkoutSessionId: sessionId },
      }),
      404,
      'not_found',
    );
    await refusal(
      testClient(world).request(checkoutSession, {
        params: { siteSlug: 'family-table', checkoutSessionId: 'cs_unknown' },
      }),
      404,
      'not_found',
    );
  });

  it('ends as exactly one subscription and one e-mail when every event arrives three times, in reverse', async () => {
    world.emulator.setWebhookMode({ duplicate: 2, reorder: true });
    try {
      const emails = [newEmail(), newEmail(), newEmail()];
      for (const email of emails) world.pay(await world.checkout({ email }));
      await world.emulator.webhooksSettled();
      for (const email of emails) {
        expect(await subscriptionsOf(email)).toEqual([expect.objectContaining({ status: 'active' })]);
        expect(await emailsTo(world.db, email)).toHaveLength(1);
      }
    } finally {
      world.emulator.setWebhookMode({ duplicate: 0, reorder: false });
    }
  });

  it('applies an event delivered five times at once exactly once', async () => {
    const email = newEmail();
    const sessionId = await world.checkout({ email });
    world.emulator.setWebhookEndpoint(undefined);
    try {
      world.pay(sessionId);
      await world.emulator.webhooksSettled();
    } finally {
      world.emulator.setWebhookEndpoint(world.webhookUrl);
    }
    const completed = world.emulator
      .events()
      .find(
        (event) =>
          event.type === 'checkout.session.completed' &&
          (event.data.object as { id: string }).id === sessionId,
      )!;
    const delivery = signedDelivery(world, completed as unknown as Record<string, unknown>);
    const outcomes = await Promise.all(
      Array.from({ length: 5 }, async () => {
        const response = await deliver(world.app, delivery);
        return ((await response.json()) as { outcome: string }).outcome;
      }),
    );
    expect(outcomes.filter((outcome) => outcome === 'processed')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === 'duplicate')).toHaveLength(4);
    expect(await subscriptionsOf(email)).toHaveLength(1);
    expect(await emailsTo(world.db, email)).toHaveLength(1);
  });

  it('gives the subscription to the account that already has the paying address, and e-mails it a sign-in link', async () => {
    const email = newEmail();
    await world.db.insertInto('users').values({ id: crypto.randomUUID(), email }).execute();
    world.pay(await world.checkout({ email }));
    await world.emulator.webhooksSettled();
    expect(await world.db.selectFrom('users').where('email', '=', email).selectAll().execute()).toHaveLength(
      1,
    );
    expect(await subscriptionsOf(email)).toEqual([expect.objectContaining({ status: 'active' })]);
    expect(await emailsTo(world.db, email)).toHaveLength(1);
  });

  it('grants nothing when the card is declined', async () => {
    const email = newEmail();
    const sessionId = await world.checkout({ email });
    expect(() => world.emulator.payCheckoutSession(sessionId, { card: '4000000000000341' })).toThrow(
      /declined/,
    );
    await world.emulator.webhooksSettled();
    expect(await world.db.selectFrom('users').where('email', '=', email).selectAll().execute()).toEqual([]);
  });
});

describe('events out of order and stale copies', () => {
  it('keeps the newest state when an old event about the subscription arrives late', async () => {
    const { email, subscriptionId } = await paidSubscriber();
    const created = world.emulator
      .events()
      .find(
        (event) =>
          event.type === 'customer.subscription.created' &&
          (event.data.object as { id: string }).id === subscriptionId,
      )!;
    await world.stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true });
    await world.emulator.webhooksSettled();
    expect((await subscriptionsOf(email))[0]!.cancel_at_period_end).toBe(1);

    // The creation event again, as a new delivery (a new id): its copy says "not canceling".
    const late = stripeEvent('customer.subscription.created', created.data.object as Record<string, unknown>);
    expect((await deliver(world.app, signedDelivery(world, late))).status).toBe(200);
    expect((await subscriptionsOf(email))[0]!.cancel_at_period_end).toBe(1);
  });

  it('never lets a read that began earlier overwrite a later one (two deliveries racing)', async () => {
    const { email, subscriptionId } = await paidSubscriber();
    let clock = world.emulator.now() * 1000;
    const tick = () => (clock += 1000);
    const earlier = await readSubscription(world.stripe, subscriptionId, tick);
    await world.stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true });
    await world.emulator.webhooksSettled();
    const later = await readSubscription(world.stripe, subscriptionId, tick);
    await durableTransaction(world.db, (trx) => applySubscriptionSnapshot(trx, world.sitesConfig, later));
    expect(
      await durableTransaction(world.db, (trx) => applySubscriptionSnapshot(trx, world.sitesConfig, earlier)),
    ).toBeNull();
    expect((await subscriptionsOf(email))[0]!.cancel_at_period_end).toBe(1);
  });

  it('applies a redelivered event once, whatever changed since', async () => {
    const { email, subscriptionId } = await paidSubscriber();
    const event = stripeEvent('customer.subscription.updated', {
      id: subscriptionId,
      object: 'subscription',
    });
    const first = await deliver(world.app, signedDelivery(world, event));
    expect(await first.json()).toEqual({ received: true, outcome: 'processed' });
    const again = await deliver(world.app, signedDelivery(world, event));
    expect(await again.json()).toEqual({ received: true, outcome: 'duplicate' });
    expect(await subscriptionsOf(email)).toHaveLength(1);
  });
});

describe('access after cancel, failed renewals and deletion', () => {
  it('keeps access after canceling until the period ends, then ends it', async () => {
    const { email, subscriptionId } = await paidSubscriber();
    await world.stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true });
    await world.emulator.webhooksSettled();
    expect(await readsPremium(email)).toBe(true);
    world.emulator.advanceClock(20 * 86_400);
    expect(await readsPremium(email)).toBe(true);
    world.emulator.advanceClock(12 * 86_400);
    await world.emulator.webhooksSettled();
    expect(await subscriptionsOf(email)).toEqual([expect.objectContaining({ status: 'canceled' })]);
    expect(await readsPremium(email)).toBe(false);
  });

  it('ends access at the period end even before Stripe’s deletion arrives', async () => {
    const { email, subscriptionId } = await paidSubscriber();
    await world.stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true });
    await world.emulator.webhooksSettled();
    world.emulator.setWebhookMode({ hold: true });
    try {
      world.emulator.advanceClock(32 * 86_400);
      expect(await subscriptionsOf(email)).toEqual([expect.objectContaining({ status: 'active' })]);
      expect(await readsPremium(email)).toBe(false);
    } finally {
      world.emulator.setWebhookMode({ hold: false });
      await world.emulator.webhooksSettled();
    }
  });

  it('keeps a past-due reader reading for seven days after the failed renewal, then not until paid', async () => {
    const { email, customerId } = await paidSubscriber();
    world.emulator.setCardOutcome(customerId, 'fail');
    world.emulator.advanceClock(31 * 86_400);
    await world.emulator.webhooksSettled();
    const [pastDue] = await subscriptionsOf(email);
    expect(pastDue).toEqual(expect.objectContaining({ status: 'past_due' }));
    expect(pastDue!.past_due_since).not.toBeNull();
    world.emulator.advanceClock(6 * 86_400);
    expect(await readsPremium(email)).toBe(true);
    world.emulator.advanceClock(2 * 86_400);
    expect(await readsPremium(email)).toBe(false);

    world.emulator.setCardOutcome(customerId, 'succeed');
    await world.emulator.webhooksSettled();
    expect(await subscriptionsOf(email)).toEqual([
      expect.objectContaining({ status: 'active', past_due_since: null }),
    ]);
    expect(await readsPremium(email)).toBe(true);
  });

  it('ends access when Stripe deletes the subscription', async () => {
    const { email, subscriptionId } = await paidSubscriber();
    await world.stripe.subscriptions.cancel(subscriptionId);
    await world.emulator.webhooksSettled();
    expect(await subscriptionsOf(email)).toEqual([expect.objectContaining({ status: 'canceled' })]);
    expect(await readsPremium(email)).toBe(false);
  });
});

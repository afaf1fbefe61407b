import { AppError } from '@larder/shared/errors';
import { parseSitesConfig } from '@larder/shared/sites-config';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PAID_READER_EMAIL } from '@larder/demo/seed/seed';
import { findSiteBySlug } from '../site/site-read.ts';
import { createPaymentsWorld, type PaymentsWorld } from '../test-support/payments-world.ts';
import { startCheckout, type CheckoutRequest } from './checkout.ts';
import { createStripeClient } from './stripe-client.ts';

let world: PaymentsWorld;

beforeAll(async () => {
  world = await createPaymentsWorld();
});
afterAll(async () => world.cleanup());

async function request(overrides: Partial<CheckoutRequest> = {}): Promise<CheckoutRequest> {
  return {
    site: (await findSiteBySlug(world.db, 'family-table'))!,
    plan: 'yearly',
    email: `checkout-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`,
    user: null,
    successUrl: 'http://family-table.localhost:4321/subscribe/success/{CHECKOUT_SESSION_ID}',
    cancelUrl: 'http://family-table.localhost:4321/subscribe',
    nextLogin: 'http://family-table.localhost:4321/',
    ...overrides,
  };
}

const deps = () => ({ db: world.db, env: world.env, sitesConfig: world.sitesConfig, stripe: world.stripe });

async function refusedWith(call: Promise<unknown>, code: string): Promise<void> {
  const error = await call.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).code).toBe(code);
}

describe('startCheckout', () => {
  it('opens a subscription-mode Checkout Session for the kitchen’s price, and records the session only', async () => {
    const checkout = await request();
    const { url } = await startCheckout(deps(), checkout);
    const sessionId = url.split('/').pop()!;
    const session = await world.stripe.checkout.sessions.retrieve(sessionId, { expand: ['line_items'] });
    expect(session).toEqual(
      expect.objectContaining({
        mode: 'subscription',
        customer_email: checkout.email,
        success_url: checkout.successUrl,
        cancel_url: checkout.cancelUrl,
      }),
    );
    expect(session.metadata).toEqual(
      expect.objectContaining({
        kind: 'reader',
        plan: 'yearly',
        siteId: checkout.site.id,
        email: checkout.email,
      }),
    );
    const [price] = (
      await world.stripe.prices.list({ lookup_keys: [`larder_${checkout.site.id}_yearly_4800`] })
    ).data;
    expect(price).toEqual(
      expect.objectContaining({
        unit_amount: 4800,
        recurring: expect.objectContaining({ interval: 'year' }),
      }),
    );
    expect(
      await world.db
        .selectFrom('checkout_sessions')
        .selectAll()
        .where('id', '=', sessionId)
        .executeTakeFirst(),
    ).toEqual(
      expect.objectContaining({ email: checkout.email, plan_type: 'yearly', status: 'open', user_id: null }),
    );
    expect(
      await world.db.selectFrom('users').where('email', '=', checkout.email).selectAll().execute(),
    ).toEqual([]);
  });

  it('reuses the kitchen’s price and the reader’s Stripe customer', async () => {
    const reader = await world.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', 'maya@readers.example')
      .executeTakeFirstOrThrow();
    const first = await startCheckout(
      deps(),
      await request({ user: reader, email: reader.email, plan: 'monthly' }),
    );
    const second = await startCheckout(
      deps(),
      await request({ user: reader, email: reader.email, plan: 'monthly' }),
    );
    const [a, b] = await Promise.all(
      [first, second].map(({ url }) => world.stripe.checkout.sessions.retrieve(url.split('/').pop()!)),
    );
    expect(a!.customer).toBeTruthy();
    expect(b!.customer).toBe(a!.customer);
    expect(a!.client_reference_id).toBe(reader.id);
    const siteId = (await findSiteBySlug(world.db, 'family-table'))!.id;
    expect(
      (await world.stripe.prices.list({ lookup_keys: [`larder_${siteId}_monthly_500`] })).data,
    ).toHaveLength(1);
    // Keyed by the kitchen's id, not its slug, which another kitchen may take after a rename.
    expect(
      (await world.stripe.prices.list({ lookup_keys: ['larder_family-table_monthly_500'] })).data,
    ).toEqual([]);
  });

  it('prices a kitchen’s plan in the kitchen’s currency, apart from its prices in another', async () => {
    const sitesConfig = parseSitesConfig({ sites: { 'family-table': { currency: 'GBP' } } });
    const checkout = await request({ plan: 'monthly' });
    await startCheckout({ ...deps(), sitesConfig }, checkout);
    const [price] = (
      await world.stripe.prices.list({ lookup_keys: [`larder_${checkout.site.id}_monthly_500_gbp`] })
    ).data;
    expect(price).toEqual(expect.objectContaining({ currency: 'gbp', unit_amount: 500 }));
    const [dollars] = (
      await world.stripe.prices.list({ lookup_keys: [`larder_${checkout.site.id}_monthly_500`] })
    ).data;
    expect(dollars?.currency).toBe('usd');
  });

  it('refuses a plan the kitchen does not sell', async () => {
    const crumb = (await findSiteBySlug(world.db, 'crumb-and-crust'))!;
    await refusedWith(startCheckout(deps(), await request({ site: crumb })), 'plan_not_offered');
  });

  it('refuses the plan a reader already has', async () => {
    const reader = await world.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', DEMO_PAID_READER_EMAIL)
      .executeTakeFirstOrThrow();
    await refusedWith(
      startCheckout(deps(), await request({ user: reader, email: reader.email, plan: 'monthly' })),
      'already_on_plan',
    );
  });

  it('answers payments_unavailable and records nothing when Stripe cannot be reached', async () => {
    const unreachable = createStripeClient({ ...world.env.stripe, apiUrl: 'http://127.0.0.1:9' });
    const before = await world.db.selectFrom('checkout_sessions').selectAll().execute();
    await refusedWith(
      startCheckout({ ...deps(), stripe: unreachable }, await request()),
      'payments_unavailable',
    );
    expect(await world.db.selectFrom('checkout_sessions').selectAll().execute()).toEqual(before);
  });

  it('uses the price ids a kitchen is given in sites.config.ts', async () => {
    const product = await world.stripe.products.create({ name: 'Operator-made plan' });
    const price = await world.stripe.prices.create({
      product: product.id,
      currency: 'usd',
      unit_amount: 700,
      recurring: { interval: 'month' },
    });
    const sitesConfig = parseSitesConfig({
      sites: { 'family-table': { stripePrices: { monthly: price.id } } },
    });
    const checkout = await request({ plan: 'monthly' });
    const { url } = await startCheckout({ ...deps(), sitesConfig }, checkout);
    const sessionId = url.split('/').pop()!;
    world.pay(sessionId);
    await world.emulator.webhooksSettled();
    const row = await world.db
      .selectFrom('subscriptions')
      .select(['stripe_price_id', 'price_amount_cents'])
      .where('stripe_checkout_session_id', '=', sessionId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ stripe_price_id: price.id, price_amount_cents: 700 });
  });
});

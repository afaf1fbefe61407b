import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSessionToken } from '../auth/session-tokens.ts';
import { findSiteBySlug } from '../site/site-read.ts';
import { createPaymentsWorld, type PaymentsWorld } from '../test-support/payments-world.ts';
import { kitchenPrice } from './prices.ts';

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
const newEmail = () => `switch-${(counter += 1)}-${Date.now()}@example.com`;

async function rowOf(email: string) {
  return world.db
    .selectFrom('subscriptions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select([
      's.plan_type',
      's.cadence',
      's.price_amount_cents',
      's.stripe_price_id',
      's.foreign_price',
      's.status',
    ])
    .where('u.email', '=', email)
    .executeTakeFirstOrThrow();
}

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

/** A visitor pays family-table's monthly plan; then, as the billing portal would, Stripe moves it to `priceId`. */
async function paidThenSwitched(priceId: string): Promise<string> {
  const email = newEmail();
  world.pay(await world.checkout({ email }));
  await world.emulator.webhooksSettled();
  const subscriptionId = (
    await world.db
      .selectFrom('subscriptions as s')
      .innerJoin('users as u', 'u.id', 's.user_id')
      .select('s.stripe_subscription_id')
      .where('u.email', '=', email)
      .executeTakeFirstOrThrow()
  ).stripe_subscription_id!;
  const subscription = await world.stripe.subscriptions.retrieve(subscriptionId);
  await world.stripe.subscriptions.update(subscriptionId, {
    items: [{ id: subscription.items.data[0]!.id, price: priceId }],
    proration_behavior: 'none',
  });
  await world.emulator.webhooksSettled();
  return email;
}

describe('the plan a reader’s subscription is on', () => {
  it('follows the price Stripe bills: a switch to yearly in the billing portal makes it yearly', async () => {
    const site = (await findSiteBySlug(world.db, 'family-table'))!;
    const yearly = (await kitchenPrice(world.stripe, world.sitesConfig, site, 'yearly'))!;
    const email = await paidThenSwitched(yearly.priceId);
    expect(await rowOf(email)).toEqual({
      plan_type: 'yearly',
      cadence: 'year',
      price_amount_cents: yearly.amountCents,
      stripe_price_id: yearly.priceId,
      foreign_price: 0,
      status: 'active',
    });
    expect(await readsPremium(email)).toBe(true);
  });

  it('gives no access when Stripe bills another kitchen’s price, or a price Larder did not make', async () => {
    const other = (await findSiteBySlug(world.db, 'crumb-and-crust'))!;
    const product = await world.stripe.products.create({ name: 'Another kitchen' });
    const otherKitchens = await world.stripe.prices.create({
      product: product.id,
      currency: 'usd',
      unit_amount: 100,
      recurring: { interval: 'month' },
      metadata: { siteId: other.id, plan: 'monthly' },
    });
    const stranger = await world.stripe.prices.create({
      product: product.id,
      currency: 'usd',
      unit_amount: 100,
      recurring: { interval: 'month' },
    });
    for (const price of [otherKitchens, stranger]) {
      const email = await paidThenSwitched(price.id);
      expect(await rowOf(email)).toEqual(
        expect.objectContaining({ stripe_price_id: price.id, foreign_price: 1, status: 'active' }),
      );
      expect(await readsPremium(email)).toBe(false);
    }
  });
});

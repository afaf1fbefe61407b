import { accountSubscriptions, siteCurrentUser } from '@larder/shared/api/reader.endpoints';
import { ReaderSubscriptionsResponseSchema } from '@larder/shared/schemas/subscription';
import { createApiClient } from '@larder/shared/api/api-client';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../http/app.ts';
import { createReader } from '../test-support/test-client.ts';
import { createTestWorld, type TestWorld } from '../test-support/test-database.ts';

let world: TestWorld;
let siteId: string;
const NOW = Date.parse('2026-06-15T12:00:00.000Z');
const DAY = 86_400_000;

beforeAll(async () => {
  world = await createTestWorld();
  siteId = (
    await world.db
      .selectFrom('sites')
      .select('id')
      .where('slug', '=', 'family-table')
      .executeTakeFirstOrThrow()
  ).id;
});
afterAll(async () => world.cleanup());

/** The API as it answers at `now`. */
function clientAt(now: number, token: string) {
  const app = createApp({ db: world.db, env: world.env, sitesConfig: world.sitesConfig, now: () => now });
  return createApiClient({
    apiOrigin: world.env.apiOrigin,
    token: () => token,
    fetch: async (url, init) => app.request(url, init),
  });
}

async function subscribe(userId: string, values: Record<string, unknown>) {
  await world.db
    .insertInto('subscriptions')
    .values({
      id: randomUUID(),
      site_id: siteId,
      user_id: userId,
      plan_type: 'monthly',
      price_amount_cents: 500,
      cadence: 'month',
      status: 'active',
      stripe_customer_id: null,
      stripe_subscription_id: null,
      current_period_end: null,
      canceled_at: null,
      ...values,
    })
    .execute();
}

describe('the current user’s subscription on a kitchen', () => {
  it('is the paid plan while it is current, and the free one once a failed renewal’s grace is over', async () => {
    const reader = await createReader(world);
    const token = reader.token;
    await subscribe(reader.id, {
      plan_type: 'free',
      price_amount_cents: 0,
      cadence: 'none',
      created_at: '2026-01-01T00:00:00.000Z',
    });
    await subscribe(reader.id, {
      status: 'past_due',
      past_due_since: new Date(NOW).toISOString(),
      stripe_subscription_id: `sub_${randomUUID()}`,
      stripe_customer_id: 'cus_1',
    });
    const within = await clientAt(NOW + 6 * DAY, token).request(siteCurrentUser, {
      params: { siteSlug: 'family-table' },
    });
    expect(within.currentUser).toEqual(
      expect.objectContaining({
        currentSubscription: { planType: 'monthly', priceAmountCents: 500, cadence: 'month' },
        isSubscribedToPaid: true,
        isSubscribedToFree: false,
      }),
    );
    const after = await clientAt(NOW + 8 * DAY, token).request(siteCurrentUser, {
      params: { siteSlug: 'family-table' },
    });
    expect(after.currentUser).toEqual(
      expect.objectContaining({
        currentSubscription: { planType: 'free', priceAmountCents: 0, cadence: 'none' },
        isSubscribedToPaid: false,
        isSubscribedToFree: true,
      }),
    );
  });

  it('is none after a canceled plan’s period has ended', async () => {
    const reader = await createReader(world);
    await subscribe(reader.id, { cancel_at_period_end: 1, current_period_end: new Date(NOW).toISOString() });
    const before = await clientAt(NOW - 1, reader.token).request(siteCurrentUser, {
      params: { siteSlug: 'family-table' },
    });
    expect(before.currentUser.isSubscribedToPaid).toBe(true);
    const after = await clientAt(NOW, reader.token).request(siteCurrentUser, {
      params: { siteSlug: 'family-table' },
    });
    expect(after.currentUser).toEqual(
      expect.objectContaining({ currentSubscription: null, isSubscribedToPaid: false }),
    );
  });
});

describe('GET /manage/subscriptions billing fields', () => {
  it('says when the period ends, whether it ends then, and whether Stripe bills it', async () => {
    const reader = await createReader(world);
    await subscribe(reader.id, {
      stripe_subscription_id: `sub_${randomUUID()}`,
      stripe_customer_id: 'cus_2',
      current_period_end: '2026-07-15T12:00:00.000Z',
      cancel_at_period_end: 1,
    });
    const { subscriptions } = ReaderSubscriptionsResponseSchema.parse(
      await clientAt(NOW, reader.token).request(accountSubscriptions, {}),
    );
    expect(subscriptions).toEqual([
      expect.objectContaining({
        currentPeriodEnd: '2026-07-15T12:00:00.000Z',
        cancelAtPeriodEnd: true,
        billable: true,
      }),
    ]);
  });
});

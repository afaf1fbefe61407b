import { accountSubscriptions } from '@larder/shared/api/reader.endpoints';
import { ReaderSubscriptionsResponseSchema } from '@larder/shared/schemas/subscription';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PAID_READER_EMAIL } from '@larder/demo/seed/seed';
import { createTestWorld, type TestWorld } from '../test-support/test-database.ts';
import { answer, createReader, refusal, testClient } from '../test-support/test-client.ts';

let world: TestWorld;

beforeAll(async () => {
  world = await createTestWorld();
});
afterAll(async () => world.cleanup());

describe('GET /manage/subscriptions', () => {
  it('lists the reader’s subscriptions with their kitchen, leaving out canceled ones', async () => {
    const reader = await createReader(world);
    const crumb = await world.db
      .selectFrom('sites')
      .select('id')
      .where('slug', '=', 'crumb-and-crust')
      .executeTakeFirstOrThrow();
    for (const [status, plan, created] of [
      ['active', 'yearly', '2026-02-01T00:00:00.000Z'],
      ['canceled', 'monthly', '2026-03-01T00:00:00.000Z'],
    ] as const)
      await world.db
        .insertInto('subscriptions')
        .values({
          id: randomUUID(),
          site_id: crumb.id,
          user_id: reader.id,
          plan_type: plan,
          price_amount_cents: 4800,
          cadence: 'year',
          status,
          stripe_customer_id: null,
          stripe_subscription_id: null,
          current_period_end: null,
          canceled_at: null,
          created_at: created,
        })
        .execute();

    const { subscriptions } = await answer(
      ReaderSubscriptionsResponseSchema,
      testClient(world, reader.token).request(accountSubscriptions, {}),
    );
    expect(subscriptions).toEqual([
      expect.objectContaining({
        siteSlug: 'crumb-and-crust',
        siteOrigin: 'http://crumb-and-crust.localhost:4321',
        planType: 'yearly',
        priceAmountCents: 4800,
        cadence: 'year',
        status: 'active',
        since: '2026-02-01T00:00:00.000Z',
      }),
    ]);
  });

  it('lists the demo reader’s paid plan on The Family Table', async () => {
    const { subscriptions } = await answer(
      ReaderSubscriptionsResponseSchema,
      testClient(world, await world.tokenFor(DEMO_PAID_READER_EMAIL)).request(accountSubscriptions, {}),
    );
    expect(subscriptions.map((subscription) => [subscription.siteTitle, subscription.planType])).toEqual([
      ['The Family Table', 'monthly'],
    ]);
  });

  it('asks a visitor to sign in', async () => {
    await refusal(testClient(world).request(accountSubscriptions, {}), 401, 'unauthorized');
  });
});

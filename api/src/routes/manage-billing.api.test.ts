import {
  appSubscriptionBillingPortalSession,
  billingPortalSession,
  cancelSubscription,
  createAppSubscription,
  currentAppSubscription,
} from '@larder/shared/api/subscriptions.endpoints';
import { CurrentAppSubscriptionSchema, RedirectUrlSchema } from '@larder/shared/schemas/subscription';
import { z } from 'zod';
import { ReaderSubscriptionSchema } from '@larder/shared/schemas/subscription';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSessionToken, type UserRow } from '../auth/session-tokens.ts';
import { DEMO_FREE_READER_EMAIL, DEMO_PAID_READER_EMAIL } from '@larder/demo/seed/seed';
import { createPaymentsWorld, type PaymentsWorld } from '../test-support/payments-world.ts';
import { answer, refusal, testClient } from '../test-support/test-client.ts';

let world: PaymentsWorld;

beforeAll(async () => {
  world = await createPaymentsWorld();
});
afterAll(async () => world.cleanup());

const CancellationAnswerSchema = z.object({ subscription: ReaderSubscriptionSchema });

async function userRow(email: string): Promise<UserRow> {
  return world.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
}

async function tokenOf(email: string): Promise<string> {
  return createSessionToken(world.db, (await userRow(email)).id, 3650, world.emulator.now() * 1000);
}

/** A new manager (not the owner) of a kitchen, signed in. */
async function kitchenCoManager(slug: string) {
  const email = `co-manager-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
  const id = crypto.randomUUID();
  await world.db.insertInto('users').values({ id, email }).execute();
  const site = await world.db
    .selectFrom('sites')
    .select('id')
    .where('slug', '=', slug)
    .executeTakeFirstOrThrow();
  await world.db
    .insertInto('site_memberships')
    .values({ site_id: site.id, user_id: id, role: 'manager' })
    .execute();
  return testClient(world, await tokenOf(email));
}

/** A signed-in reader who pays for family-table's monthly plan; their subscription's local id. */
async function signedInPayer(): Promise<{ email: string; token: string; subscriptionId: string }> {
  const email = `billing-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
  await world.db.insertInto('users').values({ id: crypto.randomUUID(), email }).execute();
  world.pay(await world.checkout({ email, user: await userRow(email) }));
  await world.emulator.webhooksSettled();
  const row = await world.db
    .selectFrom('subscriptions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select('s.id')
    .where('u.email', '=', email)
    .executeTakeFirstOrThrow();
  return { email, token: await tokenOf(email), subscriptionId: row.id };
}

describe('POST /manage/cancellations', () => {
  it('cancels the reader’s paid plan at the end of its period, on Stripe and at once here', async () => {
    const { token, subscriptionId } = await signedInPayer();
    const { subscription } = await answer(
      CancellationAnswerSchema,
      testClient(world, token).request(cancelSubscription, { body: { subscriptionId } }),
    );
    expect(subscription).toEqual(
      expect.objectContaining({
        id: subscriptionId,
        status: 'active',
        cancelAtPeriodEnd: true,
        billable: true,
      }),
    );
    const row = await world.db
      .selectFrom('subscriptions')
      .select('stripe_subscription_id')
      .where('id', '=', subscriptionId)
      .executeTakeFirstOrThrow();
    const onStripe = await world.stripe.subscriptions.retrieve(row.stripe_subscription_id!);
    expect(onStripe.cancel_at_period_end).toBe(true);
  });

  it('refuses another reader’s subscription, and an unknown one', async () => {
    const { subscriptionId } = await signedInPayer();
    const other = await signedInPayer();
    await refusal(
      testClient(world, other.token).request(cancelSubscription, { body: { subscriptionId } }),
      404,
      'subscription_not_found',
    );
    await refusal(
      testClient(world, other.token).request(cancelSubscription, {
        body: { subscriptionId: crypto.randomUUID() },
      }),
      404,
      'subscription_not_found',
    );
    await refusal(
      testClient(world).request(cancelSubscription, { body: { subscriptionId } }),
      401,
      'unauthorized',
    );
  });

  it('marks the demo reader’s plan, which Stripe does not bill, as ending at its period end', async () => {
    const token = await tokenOf(DEMO_PAID_READER_EMAIL);
    const row = await world.db
      .selectFrom('subscriptions as s')
      .innerJoin('users as u', 'u.id', 's.user_id')
      .select('s.id')
      .where('u.email', '=', DEMO_PAID_READER_EMAIL)
      .executeTakeFirstOrThrow();
    const { subscription } = await answer(
      CancellationAnswerSchema,
      testClient(world, token).request(cancelSubscription, { body: { subscriptionId: row.id } }),
    );
    expect(subscription).toEqual(expect.objectContaining({ cancelAtPeriodEnd: true, billable: false }));
  });
});

describe('POST /manage/billing-portal-sessions', () => {
  it('opens Stripe’s portal for the reader’s customer, returning to the platform', async () => {
    const { token, subscriptionId } = await signedInPayer();
    const { url } = await answer(
      RedirectUrlSchema,
      testClient(world, token).request(billingPortalSession, { body: { subscriptionId } }),
    );
    expect(url).toMatch(new RegExp(`^${world.emulator.url}/billing-portal/`));
  });

  it('refuses a return URL off the platform origin, naming the field', async () => {
    const { token, subscriptionId } = await signedInPayer();
    const call = testClient(world, token).request(billingPortalSession, {
      body: { subscriptionId, returnUrl: 'https://evil.example/subscriptions' },
    });
    await refusal(call, 400, 'validation_failed');
  });

  it('has no portal for a free plan', async () => {
    const token = await tokenOf(DEMO_FREE_READER_EMAIL);
    const row = await world.db
      .selectFrom('subscriptions as s')
      .innerJoin('users as u', 'u.id', 's.user_id')
      .select('s.id')
      .where('u.email', '=', DEMO_FREE_READER_EMAIL)
      .executeTakeFirstOrThrow();
    await refusal(
      testClient(world, token).request(billingPortalSession, { body: { subscriptionId: row.id } }),
      404,
      'subscription_not_found',
    );
  });
});

describe('the kitchen’s creator plan', () => {
  it('is bought by a manager through Checkout and shows once Stripe reports the payment', async () => {
    const token = await tokenOf('june@family-table.example');
    const client = testClient(world, token);
    expect(
      await answer(
        CurrentAppSubscriptionSchema,
        client.request(currentAppSubscription, { params: { siteSlug: 'family-table' } }),
      ),
    ).toEqual({ appSubscription: null });
    const { url } = await answer(
      RedirectUrlSchema,
      client.request(createAppSubscription, {
        params: { siteSlug: 'family-table' },
        body: { plan: 'creator_yearly' },
      }),
    );
    world.pay(url.split('/').pop()!);
    await world.emulator.webhooksSettled();
    const { appSubscription } = await answer(
      CurrentAppSubscriptionSchema,
      client.request(currentAppSubscription, { params: { siteSlug: 'family-table' } }),
    );
    expect(appSubscription).toEqual(
      expect.objectContaining({ plan: 'creator_yearly', status: 'active', cancelAtPeriodEnd: false }),
    );
    await refusal(
      client.request(createAppSubscription, {
        params: { siteSlug: 'family-table' },
        body: { plan: 'creator_yearly' },
      }),
      409,
      'already_on_plan',
    );
    const portal = await answer(
      RedirectUrlSchema,
      client.request(appSubscriptionBillingPortalSession, { params: { siteSlug: 'family-table' }, body: {} }),
    );
    expect(portal.url).toMatch(/\/billing-portal\//);
  });

  it('is one plan per kitchen: no manager may buy a second while one runs', async () => {
    const isla = testClient(world, await tokenOf('isla@crumb-and-crust.example'));
    const coManager = await kitchenCoManager('crumb-and-crust');
    const { url } = await answer(
      RedirectUrlSchema,
      isla.request(createAppSubscription, {
        params: { siteSlug: 'crumb-and-crust' },
        body: { plan: 'creator_monthly' },
      }),
    );
    world.pay(url.split('/').pop()!);
    await world.emulator.webhooksSettled();
    for (const [client, plan] of [
      [isla, 'creator_yearly'],
      [coManager, 'creator_yearly'],
      [coManager, 'creator_monthly'],
    ] as const)
      await refusal(
        client.request(createAppSubscription, { params: { siteSlug: 'crumb-and-crust' }, body: { plan } }),
        409,
        'already_on_plan',
      );
  });

  it('opens its billing portal for the manager who pays only, not for a co-manager', async () => {
    const { appSubscription } = await answer(
      CurrentAppSubscriptionSchema,
      testClient(world, await tokenOf('isla@crumb-and-crust.example')).request(currentAppSubscription, {
        params: { siteSlug: 'crumb-and-crust' },
      }),
    );
    if (appSubscription === null) {
      const { url } = await answer(
        RedirectUrlSchema,
        testClient(world, await tokenOf('isla@crumb-and-crust.example')).request(createAppSubscription, {
          params: { siteSlug: 'crumb-and-crust' },
          body: { plan: 'creator_monthly' },
        }),
      );
      world.pay(url.split('/').pop()!);
      await world.emulator.webhooksSettled();
    }
    const coManager = await kitchenCoManager('crumb-and-crust');
    await refusal(
      coManager.request(appSubscriptionBillingPortalSession, {
        params: { siteSlug: 'crumb-and-crust' },
        body: {},
      }),
      403,
      'forbidden',
    );
    expect(
      (
        await answer(
          CurrentAppSubscriptionSchema,
          coManager.request(currentAppSubscription, { params: { siteSlug: 'crumb-and-crust' } }),
        )
      ).appSubscription,
    ).toEqual(expect.objectContaining({ status: 'active', paidByYou: false }));
    const payer = testClient(world, await tokenOf('isla@crumb-and-crust.example'));
    expect(
      (
        await answer(
          CurrentAppSubscriptionSchema,
          payer.request(currentAppSubscription, { params: { siteSlug: 'crumb-and-crust' } }),
        )
      ).appSubscription,
    ).toEqual(expect.objectContaining({ paidByYou: true }));
    const portal = await answer(
      RedirectUrlSchema,
      payer.request(appSubscriptionBillingPortalSession, {
        params: { siteSlug: 'crumb-and-crust' },
        body: {},
      }),
    );
    expect(portal.url).toMatch(/\/billing-portal\//);
  });

  it('is managed only by the kitchen’s managers', async () => {
    const reader = testClient(world, await tokenOf(DEMO_PAID_READER_EMAIL));
    await refusal(
      reader.request(currentAppSubscription, { params: { siteSlug: 'family-table' } }),
      404,
      'site_not_found',
    );
    await refusal(
      reader.request(createAppSubscription, {
        params: { siteSlug: 'family-table' },
        body: { plan: 'creator_monthly' },
      }),
      404,
      'site_not_found',
    );
    const otherManager = testClient(world, await tokenOf('isla@crumb-and-crust.example'));
    await refusal(
      otherManager.request(appSubscriptionBillingPortalSession, {
        params: { siteSlug: 'family-table' },
        body: {},
      }),
      404,
      'site_not_found',
    );
  });
});

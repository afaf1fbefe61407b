import type { ReaderSubscription, ReaderSubscriptionsResponse } from '@larder/shared/schemas/subscription';
import { kitchenDeployment, type SitesConfig } from '@larder/shared/sites-config';
import type { Db } from '../db/database.ts';

function readerSubscriptionsQuery(db: Db, userId: string) {
  return db
    .selectFrom('subscriptions as sub')
    .innerJoin('sites as s', 's.id', 'sub.site_id')
    .select([
      'sub.id',
      'sub.plan_type',
      'sub.price_amount_cents',
      'sub.cadence',
      'sub.status',
      'sub.created_at',
      'sub.current_period_end',
      'sub.cancel_at_period_end',
      'sub.stripe_subscription_id',
      's.slug',
      's.title',
    ])
    .where('sub.user_id', '=', userId);
}

type Row = Awaited<ReturnType<ReturnType<typeof readerSubscriptionsQuery>['executeTakeFirstOrThrow']>>;

function readerSubscription(sitesConfig: SitesConfig, row: Row): ReaderSubscription {
  return {
    id: row.id,
    siteSlug: row.slug,
    siteTitle: row.title,
    siteOrigin: kitchenDeployment(sitesConfig, row.slug).origin,
    currency: kitchenDeployment(sitesConfig, row.slug).currency,
    planType: row.plan_type,
    priceAmountCents: row.price_amount_cents,
    cadence: row.cadence,
    status: row.status,
    since: row.created_at,
    currentPeriodEnd: row.current_period_end,
    cancelAtPeriodEnd: row.cancel_at_period_end === 1,
    billable: row.stripe_subscription_id !== null,
  };
}

/**
 * The reader's subscriptions on every kitchen, for the platform's /subscriptions: newest first,
 * canceled ones left out (a past-due or incomplete one stays, so the reader sees it needs them).
 */
export async function readReaderSubscriptions(
  db: Db,
  sitesConfig: SitesConfig,
  userId: string,
): Promise<ReaderSubscriptionsResponse> {
  const rows = await readerSubscriptionsQuery(db, userId)
    .where('sub.status', '!=', 'canceled')
    .orderBy('sub.created_at', 'desc')
    .execute();
  return { subscriptions: rows.map((row) => readerSubscription(sitesConfig, row)) };
}

/** One of the reader's subscriptions, as /subscriptions shows it; null when it is not theirs. */
export async function readReaderSubscription(
  db: Db,
  sitesConfig: SitesConfig,
  userId: string,
  subscriptionId: string,
): Promise<ReaderSubscription | null> {
  const row = await readerSubscriptionsQuery(db, userId)
    .where('sub.id', '=', subscriptionId)
    .executeTakeFirst();
  return row ? readerSubscription(sitesConfig, row) : null;
}

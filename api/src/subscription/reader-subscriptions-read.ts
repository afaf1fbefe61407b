import type { ReaderSubscriptionsResponse } from '@larder/shared/schemas/subscription';
import { kitchenDeployment, type SitesConfig } from '@larder/shared/sites-config';
import type { Db } from '../db/database.ts';

/**
 * The reader's subscriptions on every kitchen, for the platform's /subscriptions: newest first,
 * canceled ones left out (a past-due or incomplete one stays, so the reader sees it needs them).
 */
export async function readReaderSubscriptions(
  db: Db,
  sitesConfig: SitesConfig,
  userId: string,
): Promise<ReaderSubscriptionsResponse> {
  const rows = await db
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
      'sub.stripe_subscription_id',
      's.slug',
      's.title',
    ])
    .where('sub.user_id', '=', userId)
    .where('sub.status', '!=', 'canceled')
    .orderBy('sub.created_at', 'desc')
    .execute();
  return {
    subscriptions: rows.map((row) => ({
      id: row.id,
      siteSlug: row.slug,
      siteTitle: row.title,
      siteOrigin: kitchenDeployment(sitesConfig, row.slug).origin,
      planType: row.plan_type,
      priceAmountCents: row.price_amount_cents,
      cadence: row.cadence,
      status: row.status,
      since: row.created_at,
      currentPeriodEnd: row.current_period_end,
      cancelAtPeriodEnd: false,
      billable: row.stripe_subscription_id !== null,
    })),
  };
}

import type { Selectable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { SubscriptionsTable } from '../db/tables/subscriptions.table.ts';

/**
 * The one place that decides what a reader's subscriptions entitle them to (decision 016):
 * nothing else reads `subscriptions` for access.
 *
 * - A paid plan is current while Stripe keeps it `active`; canceled at period end, it stays
 *   current until `current_period_end` (Stripe then ends it with `customer.subscription.deleted`).
 * - `past_due` (a renewal failed) stays current for `PAST_DUE_GRACE_MS` from the failure, so a
 *   reader whose card expired keeps reading while Stripe retries and they update it.
 * - `canceled` and `incomplete` (never paid) are not current, nor is a plan Stripe bills at a
 *   price that is not one of its kitchen's (`foreign_price`).
 * - A free plan is current while `active`. A current paid plan outranks a free one.
 */
export const PAST_DUE_GRACE_MS = 7 * 86_400_000;

export type SubscriptionRow = Selectable<SubscriptionsTable>;

type EntitlementFields = Pick<
  SubscriptionRow,
  'plan_type' | 'status' | 'current_period_end' | 'cancel_at_period_end' | 'past_due_since' | 'foreign_price'
>;

const isPaidPlan = (row: Pick<SubscriptionRow, 'plan_type'>) => row.plan_type !== 'free';
const timeOf = (iso: string | null) => (iso === null ? Number.NaN : Date.parse(iso));

/** Whether a subscription row gives access now (`now` in epoch milliseconds). */
export function isCurrent(row: EntitlementFields, now: number): boolean {
  if (!isPaidPlan(row)) return row.status === 'active';
  // Billed at a price that is not its kitchen's: paid for something else.
  if (row.foreign_price) return false;
  switch (row.status) {
    case 'active':
      // Ending at its period end: access until then, even before Stripe's deletion arrives.
      return !(row.cancel_at_period_end && timeOf(row.current_period_end) <= now);
    case 'past_due': {
      const since = timeOf(row.past_due_since);
      // A past-due row without its date (written before it was kept) gets the benefit of the doubt.
      return Number.isNaN(since) || now < since + PAST_DUE_GRACE_MS;
    }
    case 'canceled':
    case 'incomplete':
      return false;
  }
}

/** Whether a row is a paid plan that gives access now: premium recipes, notes, locked discussions. */
export function isCurrentPaid(row: EntitlementFields, now: number): boolean {
  return isPaidPlan(row) && isCurrent(row, now);
}

/**
 * The reader's current subscription to a kitchen: a current paid plan if there is one, else a
 * current free one, newest first; null when none gives access.
 */
export async function currentSubscription(
  db: Db,
  userId: string,
  siteId: string,
  now: number = Date.now(),
): Promise<SubscriptionRow | null> {
  const rows = await db
    .selectFrom('subscriptions')
    .selectAll()
    .where('site_id', '=', siteId)
    .where('user_id', '=', userId)
    .where('status', '!=', 'canceled')
    .orderBy('created_at', 'desc')
    .execute();
  const current = rows.filter((row) => isCurrent(row, now));
  return current.find(isPaidPlan) ?? current[0] ?? null;
}

/** Whether the reader has a current paid subscription to the kitchen. */
export async function hasCurrentPaidSubscription(
  db: Db,
  userId: string,
  siteId: string,
  now: number = Date.now(),
): Promise<boolean> {
  const current = await currentSubscription(db, userId, siteId, now);
  return current !== null && isPaidPlan(current);
}

import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database.ts';
import { currentSubscription } from './entitlement.ts';

/**
 * Records a reader's free plan on a kitchen (spec §6 "Free subscriber"), unless a current plan,
 * free or paid, already covers them: the subscribe call and sign-up's newsletter opt-in both
 * land here.
 */
export async function recordFreeSubscription(
  db: Db,
  siteId: string,
  userId: string,
  now: number,
): Promise<void> {
  if (await currentSubscription(db, userId, siteId, now)) return;
  await db
    .insertInto('subscriptions')
    .values({
      id: randomUUID(),
      site_id: siteId,
      user_id: userId,
      plan_type: 'free',
      stripe_customer_id: null,
      stripe_subscription_id: null,
      current_period_end: null,
      canceled_at: null,
    })
    .execute();
}

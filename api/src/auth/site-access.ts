import type { Db } from '../db/database.ts';
import { isPremium } from '../recipe/recipe-read.ts';

export async function isSiteManager(db: Db, userId: string, siteId: string): Promise<boolean> {
  const membership = await db
    .selectFrom('site_memberships')
    .select('role')
    .where('site_id', '=', siteId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return membership !== undefined;
}

export async function hasPaidSubscription(db: Db, userId: string, siteId: string): Promise<boolean> {
  const subscription = await db
    .selectFrom('subscriptions')
    .select('id')
    .where('site_id', '=', siteId)
    .where('user_id', '=', userId)
    .where('plan_type', 'in', ['monthly', 'yearly'])
    .where('status', '=', 'active')
    .executeTakeFirst();
  return subscription !== undefined;
}

/** Whether a viewer may read subscribers-only content of a kitchen: its managers and paid subscribers. */
export async function isEntitledToPremium(db: Db, userId: string | null, siteId: string): Promise<boolean> {
  if (userId === null) return false;
  return (await isSiteManager(db, userId, siteId)) || (await hasPaidSubscription(db, userId, siteId));
}

/**
 * Whether a signed-in reader may take part in a recipe's discussion, commenting and upvoting
 * (spec §5): on a public recipe, anyone signed in; on a subscribers-only one, whoever may read it
 * in full (a current paid subscription, or managing the kitchen), so that a discussion never
 * opens a locked recipe to readers who only see its teaser.
 */
export async function mayJoinDiscussion(
  db: Db,
  userId: string,
  siteId: string,
  privacySetting: string,
): Promise<boolean> {
  return !isPremium(privacySetting) || isEntitledToPremium(db, userId, siteId);
}

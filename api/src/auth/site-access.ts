import type { Db } from '../db/database.ts';

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

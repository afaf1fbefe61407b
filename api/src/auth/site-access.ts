import { AppError } from '@larder/shared/errors';
import type { Db } from '../db/database.ts';
import { requireSiteBySlug, type SiteRow } from '../site/site-read.ts';
import { isPremium } from '../recipe/recipe-read.ts';
import { hasCurrentPaidSubscription } from '../subscription/entitlement.ts';

export async function isSiteManager(db: Db, userId: string, siteId: string): Promise<boolean> {
  const membership = await db
    .selectFrom('site_memberships')
    .select('role')
    .where('site_id', '=', siteId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return membership !== undefined;
}

/**
 * The kitchen at this address, when the user manages it. A kitchen the user does not manage is,
 * to them, one that does not exist (404 `site_not_found`): a manager of another kitchen learns
 * nothing about this one.
 */
export async function requireManagedSite(db: Db, userId: string, siteSlug: string): Promise<SiteRow> {
  const site = await requireSiteBySlug(db, siteSlug);
  if (!(await isSiteManager(db, userId, site.id))) throw new AppError('site_not_found');
  return site;
}

/**
 * Whether a viewer may read subscribers-only content of a kitchen: its managers, and readers
 * with a current paid subscription (`subscription/entitlement.ts` decides what is current).
 */
export async function isEntitledToPremium(
  db: Db,
  userId: string | null,
  siteId: string,
  now: number = Date.now(),
): Promise<boolean> {
  if (userId === null) return false;
  return (
    (await isSiteManager(db, userId, siteId)) || (await hasCurrentPaidSubscription(db, userId, siteId, now))
  );
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

import type { Db } from '../db/database.ts';
import { isSiteManager } from '../auth/site-access.ts';
import { isPremium } from '../recipe/recipe-read.ts';
import { hasCurrentPaidSubscription } from './entitlement.ts';

/**
 * Whether a viewer may read subscribers-only content of a kitchen: its managers, and readers
 * with a current paid subscription (`entitlement.ts` decides what is current).
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

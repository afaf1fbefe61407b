import type { z } from 'zod';
import type { CurrentUser, CurrentSubscriptionSchema, SiteUserDataSchema } from '@larder/shared/schemas/user';
import type { UserRow } from '../auth/session-tokens.ts';
import { isSiteManager } from '../auth/site-access.ts';
import type { Db } from '../db/database.ts';
import { loadImages, withCrop, type ReadContext } from '../media/image-read.ts';
import { unitPreferencesOf } from '../user/user-profile.ts';
import { currentSubscription as readCurrentSubscription } from './entitlement.ts';

type CurrentSubscription = z.infer<typeof CurrentSubscriptionSchema>;
type SiteUserData = z.infer<typeof SiteUserDataSchema>;

/**
 * The reader's own data on one kitchen (spec §3 "Site user data"): their saved recipes, newest
 * first, and whether they manage it.
 */
export async function readSiteUserData(db: Db, userId: string, siteId: string): Promise<SiteUserData> {
  const [bookmarks, managesKitchen] = await Promise.all([
    db
      .selectFrom('bookmarks')
      .select('recipe_id')
      .where('site_id', '=', siteId)
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .execute(),
    isSiteManager(db, userId, siteId),
  ]);
  return { bookmarks: bookmarks.map((bookmark) => bookmark.recipe_id), managesKitchen };
}

/**
 * The signed-in reader as one kitchen sees them (spec §3 "Current user"): profile, their current
 * subscription to this kitchen with the derived free/paid flags, and their bookmarks here.
 */
export async function readCurrentUser(
  context: ReadContext,
  user: UserRow,
  siteId: string,
  now: number = Date.now(),
): Promise<{ currentUser: CurrentUser; siteUserData: SiteUserData }> {
  const { db } = context;
  const [avatars, subscription, siteUserData] = await Promise.all([
    loadImages(context, [user.avatar_image_id]),
    readCurrentSubscription(db, user.id, siteId, now),
    readSiteUserData(db, user.id, siteId),
  ]);
  const avatar = user.avatar_image_id ? avatars.get(user.avatar_image_id) : undefined;
  const currentSubscription: CurrentSubscription | null = subscription
    ? {
        planType: subscription.plan_type,
        priceAmountCents: subscription.price_amount_cents,
        cadence: subscription.cadence,
      }
    : null;
  return {
    currentUser: {
      id: user.id,
      email: user.email,
      displayName: user.display_name,
      avatar: avatar ? withCrop(avatar, user.avatar_crop) : null,
      currentSubscription,
      isSubscribedToFree: currentSubscription?.planType === 'free',
      isSubscribedToPaid: currentSubscription !== null && currentSubscription.planType !== 'free',
      unitPreferences: unitPreferencesOf(user),
    },
    siteUserData,
  };
}

import type { BookmarkRequest, BookmarksResponse, SiteUserDataResponse } from '../schemas/bookmark.ts';
import type { ReaderSubscriptionsResponse } from '../schemas/subscription.ts';
import type { CurrentUser, SiteUserData, UserProfile, UserProfileUpdate } from '../schemas/user.ts';
import { endpoint } from './endpoint.ts';

/** The reader as one kitchen sees them; 401 (or 404) means signed out. */
export const siteCurrentUser = endpoint<{
  response: { currentUser: CurrentUser; siteUserData: SiteUserData };
}>()('GET', '/site/:siteSlug/current-user');

export const addBookmark = endpoint<{ body: BookmarkRequest; response: SiteUserDataResponse }>()(
  'POST',
  '/site/:siteSlug/bookmarks',
);
export const removeBookmark = endpoint<{ response: SiteUserDataResponse }>()(
  'DELETE',
  '/site/:siteSlug/bookmarks/:recipeId',
);

/** The platform account area. */
export const accountBookmarks = endpoint<{ response: BookmarksResponse }>()('GET', '/manage/bookmarks');
export const accountSubscriptions = endpoint<{ response: ReaderSubscriptionsResponse }>()(
  'GET',
  '/manage/subscriptions',
);
export const accountProfile = endpoint<{ response: { currentUser: UserProfile } }>()(
  'GET',
  '/manage/current-user',
);
export const updateAccountProfile = endpoint<{
  body: UserProfileUpdate;
  response: { currentUser: UserProfile };
}>()('PUT', '/manage/current-user');
/** The manager check of the public site (spec §6): 404 or 401 means not a manager. */
export const manageCurrentSite = endpoint<{ response: { site: unknown } }>()(
  'GET',
  '/manage/:siteSlug/current-site',
);

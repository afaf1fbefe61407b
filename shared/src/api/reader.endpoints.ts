import type { BookmarkRequest, BookmarksResponse, SiteUserDataResponse } from '../schemas/bookmark.ts';
import type { ReaderSubscriptionsResponse } from '../schemas/subscription.ts';
import type { CurrentUser, SiteUserData, UserProfile, UserProfileUpdate } from '../schemas/user.ts';
import { endpoint } from './endpoint.ts';

/** The reader as one kitchen sees them; 401 (or 404) means signed out. */
export const siteCurrentUser = /* @__PURE__ */ endpoint<{
  response: { currentUser: CurrentUser; siteUserData: SiteUserData };
}>()('GET', '/site/:siteSlug/current-user');

export const addBookmark = /* @__PURE__ */ endpoint<{
  body: BookmarkRequest;
  response: SiteUserDataResponse;
}>()('POST', '/site/:siteSlug/bookmarks');
export const removeBookmark = /* @__PURE__ */ endpoint<{ response: SiteUserDataResponse }>()(
  'DELETE',
  '/site/:siteSlug/bookmarks/:recipeId',
);

/** The platform account area. */
export const accountBookmarks = /* @__PURE__ */ endpoint<{ response: BookmarksResponse }>()(
  'GET',
  '/manage/bookmarks',
);
export const accountSubscriptions = /* @__PURE__ */ endpoint<{ response: ReaderSubscriptionsResponse }>()(
  'GET',
  '/manage/subscriptions',
);
export const accountProfile = /* @__PURE__ */ endpoint<{ response: { currentUser: UserProfile } }>()(
  'GET',
  '/manage/current-user',
);
export const updateAccountProfile = /* @__PURE__ */ endpoint<{
  body: UserProfileUpdate;
  response: { currentUser: UserProfile };
}>()('PUT', '/manage/current-user');
/** The manager check of the public site (spec §6): 404 or 401 means not a manager. */
export const manageCurrentSite = /* @__PURE__ */ endpoint<{ response: { site: unknown } }>()(
  'GET',
  '/manage/:siteSlug/current-site',
);

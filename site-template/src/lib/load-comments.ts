import { ApiError, type ApiClient } from '@larder/shared/api/api-client';
import { listComments, listHiddenComments } from '@larder/shared/api/comments.endpoints';
import { manageCurrentSite } from '@larder/shared/api/reader.endpoints';
import type { PublicComment } from '@larder/shared/schemas/comment';
import type { SiteUserData } from '@larder/shared/schemas/user';
import { kitchenApi } from './kitchen-api';
import type { KitchenContext } from './kitchen-context';

/** The comments of a recipe as the island holds them (spec §4). */
export type CommentsState =
  | { status: 'pending' }
  | { status: 'rejected' }
  | {
      status: 'fulfilled';
      comments: PublicComment[];
      /** Hidden comments, which only the kitchen's managers see. */
      hiddenComments: PublicComment[];
      canManage: boolean;
    };

/** 404 or 401 from a manager-only call means "not a manager" or "nothing there" (spec §6, §8). */
const isNoPermission = (error: unknown) =>
  error instanceof ApiError && (error.status === 401 || error.status === 404);

async function isManager(api: ApiClient, kitchen: KitchenContext): Promise<boolean> {
  try {
    await api.request(manageCurrentSite, { params: { siteSlug: kitchen.siteSlug } });
    return true;
  } catch (error) {
    if (isNoPermission(error) || (error instanceof ApiError && error.status === 403)) return false;
    throw error;
  }
}

/**
 * Loads a recipe's comments, and for a signed-in reader (their data on this kitchen) whether they
 * manage the kitchen and, if so, the hidden comments. Any other failure rejects the whole, logged as "Failed to load
 * comments" (the island then shows "Error loading comments").
 */
export async function loadComments(
  kitchen: KitchenContext,
  recipeId: string,
  reader: SiteUserData | null,
): Promise<CommentsState> {
  // A reader the API says manages nothing here is not asked about (its 404 would be logged).
  const mayManage = reader !== null && reader.managesKitchen !== false;
  const api = kitchenApi(kitchen.apiOrigin);
  try {
    const [{ comments }, canManage] = await Promise.all([
      api.request(listComments, { params: { siteSlug: kitchen.siteSlug }, query: { recipeId } }),
      mayManage ? isManager(api, kitchen) : Promise.resolve(false),
    ]);
    let hiddenComments: PublicComment[] = [];
    if (canManage) {
      try {
        ({ comments: hiddenComments } = await api.request(listHiddenComments, {
          params: { siteSlug: kitchen.siteSlug },
          query: { recipeId },
        }));
      } catch (error) {
        if (!isNoPermission(error)) throw error;
      }
    }
    return { status: 'fulfilled', comments, hiddenComments, canManage };
  } catch (error) {
    console.error('Failed to load comments', error);
    return { status: 'rejected' };
  }
}

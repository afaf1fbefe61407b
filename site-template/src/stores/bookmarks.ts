import { addBookmark, removeBookmark } from '@larder/shared/api/reader.endpoints';
import type { SiteUserData } from '@larder/shared/schemas/user';
import { kitchenApi } from '../lib/kitchen-api';
import type { KitchenContext } from '../lib/kitchen-context';
import { $currentUser, replaceSiteUserData } from './current-user';

/** Whether the reader has saved the recipe. */
export function isSaved(siteUserData: SiteUserData, recipeId: string): boolean {
  return siteUserData.bookmarks.includes(recipeId);
}

/** The reader's data with the recipe saved or unsaved (the newest save first). */
export function withBookmark(siteUserData: SiteUserData, recipeId: string, saved: boolean): SiteUserData {
  const others = siteUserData.bookmarks.filter((id) => id !== recipeId);
  return { ...siteUserData, bookmarks: saved ? [recipeId, ...others] : others };
}

export type ToggleOutcome = 'saved' | 'unsaved' | 'failed' | 'signed-out';

/**
 * Saves or unsaves a recipe for the signed-in reader (spec §4): the change shows at once, the
 * API's answer then replaces the reader's data on this kitchen, and a failure puts back what was
 * there. Nothing happens for a reader who is not signed in.
 */
export async function toggleBookmark(kitchen: KitchenContext, recipeId: string): Promise<ToggleOutcome> {
  const state = $currentUser.get();
  if (state.status !== 'signed-in') return 'signed-out';
  const before = state.siteUserData;
  const save = !isSaved(before, recipeId);
  replaceSiteUserData(withBookmark(before, recipeId, save));
  try {
    const api = kitchenApi(kitchen.apiOrigin);
    const { siteUserData } = save
      ? await api.request(addBookmark, { params: { siteSlug: kitchen.siteSlug }, body: { recipeId } })
      : await api.request(removeBookmark, { params: { siteSlug: kitchen.siteSlug, recipeId } });
    replaceSiteUserData(siteUserData);
    return save ? 'saved' : 'unsaved';
  } catch (error) {
    console.warn('Could not change the saved recipe', error);
    replaceSiteUserData(before);
    return 'failed';
  }
}

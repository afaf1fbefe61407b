import { toggleBookmark } from '../stores/bookmarks';
import { accountAreaUrl, openAccountArea } from './account-area';
import type { KitchenContext } from './kitchen-context';
import { showToast } from './toast';

function viewBookmarks(kitchen: KitchenContext) {
  if (!openAccountArea(kitchen, '/bookmarks'))
    window.location.assign(accountAreaUrl(kitchen.platformOrigin, '/bookmarks'));
}

/**
 * A signed-in reader's click on Save: saves or unsaves the recipe, and tells them so with a toast
 * ("Recipe saved" with "View Bookmarks", or that it went wrong).
 */
export async function saveOrUnsaveRecipe(kitchen: KitchenContext, recipeId: string): Promise<void> {
  const outcome = await toggleBookmark(kitchen, recipeId);
  if (outcome === 'saved')
    showToast({
      message: 'Recipe saved',
      action: {
        label: 'View Bookmarks',
        onClick: () => {
          viewBookmarks(kitchen);
        },
      },
    });
  else if (outcome === 'failed') showToast({ message: 'Something went wrong. Please try again.' });
}

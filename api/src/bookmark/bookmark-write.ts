import type { Db } from '../db/database.ts';
import { requireRecipeInKitchen } from '../recipe/recipe-in-kitchen.ts';

/**
 * Saves a published recipe of this kitchen for the reader; saving it again changes nothing.
 * Subscribers-only recipes can be saved by anyone signed in (the card shows them locked).
 * `createdAt` (ISO) dates it other than now: the demo's readers saved theirs over past weeks.
 */
export async function addBookmark(
  db: Db,
  userId: string,
  siteId: string,
  recipeId: string,
  createdAt?: string,
): Promise<void> {
  await requireRecipeInKitchen(db, siteId, recipeId);
  await db
    .insertInto('bookmarks')
    .values({ site_id: siteId, user_id: userId, recipe_id: recipeId, created_at: createdAt })
    .onConflict((conflict) => conflict.columns(['user_id', 'recipe_id']).doNothing())
    .execute();
}

/**
 * Removes the reader's bookmark of a recipe of this kitchen, if there is one. A recipe since
 * unpublished can still be removed; a recipe of another kitchen is unknown here.
 */
export async function removeBookmark(
  db: Db,
  userId: string,
  siteId: string,
  recipeId: string,
): Promise<void> {
  await requireRecipeInKitchen(db, siteId, recipeId, { drafts: true });
  await db
    .deleteFrom('bookmarks')
    .where('user_id', '=', userId)
    .where('recipe_id', '=', recipeId)
    .where('site_id', '=', siteId)
    .execute();
}

import { AppError } from '@larder/shared/errors';
import type { Db } from '../db/database.ts';
import { publishedBefore } from './published.ts';

export interface RecipeInKitchen {
  id: string;
  privacySetting: string;
  published: boolean;
}

/**
 * A recipe of this kitchen by id, or the `recipe_not_found` error: a recipe of another kitchen is
 * as unknown here as one that does not exist. Readers act only on published recipes; pass
 * `{ drafts: true }` where a draft is fine too (a manager's moderation, removing a bookmark).
 */
export async function requireRecipeInKitchen(
  db: Db,
  siteId: string,
  recipeId: string,
  { drafts = false }: { drafts?: boolean } = {},
): Promise<RecipeInKitchen> {
  let query = db
    .selectFrom('recipes')
    .select(['id', 'privacy_setting', 'published_at'])
    .where('id', '=', recipeId)
    .where('site_id', '=', siteId);
  if (!drafts) query = query.where('published_at', '<=', publishedBefore());
  const row = await query.executeTakeFirst();
  if (!row)
    throw new AppError(
      'recipe_not_found',
      drafts
        ? 'No recipe with that id exists in this kitchen.'
        : 'No published recipe with that id exists in this kitchen.',
    );
  return { id: row.id, privacySetting: row.privacy_setting, published: row.published_at !== null };
}

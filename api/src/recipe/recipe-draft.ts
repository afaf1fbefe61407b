import { AppError } from '@larder/shared/errors';
import type { RecipeDraftSave } from '@larder/shared/schemas/recipe-input';
import type { Db } from '../db/database.ts';
import { draftRevisionDue, writeRevision } from './recipe-revisions.ts';

/**
 * Keeps the editor's autosave beside the recipe: nothing readers see changes (no rebuild), and a
 * draft made from an older version than the recipe's is refused like a stale save.
 */
export async function saveRecipeDraft(
  db: Db,
  siteId: string,
  recipeId: string,
  draft: RecipeDraftSave,
  userId: string | null,
  now = Date.now(),
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom('recipes')
      .select(['version'])
      .where('id', '=', recipeId)
      .where('site_id', '=', siteId)
      .executeTakeFirst();
    if (!existing) throw new AppError('recipe_not_found');
    if (existing.version !== draft.version) throw new AppError('recipe_changed');
    await trx
      .updateTable('recipes')
      .set({
        draft: JSON.stringify(draft.content),
        draft_base_version: draft.version,
        draft_saved_at: new Date(now).toISOString(),
      })
      .where('id', '=', recipeId)
      .execute();
    if (await draftRevisionDue(trx, recipeId, now))
      await writeRevision(trx, {
        recipeId,
        version: draft.version,
        kind: 'draft',
        content: draft.content,
        userId,
      });
  });
}

/** Drops the autosaved draft, back to the recipe as last saved. */
export async function discardRecipeDraft(db: Db, siteId: string, recipeId: string): Promise<void> {
  const result = await db
    .updateTable('recipes')
    .set({ draft: null, draft_base_version: null, draft_saved_at: null })
    .where('id', '=', recipeId)
    .where('site_id', '=', siteId)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw new AppError('recipe_not_found');
}

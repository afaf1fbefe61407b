import type { Kysely, Transaction } from 'kysely';
import type { DatabaseSchema, Db } from '../db/database.ts';

type Executor = Kysely<DatabaseSchema> | Transaction<DatabaseSchema>;

/**
 * Recipe versions whose page could not be rendered: a crashed build names the page it was on as
 * "recipeId@version" (the recipe's updated_at), and a version that crashes twice is set aside
 * until the recipe changes again.
 */
/** Sets one version ("recipeId@updatedAt") of a recipe aside until the recipe changes again. */
export async function setAside(
  trx: Transaction<DatabaseSchema>,
  suspect: string,
  error: string,
): Promise<void> {
  const [recipeId, version] = suspect.split('@');
  if (!recipeId || !version) return;
  const exists = await trx.selectFrom('recipes').select('id').where('id', '=', recipeId).executeTakeFirst();
  if (!exists) return;
  await recordRenderFailure(
    trx,
    recipeId,
    version,
    `The build crashed twice while rendering this recipe's page (${error})`,
  );
}

/** Remembers that a version of a recipe does not render; later builds skip that version. */
export async function recordRenderFailure(
  db: Executor,
  recipeId: string,
  recipeVersion: string,
  error: string,
): Promise<void> {
  await db
    .insertInto('recipe_render_failures')
    .values({ recipe_id: recipeId, recipe_updated_at: recipeVersion, error: error.slice(0, 2000) })
    .onConflict((conflict) =>
      conflict
        .column('recipe_id')
        .doUpdateSet({ recipe_updated_at: recipeVersion, error: error.slice(0, 2000) }),
    )
    .execute();
}

/** The recipes of a kitchen whose current version is set aside, newest first. */
export async function currentRenderFailures(db: Db, siteId: string) {
  return db
    .selectFrom('recipe_render_failures as f')
    .innerJoin('recipes as r', (join) =>
      join.onRef('r.id', '=', 'f.recipe_id').onRef('r.updated_at', '=', 'f.recipe_updated_at'),
    )
    .select(['r.id', 'r.slug', 'r.title', 'f.error', 'f.created_at'])
    .where('r.site_id', '=', siteId)
    .orderBy('f.created_at', 'desc')
    .execute();
}

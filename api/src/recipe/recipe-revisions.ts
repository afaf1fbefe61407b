import { AppError } from '@larder/shared/errors';
import type { RecipeRevision, RecipeRevisionSummary } from '@larder/shared/schemas/recipe-manage';
import { randomUUID } from 'node:crypto';
import type { Db, Executor } from '../db/database.ts';

/** How many earlier states of one recipe are kept; older ones are dropped as new ones come. */
export const REVISIONS_KEPT = 50;
/** An autosaved draft becomes a revision at most this often (a save always does). */
export const DRAFT_REVISION_EVERY_MS = 10 * 60_000;

/** Keeps a state of a recipe, in the caller's transaction, dropping the oldest beyond the limit. */
export async function writeRevision(
  trx: Executor,
  revision: {
    recipeId: string;
    version: number;
    kind: 'saved' | 'draft';
    content: unknown;
    userId: string | null;
  },
): Promise<void> {
  await trx
    .insertInto('recipe_revisions')
    .values({
      id: randomUUID(),
      recipe_id: revision.recipeId,
      version: revision.version,
      kind: revision.kind,
      content: JSON.stringify(revision.content),
      created_by: revision.userId,
      created_at: new Date().toISOString(),
    })
    .execute();
  const stale = await trx
    .selectFrom('recipe_revisions')
    .select('id')
    .where('recipe_id', '=', revision.recipeId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .offset(REVISIONS_KEPT)
    .limit(1000)
    .execute();
  if (stale.length)
    await trx
      .deleteFrom('recipe_revisions')
      .where(
        'id',
        'in',
        stale.map((row) => row.id),
      )
      .execute();
}

/** Whether an autosave should be kept as a revision too: when the last draft revision is old enough. */
export async function draftRevisionDue(trx: Executor, recipeId: string, now: number): Promise<boolean> {
  const last = await trx
    .selectFrom('recipe_revisions')
    .select('created_at')
    .where('recipe_id', '=', recipeId)
    .where('kind', '=', 'draft')
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return !last || now - Date.parse(last.created_at) >= DRAFT_REVISION_EVERY_MS;
}

async function assertRecipeOfSite(db: Db, siteId: string, recipeId: string): Promise<void> {
  const row = await db
    .selectFrom('recipes')
    .select('id')
    .where('id', '=', recipeId)
    .where('site_id', '=', siteId)
    .executeTakeFirst();
  if (!row) throw new AppError('recipe_not_found');
}

/** A recipe's kept states, newest first, with who made each. */
export async function listRevisions(
  db: Db,
  siteId: string,
  recipeId: string,
): Promise<RecipeRevisionSummary[]> {
  await assertRecipeOfSite(db, siteId, recipeId);
  const rows = await db
    .selectFrom('recipe_revisions as r')
    .leftJoin('users as u', 'u.id', 'r.created_by')
    .select(['r.id', 'r.version', 'r.kind', 'r.created_at', 'u.display_name', 'u.email'])
    .where('r.recipe_id', '=', recipeId)
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id', 'desc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    version: row.version,
    kind: row.kind,
    createdAt: row.created_at,
    createdBy: row.display_name ?? row.email ?? null,
  }));
}

/** One kept state with its content, to load into the editor. */
export async function readRevision(
  db: Db,
  siteId: string,
  recipeId: string,
  revisionId: string,
): Promise<RecipeRevision> {
  const summary = (await listRevisions(db, siteId, recipeId)).find((revision) => revision.id === revisionId);
  if (!summary) throw new AppError('not_found', 'No revision with that id belongs to this recipe.');
  const row = await db
    .selectFrom('recipe_revisions')
    .select('content')
    .where('id', '=', revisionId)
    .executeTakeFirstOrThrow();
  return { ...summary, content: JSON.parse(row.content) as Record<string, unknown> };
}

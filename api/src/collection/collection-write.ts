import { AppError } from '@larder/shared/errors';
import type { CollectionInput } from '@larder/shared/schemas/collection';
import { randomUUID } from 'node:crypto';
import type { Transaction, Updateable } from 'kysely';
import type { DatabaseSchema, Db } from '../db/database.ts';
import { toJson } from '../db/json-column.ts';
import type { CollectionsTable } from '../db/tables/collections.table.ts';
import { markKitchenChanged } from '../jobs/rebuild-queue.ts';
import { assertSiteOwned, assertSlugFree } from '../site/kitchen-rows.ts';
import { collectionNotFound } from './collection-manage-read.ts';

type Trx = Transaction<DatabaseSchema>;

/** The fields an update changes; those left out keep their value. */
export type CollectionChange = Partial<CollectionInput>;

/** Rows per insert of members, far below SQLite's limit on bound parameters. */
const MEMBERS_PER_INSERT = 300;

/** The image, the video and every recipe (drafts too) must be this kitchen's. */
async function assertReferences(trx: Trx, siteId: string, change: CollectionChange): Promise<void> {
  await assertSiteOwned(trx, 'images', siteId, [change.imageId], 'imageId');
  await assertSiteOwned(trx, 'videos', siteId, [change.videoId], 'videoId');
  await assertSiteOwned(trx, 'recipes', siteId, change.recipeIds ?? [], 'recipeIds');
}

function changedColumns(change: CollectionChange): Updateable<CollectionsTable> {
  const columns: Updateable<CollectionsTable> = {};
  if (change.title !== undefined) columns.title = change.title;
  if (change.slug !== undefined) columns.slug = change.slug;
  if (change.description !== undefined) columns.description = toJson(change.description);
  if (change.imageId !== undefined) columns.image_id = change.imageId;
  if (change.videoId !== undefined) columns.video_id = change.videoId;
  return columns;
}

/** Replaces the collection's recipes with these, in this order. */
async function writeMembers(trx: Trx, collectionId: string, recipeIds: string[]): Promise<void> {
  await trx.deleteFrom('collection_recipes').where('collection_id', '=', collectionId).execute();
  for (let start = 0; start < recipeIds.length; start += MEMBERS_PER_INSERT) {
    await trx
      .insertInto('collection_recipes')
      .values(
        recipeIds.slice(start, start + MEMBERS_PER_INSERT).map((recipeId, index) => ({
          collection_id: collectionId,
          recipe_id: recipeId,
          position: start + index,
        })),
      )
      .execute();
  }
}

/**
 * Every write below queues the kitchen's rebuild in its own transaction (a collection shows on
 * the kitchen's pages whatever its recipes), so no committed change can miss its build.
 */
export async function createCollection(db: Db, siteId: string, input: CollectionInput): Promise<string> {
  return db.transaction().execute(async (trx) => {
    await assertSlugFree(trx, 'collections', siteId, input.slug, null);
    await assertReferences(trx, siteId, input);
    const id = randomUUID();
    await trx
      .insertInto('collections')
      .values({
        id,
        site_id: siteId,
        title: input.title,
        slug: input.slug,
        description: toJson(input.description),
        image_id: input.imageId ?? null,
        video_id: input.videoId ?? null,
        updated_at: new Date().toISOString(),
      })
      .execute();
    await writeMembers(trx, id, input.recipeIds ?? []);
    await markKitchenChanged(trx, siteId, `collection ${id} created`);
    return id;
  });
}

/**
 * Changes the fields given; `recipeIds`, when given, replaces the collection's recipes. With
 * `expectedVersion`, a collection saved elsewhere since is refused with `collection_changed` and
 * nothing is written. Every save moves the version on.
 */
export async function updateCollection(
  db: Db,
  siteId: string,
  collectionId: string,
  change: CollectionChange,
  options: { expectedVersion?: number | undefined } = {},
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom('collections')
      .select('version')
      .where('id', '=', collectionId)
      .where('site_id', '=', siteId)
      .executeTakeFirst();
    if (!existing) throw collectionNotFound();
    if (options.expectedVersion !== undefined && options.expectedVersion !== existing.version)
      throw new AppError('collection_changed');
    if (change.slug !== undefined)
      await assertSlugFree(trx, 'collections', siteId, change.slug, collectionId);
    await assertReferences(trx, siteId, change);
    await trx
      .updateTable('collections')
      .set({
        ...changedColumns(change),
        version: existing.version + 1,
        updated_at: new Date().toISOString(),
      })
      .where('id', '=', collectionId)
      .execute();
    if (change.recipeIds !== undefined) await writeMembers(trx, collectionId, change.recipeIds);
    await markKitchenChanged(trx, siteId, `collection ${collectionId} updated`);
  });
}

/** Deletes a collection; its recipes stay. */
export async function deleteCollection(db: Db, siteId: string, collectionId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const deleted = await trx
      .deleteFrom('collections')
      .where('id', '=', collectionId)
      .where('site_id', '=', siteId)
      .executeTakeFirst();
    if (Number(deleted.numDeletedRows) === 0) throw collectionNotFound();
    await markKitchenChanged(trx, siteId, `collection ${collectionId} deleted`);
  });
}

import { AppError } from '@larder/shared/errors';
import type { ManagedCollection, ManagedCollectionListItem } from '@larder/shared/schemas/collection';
import { loadImages, loadVideos, type ReadContext } from '../media/image-read.ts';
import { collectionRows, storedDescription } from './collection-read.ts';

export function collectionNotFound(): AppError {
  return new AppError('collection_not_found', 'No collection with that id exists in this kitchen.');
}

/**
 * Every collection of a kitchen by title, each with its number of recipes (drafts and scheduled
 * ones included) and of those its visitors see now.
 */
export async function listManagedCollections(
  context: ReadContext,
  siteId: string,
): Promise<ManagedCollectionListItem[]> {
  const rows = await collectionRows(context.db, siteId);
  const images = await loadImages(
    context,
    rows.map((row) => row.image_id),
  );
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    title: row.title,
    image: (row.image_id && images.get(row.image_id)) || null,
    recipeCount: row.recipeCount,
    publishedRecipeCount: row.publishedRecipeCount,
    updatedAt: row.updated_at,
  }));
}

/** A collection in its management form (the fields `PUT` accepts), with its version and media. */
export async function readManagedCollection(
  context: ReadContext,
  siteId: string,
  collectionId: string,
): Promise<ManagedCollection> {
  const { db } = context;
  const row = await db
    .selectFrom('collections')
    .selectAll()
    .where('id', '=', collectionId)
    .where('site_id', '=', siteId)
    .executeTakeFirst();
  if (!row) throw collectionNotFound();
  const [members, images, videos] = await Promise.all([
    db
      .selectFrom('collection_recipes')
      .select('recipe_id')
      .where('collection_id', '=', collectionId)
      .orderBy('position')
      .execute(),
    loadImages(context, [row.image_id]),
    loadVideos(context, [row.video_id]),
  ]);
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: storedDescription(row.description),
    imageId: row.image_id,
    videoId: row.video_id,
    recipeIds: members.map((member) => member.recipe_id),
    image: (row.image_id && images.get(row.image_id)) || null,
    video: (row.video_id && videos.get(row.video_id)) || null,
    version: row.version,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

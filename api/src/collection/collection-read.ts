import type {
  CollectionDescription,
  CollectionSummary,
  PublicCollection,
} from '@larder/shared/schemas/collection';
import { sql } from 'kysely';
import { fromJson } from '../db/json-column.ts';
import { loadImages, loadVideos, type ReadContext } from '../media/image-read.ts';
import { loadRecipeSummaries } from '../recipe/recipe-summary-read.ts';

/** A kitchen's collections (or the one with `slug`) with their number of published recipes. */
export async function listCollections(
  context: ReadContext,
  siteId: string,
  slug?: string,
): Promise<CollectionSummary[]> {
  const { db } = context;
  const rows = await db
    .selectFrom('collections as c')
    .leftJoin('collection_recipes as cr', 'cr.collection_id', 'c.id')
    .leftJoin('recipes as r', (join) =>
      join.onRef('r.id', '=', 'cr.recipe_id').on('r.published_at', 'is not', null),
    )
    .select([
      'c.id',
      'c.slug',
      'c.title',
      'c.image_id',
      'c.video_id',
      sql<number>`count(r.id)`.as('recipeCount'),
    ])
    .where('c.site_id', '=', siteId)
    .$if(slug !== undefined, (query) => query.where('c.slug', '=', slug!))
    .groupBy('c.id')
    .orderBy('c.title')
    .execute();
  const images = await loadImages(
    context,
    rows.map((row) => row.image_id),
  );
  const videos = await loadVideos(
    context,
    rows.map((row) => row.video_id),
  );
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    title: row.title,
    image: (row.image_id && images.get(row.image_id)) || null,
    video: (row.video_id && videos.get(row.video_id)) || null,
    recipeCount: row.recipeCount,
  }));
}

export async function readCollection(
  context: ReadContext,
  siteId: string,
  slug: string,
): Promise<PublicCollection | null> {
  const { db } = context;
  const [summary] = await listCollections(context, siteId, slug);
  if (!summary) return null;
  const row = await db
    .selectFrom('collections')
    .select('description')
    .where('id', '=', summary.id)
    .executeTakeFirstOrThrow();
  const recipeIds = await db
    .selectFrom('collection_recipes as cr')
    .innerJoin('recipes as r', 'r.id', 'cr.recipe_id')
    .select('r.id')
    .where('cr.collection_id', '=', summary.id)
    .where('r.published_at', 'is not', null)
    .orderBy('cr.position')
    .execute();
  return {
    ...summary,
    description: fromJson<CollectionDescription>(row.description) ?? [],
    recipes: await loadRecipeSummaries(
      context,
      siteId,
      recipeIds.map((entry) => entry.id),
    ),
  };
}

import {
  CollectionDescriptionSchema,
  type CollectionDescription,
  type CollectionSummary,
  type PublicCollection,
} from '@larder/shared/schemas/collection';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { storedJson } from '../db/stored-content.ts';
import { loadImages, loadVideos, type ReadContext } from '../media/image-read.ts';
import { loadRecipeSummaries } from '../recipe/recipe-summary-read.ts';
import { publishedBefore } from '../recipe/published.ts';

/** A stored description, or none when it is missing or not a list of paragraphs. */
export function storedDescription(text: string | null): CollectionDescription {
  return CollectionDescriptionSchema.safeParse(storedJson(text)).data ?? [];
}

/**
 * A kitchen's collections by title (or the one with `slug`), each with its number of recipes
 * (drafts and scheduled ones included) and of those its visitors see now.
 */
export async function collectionRows(db: Db, siteId: string, slug?: string) {
  return db
    .selectFrom('collections as c')
    .leftJoin('collection_recipes as cr', 'cr.collection_id', 'c.id')
    .leftJoin('recipes as r', 'r.id', 'cr.recipe_id')
    .select([
      'c.id',
      'c.slug',
      'c.title',
      'c.image_id',
      'c.video_id',
      'c.updated_at',
      sql<number>`count(cr.recipe_id)`.as('recipeCount'),
      sql<number>`count(case when r.published_at <= ${publishedBefore()} then 1 end)`.as(
        'publishedRecipeCount',
      ),
    ])
    .where('c.site_id', '=', siteId)
    .$if(slug !== undefined, (query) => query.where('c.slug', '=', slug!))
    .groupBy('c.id')
    .orderBy('c.title')
    .orderBy('c.id')
    .execute();
}

/** A kitchen's collections (or the one with `slug`) with their number of published recipes. */
export async function listCollections(
  context: ReadContext,
  siteId: string,
  slug?: string,
): Promise<CollectionSummary[]> {
  const rows = await collectionRows(context.db, siteId, slug);
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
    recipeCount: row.publishedRecipeCount,
  }));
}

/**
 * A kitchen's collections in full (or the one with `slug`): description and published recipe
 * cards, read in a fixed number of queries however many collections there are.
 */
export async function readCollections(
  context: ReadContext,
  siteId: string,
  slug?: string,
): Promise<PublicCollection[]> {
  const { db } = context;
  const summaries = await listCollections(context, siteId, slug);
  if (summaries.length === 0) return [];
  const ids = summaries.map((summary) => summary.id);
  const [descriptions, members] = await Promise.all([
    db.selectFrom('collections').select(['id', 'description']).where('id', 'in', ids).execute(),
    db
      .selectFrom('collection_recipes as cr')
      .innerJoin('recipes as r', 'r.id', 'cr.recipe_id')
      .select(['cr.collection_id', 'r.id'])
      .where('cr.collection_id', 'in', ids)
      .where('r.published_at', '<=', publishedBefore())
      .orderBy('cr.collection_id')
      .orderBy('cr.position')
      .execute(),
  ]);
  const cards = new Map(
    (await loadRecipeSummaries(context, siteId, [...new Set(members.map((member) => member.id))])).map(
      (card) => [card.id, card],
    ),
  );
  const descriptionOf = new Map(descriptions.map((row) => [row.id, row.description]));
  return summaries.map((summary) => ({
    ...summary,
    description: storedDescription(descriptionOf.get(summary.id) ?? null),
    recipes: members
      .filter((member) => member.collection_id === summary.id)
      .flatMap((member) => {
        const card = cards.get(member.id);
        return card ? [card] : [];
      }),
  }));
}

export async function readCollection(
  context: ReadContext,
  siteId: string,
  slug: string,
): Promise<PublicCollection | null> {
  return (await readCollections(context, siteId, slug))[0] ?? null;
}

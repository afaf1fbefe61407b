import type { RecipeOrder, RecipeSummary } from '@larder/shared/schemas/recipe-public';
import { TAXONOMY_KINDS, type TaxonomyKind } from '@larder/shared/schemas/taxonomy';
import { recipeSearchText } from '@larder/shared/search/recipe-search-text';
import { normalizeSearchText, searchTextMatches } from '@larder/shared/search/search-text-match';
import { sql } from 'kysely';
import { databaseEngine } from '../db/database.ts';
import { loadImages, withCrop, type ReadContext } from '../media/image-read.ts';
import { loadRecipeTaxonomies } from '../taxonomy/taxonomy-read.ts';
import { recipeSearchPrefilter } from './recipe-search-prefilter.ts';
import { loadSearchableRecipes } from './recipe-search-read.ts';
import { publishedBefore } from './published.ts';

export interface RecipeListQuery {
  query?: string | undefined;
  limit: number;
  offset: number;
  orderBy: RecipeOrder;
  filters: Partial<Record<TaxonomyKind, string[]>>;
}

/** Builds recipe cards for the given recipe ids, keeping their order. */
export async function loadRecipeSummaries(
  context: ReadContext,
  siteId: string,
  recipeIds: string[],
): Promise<RecipeSummary[]> {
  if (recipeIds.length === 0) return [];
  const { db } = context;
  const rows = await db
    .selectFrom('recipes')
    .select([
      'id',
      'slug',
      'title',
      'privacy_setting',
      'published_at',
      'prep_time_minutes',
      'cook_time_minutes',
      'custom_time_label',
      'custom_time_minutes',
    ])
    .where('id', 'in', recipeIds)
    .execute();
  const imageLinks = await db
    .selectFrom('recipe_images')
    .select(['recipe_id', 'image_id', 'crop'])
    .where('recipe_id', 'in', recipeIds)
    .orderBy('position')
    .execute();
  const images = await loadImages(
    context,
    imageLinks.map((link) => link.image_id),
  );
  const counts = await db
    .selectFrom('ingredient_usages as u')
    .innerJoin('ingredient_usage_groups as g', 'g.id', 'u.group_id')
    .select(['g.recipe_id', sql<number>`count(u.id)`.as('count')])
    .where('g.recipe_id', 'in', recipeIds)
    .groupBy('g.recipe_id')
    .execute();
  const countByRecipe = new Map(counts.map((row) => [row.recipe_id, row.count]));
  const taxonomies = await loadRecipeTaxonomies(db, siteId, recipeIds);
  const byId = new Map(rows.map((row) => [row.id, row]));

  return recipeIds.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const recipeImages = imageLinks
      .filter((link) => link.recipe_id === id)
      .flatMap((link) => {
        const image = images.get(link.image_id);
        return image ? [withCrop(image, link.crop)] : [];
      });
    const terms = taxonomies.get(id);
    return [
      {
        id: row.id,
        slug: row.slug,
        title: row.title,
        privacySetting: row.privacy_setting,
        publishedAt: row.published_at,
        images: recipeImages,
        ingredientUsageCount: countByRecipe.get(id) ?? 0,
        prepTimeMinutes: row.prep_time_minutes,
        cookTimeMinutes: row.cook_time_minutes,
        customTimeLabel: row.custom_time_label,
        customTimeMinutes: row.custom_time_minutes,
        meals: terms?.meals ?? [],
        categories: terms?.categories ?? [],
      },
    ];
  });
}

/** Published recipes matching a search and taxonomy filters (OR within a taxonomy, AND across). */
export async function listPublishedRecipes(
  context: ReadContext,
  siteId: string,
  query: RecipeListQuery,
): Promise<{ recipes: RecipeSummary[]; total: number }> {
  const { db } = context;
  let select = db
    .selectFrom('recipes')
    .where('site_id', '=', siteId)
    .where('published_at', '<=', publishedBefore());

  for (const kind of TAXONOMY_KINDS) {
    const slugs = query.filters[kind];
    if (!slugs || slugs.length === 0) continue;
    select = select.where('id', 'in', (eb) =>
      eb
        .selectFrom('recipe_taxonomy_terms as rt')
        .innerJoin('taxonomy_terms as t', 't.id', 'rt.term_id')
        .select('rt.recipe_id')
        .where('t.site_id', '=', siteId)
        .where('t.kind', '=', kind)
        .where('t.slug', 'in', slugs),
    );
  }

  const term = normalizeSearchText(query.query ?? '');
  const prefilter = term === '' ? null : recipeSearchPrefilter(siteId, term, databaseEngine(db));
  if (prefilter !== null) select = select.where(prefilter);

  let ordered = select.select('id');
  ordered =
    query.orderBy === 'title_asc'
      ? ordered.orderBy('title', 'asc').orderBy('id')
      : ordered
          .orderBy('published_at', query.orderBy === 'published_at_asc' ? 'asc' : 'desc')
          .orderBy('title')
          // Pages follow one order on either engine, even between recipes of one title.
          .orderBy('id');

  if (term === '') {
    const totalRow = await select.select(sql<number>`count(*)`.as('total')).executeTakeFirstOrThrow();
    const ids = await ordered.limit(query.limit).offset(query.offset).execute();
    return {
      recipes: await loadRecipeSummaries(
        context,
        siteId,
        ids.map((row) => row.id),
      ),
      total: totalRow.total,
    };
  }
  // A term is matched in JavaScript with the very function the static index uses (ADR 020): rich
  // text is JSON in the database, and SQL's lower() folds ASCII only. SQL has only narrowed the
  // candidates to those that can match (`recipeSearchPrefilter`).
  const matching = await keepMatching(
    context,
    siteId,
    (await ordered.execute()).map((row) => row.id),
    term,
  );
  return {
    recipes: await loadRecipeSummaries(
      context,
      siteId,
      matching.slice(query.offset, query.offset + query.limit),
    ),
    total: matching.length,
  };
}

/**
 * For each taxonomy option, how many published recipes a search finds with it, given the other
 * taxonomies' selections (the usual facet counts: choosing a second option of one taxonomy widens
 * the results, so its options are counted without that taxonomy's own selection). Keys are
 * `kind:slug`.
 */
export async function searchFacetCounts(
  context: ReadContext,
  siteId: string,
  search: { query?: string | undefined; filters: RecipeListQuery['filters'] },
): Promise<Map<string, number>> {
  const matching = await matchingRecipeIds(context, siteId, search.query ?? '');
  const taxonomies = await loadRecipeTaxonomies(context.db, siteId, matching);
  const counts = new Map<string, number>();
  const has = (id: string, kind: TaxonomyKind, slugs: readonly string[]) =>
    taxonomies.get(id)?.[kind].some((term) => slugs.includes(term.slug)) ?? false;
  for (const kind of TAXONOMY_KINDS) {
    const others = TAXONOMY_KINDS.filter(
      (other) => other !== kind && (search.filters[other]?.length ?? 0) > 0,
    );
    for (const id of matching) {
      if (!others.every((other) => has(id, other, search.filters[other]!))) continue;
      for (const term of taxonomies.get(id)?.[kind] ?? []) {
        const key = `${kind}:${term.slug}`;
        counts.set(key, (counts.get(key) ?? 0) + 1);
      }
    }
  }
  return counts;
}

/** The published recipes a search term finds (all of them for none), in no particular order. */
async function matchingRecipeIds(context: ReadContext, siteId: string, query: string): Promise<string[]> {
  const { db } = context;
  let select = db
    .selectFrom('recipes')
    .where('site_id', '=', siteId)
    .where('published_at', '<=', publishedBefore());
  const term = normalizeSearchText(query);
  const prefilter = term === '' ? null : recipeSearchPrefilter(siteId, term, databaseEngine(db));
  if (prefilter !== null) select = select.where(prefilter);
  const candidates = (await select.select('id').execute()).map((row) => row.id);
  return term === '' ? candidates : keepMatching(context, siteId, candidates, term);
}

/**
 * The candidates a normalised search term matches, in their order. A term is matched in
 * JavaScript with the very function the static index uses (ADR 020); SQL has only narrowed the
 * candidates to those that can match (`recipeSearchPrefilter`).
 */
async function keepMatching(
  context: ReadContext,
  siteId: string,
  candidates: string[],
  term: string,
): Promise<string[]> {
  const matching: string[] = [];
  // In chunks, far below SQLite's limit on bound parameters.
  for (let start = 0; start < candidates.length; start += 500) {
    const chunk = candidates.slice(start, start + 500);
    const searchable = await loadSearchableRecipes(context.db, siteId, chunk);
    for (const id of chunk) {
      const recipe = searchable.get(id);
      if (recipe !== undefined && searchTextMatches(recipeSearchText(recipe), term)) matching.push(id);
    }
  }
  return matching;
}

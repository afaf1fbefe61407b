import {
  TAXONOMY_KINDS,
  TAXONOMY_LABELS,
  type FilterGroup,
  type TaxonomyKind,
  type TaxonomyTerm,
} from '@larder/shared/schemas/taxonomy';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { publishedBefore } from '../recipe/published.ts';

export type RecipeTaxonomies = Record<TaxonomyKind, TaxonomyTerm[]>;

export function emptyTaxonomies(): RecipeTaxonomies {
  return { cuisines: [], meals: [], methods: [], diets: [], tags: [], categories: [] };
}

/** Every term of a kitchen with the number of published recipes that carry it. */
export async function loadSiteTerms(
  db: Db,
  siteId: string,
): Promise<(TaxonomyTerm & { kind: TaxonomyKind })[]> {
  const rows = await db
    .selectFrom('taxonomy_terms as t')
    .leftJoin('recipe_taxonomy_terms as rt', 'rt.term_id', 't.id')
    .leftJoin('recipes as r', (join) =>
      join.onRef('r.id', '=', 'rt.recipe_id').on('r.published_at', '<=', publishedBefore()),
    )
    .select(['t.id', 't.kind', 't.slug', 't.title', sql<number>`count(r.id)`.as('recipeCount')])
    .where('t.site_id', '=', siteId)
    .groupBy('t.id')
    .orderBy('t.title')
    .execute();
  return rows;
}

/** The taxonomies of each recipe, keyed by recipe id. */
export async function loadRecipeTaxonomies(
  db: Db,
  siteId: string,
  recipeIds: string[],
): Promise<Map<string, RecipeTaxonomies>> {
  const result = new Map<string, RecipeTaxonomies>(recipeIds.map((id) => [id, emptyTaxonomies()]));
  if (recipeIds.length === 0) return result;
  const terms = new Map((await loadSiteTerms(db, siteId)).map((term) => [term.id, term]));
  const links = await db
    .selectFrom('recipe_taxonomy_terms')
    .select(['recipe_id', 'term_id'])
    .where('recipe_id', 'in', recipeIds)
    .execute();
  for (const link of links) {
    const term = terms.get(link.term_id);
    const taxonomies = result.get(link.recipe_id);
    if (!term || !taxonomies) continue;
    const { kind, ...publicTerm } = term;
    taxonomies[kind].push(publicTerm);
  }
  for (const taxonomies of result.values()) {
    for (const kind of TAXONOMY_KINDS) taxonomies[kind].sort((a, b) => a.title.localeCompare(b.title));
  }
  return result;
}

/** Filter groups in display order, only terms used by at least one published recipe. */
export async function loadFilters(
  db: Db,
  siteId: string,
  selected: Partial<Record<TaxonomyKind, string[]>> = {},
  /** Counts for a search (see `searchFacetCounts`) in place of each term's count in the kitchen. */
  searchCounts?: Map<string, number>,
): Promise<FilterGroup[]> {
  const terms = (await loadSiteTerms(db, siteId)).map((term) =>
    searchCounts && term.recipeCount > 0
      ? { ...term, recipeCount: searchCounts.get(`${term.kind}:${term.slug}`) ?? 0, listed: true }
      : { ...term, listed: term.recipeCount > 0 },
  );
  return TAXONOMY_KINDS.map((kind) => ({
    kind,
    label: TAXONOMY_LABELS[kind],
    options: terms
      // Every option with recipes in the kitchen, even one a search finds none with (it shows 0).
      .filter((term) => term.kind === kind && term.listed)
      .sort((a, b) => b.recipeCount - a.recipeCount || a.title.localeCompare(b.title))
      .map(({ id, slug, title, recipeCount }) => ({
        id,
        slug,
        title,
        recipeCount,
        isSelected: selected[kind]?.includes(slug) ?? false,
      })),
  }));
}

import { TAXONOMY_KINDS, type TaxonomyKind } from '@larder/shared/schemas/taxonomy-kinds';
import { recipeSearchPath } from '../paths';
import type { RecipeSearch } from './search-recipes';

/** Recipes per page of the static index, and per fetch of search results. */
export const RECIPE_INDEX_PAGE_SIZE = 24;

/** The search of a recipe-index address: `?search=` and the spec's comma-separated slug lists. */
export function parseRecipeIndexQuery(queryString: string): RecipeSearch {
  const params = new URLSearchParams(queryString);
  const filters: Partial<Record<TaxonomyKind, string[]>> = {};
  for (const kind of TAXONOMY_KINDS) {
    const slugs = [
      ...new Set(
        (params.get(kind) ?? '')
          .split(',')
          .map((slug) => slug.trim())
          .filter(Boolean),
      ),
    ];
    if (slugs.length > 0) filters[kind] = slugs;
  }
  return { term: params.get('search') ?? '', filters };
}

/** True when nothing is searched: a blank term (after trimming) and no filter. */
export function isBlankSearch(search: RecipeSearch): boolean {
  return (
    search.term.trim() === '' && TAXONOMY_KINDS.every((kind) => (search.filters[kind]?.length ?? 0) === 0)
  );
}

/**
 * The address of the index showing this search (the term as typed, so the URL follows the input).
 * Every search lives at `/recipes/`; a blank one is the static page the reader is on, `pagePath`
 * (`/recipes/page/3/` shows page 3's recipes again once its search box is cleared).
 */
export function recipeIndexUrl(search: RecipeSearch, pagePath = '/recipes/'): string {
  return isBlankSearch(search)
    ? pagePath
    : recipeSearchPath({ search: search.term, filters: search.filters });
}

/** The search with one filter value added or removed. */
export function toggleFilter(search: RecipeSearch, kind: TaxonomyKind, slug: string): RecipeSearch {
  const current = search.filters[kind] ?? [];
  const next = current.includes(slug) ? current.filter((value) => value !== slug) : [...current, slug];
  return { ...search, filters: { ...search.filters, [kind]: next } };
}

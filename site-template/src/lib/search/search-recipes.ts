import { siteRecipes } from '@larder/shared/api/recipes.endpoints';
import type { RecipeSummary } from '@larder/shared/schemas/recipe-public';
import type { TaxonomyKind } from '@larder/shared/schemas/taxonomy';
import type { KitchenContext } from '../kitchen-context';
import { kitchenApi } from '../kitchen-api';

/** What a reader searched for: a term and, per taxonomy kind, the selected slugs. */
export interface RecipeSearch {
  term: string;
  filters: Partial<Record<TaxonomyKind, readonly string[]>>;
}

export interface RecipeSearchResult {
  recipes: RecipeSummary[];
  total: number;
  /** Where the answer came from: the API, or the kitchen's static index when the API failed. */
  source: 'api' | 'static';
}

export interface SearchPage {
  limit: number;
  offset: number;
}

/**
 * The one way islands search a kitchen's recipes, newest first (the header search and the
 * recipe index share it). The recipe-index work adds the static-index fallback behind this
 * signature; callers never see which one answered except through `source`.
 */
export async function searchRecipes(
  kitchen: KitchenContext,
  search: RecipeSearch,
  page: SearchPage,
  signal?: AbortSignal,
): Promise<RecipeSearchResult> {
  const answer = await kitchenApi(kitchen.apiOrigin).request(siteRecipes, {
    params: { siteSlug: kitchen.siteSlug },
    query: {
      ...(search.term.trim() ? { query: search.term.trim() } : {}),
      ...search.filters,
      limit: page.limit,
      offset: page.offset,
      orderBy: 'published_at_desc',
    },
    ...(signal ? { signal } : {}),
  });
  return { recipes: answer.recipes, total: answer.total, source: 'api' };
}

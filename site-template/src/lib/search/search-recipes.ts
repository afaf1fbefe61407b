import { siteFilters, siteRecipes } from '@larder/shared/api/recipes.endpoints';
import type { RecipeSummary } from '@larder/shared/schemas/recipe-public';
import type { TaxonomyKind } from '@larder/shared/schemas/taxonomy';
import {
  searchStaticIndex,
  STATIC_SEARCH_INDEX_PATH,
  type StaticSearchIndex,
} from '@larder/shared/search/static-search-index';
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

/** How long the API may take before the static index answers instead. */
export const API_SEARCH_TIMEOUT_MS = 4000;

let staticIndex: Promise<StaticSearchIndex> | undefined;

/** The kitchen's static index, fetched once per page (and again after a failed fetch). */
function loadStaticIndex(): Promise<StaticSearchIndex> {
  staticIndex ??= fetch(STATIC_SEARCH_INDEX_PATH)
    .then((response) => {
      if (!response.ok) throw new Error(`${STATIC_SEARCH_INDEX_PATH} answered ${response.status}`);
      return response.json() as Promise<StaticSearchIndex>;
    })
    .catch((error: unknown) => {
      staticIndex = undefined;
      throw error;
    });
  return staticIndex;
}

/**
 * The one way islands search a kitchen's recipes, newest first (the header search and the
 * recipe index share it). When the API fails or takes longer than `API_SEARCH_TIMEOUT_MS`, the
 * kitchen's static index answers (ADR 020); callers see which one did only through `source`.
 * Aborting `signal` rejects with the abort, never falls back.
 */
export async function searchRecipes(
  kitchen: KitchenContext,
  search: RecipeSearch,
  page: SearchPage,
  signal?: AbortSignal,
): Promise<RecipeSearchResult> {
  const timeout = AbortSignal.timeout(API_SEARCH_TIMEOUT_MS);
  try {
    const answer = await kitchenApi(kitchen.apiOrigin).request(siteRecipes, {
      params: { siteSlug: kitchen.siteSlug },
      query: {
        ...(search.term.trim() ? { query: search.term.trim() } : {}),
        ...search.filters,
        limit: page.limit,
        offset: page.offset,
        orderBy: 'published_at_desc',
      },
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
    return { recipes: answer.recipes, total: answer.total, source: 'api' };
  } catch (error) {
    if (signal?.aborted) throw error;
    const index = await loadStaticIndex();
    signal?.throwIfAborted();
    return { ...searchStaticIndex(index, search, page), source: 'static' };
  }
}

/**
 * The Filters dialog's counts for a search: for each option, the recipes the search finds with
 * it (`kind:slug` keys). Null when the API cannot say; the dialog then keeps the kitchen's counts.
 */
export async function searchFilterCounts(
  kitchen: KitchenContext,
  search: RecipeSearch,
  signal?: AbortSignal,
): Promise<Map<string, number> | null> {
  try {
    const { filters } = await kitchenApi(kitchen.apiOrigin).request(siteFilters, {
      params: { siteSlug: kitchen.siteSlug },
      query: { ...(search.term.trim() ? { query: search.term.trim() } : {}), ...search.filters },
      signal: signal ? AbortSignal.any([signal, AbortSignal.timeout(API_SEARCH_TIMEOUT_MS)]) : undefined,
    });
    return new Map(
      filters.flatMap((group) =>
        group.options.map((option) => [`${group.kind}:${option.slug}`, option.recipeCount]),
      ),
    );
  } catch {
    return null;
  }
}

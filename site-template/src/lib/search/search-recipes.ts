import { siteRecipes } from '@larder/shared/api/recipes.endpoints';
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

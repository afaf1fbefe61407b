import type { RecipeSummary } from '@larder/shared/schemas/recipe-public';

/** Spec §4 search status and display. */
export type SearchStatus = 'IDLE' | 'PENDING' | 'FULFILLED' | 'REJECTED';
export type SearchDisplay = 'INITIAL' | 'RESULTS' | 'NO_RESULTS';

export interface RecipeIndexState {
  status: SearchStatus;
  display: SearchDisplay;
  recipes: RecipeSummary[];
  total: number;
  /** True while further results are being fetched (the results stay as they are). */
  loadingMore: boolean;
}

export type RecipeIndexEvent =
  | { type: 'blank' }
  | { type: 'searching' }
  | { type: 'found'; recipes: RecipeSummary[]; total: number }
  | { type: 'failed' }
  | { type: 'loading-more' }
  | { type: 'found-more'; recipes: RecipeSummary[]; total: number }
  | { type: 'more-failed' };

export const INITIAL_STATE: RecipeIndexState = {
  status: 'IDLE',
  display: 'INITIAL',
  recipes: [],
  total: 0,
  loadingMore: false,
};

/**
 * The recipe index's search: a blank search reverts to the initial recipes; a search is pending
 * (what shows stays, dimmed) until its answer replaces the results; a failure shows no message
 * and leaves what was shown.
 */
export function recipeIndexReducer(state: RecipeIndexState, event: RecipeIndexEvent): RecipeIndexState {
  switch (event.type) {
    case 'blank':
      return INITIAL_STATE;
    case 'searching':
      return { ...state, status: 'PENDING', loadingMore: false };
    case 'found':
      return {
        status: 'FULFILLED',
        display: event.recipes.length === 0 ? 'NO_RESULTS' : 'RESULTS',
        recipes: event.recipes,
        total: event.total,
        loadingMore: false,
      };
    case 'failed':
      return { ...state, status: 'REJECTED', loadingMore: false };
    case 'loading-more':
      return { ...state, loadingMore: true };
    case 'found-more': {
      const known = new Set(state.recipes.map((recipe) => recipe.id));
      return {
        ...state,
        recipes: [...state.recipes, ...event.recipes.filter((recipe) => !known.has(recipe.id))],
        total: event.total,
        loadingMore: false,
      };
    }
    case 'more-failed':
      return { ...state, loadingMore: false };
  }
}

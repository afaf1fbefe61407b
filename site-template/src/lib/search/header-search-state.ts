import type { RecipeSummary } from '@larder/shared/schemas/recipe-public';
import { recipePath, recipeSearchPath } from '../paths';

/** Spec §9: the featured list and the results each show at most 10. */
export const HEADER_SEARCH_LIMIT = 10;
/** Spec §9: search debounce. */
export const SEARCH_DEBOUNCE_MS = 600;

/** One recipe the header search lists: what its option shows and where it leads. */
export interface SearchHit {
  title: string;
  href: string;
  locked: boolean;
}

/** Spec §4 "Search status". */
export type SearchStatus = 'IDLE' | 'PENDING' | 'FULFILLED' | 'REJECTED';
/** Spec §4 "Display": featured recipes, results, the empty text, or nothing (a failure). */
export type SearchDisplay = 'INITIAL' | 'RESULTS' | 'NO_RESULTS' | 'BLANK';

export interface HeaderSearchState {
  term: string;
  status: SearchStatus;
  /** The term the results answer (the reader may have typed on since). */
  answered: string;
  results: readonly SearchHit[];
}

export const CLOSED_SEARCH: HeaderSearchState = { term: '', status: 'IDLE', answered: '', results: [] };

export type HeaderSearchEvent =
  | { type: 'typed'; term: string }
  | { type: 'answered'; term: string; results: readonly SearchHit[] }
  | { type: 'failed'; term: string }
  | { type: 'closed' };

/**
 * Spec §4: a blank term (trimmed) resets to IDLE with no results; any other goes PENDING, then
 * FULFILLED or REJECTED. An answer to a term the reader has since changed is dropped. Closing
 * clears the term and the results.
 */
export function nextSearchState(state: HeaderSearchState, event: HeaderSearchEvent): HeaderSearchState {
  switch (event.type) {
    case 'typed':
      return event.term.trim()
        ? { ...state, term: event.term, status: 'PENDING' }
        : { ...CLOSED_SEARCH, term: event.term };
    case 'answered':
      return event.term === state.term.trim()
        ? { ...state, status: 'FULFILLED', answered: event.term, results: event.results }
        : state;
    case 'failed':
      return event.term === state.term.trim()
        ? { ...state, status: 'REJECTED', answered: event.term, results: [] }
        : state;
    case 'closed':
      return CLOSED_SEARCH;
  }
}

/** What the panel shows; while a new answer is pending it keeps showing the last one (dimmed). */
export function searchDisplay(state: HeaderSearchState): SearchDisplay {
  if (!state.term.trim() || (state.status === 'PENDING' && !state.answered)) return 'INITIAL';
  if (state.status === 'REJECTED') return 'BLANK';
  return state.results.length > 0 ? 'RESULTS' : 'NO_RESULTS';
}

/** The options the arrow keys move through, in the order shown. */
export function searchOptions(state: HeaderSearchState, featured: readonly SearchHit[]): SearchHit[] {
  switch (searchDisplay(state)) {
    case 'INITIAL':
      return featured.slice(0, HEADER_SEARCH_LIMIT);
    case 'RESULTS':
      return [
        ...state.results.slice(0, HEADER_SEARCH_LIMIT),
        { title: 'See more', href: recipeSearchPath({ search: state.answered }), locked: false },
      ];
    default:
      return [];
  }
}

/** The sentence a screen reader hears when the panel's content changes. */
export function searchAnnouncement(state: HeaderSearchState): string {
  const display = searchDisplay(state);
  if (display === 'NO_RESULTS') return noRecipesFound(state.answered);
  if (display !== 'RESULTS') return '';
  const count = Math.min(state.results.length, HEADER_SEARCH_LIMIT);
  return `${count} ${count === 1 ? 'recipe' : 'recipes'} found for "${state.answered}"`;
}

/** Spec §9's empty text of the header search. */
export const noRecipesFound = (term: string): string => `No recipes found for "${term}"`;

/** ArrowDown and ArrowUp move through the options and wrap; -1 is the search input itself. */
export function moveActive(active: number, count: number, key: 'ArrowDown' | 'ArrowUp'): number {
  if (count === 0) return -1;
  if (key === 'ArrowDown') return active >= count - 1 ? 0 : active + 1;
  return active <= 0 ? count - 1 : active - 1;
}

export function toSearchHit(recipe: Pick<RecipeSummary, 'slug' | 'title' | 'privacySetting'>): SearchHit {
  return { title: recipe.title, href: recipePath(recipe.slug), locked: recipe.privacySetting !== 'public' };
}

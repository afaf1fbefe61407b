import type { RecipeSummary } from '@larder/shared/schemas/recipe-public';
import type { TaxonomyKind } from '@larder/shared/schemas/taxonomy';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import type { KitchenContext } from '../../lib/kitchen-context';
import {
  isBlankSearch,
  parseRecipeIndexQuery,
  RECIPE_INDEX_PAGE_SIZE,
  recipeIndexUrl,
  toggleFilter,
} from '../../lib/search/recipe-index-query';
import { filterSuggestions } from '../../lib/search/filter-suggestions';
import { INITIAL_STATE, recipeIndexReducer } from '../../lib/search/recipe-index-state';
import { searchRecipes, type RecipeSearch, searchFilterCounts } from '../../lib/search/search-recipes';
import ResultCard from './ResultCard';

/** Spec §9: the recipe search waits this long after the last change. */
export const SEARCH_DEBOUNCE_MS = 600;

export interface IndexFilterGroup {
  kind: TaxonomyKind;
  label: string;
  options: { slug: string; title: string; recipeCount: number }[];
}

interface Props {
  kitchen: KitchenContext;
  groups: IndexFilterGroup[];
  /** The id of the page's static part (heading, collections, first recipes, page links), hidden while results show. */
  initialId: string;
  /** The id of the static "Browse by" links, where the Filters control leads without JavaScript. */
  browseId: string;
}

const EMPTY: RecipeSearch = { term: '', filters: {} };

/**
 * The recipe index's search input, sticky filter bar and Filters dialog (spec §2 "Recipes
 * index"). The search follows the address (`/recipes/?search=`, comma-separated slug lists) by
 * `history.replaceState`; results replace the page's static recipes once they arrive, dimmed
 * while the next answer is pending; a blank search brings the static recipes back, and with them
 * the address of the page they are (`/recipes/page/N/` on a numbered page).
 */
export default function RecipeIndexSearch({ kitchen, groups, initialId, browseId }: Props) {
  const [search, setSearch] = useState<RecipeSearch>(EMPTY);
  const [state, dispatch] = useReducer(recipeIndexReducer, INITIAL_STATE);
  /** The Filters dialog's counts for the current search (null: the kitchen's own counts). */
  const [counts, setCounts] = useState<Map<string, number> | null>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const request = useRef<AbortController | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  /** The path the page was opened at (`/recipes/page/3/`): where clearing the search returns to. */
  const pagePath = useRef<string | undefined>(undefined);
  const optionCount = groups.reduce((sum, group) => sum + group.options.length, 0);
  const shownGroups = groups.filter((group) => group.options.length > 0);

  const run = useCallback(
    async (next: RecipeSearch) => {
      request.current?.abort();
      if (isBlankSearch(next)) {
        request.current = null;
        dispatch({ type: 'blank' });
        setCounts(null);
        return;
      }
      const controller = new AbortController();
      request.current = controller;
      dispatch({ type: 'searching' });
      void searchFilterCounts(kitchen, next, controller.signal).then((found) => {
        if (!controller.signal.aborted) setCounts(found);
      });
      try {
        const answer = await searchRecipes(
          kitchen,
          next,
          { limit: RECIPE_INDEX_PAGE_SIZE, offset: 0 },
          controller.signal,
        );
        dispatch({ type: 'found', recipes: answer.recipes, total: answer.total });
      } catch {
        if (!controller.signal.aborted) dispatch({ type: 'failed' });
      }
    },
    [kitchen],
  );

  /** Records the search in the address at once, and searches after the debounce. */
  const change = (next: RecipeSearch, { immediately = false } = {}) => {
    setSearch(next);
    history.replaceState(history.state, '', recipeIndexUrl(next, pagePath.current));
    clearTimeout(timer.current);
    if (immediately) void run(next);
    else timer.current = setTimeout(() => void run(next), SEARCH_DEBOUNCE_MS);
  };

  useEffect(() => {
    pagePath.current ??= location.pathname;
    // An address opened directly (or come back to) shows its search at once.
    const opened = parseRecipeIndexQuery(location.search);
    setSearch(opened);
    if (!isBlankSearch(opened)) void run(opened);
    return () => {
      clearTimeout(timer.current);
      request.current?.abort();
    };
  }, [run]);

  // The page's static recipes give way to results once a result has been received.
  useEffect(() => {
    const initial = document.getElementById(initialId);
    if (!initial) return;
    initial.hidden = state.display !== 'INITIAL';
    initial.classList.toggle('is-pending', state.status === 'PENDING' && state.display === 'INITIAL');
  }, [initialId, state.display, state.status]);

  const loadMore = async () => {
    const controller = request.current ?? new AbortController();
    dispatch({ type: 'loading-more' });
    try {
      const answer = await searchRecipes(
        kitchen,
        search,
        { limit: RECIPE_INDEX_PAGE_SIZE, offset: state.recipes.length },
        controller.signal,
      );
      dispatch({ type: 'found-more', recipes: answer.recipes, total: answer.total });
    } catch {
      if (!controller.signal.aborted) dispatch({ type: 'more-failed' });
    }
  };

  const suggestions = filterSuggestions(shownGroups);
  const selected = shownGroups.flatMap((group) =>
    group.options
      .filter((option) => search.filters[group.kind]?.includes(option.slug))
      .map((option) => ({ kind: group.kind, ...option })),
  );
  const announcement =
    state.status !== 'FULFILLED'
      ? ''
      : state.display === 'NO_RESULTS'
        ? 'No recipes found for this search'
        : `${state.total} ${state.total === 1 ? 'recipe' : 'recipes'} found`;

  return (
    <div className="recipe-index-search">
      <div className="filter-bar">
        {/* Only with a script (`needs-js`): the static index cannot answer a submitted search.
            Without one, the Filters link leads to the facet pages. The island hydrates on first
            use (directives/interaction.ts), which hands it what was typed meanwhile. */}
        <form
          role="search"
          action="/recipes/"
          method="get"
          className="filter-bar-search needs-js"
          onSubmit={(event) => {
            event.preventDefault();
            change(search, { immediately: true });
          }}
        >
          <label htmlFor="recipe-index-search" className="visually-hidden">
            Search recipes
          </label>
          <input
            id="recipe-index-search"
            type="search"
            name="search"
            placeholder="Search recipes"
            autoComplete="off"
            value={search.term}
            onChange={(event) => {
              change({ ...search, term: event.target.value });
            }}
          />
        </form>
        {optionCount > 2 && (
          <>
            <button
              type="button"
              className="filter-bar-button needs-js"
              aria-haspopup="dialog"
              onClick={() => dialog.current?.showModal()}
            >
              Filters{selected.length > 0 ? ` (${selected.length})` : ''}
            </button>
            <a className="filter-bar-button no-js" href={`#${browseId}`}>
              Filters
            </a>
          </>
        )}
        {selected.length === 0 && search.term === '' && suggestions.length > 0 && (
          // Spec §9: a few filters to start from, until the reader has chosen or typed anything.
          <ul className="filter-chips filter-suggestions needs-js" aria-label="Suggested filters">
            {suggestions.map((option) => (
              <li key={`${option.kind}:${option.slug}`}>
                <button
                  type="button"
                  className="filter-chip is-suggestion"
                  aria-label={`Filter by ${option.title}`}
                  onClick={() => {
                    change(toggleFilter(search, option.kind, option.slug));
                  }}
                >
                  {option.title}
                </button>
              </li>
            ))}
          </ul>
        )}
        {selected.length > 0 && (
          <ul className="filter-chips" aria-label="Selected filters">
            {selected.map((option) => (
              <li key={`${option.kind}:${option.slug}`}>
                <button
                  type="button"
                  className="filter-chip"
                  aria-label={`Remove filter ${option.title}`}
                  onClick={() => {
                    change(toggleFilter(search, option.kind, option.slug));
                  }}
                >
                  {option.title} <span aria-hidden="true">×</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>

      {optionCount > 2 && (
        <dialog ref={dialog} className="filters-dialog" aria-labelledby="filters-dialog-title">
          {/* Done closes the dialog: each change has already been searched. */}
          <form method="dialog">
            <h2 id="filters-dialog-title">Filters</h2>
            <div className="filters-dialog-groups">
              {shownGroups.map((group) => (
                <fieldset key={group.kind}>
                  <legend>{group.label}</legend>
                  {group.options.map((option) => (
                    <label key={option.slug} className="filters-dialog-option">
                      <input
                        type="checkbox"
                        name={group.kind}
                        value={option.slug}
                        checked={search.filters[group.kind]?.includes(option.slug) ?? false}
                        onChange={() => {
                          change(toggleFilter(search, group.kind, option.slug));
                        }}
                      />
                      {option.title}{' '}
                      <span className="filters-dialog-count">
                        ({counts?.get(`${group.kind}:${option.slug}`) ?? option.recipeCount})
                      </span>
                    </label>
                  ))}
                </fieldset>
              ))}
            </div>
            <div className="filters-dialog-actions">
              <button
                type="button"
                className="button secondary"
                onClick={() => {
                  change({ ...search, filters: {} });
                }}
              >
                Clear
              </button>
              <button type="submit" className="button">
                Done
              </button>
            </div>
          </form>
        </dialog>
      )}

      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
      {state.display !== 'INITIAL' && (
        <section
          className={`recipe-index-results${state.status === 'PENDING' ? ' is-pending' : ''}`}
          aria-labelledby="recipe-index-results-title"
          aria-busy={state.status === 'PENDING'}
        >
          <h2 id="recipe-index-results-title" className="visually-hidden">
            Search results
          </h2>
          {state.display === 'NO_RESULTS' ? (
            <p className="recipe-index-empty">No recipes found for this search</p>
          ) : (
            <>
              <div className="grid">
                {state.recipes.map((recipe: RecipeSummary) => (
                  <ResultCard key={recipe.id} recipe={recipe} />
                ))}
              </div>
              {state.recipes.length < state.total && (
                <p className="recipe-index-more">
                  <button
                    type="button"
                    className="button secondary"
                    disabled={state.loadingMore}
                    onClick={() => void loadMore()}
                  >
                    {state.loadingMore ? 'Loading…' : 'Show more recipes'}
                  </button>
                </p>
              )}
            </>
          )}
        </section>
      )}
    </div>
  );
}

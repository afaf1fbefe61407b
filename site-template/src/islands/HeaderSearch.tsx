import { useEffect, useId, useReducer, useRef, useState, type KeyboardEvent } from 'react';
import { OPEN_ON_START } from '../directives/search';
import type { KitchenContext } from '../lib/kitchen-context';
import { recipeSearchPath } from '../lib/paths';
import {
  CLOSED_SEARCH,
  HEADER_SEARCH_LIMIT,
  moveActive,
  nextSearchState,
  noRecipesFound,
  SEARCH_DEBOUNCE_MS,
  searchAnnouncement,
  searchDisplay,
  searchOptions,
  toSearchHit,
  type SearchHit,
} from '../lib/search/header-search-state';
import { searchRecipes } from '../lib/search/search-recipes';
import { isSearchShortcut } from '../lib/search/search-shortcut';
import '../styles/header-search.css';

interface Props {
  kitchen: KitchenContext;
  /** The kitchen's featured recipes, listed before the reader types. */
  featured: readonly SearchHit[];
}

function SearchIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
      <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="m15.5 15.5 5 5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/**
 * The header search (spec §2 "Search"): a dropdown from 768px, a full-screen overlay below.
 * "Featured recipes" first, then up to 10 results of the typed term with "See more" to the
 * recipe index; `/` opens it, the arrows move through the options, Enter opens one, Escape
 * closes; closing or following a link clears the term. Before its code loads (client:search)
 * and without JavaScript, the search icon is a link to the recipe index and its search box.
 */
export default function HeaderSearch({ kitchen, featured }: Props) {
  const [open, setOpen] = useState(false);
  const [state, dispatch] = useReducer(nextSearchState, CLOSED_SEARCH);
  const [active, setActive] = useState(-1);
  const dialog = useRef<HTMLDialogElement>(null);
  const trigger = useRef<HTMLAnchorElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const options = searchOptions(state, featured);
  const display = searchDisplay(state);
  const term = state.term.trim();

  useEffect(() => {
    const island = trigger.current?.closest('astro-island');
    if (island?.hasAttribute(OPEN_ON_START)) setOpen(true);
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      setOpen(true);
    };
    // Back from a recipe opened here, the page comes from the back/forward cache: closed.
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    window.addEventListener('pageshow', onShow);
    return () => {
      document.removeEventListener('keydown', onKey);
      window.removeEventListener('pageshow', onShow);
    };
  }, []);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      element.showModal();
      input.current?.focus();
    } else if (!open) {
      if (element.open) element.close();
      dispatch({ type: 'closed' });
      setActive(-1);
    }
  }, [open]);

  useEffect(() => {
    if (!term) return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      searchRecipes(
        kitchen,
        { term, filters: {} },
        { limit: HEADER_SEARCH_LIMIT, offset: 0 },
        controller.signal,
      )
        .then((answer) => {
          dispatch({ type: 'answered', term, results: answer.recipes.map(toSearchHit) });
        })
        .catch(() => {
          if (!controller.signal.aborted) dispatch({ type: 'failed', term });
        });
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [kitchen, term]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
      // Before the search box would clear itself: Escape closes (and so clears) the search.
      event.preventDefault();
      setOpen(false);
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setActive(moveActive(active, options.length, event.key));
    } else if (event.key === 'Enter') {
      const chosen = options[active];
      if (!chosen && !term) return;
      event.preventDefault();
      setOpen(false);
      window.location.assign(chosen ? chosen.href : recipeSearchPath({ search: term }));
    }
  };

  const option = (hit: SearchHit, index: number) => (
    <li key={`${hit.href}-${String(index)}`} role="presentation">
      <a
        id={`${id}-option-${String(index)}`}
        role="option"
        aria-selected={index === active}
        tabIndex={-1}
        href={hit.href}
        className={display === 'RESULTS' && index === options.length - 1 ? 'header-search-more' : undefined}
        onClick={() => {
          setOpen(false);
        }}
      >
        {hit.title}
        {hit.locked && <span className="visually-hidden"> (subscribers only)</span>}
      </a>
    </li>
  );

  return (
    <>
      <a
        ref={trigger}
        href={recipeSearchPath({})}
        className="header-search-trigger"
        aria-label="Search recipes"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={(event) => {
          event.preventDefault();
          setOpen(true);
        }}
      >
        <SearchIcon />
      </a>
      <dialog
        ref={dialog}
        className="header-search"
        aria-label="Search recipes"
        onCancel={(event) => {
          event.preventDefault();
          setOpen(false);
        }}
        onClick={(event) => {
          // A click on the backdrop lands on the dialog element itself.
          if (event.target === dialog.current) setOpen(false);
        }}
      >
        <div className="header-search-panel">
          <form
            role="search"
            action={recipeSearchPath({})}
            className="header-search-form"
            onSubmit={(event) => {
              event.preventDefault();
            }}
          >
            <SearchIcon />
            <input
              ref={input}
              type="search"
              name="search"
              role="combobox"
              aria-label="Search recipes"
              placeholder="Search recipes"
              autoComplete="off"
              aria-autocomplete="list"
              aria-expanded={options.length > 0}
              aria-controls={`${id}-listbox`}
              aria-activedescendant={active >= 0 ? `${id}-option-${String(active)}` : undefined}
              value={state.term}
              onChange={(event) => {
                dispatch({ type: 'typed', term: event.target.value });
                setActive(-1);
              }}
              onKeyDown={onKeyDown}
            />
            <button
              type="button"
              className="header-search-close"
              onClick={() => {
                setOpen(false);
              }}
            >
              Close
            </button>
          </form>
          <div className="header-search-body" aria-busy={state.status === 'PENDING'}>
            {display === 'INITIAL' && featured.length > 0 && (
              <h2 className="header-search-heading" id={`${id}-featured`}>
                Featured recipes
              </h2>
            )}
            {display === 'NO_RESULTS' && (
              <p className="header-search-empty">{noRecipesFound(state.answered)}</p>
            )}
            {options.length > 0 && (
              <ul
                id={`${id}-listbox`}
                role="listbox"
                aria-label={display === 'INITIAL' ? 'Featured recipes' : 'Results'}
                className="header-search-list"
                data-pending={state.status === 'PENDING' || undefined}
              >
                {options.map(option)}
              </ul>
            )}
          </div>
          <p role="status" className="visually-hidden">
            {searchAnnouncement(state)}
          </p>
        </div>
      </dialog>
    </>
  );
}

import { Menu } from '@base-ui/react/menu';
import {
  deleteManagedRecipe,
  duplicateManagedRecipe,
  publishManagedRecipe,
  unpublishManagedRecipe,
} from '@larder/shared/api/manage-recipes.endpoints';
import type { ManagedRecipeListItem } from '@larder/shared/schemas/recipe-manage';
import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState } from 'react';
import { formatDateTime } from '../kitchen/BuildStatus.tsx';
import { useKitchen } from '../kitchen/KitchenLayout.tsx';
import { KITCHENS_KEY } from '../kitchen/kitchens-query.ts';
import { useSession } from '../session/use-session.tsx';
import { apiFormErrors } from '../ui/api-form-errors.ts';
import { PageTitle } from '../ui/PageTitle.tsx';
import { ExportRecipesButton } from './ExportRecipesButton.tsx';
import { ImportRecipeDialog } from './ImportRecipeDialog.tsx';
import { FILTER_LABELS, recipeStatus, selectRecipes, SORT_LABELS } from './recipe-list.ts';
import { RECIPE_FILTERS, RECIPE_SORTS, type RecipeFilter, type RecipeSort } from './recipe-list-search.ts';
import { recipesQuery } from './recipes-query.ts';

/** `/kitchen/{siteSlug}/recipes`: the kitchen's recipes to search, filter, sort, publish and open. */
export function RecipesPage() {
  const kitchen = useKitchen();
  const session = useSession();
  const { data: recipes } = useSuspenseQuery(recipesQuery(session, kitchen.slug));
  const search = useSearch({ from: '/signed-in/kitchen/$siteSlug/recipes/' });
  const navigate = useNavigate({ from: '/kitchen/$siteSlug/recipes/' });
  const [now] = useState(() => Date.now());
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [message, setMessage] = useState<string | null>(null);
  const [bulkBusy, setBulkBusy] = useState(false);
  const deletes = usePendingDeletes(kitchen.slug, setMessage);
  const filter = search.status ?? 'all';
  const sort = search.sort ?? 'updated';
  const shown = selectRecipes(
    recipes.filter((recipe) => !deletes.pending.has(recipe.id)),
    { query: search.q ?? '', filter, sort, now },
  );
  const chosen = shown.filter((recipe) => selected.has(recipe.id));
  const refresh = () =>
    Promise.all([
      session.queryClient.invalidateQueries({ queryKey: ['kitchen', kitchen.slug] }),
      session.queryClient.invalidateQueries({ queryKey: KITCHENS_KEY }),
    ]);
  const bulk = async (action: 'publish' | 'unpublish') => {
    setBulkBusy(true);
    let done = 0;
    for (const recipe of chosen) {
      const isDraft = recipe.publishedAt === null;
      if ((action === 'publish') !== isDraft) continue;
      try {
        if (action === 'publish')
          await session.api.request(publishManagedRecipe, {
            params: { siteSlug: kitchen.slug, recipeId: recipe.id },
            body: {},
          });
        else
          await session.api.request(unpublishManagedRecipe, {
            params: { siteSlug: kitchen.slug, recipeId: recipe.id },
          });
        done += 1;
      } catch {
        setMessage(
          `“${recipe.title}” could not be ${action === 'publish' ? 'published' : 'unpublished'}. Try again.`,
        );
      }
    }
    setBulkBusy(false);
    setSelected(new Set());
    if (done)
      setMessage(
        `${done} ${done === 1 ? 'recipe' : 'recipes'} ${action === 'publish' ? 'published' : 'unpublished'}.`,
      );
    await refresh();
  };
  const searchId = useId();
  const countId = useId();
  const setSearch = (next: Partial<typeof search>) =>
    void navigate({ search: (current) => ({ ...current, ...next }), replace: true });

  return (
    <>
      <div className="page-heading-row">
        <PageTitle title={`Recipes · ${kitchen.title}`}>Recipes</PageTitle>
        <div className="heading-actions">
          {recipes.length ? <ExportRecipesButton siteSlug={kitchen.slug} /> : null}
          <ImportRecipeDialog siteSlug={kitchen.slug} />
          <Link
            to="/kitchen/$siteSlug/recipes/$recipeId"
            params={{ siteSlug: kitchen.slug, recipeId: 'new' }}
            className="button button-primary"
          >
            New recipe
          </Link>
        </div>
      </div>
      {recipes.length === 0 ? (
        <div className="empty-state">
          <h2>Write your first recipe</h2>
          <p>Start from a blank page, or paste a recipe you already have and Larder sorts it into fields.</p>
          <p className="empty-state-action">
            <Link
              to="/kitchen/$siteSlug/recipes/$recipeId"
              params={{ siteSlug: kitchen.slug, recipeId: 'new' }}
              className="button button-primary"
            >
              New recipe
            </Link>
          </p>
        </div>
      ) : (
        <>
          <form
            className="recipe-toolbar"
            role="search"
            onSubmit={(event) => {
              event.preventDefault();
            }}
          >
            <div className="toolbar-field toolbar-search">
              <label htmlFor={searchId} className="visually-hidden">
                Search recipes
              </label>
              <input
                id={searchId}
                type="search"
                className="input"
                placeholder="Search recipes"
                defaultValue={search.q ?? ''}
                aria-describedby={countId}
                onChange={(event) => {
                  setSearch({ q: event.target.value || undefined });
                }}
              />
            </div>
            <label className="toolbar-field">
              <span className="toolbar-label">Show</span>
              <select
                className="input"
                value={filter}
                onChange={(event) => {
                  setSearch({ status: event.target.value as RecipeFilter });
                }}
              >
                {RECIPE_FILTERS.map((filter) => (
                  <option key={filter} value={filter}>
                    {FILTER_LABELS[filter]}
                  </option>
                ))}
              </select>
            </label>
            <label className="toolbar-field">
              <span className="toolbar-label">Sort by</span>
              <select
                className="input"
                value={sort}
                onChange={(event) => {
                  setSearch({ sort: event.target.value as RecipeSort });
                }}
              >
                {RECIPE_SORTS.map((sort) => (
                  <option key={sort} value={sort}>
                    {SORT_LABELS[sort]}
                  </option>
                ))}
              </select>
            </label>
          </form>
          <p id={countId} className="hint recipe-count" aria-live="polite">
            {shown.length === recipes.length
              ? `${recipes.length} ${recipes.length === 1 ? 'recipe' : 'recipes'}`
              : `${shown.length} of ${recipes.length} recipes`}
          </p>
          {chosen.length > 0 ? (
            <div className="bulk-bar" role="region" aria-label="Selected recipes">
              <span>{chosen.length} selected</span>
              <button
                type="button"
                className="button button-secondary"
                disabled={bulkBusy}
                onClick={() => void bulk('publish')}
              >
                Publish selected
              </button>
              <button
                type="button"
                className="button button-secondary"
                disabled={bulkBusy}
                onClick={() => void bulk('unpublish')}
              >
                Unpublish selected
              </button>
              <button
                type="button"
                className="button button-quiet"
                onClick={() => {
                  setSelected(new Set());
                }}
              >
                Clear selection
              </button>
            </div>
          ) : null}
          <div className="list-message" role="status">
            {deletes.last ? (
              <span>
                “{deletes.last.title}” deleted.{' '}
                <button
                  type="button"
                  className="link-button"
                  onClick={() => {
                    deletes.undo();
                  }}
                >
                  Undo
                </button>
              </span>
            ) : (
              message
            )}
          </div>
          {shown.length === 0 ? (
            <p className="empty-state">No recipes match. Clear the search or show all recipes.</p>
          ) : (
            <ul className="manage-recipe-list">
              {shown.map((recipe) => (
                <RecipeRow
                  key={recipe.id}
                  recipe={recipe}
                  siteSlug={kitchen.slug}
                  now={now}
                  selected={selected.has(recipe.id)}
                  onSelect={(on) => {
                    setSelected((current) => {
                      const next = new Set(current);
                      if (on) next.add(recipe.id);
                      else next.delete(recipe.id);
                      return next;
                    });
                  }}
                  onDelete={() => {
                    deletes.remove(recipe);
                  }}
                  onDuplicated={(title) => {
                    setMessage(`Copied as “${title}”.`);
                    void refresh();
                  }}
                />
              ))}
            </ul>
          )}
        </>
      )}
    </>
  );
}

function RecipeRow({
  recipe,
  siteSlug,
  now,
  selected,
  onSelect,
  onDelete,
  onDuplicated,
}: {
  recipe: ManagedRecipeListItem;
  siteSlug: string;
  now: number;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  onDelete: () => void;
  onDuplicated: (title: string) => void;
}) {
  const session = useSession();
  const status = recipeStatus(recipe, now);
  const [error, setError] = useState<string | null>(null);
  const toggle = useMutation({
    mutationFn: () =>
      status === 'draft'
        ? session.api.request(publishManagedRecipe, { params: { siteSlug, recipeId: recipe.id }, body: {} })
        : session.api.request(unpublishManagedRecipe, { params: { siteSlug, recipeId: recipe.id } }),
    onSuccess: async () => {
      setError(null);
      await Promise.all([
        session.queryClient.invalidateQueries({ queryKey: ['kitchen', siteSlug] }),
        session.queryClient.invalidateQueries({ queryKey: KITCHENS_KEY }),
      ]);
    },
    onError: (caught) => {
      setError(apiFormErrors(caught).form ?? 'Not saved. Try again.');
    },
  });
  const duplicate = async () => {
    try {
      const { recipe: copy } = await session.api.request(duplicateManagedRecipe, {
        params: { siteSlug, recipeId: recipe.id },
      });
      onDuplicated(copy.title);
    } catch (caught) {
      setError(apiFormErrors(caught).form ?? 'Not copied. Try again.');
    }
  };
  return (
    <li className="manage-recipe">
      <input
        type="checkbox"
        className="manage-recipe-check"
        checked={selected}
        aria-label={`Select ${recipe.title}`}
        onChange={(event) => {
          onSelect(event.target.checked);
        }}
      />
      <div className="manage-recipe-main">
        <Link
          to="/kitchen/$siteSlug/recipes/$recipeId"
          params={{ siteSlug, recipeId: recipe.id }}
          className="manage-recipe-title"
        >
          {recipe.title}
        </Link>
        <p className="manage-recipe-meta">
          <span className={`status-badge status-${status}`}>
            {status === 'draft' ? 'Draft' : status === 'scheduled' ? 'Scheduled' : 'Published'}
          </span>
          {recipe.privacySetting === 'subscribers_only' ? (
            <span className="status-badge status-premium">Subscribers only</span>
          ) : null}
          <span>
            {status === 'scheduled' && recipe.publishedAt
              ? `Publishes ${formatDateTime(recipe.publishedAt)}`
              : `Edited ${formatDateTime(recipe.updatedAt)}`}
          </span>
        </p>
        {error ? (
          <p className="form-error" role="alert">
            {error}
          </p>
        ) : null}
      </div>
      <div className="manage-recipe-actions">
        <button
          type="button"
          className="button button-secondary"
          disabled={toggle.isPending}
          onClick={() => {
            toggle.mutate();
          }}
        >
          {status === 'draft' ? 'Publish' : 'Unpublish'}
          <span className="visually-hidden"> {recipe.title}</span>
        </button>
        <Menu.Root>
          <Menu.Trigger className="button button-quiet" aria-label={`More actions for ${recipe.title}`}>
            •••
          </Menu.Trigger>
          <Menu.Portal>
            <Menu.Positioner className="menu-positioner" sideOffset={4} align="end">
              <Menu.Popup className="menu-popup">
                <Menu.Item className="menu-item" onClick={() => void duplicate()}>
                  Duplicate
                </Menu.Item>
                <Menu.Item className="menu-item menu-item-danger" onClick={onDelete}>
                  Delete
                </Menu.Item>
              </Menu.Popup>
            </Menu.Positioner>
          </Menu.Portal>
        </Menu.Root>
      </div>
    </li>
  );
}

/** How long a deleted recipe can be brought back before it is deleted for good. */
const UNDO_MS = 8000;

/**
 * Deleting with undo: a recipe leaves the list at once and is deleted on the server after a few
 * seconds, unless the creator undoes it. Leaving the page deletes what is still waiting.
 */
function usePendingDeletes(siteSlug: string, onMessage: (message: string) => void) {
  const session = useSession();
  const [pending, setPending] = useState<ReadonlyMap<string, ManagedRecipeListItem>>(new Map());
  const [last, setLast] = useState<ManagedRecipeListItem | null>(null);
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());

  const commit = async (recipe: ManagedRecipeListItem) => {
    timers.current.delete(recipe.id);
    try {
      await session.api.request(deleteManagedRecipe, { params: { siteSlug, recipeId: recipe.id } });
    } catch {
      onMessage(`“${recipe.title}” could not be deleted. It is back in the list.`);
    }
    setPending((current) => {
      const next = new Map(current);
      next.delete(recipe.id);
      return next;
    });
    setLast((current) => (current?.id === recipe.id ? null : current));
    await Promise.all([
      session.queryClient.invalidateQueries({ queryKey: ['kitchen', siteSlug] }),
      session.queryClient.invalidateQueries({ queryKey: KITCHENS_KEY }),
    ]);
  };

  useEffect(() => {
    const waiting = timers.current;
    return () => {
      for (const [id, timer] of waiting) {
        clearTimeout(timer);
        void session.api
          .request(deleteManagedRecipe, { params: { siteSlug, recipeId: id } })
          .then(() => session.queryClient.invalidateQueries({ queryKey: ['kitchen', siteSlug] }));
      }
    };
  }, [session, siteSlug]);

  return {
    pending,
    last,
    remove: (recipe: ManagedRecipeListItem) => {
      setPending((current) => new Map(current).set(recipe.id, recipe));
      setLast(recipe);
      timers.current.set(
        recipe.id,
        setTimeout(() => void commit(recipe), UNDO_MS),
      );
    },
    undo: () => {
      if (!last) return;
      clearTimeout(timers.current.get(last.id));
      timers.current.delete(last.id);
      setPending((current) => {
        const next = new Map(current);
        next.delete(last.id);
        return next;
      });
      setLast(null);
    },
  };
}

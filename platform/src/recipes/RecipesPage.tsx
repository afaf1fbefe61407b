import { publishManagedRecipe, unpublishManagedRecipe } from '@larder/shared/api/manage-recipes.endpoints';
import type { ManagedRecipeListItem } from '@larder/shared/schemas/recipe-manage';
import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { formatDateTime } from '../kitchen/BuildStatus.tsx';
import { useKitchen } from '../kitchen/KitchenLayout.tsx';
import { KITCHENS_KEY } from '../kitchen/kitchens-query.ts';
import { useSession } from '../session/use-session.tsx';
import { apiFormErrors } from '../ui/api-form-errors.ts';
import { PageTitle } from '../ui/PageTitle.tsx';
import {
  FILTER_LABELS,
  RECIPE_FILTERS,
  RECIPE_SORTS,
  recipeStatus,
  selectRecipes,
  SORT_LABELS,
  type RecipeFilter,
  type RecipeSort,
} from './recipe-list.ts';
import { recipesQuery } from './recipes-query.ts';

/** `/kitchen/{siteSlug}/recipes`: the kitchen's recipes to search, filter, sort, publish and open. */
export function RecipesPage() {
  const kitchen = useKitchen();
  const session = useSession();
  const { data: recipes } = useSuspenseQuery(recipesQuery(session, kitchen.slug));
  const search = useSearch({ from: '/signed-in/kitchen/$siteSlug/recipes/' });
  const navigate = useNavigate({ from: '/kitchen/$siteSlug/recipes/' });
  const [now] = useState(() => Date.now());
  const filter = search.status ?? 'all';
  const sort = search.sort ?? 'updated';
  const shown = selectRecipes(recipes, { query: search.q ?? '', filter, sort, now });
  const searchId = useId();
  const countId = useId();
  const setSearch = (next: Partial<typeof search>) =>
    void navigate({ search: (current) => ({ ...current, ...next }), replace: true });

  return (
    <>
      <div className="page-heading-row">
        <PageTitle title={`Recipes · ${kitchen.title}`}>Recipes</PageTitle>
        <div className="heading-actions">
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
          {shown.length === 0 ? (
            <p className="empty-state">No recipes match. Clear the search or show all recipes.</p>
          ) : (
            <ul className="manage-recipe-list">
              {shown.map((recipe) => (
                <RecipeRow key={recipe.id} recipe={recipe} siteSlug={kitchen.slug} now={now} />
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
}: {
  recipe: ManagedRecipeListItem;
  siteSlug: string;
  now: number;
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
  return (
    <li className="manage-recipe">
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
      </div>
    </li>
  );
}

import type { PublicRecipe, RecipeOrder, RecipeSummary } from '../schemas/recipe-public.ts';
import type { FilterGroup } from '../schemas/taxonomy.ts';
import { endpoint } from './endpoint.ts';

/**
 * One recipe as its reader may see it: in full for entitled readers (paid subscribers, the
 * kitchen's managers) and holders of a manager's preview link (`preview`), else as a teaser.
 */
export const siteRecipe = /* @__PURE__ */ endpoint<{
  query: { preview?: string };
  response: { recipe: PublicRecipe; preview: boolean };
}>()('GET', '/site/:siteSlug/recipes/:recipeSlug');

/** A search or filter over a kitchen's published recipes (spec §7); lists are comma-joined. */
export interface RecipeListQuery {
  query?: string;
  limit?: number;
  offset?: number;
  orderBy?: RecipeOrder;
  cuisines?: readonly string[];
  meals?: readonly string[];
  methods?: readonly string[];
  diets?: readonly string[];
  tags?: readonly string[];
  categories?: readonly string[];
}

export const siteRecipes = /* @__PURE__ */ endpoint<{
  query: RecipeListQuery;
  response: { recipes: RecipeSummary[]; total: number; limit: number; offset: number };
}>()('GET', '/site/:siteSlug/recipes');

/** The filter groups with counts for a selection (spec §7 `GET /{siteSlug}/filters`). */
export const siteFilters = /* @__PURE__ */ endpoint<{
  query: Omit<RecipeListQuery, 'limit' | 'offset' | 'orderBy'>;
  response: { filters: FilterGroup[] };
}>()('GET', '/site/:siteSlug/filters');

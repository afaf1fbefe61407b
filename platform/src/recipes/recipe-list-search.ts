/**
 * The recipe list's filters and sorts, as the address carries them. Apart from the list's code so
 * that the router, which reads them from every address, does not load the list with the account
 * pages.
 */
export const RECIPE_FILTERS = ['all', 'draft', 'scheduled', 'published', 'subscribers_only'] as const;
export type RecipeFilter = (typeof RECIPE_FILTERS)[number];
export const RECIPE_SORTS = ['updated', 'title', 'published'] as const;
export type RecipeSort = (typeof RECIPE_SORTS)[number];

import {
  manageKitchenGlobals,
  manageRecipe,
  manageRecipes,
} from '@larder/shared/api/manage-recipes.endpoints';
import { queryOptions } from '@tanstack/react-query';
import type { Session } from '../session/session.ts';

/** Every recipe of a kitchen, drafts included (`GET /manage/{siteSlug}/recipes`). */
export function recipesQuery(session: Session, siteSlug: string) {
  return queryOptions({
    queryKey: ['kitchen', siteSlug, 'recipes'],
    queryFn: async ({ signal }) =>
      (await session.api.request(manageRecipes, { params: { siteSlug }, signal })).recipes,
  });
}

/** One recipe in its management form. */
export function recipeQuery(session: Session, siteSlug: string, recipeId: string) {
  return queryOptions({
    queryKey: ['kitchen', siteSlug, 'recipe', recipeId],
    queryFn: async ({ signal }) =>
      (await session.api.request(manageRecipe, { params: { siteSlug, recipeId }, signal })).recipe,
    // The editor holds its own copy while open; a refetch must not replace what is being typed.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

/** Units, ingredients and the rest of the editor's pickers. */
export function globalsQuery(session: Session, siteSlug: string) {
  return queryOptions({
    queryKey: ['kitchen', siteSlug, 'globals'],
    queryFn: ({ signal }) => session.api.request(manageKitchenGlobals, { params: { siteSlug }, signal }),
    staleTime: 5 * 60_000,
  });
}

/** Where the import dialog leaves what `/recipe-parse` read, for the new-recipe editor to open with. */
export function importQueryKey(siteSlug: string) {
  return ['kitchen', siteSlug, 'import'] as const;
}

import { kitchenRecipeUrl } from '@larder/shared/hosting/kitchen-urls';
import type { BookmarksResponse } from '@larder/shared/schemas/bookmark';
import { kitchenDeployment, type SitesConfig } from '@larder/shared/sites-config';
import { sql } from 'kysely';
import type { ReadContext } from '../media/image-read.ts';
import { loadRecipeSummaries } from '../recipe/recipe-summary-read.ts';
import { publishedBefore } from '../recipe/published.ts';

/**
 * Every recipe the reader saved, on every kitchen, for the platform's /bookmarks: grouped by
 * kitchen (the kitchen saved to most recently first), newest save first within each, as recipe
 * cards with a link to the recipe on its kitchen. Recipes no longer published are left out.
 */
export async function readAccountBookmarks(
  context: ReadContext,
  sitesConfig: SitesConfig,
  userId: string,
): Promise<BookmarksResponse> {
  const rows = await context.db
    .selectFrom('bookmarks as b')
    .innerJoin('recipes as r', (join) =>
      join.onRef('r.id', '=', 'b.recipe_id').onRef('r.site_id', '=', 'b.site_id'),
    )
    .innerJoin('sites as s', 's.id', 'b.site_id')
    .select(['b.site_id', 'b.recipe_id', 'b.created_at', 's.slug', 's.title'])
    .where('b.user_id', '=', userId)
    .where('r.published_at', '<=', publishedBefore())
    .orderBy('b.created_at', 'desc')
    .orderBy(sql`b.rowid`, 'desc')
    .execute();

  const kitchens = new Map<
    string,
    { slug: string; title: string; saves: { recipeId: string; savedAt: string }[] }
  >();
  for (const row of rows) {
    let kitchen = kitchens.get(row.site_id);
    if (!kitchen) kitchens.set(row.site_id, (kitchen = { slug: row.slug, title: row.title, saves: [] }));
    kitchen.saves.push({ recipeId: row.recipe_id, savedAt: row.created_at });
  }

  return {
    kitchens: await Promise.all(
      [...kitchens].map(async ([siteId, kitchen]) => {
        const origin = kitchenDeployment(sitesConfig, kitchen.slug).origin;
        const savedAt = new Map(kitchen.saves.map((save) => [save.recipeId, save.savedAt]));
        const summaries = await loadRecipeSummaries(
          context,
          siteId,
          kitchen.saves.map((save) => save.recipeId),
        );
        return {
          siteSlug: kitchen.slug,
          siteTitle: kitchen.title,
          siteOrigin: origin,
          recipes: summaries.map((recipe) => ({
            ...recipe,
            url: kitchenRecipeUrl(origin, recipe.slug),
            savedAt: savedAt.get(recipe.id)!,
          })),
        };
      }),
    ),
  };
}

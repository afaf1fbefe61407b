import { AppError } from '@larder/shared/errors';
import type { KitchenSnapshot } from '@larder/shared/schemas/kitchen-snapshot';
import type { PublicRecipe } from '@larder/shared/schemas/recipe-public';
import { kitchenDeployment, type SitesConfig } from '@larder/shared/sites-config';
import type { Db } from '../db/database.ts';
import { listCollections, readCollection } from '../collection/collection-read.ts';
import { readGlobals } from '../globals/globals-read.ts';
import { readPublicRecipe } from '../recipe/recipe-read.ts';
import { loadRecipeSummaries } from '../recipe/recipe-summary-read.ts';
import { findSiteBySlug, readPublicSite } from '../site/site-read.ts';
import { loadFilters } from '../taxonomy/taxonomy-read.ts';

/**
 * Reads everything one kitchen's static pages need inside a single read transaction, so a
 * publish that lands mid-read cannot leave the home page and the recipe pages disagreeing.
 * Recipes are read as a visitor would see them: subscribers-only ones are teasers.
 */
export async function readKitchenSnapshot(
  db: Db,
  slug: string,
  sitesConfig: SitesConfig,
  apiOrigin: string,
): Promise<KitchenSnapshot> {
  return db
    .transaction()
    .setAccessMode('read only')
    .execute(async (trx) => {
      const context = { db: trx as unknown as Db, apiOrigin };
      const siteRow = await findSiteBySlug(context.db, slug);
      if (!siteRow)
        throw new AppError(
          'site_not_found',
          `No kitchen "${slug}" exists. Create it with \`pnpm larder site create\`.`,
        );
      const site = await readPublicSite(context, siteRow);
      const published = await trx
        .selectFrom('recipes')
        .select(['id'])
        .where('site_id', '=', siteRow.id)
        .where('published_at', 'is not', null)
        .orderBy('published_at', 'desc')
        .orderBy('title')
        .execute();
      const recipes: PublicRecipe[] = [];
      for (const { id } of published) {
        const recipe = await readPublicRecipe(context, siteRow.id, { id }, { entitled: false });
        if (recipe) recipes.push(recipe);
      }
      const collections = [];
      for (const summary of await listCollections(context, siteRow.id)) {
        const collection = await readCollection(context, siteRow.id, summary.slug);
        if (collection) collections.push(collection);
      }
      return {
        site,
        deployment: kitchenDeployment(sitesConfig, slug),
        apiOrigin,
        units: (await readGlobals(context.db)).units,
        recipes,
        recipeSummaries: await loadRecipeSummaries(
          context,
          siteRow.id,
          published.map((row) => row.id),
        ),
        collections,
        filters: await loadFilters(context.db, siteRow.id),
        generatedAt: new Date().toISOString(),
      };
    });
}

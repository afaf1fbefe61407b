import { AppError } from '@larder/shared/errors';
import { recipeSummaryOf } from '@larder/shared/recipe/recipe-summary';
import type { KitchenSnapshot } from '@larder/shared/schemas/kitchen-snapshot';
import { kitchenDeployment, type SitesConfig } from '@larder/shared/sites-config';
import type { Db } from '../db/database.ts';
import { readCollections } from '../collection/collection-read.ts';
import { readGlobals } from '../globals/globals-read.ts';
import { currentRenderFailures } from '../jobs/render-failures.ts';
import { readPublicRecipes } from '../recipe/recipe-read.ts';
import { readContributors } from '../site/contributors-read.ts';
import { findSiteBySlug, readPublicSite } from '../site/site-read.ts';
import { loadFilters } from '../taxonomy/taxonomy-read.ts';
import { publishedBefore } from '../recipe/published.ts';

/** The origins a kitchen's pages link and talk to, baked into its build (`Env` has both). */
export interface KitchenOrigins {
  apiOrigin: string;
  platformOrigin: string;
}

/**
 * Reads everything one kitchen's static pages need inside a single read transaction, so a
 * publish that lands mid-read cannot leave the home page and the recipe pages disagreeing.
 * Recipes are read as a visitor would see them: subscribers-only ones are teasers. The number of
 * queries does not grow with the number of recipes.
 */
export async function readKitchenSnapshot(
  db: Db,
  slug: string,
  sitesConfig: SitesConfig,
  origins: KitchenOrigins,
): Promise<KitchenSnapshot> {
  return db
    .transaction()
    .setAccessMode('read only')
    .execute((trx) => readKitchenSnapshotIn(trx as unknown as Db, slug, sitesConfig, origins));
}

/**
 * `readKitchenSnapshot` inside a transaction the caller holds (the studio's preview reads a
 * recipe tried in a transaction that is then rolled back). `entitled` reads subscribers-only
 * recipes in full, as a paying reader sees them: for a preview, never for a build.
 */
export async function readKitchenSnapshotIn(
  db: Db,
  slug: string,
  sitesConfig: SitesConfig,
  { apiOrigin, platformOrigin }: KitchenOrigins,
  options: { entitled?: boolean } = {},
): Promise<KitchenSnapshot> {
  const context = { db, apiOrigin };
  const siteRow = await findSiteBySlug(context.db, slug);
  if (!siteRow)
    throw new AppError(
      'site_not_found',
      `No kitchen "${slug}" exists. Create it with \`pnpm larder site create\`.`,
    );
  const [site, read, collections, contributors, globals, filters, quarantined] = await Promise.all([
    readPublicSite(context, siteRow),
    readPublicRecipes(
      context,
      { siteId: siteRow.id, publishedOnly: true },
      { entitled: options.entitled ?? false },
    ),
    readCollections(context, siteRow.id),
    readContributors(context, siteRow.id),
    readGlobals(context.db),
    loadFilters(context.db, siteRow.id),
    currentRenderFailures(context.db, siteRow.id),
  ]);
  const versions = await context.db
    .selectFrom('recipes')
    .select(['id', 'updated_at'])
    .where('site_id', '=', siteRow.id)
    .where('published_at', '<=', publishedBefore())
    .execute();
  const redirects = await context.db
    .selectFrom('recipe_slug_redirects')
    .select(['slug', 'recipe_id'])
    .where('site_id', '=', siteRow.id)
    .orderBy('slug')
    .execute();
  const slugs = new Map(read.recipes.map((recipe) => [recipe.id, recipe.slug]));
  const liveSlugs = new Set(slugs.values());
  const failed = new Map<string, { reason: string; fallback: boolean }>();
  for (const [id, problems] of read.problems) failed.set(id, { reason: problems.join('; '), fallback: true });
  for (const row of quarantined) failed.set(row.id, { reason: row.error, fallback: false });
  return {
    site,
    deployment: kitchenDeployment(sitesConfig, slug, siteRow.options),
    apiOrigin,
    platformOrigin,
    units: globals.units,
    recipes: read.recipes,
    recipeSummaries: read.recipes.map(recipeSummaryOf),
    collections,
    contributors,
    filters,
    recipeVersions: Object.fromEntries(versions.map((row) => [row.id, row.updated_at])),
    unrenderable: read.recipes.flatMap((recipe) => {
      const failure = failed.get(recipe.id);
      return failure === undefined ? [] : [{ id: recipe.id, ...failure }];
    }),
    generatedAt: new Date().toISOString(),
    // Only to recipes that are published, and never from an address a live recipe has.
    recipeRedirects: redirects.flatMap((row) => {
      const to = slugs.get(row.recipe_id);
      return to === undefined || liveSlugs.has(row.slug) ? [] : [{ from: row.slug, to }];
    }),
  };
}

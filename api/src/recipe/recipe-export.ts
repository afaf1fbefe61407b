import { kitchenRecipeUrl } from '@larder/shared/hosting/kitchen-urls';
import type { PublicSite } from '@larder/shared/schemas/site';
import type { PublicUnit } from '@larder/shared/schemas/unit';
import { recipeExportJsonLd } from '@larder/shared/structured-data/recipe-export';
import { RECIPE_BLOCK_KEY, larderRecipeOf } from '@larder/shared/recipe-import/larder-recipe';
import { strToU8, zipSync, type Zippable } from 'fflate';
import type { ReadContext } from '../media/image-read.ts';
import { publishedBefore } from './published.ts';
import { readPublicRecipes } from './recipe-read.ts';

/** One exported recipe as the index lists it. */
export interface ExportedRecipeEntry {
  title: string;
  slug: string;
  /** The file in the archive: `recipes/<slug>.json`. */
  file: string;
  /** Its page on the kitchen (live once published). */
  url: string;
  status: 'published' | 'scheduled' | 'draft';
  privacy: 'public' | 'subscribers_only';
}

/**
 * Every recipe of a kitchen (drafts and subscribers-only ones included, in full) as a zip archive:
 * `recipes/<slug>.json`, one schema.org Recipe (JSON-LD) each, which any recipe tool reads, with
 * Larder's own block beside (`larderRecipe`) from which `/recipe-parse` gives the recipe back
 * whole, and `index.json` listing them. A creator is never locked in.
 */
export async function exportKitchenRecipes(
  context: ReadContext,
  kitchen: { siteId: string; site: Pick<PublicSite, 'title' | 'owner'>; units: PublicUnit[]; origin: string },
): Promise<Uint8Array> {
  const { recipes } = await readPublicRecipes(
    context,
    { siteId: kitchen.siteId, publishedOnly: false },
    { entitled: true },
  );
  const now = publishedBefore();
  const files: Zippable = {};
  const index: ExportedRecipeEntry[] = [];
  for (const recipe of [...recipes].sort((a, b) => a.slug.localeCompare(b.slug))) {
    const url = kitchenRecipeUrl(kitchen.origin, recipe.slug);
    const file = `recipes/${recipe.slug}.json`;
    const data = {
      ...recipeExportJsonLd({
        recipe,
        site: kitchen.site,
        units: kitchen.units,
        pageUrl: url,
        origin: kitchen.origin,
      }),
      [RECIPE_BLOCK_KEY]: larderRecipeOf(recipe, kitchen.units),
    };
    files[file] = strToU8(`${JSON.stringify(data, null, 2)}\n`);
    index.push({
      title: recipe.title,
      slug: recipe.slug,
      file,
      url,
      status: !recipe.publishedAt ? 'draft' : recipe.publishedAt > now ? 'scheduled' : 'published',
      privacy: recipe.privacySetting,
    });
  }
  files['index.json'] = strToU8(
    `${JSON.stringify({ kitchen: { title: kitchen.site.title, url: `${kitchen.origin}/` }, exportedAt: new Date().toISOString(), recipes: index }, null, 2)}\n`,
  );
  return zipSync(files, { level: 6, mtime: new Date() });
}

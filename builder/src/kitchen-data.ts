import type { KitchenPageData, KitchenSnapshot } from '@larder/shared/schemas/kitchen-snapshot';
import type { PublicRecipe } from '@larder/shared/schemas/recipe-public';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Writes the data a kitchen renders from: `site.json` (everything but the recipes, plus an index
 * of recipe pages) and one `recipes/<n>.json` per recipe. Pages read only what they show.
 */
export async function writeKitchenData(dir: string, snapshot: KitchenSnapshot): Promise<void> {
  await mkdir(join(dir, 'recipes'), { recursive: true });
  const { recipes } = snapshot;
  const data: KitchenPageData = {
    site: snapshot.site,
    deployment: snapshot.deployment,
    apiOrigin: snapshot.apiOrigin,
    units: snapshot.units,
    recipeSummaries: snapshot.recipeSummaries,
    collections: snapshot.collections,
    filters: snapshot.filters,
    recipeVersions: snapshot.recipeVersions,
    generatedAt: snapshot.generatedAt,
    recipes: recipes.map((recipe, index) => ({
      id: recipe.id,
      slug: recipe.slug,
      version: snapshot.recipeVersions[recipe.id] ?? '',
      file: `${index}.json`,
    })),
  };
  for (const [index, recipe] of recipes.entries())
    await writeFile(join(dir, 'recipes', `${index}.json`), JSON.stringify(recipe));
  await writeFile(join(dir, 'site.json'), JSON.stringify(data));
}

/** A recipe as an earlier build rendered it, from that build's data, or null. */
export async function readRenderedRecipe(dir: string, recipeId: string): Promise<PublicRecipe | null> {
  try {
    const data = JSON.parse(await readFile(join(dir, 'site.json'), 'utf8')) as KitchenPageData;
    const entry = data.recipes.find((candidate) => candidate.id === recipeId);
    if (!entry) return null;
    return JSON.parse(await readFile(join(dir, 'recipes', entry.file), 'utf8')) as PublicRecipe;
  } catch {
    return null;
  }
}

import type { KitchenPageData, KitchenSnapshot } from '@larder/shared/schemas/kitchen-snapshot';
import type { PublicRecipe } from '@larder/shared/schemas/recipe-public';
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { tryLink } from './try-link.ts';

/**
 * Writes the data a kitchen renders from: `site.json` (everything but the recipes, plus an index
 * of recipe pages) and one `recipes/<n>.json` per recipe. Pages read only what they show.
 */
export async function writeKitchenData(
  dir: string,
  snapshot: KitchenSnapshot,
  /** The version of content that is not the recipe's current one (a last good version standing in). */
  contentVersions: ReadonlyMap<string, string> = new Map(),
  /**
   * The data folder of the live release: a recipe whose file there has the same text (by its
   * hash) is linked from there instead of written. A publish writes the recipes that changed, not
   * 2,000 files (a write costs a few times a link, and many times more while the disk is busy
   * with the release before).
   */
  previousDir?: string,
): Promise<void> {
  await mkdir(join(dir, 'recipes'), { recursive: true });
  const { recipes } = snapshot;
  const texts = recipes.map((recipe) => JSON.stringify(recipe));
  const data: KitchenPageData = {
    site: snapshot.site,
    deployment: snapshot.deployment,
    apiOrigin: snapshot.apiOrigin,
    platformOrigin: snapshot.platformOrigin,
    units: snapshot.units,
    recipeSummaries: snapshot.recipeSummaries,
    collections: snapshot.collections,
    contributors: snapshot.contributors,
    filters: snapshot.filters,
    recipeVersions: snapshot.recipeVersions,
    generatedAt: snapshot.generatedAt,
    ...(snapshot.previewViewer ? { previewViewer: snapshot.previewViewer } : {}),
    recipes: recipes.map((recipe, index) => ({
      id: recipe.id,
      slug: recipe.slug,
      version: contentVersions.get(recipe.id) ?? snapshot.recipeVersions[recipe.id] ?? '',
      file: `${index}.json`,
      sha: createHash('sha256').update(texts[index]!).digest('base64url').slice(0, 22),
    })),
  };
  const previous = previousDir ? previousFiles(previousDir) : new Map<string, string>();
  // Synchronous: thousands of small files, where a round trip to the thread pool each costs more
  // than the write.
  for (const [index, text] of texts.entries()) {
    const file = join(dir, 'recipes', `${index}.json`);
    const same = previous.get(data.recipes[index]!.sha ?? '');
    if (!(same && tryLink(join(previousDir!, 'recipes', same), file))) writeFileSync(file, text);
  }
  await writeFile(join(dir, 'site.json'), JSON.stringify(data));
}

/** The recipe files of a data folder by the hash of their text (none when it cannot be read). */
function previousFiles(dir: string): Map<string, string> {
  try {
    const data = JSON.parse(readFileSync(join(dir, 'site.json'), 'utf8')) as KitchenPageData;
    return new Map(data.recipes.flatMap((entry) => (entry.sha ? [[entry.sha, entry.file] as const] : [])));
  } catch {
    return new Map();
  }
}

/** A recipe as an earlier build rendered it, and the version it was, from that build's data. */
export async function readRenderedRecipe(
  dir: string,
  recipeId: string,
): Promise<{ recipe: PublicRecipe; version: string } | null> {
  try {
    const data = JSON.parse(await readFile(join(dir, 'site.json'), 'utf8')) as KitchenPageData;
    const entry = data.recipes.find((candidate) => candidate.id === recipeId);
    if (!entry) return null;
    const recipe = JSON.parse(await readFile(join(dir, 'recipes', entry.file), 'utf8')) as PublicRecipe;
    return { recipe, version: entry.version };
  } catch {
    return null;
  }
}

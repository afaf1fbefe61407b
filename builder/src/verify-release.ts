import type { KitchenSnapshot } from '@larder/shared/schemas/kitchen-snapshot';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';

/** Checks a rendered release before it goes live: home page and one page per published recipe. */
export async function verifyRelease(releaseDir: string, snapshot: KitchenSnapshot): Promise<void> {
  const required = [
    'index.html',
    '404.html',
    'recipes/index.html',
    ...snapshot.recipes.map((recipe) => `recipes/${recipe.slug}/index.html`),
  ];
  const missing: string[] = [];
  for (const file of required) {
    const info = await stat(join(releaseDir, file)).catch(() => null);
    if (!info?.isFile() || info.size === 0) missing.push(file);
  }
  if (missing.length > 0) {
    throw new Error(
      `The build of "${snapshot.site.slug}" is incomplete; missing: ${missing.slice(0, 10).join(', ')}. The live kitchen was left unchanged.`,
    );
  }
}

import type { KitchenPageData, KitchenSnapshot } from '@larder/shared/schemas/kitchen-snapshot';
import type { PublicRecipe } from '@larder/shared/schemas/recipe-public';
import { publicRecipeFixture } from '@larder/shared/test-support/recipe-fixture';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readRenderedRecipe, writeKitchenData } from './kitchen-data.ts';

const recipe = (id: string, title = `Recipe ${id}`): PublicRecipe =>
  publicRecipeFixture({ id, slug: `recipe-${id}`, title });

function kitchen(recipes: PublicRecipe[]): KitchenSnapshot {
  return {
    site: { slug: 'k', title: 'K' },
    deployment: { origin: 'http://k.localhost:4321' },
    recipes,
    recipeSummaries: [],
    collections: [],
    recipeVersions: Object.fromEntries(recipes.map((entry) => [entry.id, `v-${entry.title}`])),
  } as unknown as KitchenSnapshot;
}

const dirs: string[] = [];
function scratch(): string {
  const dir = mkdtempSync(join(tmpdir(), 'larder-kitchen-data-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const siteOf = (dir: string) => JSON.parse(readFileSync(join(dir, 'site.json'), 'utf8')) as KitchenPageData;
const fileOf = (dir: string, id: string) =>
  join(dir, 'recipes', siteOf(dir).recipes.find((entry) => entry.id === id)!.file);

describe('writeKitchenData', () => {
  it('links each recipe whose text the live release has, writes the others, and reads back the same', async () => {
    const live = scratch();
    await writeKitchenData(live, kitchen([recipe('a'), recipe('b'), recipe('c')]));
    const next = scratch();
    // Another order, one recipe changed, one new.
    const recipes = [recipe('c'), recipe('a', 'Retitled'), recipe('b'), recipe('d')];
    await writeKitchenData(next, kitchen(recipes), new Map(), live);
    const inode = (file: string) => statSync(file).ino;
    expect(inode(fileOf(next, 'b'))).toBe(inode(fileOf(live, 'b')));
    expect(inode(fileOf(next, 'c'))).toBe(inode(fileOf(live, 'c')));
    expect(inode(fileOf(next, 'a'))).not.toBe(inode(fileOf(live, 'a')));
    // What a build without a live release writes, file for file.
    const fresh = scratch();
    await writeKitchenData(fresh, kitchen(recipes));
    expect(readFileSync(join(next, 'site.json'), 'utf8')).toBe(
      readFileSync(join(fresh, 'site.json'), 'utf8'),
    );
    for (const entry of siteOf(fresh).recipes)
      expect(readFileSync(join(next, 'recipes', entry.file), 'utf8')).toBe(
        readFileSync(join(fresh, 'recipes', entry.file), 'utf8'),
      );
    expect((await readRenderedRecipe(next, 'a'))?.recipe.title).toBe('Retitled');
  });

  it('writes every recipe when the live release’s data cannot be read', async () => {
    const live = scratch();
    writeFileSync(join(live, 'site.json'), '{ not json');
    const next = scratch();
    await writeKitchenData(next, kitchen([recipe('a')]), new Map(), live);
    expect((await readRenderedRecipe(next, 'a'))?.recipe.title).toBe('Recipe a');
  });
});

import { readKitchenSnapshot } from '@larder/api/snapshot/read-kitchen-snapshot';
import { createTestWorld, type TestWorld } from '@larder/api/test-support/test-database';
import { buildKitchen } from '@larder/builder/build-kitchen';
import { currentRelease } from '@larder/builder/release-switch';
import type { KitchenSnapshot } from '@larder/shared/schemas/kitchen-snapshot';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** A kitchen keeps building and going live whatever one recipe or one cached file does. */
let world: TestWorld;
let cacheDir: string;

beforeAll(async () => {
  world = await createTestWorld();
  cacheDir = join(world.dir, 'cache');
});
afterAll(async () => world.cleanup());

const snapshotOf = (slug: string) => readKitchenSnapshot(world.db, slug, world.sitesConfig, world.env);

function build(snapshot: KitchenSnapshot, outputDir = world.env.outputDir, cache = cacheDir) {
  return buildKitchen(snapshot, {
    outputDir,
    filesDir: world.env.filesDir,
    cacheDir: cache,
    leaseToken: randomUUID(),
  });
}

const page = (slug: string, path: string, outputDir = world.env.outputDir) =>
  readFileSync(join(outputDir, slug, path, 'index.html'), 'utf8');

/** A copy of the snapshot whose recipe `id` makes its page throw while Astro renders it. */
function breakRecipePage(snapshot: KitchenSnapshot, id: string): KitchenSnapshot {
  const copy = structuredClone(snapshot);
  const recipe = copy.recipes.find((entry) => entry.id === id)!;
  recipe.publishedAt = 'not a date';
  return copy;
}

describe('a build that one recipe cannot poison', () => {
  it('keeps the last good version of a recipe whose page fails to render, and publishes the rest', async () => {
    const first = await snapshotOf('family-table');
    await build(first);
    const [broken, changed] = first.recipes.filter((recipe) => !recipe.isLocked);
    const next = breakRecipePage(first, broken!.id);
    // The creator has edited it since the live release: the live page is its last good version.
    next.recipeVersions[broken!.id] = new Date().toISOString();
    next.recipes.find((recipe) => recipe.id === changed!.id)!.title = 'A newer title that goes live';

    const result = await build(next);
    expect(result.failedRecipes).toEqual([
      expect.objectContaining({
        id: broken!.id,
        kept: 'previous-version',
        error: expect.stringMatching(/RangeError/),
      }),
    ]);
    expect(page('family-table', `recipes/${changed!.slug}`)).toContain('A newer title that goes live');
    expect(page('family-table', `recipes/${broken!.slug}`)).toContain(broken!.title);
  });

  it('leaves a recipe out, and lists it, when its last good version fails too', async () => {
    const snapshot = await snapshotOf('ember-and-salt');
    await build(snapshot);
    const victim = snapshot.recipes.find((recipe) => !recipe.isLocked)!;
    // The version the live release was rendered from breaks the page as well.
    const data = `${(await currentRelease(world.env.outputDir, 'ember-and-salt'))!}.data`;
    const { recipes } = JSON.parse(readFileSync(join(data, 'site.json'), 'utf8')) as {
      recipes: { id: string; file: string }[];
    };
    const stored = join(data, 'recipes', recipes.find((entry) => entry.id === victim.id)!.file);
    writeFileSync(
      stored,
      readFileSync(stored, 'utf8').replace(/"publishedAt":"[^"]+"/, '"publishedAt":"never"'),
    );

    const result = await build(breakRecipePage(snapshot, victim.id));
    expect(result.failedRecipes).toEqual([expect.objectContaining({ id: victim.id, kept: 'left-out' })]);
    expect(existsSync(join(world.env.outputDir, 'ember-and-salt', 'recipes', victim.slug))).toBe(false);
    expect(page('ember-and-salt', 'recipes')).not.toContain(`/recipes/${victim.slug}`);
    expect(result.pages).toBe(snapshot.recipes.length - 1);
  });

  it('sets aside a recipe whose stored content is beyond the limits, before Astro runs', async () => {
    const snapshot = await snapshotOf('crumb-and-crust');
    const victim = snapshot.recipes.find((recipe) => !recipe.isLocked)!;
    const result = await build({
      ...snapshot,
      unrenderable: [{ id: victim.id, reason: 'note is not valid rich text', fallback: true }],
    });
    expect(result.failedRecipes).toEqual([
      expect.objectContaining({ id: victim.id, error: 'note is not valid rich text', kept: 'left-out' }),
    ]);
  });

  it('keeps building the kitchen when a recipe image has no original on the file host', async () => {
    const snapshot = await snapshotOf('ember-and-salt');
    const victim = snapshot.recipes.find((recipe) => !recipe.isLocked && recipe.images[0])!;
    const image = victim.images[0]!;
    const original = join(world.env.filesDir, image.key);
    const saved = readFileSync(original);
    rmSync(original);
    try {
      // A cache of its own: the image has to be made again for the missing original to show.
      const result = await build(snapshot, world.env.outputDir, join(world.dir, 'empty-cache'));
      expect(result.failedRecipes).toEqual([
        expect.objectContaining({
          id: victim.id,
          error: expect.stringMatching(/has no file on the file host/),
        }),
      ]);
      expect(page('ember-and-salt', '')).toContain('Ember');
    } finally {
      writeFileSync(original, saved);
    }
  });

  it("builds the kitchen without one of its own images that has no original (a collection's)", async () => {
    const snapshot = await snapshotOf('crumb-and-crust');
    const collection = snapshot.collections.find((entry) => entry.image)!;
    const original = join(world.env.filesDir, collection.image!.key);
    const saved = readFileSync(original);
    rmSync(original);
    try {
      const result = await build(snapshot, world.env.outputDir, join(world.dir, 'another-empty-cache'));
      expect(result.failedRecipes).toEqual([]);
      expect(page('crumb-and-crust', `collections/${collection.slug}`)).toContain(collection.title);
    } finally {
      writeFileSync(original, saved);
    }
  });

  it('never ships a bad image from the cache: the build fails, forgets it, and the next one is right', async () => {
    const snapshot = await snapshotOf('crumb-and-crust');
    const live = await currentRelease(world.env.outputDir, 'crumb-and-crust');
    // The cache holds every kitchen's images: the victim must be one this kitchen's release uses.
    const used = new Set(readdirSync(join(live!, '_img')));
    const victim = readdirSync(cacheDir).find(
      (name) => name.endsWith('.webp') && used.has(`${name.slice(33, 49)}.webp`),
    )!;
    writeFileSync(join(cacheDir, victim), 'not an image, but not empty either');
    await expect(build(snapshot)).rejects.toThrow(/unreadable _img\//);
    expect(await currentRelease(world.env.outputDir, 'crumb-and-crust')).toBe(live);
    expect(existsSync(join(cacheDir, victim))).toBe(false);
    await build(snapshot);
    const images = join(world.env.outputDir, 'crumb-and-crust', '_img');
    for (const name of readdirSync(images))
      expect(statSync(join(images, name)).size, name).toBeGreaterThan(0);
  });

  // Needs a second file system: tmpfs at /dev/shm on Linux.
  const otherFileSystem = existsSync('/dev/shm') && statSync('/dev/shm').dev !== statSync(tmpdir()).dev;

  it.skipIf(!otherFileSystem)('builds a kitchen whose output folder is on another file system', async () => {
    const outputDir = mkdtempSync('/dev/shm/larder-output-');
    try {
      const snapshot = await snapshotOf('crumb-and-crust');
      const result = await build(snapshot, outputDir);
      expect(await currentRelease(outputDir, 'crumb-and-crust')).toBe(result.releaseDir);
      expect(page('crumb-and-crust', '', outputDir)).toContain('Crumb &amp; Crust');
      expect(readdirSync(join(outputDir, '.releases', 'crumb-and-crust')).sort()).toEqual(
        [result.releaseDir.split('/').pop()!, `${result.releaseDir.split('/').pop()!}.data`].sort(),
      );
    } finally {
      rmSync(outputDir, { recursive: true, force: true });
    }
  });
});

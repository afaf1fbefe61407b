import { readKitchenSnapshot } from '@larder/api/snapshot/read-kitchen-snapshot';
import { createTestWorld, type TestWorld } from '@larder/api/test-support/test-database';
import { buildKitchen, type BuildResult } from '@larder/builder/build-kitchen';
import { endKeptRenderer, keepRenderer } from '@larder/builder/render-kitchen';
import type { KitchenSnapshot } from '@larder/shared/schemas/kitchen-snapshot';
import { propertyRuns } from '@larder/shared/test-support/property-runs';
import fc from 'fast-check';
import { randomUUID } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { relativeFiles, relativeFolders } from './test-support/release-files.ts';

/**
 * A publish renders only the pages whose data changed and links the rest from the live release
 * (reused-pages.ts). Held to a full render of the same data: after every edit of a random
 * sequence (recipes retitled, renamed, moved between taxonomy terms and collections, added back,
 * left out, reordered; collections and the kitchen's settings changed), the release a publish
 * makes is the release a full render makes, file for file and byte for byte.
 */
const KITCHENS = ['family-table', 'ember-and-salt'];

let world: TestWorld;
const snapshots = new Map<string, KitchenSnapshot>();

beforeAll(async () => {
  world = await createTestWorld();
  for (const slug of KITCHENS)
    snapshots.set(slug, await readKitchenSnapshot(world.db, slug, world.sitesConfig, world.env));
});
afterAll(async () => {
  endKeptRenderer();
  await world.cleanup();
});

function build(
  snapshot: KitchenSnapshot,
  outputDir: string,
  options: { renderAll?: boolean; threads?: number; spareMinFolders?: number } = {},
): Promise<BuildResult> {
  return buildKitchen(snapshot, {
    outputDir,
    filesDir: world.env.filesDir,
    cacheDir: join(world.dir, 'image-cache'),
    leaseToken: randomUUID(),
    ...options,
  });
}

const files = relativeFiles;
const folders = relativeFolders;

const text = fc
  .string({ unit: 'grapheme', minLength: 1, maxLength: 24 })
  .filter((value) => value.trim() !== '');

const edit = fc.oneof(
  fc.record({ kind: fc.constant('title' as const), at: fc.nat(), title: text }),
  fc.record({
    kind: fc.constant('slug' as const),
    at: fc.nat(),
    slug: fc.stringMatching(/^[a-z][a-z0-9-]{0,20}$/),
  }),
  fc.record({
    kind: fc.constant('servings' as const),
    at: fc.nat(),
    servings: fc.integer({ min: 1, max: 12 }),
  }),
  fc.record({ kind: fc.constant('terms' as const), at: fc.nat(), from: fc.nat() }),
  fc.record({ kind: fc.constant('drop' as const), at: fc.nat() }),
  fc.record({ kind: fc.constant('first' as const), at: fc.nat() }),
  fc.record({ kind: fc.constant('collection' as const), at: fc.nat(), title: text, dropFirst: fc.boolean() }),
  fc.record({ kind: fc.constant('site' as const), title: text }),
  fc.record({ kind: fc.constant('none' as const) }),
);
type Edit = typeof edit extends fc.Arbitrary<infer T> ? T : never;

/** The snapshot after one edit, made the way the snapshot read would show it. */
function applied(snapshot: KitchenSnapshot, change: Edit): KitchenSnapshot {
  const next = structuredClone(snapshot);
  const count = next.recipes.length;
  if (change.kind === 'none' || count === 0) return next;
  if (change.kind === 'site') {
    next.site.title = change.title;
    return next;
  }
  if (change.kind === 'collection') {
    const collection = next.collections[change.at % Math.max(1, next.collections.length)];
    if (!collection) return next;
    collection.title = change.title;
    if (change.dropFirst) collection.recipes = collection.recipes.slice(1);
    return next;
  }
  const recipe = next.recipes[change.at % count]!;
  const summary = next.recipeSummaries.find((entry) => entry.id === recipe.id);
  const inCollections = next.collections.flatMap((collection) =>
    collection.recipes.filter((entry) => entry.id === recipe.id),
  );
  switch (change.kind) {
    case 'title':
      for (const entry of [recipe, ...(summary ? [summary] : []), ...inCollections])
        entry.title = change.title;
      break;
    case 'slug': {
      const slug = `${change.slug}-${recipe.id.slice(0, 6)}`.toLowerCase();
      // As the snapshot read shows a renamed published recipe: its old address redirects.
      next.recipeRedirects = [
        ...(next.recipeRedirects ?? []).map((entry) =>
          entry.to === recipe.slug ? { ...entry, to: slug } : entry,
        ),
        { from: recipe.slug, to: slug },
      ].filter((entry) => entry.from !== slug);
      for (const entry of [recipe, ...(summary ? [summary] : []), ...inCollections]) entry.slug = slug;
      break;
    }
    case 'servings':
      recipe.yieldServings = change.servings;
      break;
    case 'terms': {
      const other = next.recipes[change.from % count]!;
      recipe.meals = structuredClone(other.meals);
      recipe.categories = structuredClone(other.categories);
      if (summary) {
        summary.meals = structuredClone(other.meals);
        summary.categories = structuredClone(other.categories);
      }
      break;
    }
    case 'drop':
      if (count < 3) break;
      next.recipes = next.recipes.filter((entry) => entry.id !== recipe.id);
      next.recipeSummaries = next.recipeSummaries.filter((entry) => entry.id !== recipe.id);
      for (const collection of next.collections)
        collection.recipes = collection.recipes.filter((entry) => entry.id !== recipe.id);
      break;
    case 'first':
      next.recipes = [recipe, ...next.recipes.filter((entry) => entry !== recipe)];
      if (summary)
        next.recipeSummaries = [summary, ...next.recipeSummaries.filter((entry) => entry !== summary)];
      break;
  }
  return next;
}

describe('a publish', () => {
  it('makes the release a full render makes, byte for byte, after every edit of a random sequence', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...KITCHENS),
        fc.array(edit, { minLength: 1, maxLength: 3 }),
        // On threads, as a big kitchen renders: the renderer started early is stopped, and the
        // threads reuse the live release's pages. Or in the renderer the worker's build process
        // keeps between publishes, which has rendered other kitchens before (ADR 040).
        fc.constantFrom(undefined, 2, 'kept' as const),
        async (slug, changes, mode) => {
          const threads = typeof mode === 'number' ? mode : undefined;
          const live = join(world.dir, `live-${randomUUID()}`);
          const full = join(world.dir, `full-${randomUUID()}`);
          try {
            let snapshot = snapshots.get(slug)!;
            // Every publish here renders into the folders the one before made ready (a kitchen
            // this small otherwise makes its own).
            await build(snapshot, live, { spareMinFolders: 0 });
            let reusedAny = false;
            for (const change of changes) {
              snapshot = applied(snapshot, change);
              keepRenderer(mode === 'kept');
              const partial = await build(snapshot, live, { threads, spareMinFolders: 0 }).finally(() => {
                keepRenderer(false);
              });
              const whole = await build(snapshot, full, { renderAll: true });
              reusedAny ||= partial.rendered.reused > 0;
              expect(partial.failedRecipes).toEqual(whole.failedRecipes);
              const names = files(whole.releaseDir);
              expect(files(partial.releaseDir)).toEqual(names);
              expect(folders(partial.releaseDir)).toEqual(folders(whole.releaseDir));
              for (const name of names)
                expect(
                  readFileSync(join(partial.releaseDir, name)).equals(
                    readFileSync(join(whole.releaseDir, name)),
                  ),
                  `${name} after ${JSON.stringify(change)}`,
                ).toBe(true);
              rmSync(full, { recursive: true, force: true });
            }
            // A small edit leaves most of a kitchen as it was.
            if (changes.some((change) => change.kind === 'servings' || change.kind === 'none'))
              expect(reusedAny).toBe(true);
          } finally {
            rmSync(live, { recursive: true, force: true });
            rmSync(full, { recursive: true, force: true });
          }
        },
      ),
      { ...propertyRuns(20, 2), endOnFailure: true },
    );
  }, 600_000);
});

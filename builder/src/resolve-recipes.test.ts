import type { KitchenSnapshot } from '@larder/shared/schemas/kitchen-snapshot';
import type { PublicRecipe } from '@larder/shared/schemas/recipe-public';
import { publicRecipeFixture } from '@larder/shared/test-support/recipe-fixture';
import { describe, expect, it } from 'vitest';
import { resolveRecipes } from './resolve-recipes.ts';

const recipe = (id: string, extra: Partial<PublicRecipe> = {}): PublicRecipe =>
  publicRecipeFixture({ id, slug: `recipe-${id}`, title: `Recipe ${id}`, ...extra });

function kitchen(recipes: PublicRecipe[]): KitchenSnapshot {
  const summaries = recipes.map((entry) => ({
    id: entry.id,
    slug: entry.slug,
    title: entry.title,
    privacySetting: entry.privacySetting,
    publishedAt: entry.publishedAt,
    images: [],
    ingredientUsageCount: 0,
    prepTimeMinutes: null,
    cookTimeMinutes: null,
    customTimeLabel: null,
    customTimeMinutes: null,
    meals: [],
    categories: [],
  }));
  return {
    site: { slug: 'k', title: 'K', owner: { displayName: 'K', avatar: null }, featuredRecipes: summaries },
    deployment: { origin: 'http://k.localhost:4321' },
    apiOrigin: 'http://localhost:8787',
    units: [],
    recipes,
    recipeSummaries: summaries,
    collections: [
      {
        id: 'c',
        slug: 'c',
        title: 'C',
        image: null,
        video: null,
        recipeCount: 2,
        description: [],
        recipes: summaries,
      },
    ],
    contributors: [],
    filters: [],
    recipeVersions: Object.fromEntries(recipes.map((entry) => [entry.id, 'v2'])),
    unrenderable: [],
    generatedAt: '',
  } as unknown as KitchenSnapshot;
}

describe('resolveRecipes', () => {
  it('keeps a failing recipe at its last good version, under its current slug', async () => {
    const now = recipe('a', { title: 'New title', slug: 'new-slug' });
    const { snapshot, failedRecipes } = await resolveRecipes(
      kitchen([now, recipe('b')]),
      new Map([['a', 'RangeError: too deep']]),
      (id) =>
        Promise.resolve(id === 'a' ? { recipe: recipe('a', { title: 'Old title' }), version: 'v1' } : null),
    );
    expect(snapshot.recipes.map((entry) => [entry.slug, entry.title])).toEqual([
      ['new-slug', 'Old title'],
      ['recipe-b', 'Recipe b'],
    ]);
    expect(failedRecipes).toEqual([
      {
        id: 'a',
        slug: 'new-slug',
        title: 'New title',
        error: 'RangeError: too deep',
        kept: 'previous-version',
      },
    ]);
  });

  it('leaves a recipe out of every page and list when it has no earlier version', async () => {
    const { snapshot, failedRecipes } = await resolveRecipes(
      kitchen([recipe('a'), recipe('b')]),
      new Map([['a', 'boom']]),
      () => Promise.resolve(null),
    );
    expect(snapshot.recipes.map((entry) => entry.id)).toEqual(['b']);
    expect(snapshot.recipeSummaries.map((entry) => entry.id)).toEqual(['b']);
    expect(snapshot.site.featuredRecipes.map((entry) => entry.id)).toEqual(['b']);
    expect(snapshot.collections[0]).toMatchObject({ recipeCount: 1, recipes: [{ id: 'b' }] });
    expect(failedRecipes[0]?.kept).toBe('left-out');
  });

  it('never falls back to an open earlier version of a recipe that is now subscribers-only', async () => {
    const locked = recipe('a', { privacySetting: 'subscribers_only', isLocked: true });
    const { snapshot, failedRecipes } = await resolveRecipes(
      kitchen([locked]),
      new Map([['a', 'boom']]),
      () =>
        Promise.resolve({
          recipe: recipe('a', { note: [{ type: 'paragraph', children: [{ text: 'the secret' }] }] }),
          version: 'v1',
        }),
    );
    expect(snapshot.recipes).toEqual([]);
    expect(failedRecipes[0]?.kept).toBe('left-out');
  });

  it('gives no fallback when the last good version is the very version that fails', async () => {
    const { snapshot, failedRecipes } = await resolveRecipes(
      kitchen([recipe('a')]),
      new Map([['a', 'crashed twice']]),
      () => Promise.resolve({ recipe: recipe('a'), version: 'v2' }),
    );
    expect(snapshot.recipes).toEqual([]);
    expect(failedRecipes[0]?.kept).toBe('left-out');
  });

  it('gives no fallback to a recipe it is told to leave out', async () => {
    const resolved = await resolveRecipes(
      kitchen([recipe('a')]),
      new Map([['a', 'crashed twice']]),
      () => Promise.resolve({ recipe: recipe('a'), version: 'v1' }),
      new Set(['a']),
    );
    expect(resolved.failedRecipes[0]?.kept).toBe('left-out');
  });

  it('changes nothing when every recipe renders', async () => {
    const whole = kitchen([recipe('a')]);
    const resolved = await resolveRecipes(whole, new Map(), () => Promise.resolve(null));
    expect(resolved.snapshot).toBe(whole);
    expect(resolved.failedRecipes).toEqual([]);
  });
});

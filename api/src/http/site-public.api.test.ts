import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedIngredients } from '@larder/demo/seed/content/ingredients';
import { createTestWorld, type TestWorld } from '../test-support/test-database.ts';

let world: TestWorld;
beforeAll(async () => {
  world = await createTestWorld();
});
afterAll(async () => world.cleanup());

async function getJson(path: string, init?: RequestInit) {
  const response = await world.app.request(path, init);
  return { status: response.status, body: (await response.json()) as Record<string, any> };
}

describe('public site API', () => {
  it('lists every kitchen slug', async () => {
    const { status, body } = await getJson('/api/v1/site/site-slugs');
    expect(status).toBe(200);
    expect(body.siteSlugs).toEqual(['crumb-and-crust', 'ember-and-salt', 'family-table']);
  });

  it('returns the units in globals', async () => {
    const { body } = await getJson('/api/v1/site/globals');
    expect(body.units.map((unit: { title: string }) => unit.title)).toContain('cup');
  });

  it('reads a kitchen with the public field names', async () => {
    const { status, body } = await getJson('/api/v1/site/family-table/current-site');
    expect(status).toBe(200);
    expect(body.site).toMatchObject({
      slug: 'family-table',
      title: 'The Family Table',
      defaultMeasurementSystem: 'imperial',
      ui: { nav: { hideSearch: false } },
      subscriptionsEnabled: true,
    });
    expect(body.site.recipeCount).toBe(3);
    expect(Array.isArray(body.site.featuredRecipes)).toBe(true);
    expect(body.site.colorTheme.colorAccent).toMatch(/^#/);
  });

  it('answers an unknown kitchen with site_not_found', async () => {
    const { status, body } = await getJson('/api/v1/site/no-such-kitchen/current-site');
    expect(status).toBe(404);
    expect(body.error.code).toBe('site_not_found');
  });

  it('lists published recipes only, newest first, with recipe cards', async () => {
    const { body } = await getJson('/api/v1/site/family-table/recipes');
    expect(body.total).toBe(3);
    const dates = body.recipes.map((recipe: { publishedAt: string }) => recipe.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(body.recipes[0]).toHaveProperty('ingredientUsageCount');
    expect(body.recipes.every((recipe: { publishedAt: string | null }) => recipe.publishedAt !== null)).toBe(
      true,
    );
  });

  it('searches by a trimmed query and filters by comma-joined taxonomy slugs', async () => {
    const all = await getJson('/api/v1/site/family-table/recipes');
    const first = all.body.recipes[0];
    const word = first.title.split(' ')[0];
    const searched = await getJson(
      `/api/v1/site/family-table/recipes?query=${encodeURIComponent(`  ${word.toLowerCase()}  `)}`,
    );
    expect(searched.body.recipes.map((recipe: { id: string }) => recipe.id)).toContain(first.id);

    const meal = first.meals[0].slug;
    const filtered = await getJson(`/api/v1/site/family-table/recipes?meals=${meal},not-a-meal`);
    expect(filtered.body.recipes.length).toBeGreaterThan(0);
    expect(
      filtered.body.recipes.every((recipe: { meals: { slug: string }[] }) =>
        recipe.meals.some((m) => m.slug === meal),
      ),
    ).toBe(true);

    const none = await getJson('/api/v1/site/family-table/recipes?meals=not-a-meal');
    expect(none.body.recipes).toEqual([]);
  });

  it('rejects a bad limit with a clear validation error', async () => {
    const { status, body } = await getJson('/api/v1/site/family-table/recipes?limit=0');
    expect(status).toBe(400);
    expect(body.error.code).toBe('validation_failed');
    expect(body.error.message).toContain('limit must be between 1 and 100');
  });

  it('returns filter groups with recipe counts and selection', async () => {
    const { body } = await getJson('/api/v1/site/family-table/filters');
    const labels = body.filters.map((group: { label: string }) => group.label);
    expect(labels).toEqual(['Cuisine', 'Meal', 'Method', 'Diet', 'Tag', 'Category']);
    const option = body.filters[1].options[0];
    const selected = await getJson(`/api/v1/site/family-table/filters?meals=${option.slug}`);
    expect(selected.body.filters[1].options[0]).toMatchObject({ slug: option.slug, isSelected: true });
    expect(option.recipeCount).toBeGreaterThan(0);
  });

  it('hides drafts from the public recipe read', async () => {
    const draft = world.kitchens[0]!.recipes.find((recipe) => !recipe.publishedAt)!;
    const { status, body } = await getJson(`/api/v1/site/family-table/recipes/${draft.slug}`);
    expect(status).toBe(404);
    expect(body.error.code).toBe('recipe_not_found');
  });

  it('reads a public recipe in full', async () => {
    const recipe = world.kitchens[0]!.recipes.find(
      (entry) => entry.privacy === 'public' && entry.publishedAt,
    )!;
    const { body } = await getJson(`/api/v1/site/family-table/recipes/${recipe.slug}`);
    expect(body.recipe.isLocked).toBe(false);
    expect(body.recipe.ingredientUsageGroups.length).toBeGreaterThan(0);
    expect(body.recipe.instructionGroups[0].instructions.length).toBeGreaterThan(0);
    expect(body.recipe.ingredientUsageCount).toBe(
      recipe.ingredientGroups.flatMap((group) => group.items).length,
    );
  });

  it('reads each ingredient with its plural title, null when the rule makes it', async () => {
    const kitchen = world.kitchens[0]!;
    const seeded = new Map(
      [...sharedIngredients, ...kitchen.ingredients].map((entry) => [entry.title, entry.pluralTitle ?? null]),
    );
    const recipe = kitchen.recipes.find(
      (entry) =>
        entry.privacy === 'public' &&
        entry.publishedAt &&
        entry.ingredientGroups.some((group) => group.items.some((item) => seeded.get(item.ingredient))),
    )!;
    const { body } = await getJson(`/api/v1/site/family-table/recipes/${recipe.slug}`);
    const ingredients = (
      body.recipe.ingredientUsageGroups as {
        ingredientUsages: { ingredient: { title: string; pluralTitle: string | null } | null }[];
      }[]
    ).flatMap((group) => group.ingredientUsages.map((usage) => usage.ingredient!));
    expect(ingredients.some((ingredient) => ingredient.pluralTitle)).toBe(true);
    for (const ingredient of ingredients)
      expect(ingredient).toHaveProperty('pluralTitle', seeded.get(ingredient.title) ?? null);
  });

  it('lists collections with recipe counts and reads one by slug', async () => {
    const { body } = await getJson('/api/v1/site/family-table/collections');
    expect(body.collections.length).toBeGreaterThan(0);
    const first = body.collections[0];
    const detail = await getJson(`/api/v1/site/family-table/collections/${first.slug}`);
    expect(detail.body.collection.recipes.length).toBe(first.recipeCount);
    const missing = await getJson('/api/v1/site/family-table/collections/nope');
    expect(missing.body.error.code).toBe('collection_not_found');
  });

  it('answers unknown endpoints with the error body', async () => {
    const { status, body } = await getJson('/api/v1/nothing-here');
    expect(status).toBe(404);
    expect(body.error.code).toBe('not_found');
  });

  it('lets the kitchens origins through CORS and no other origin', async () => {
    const allowed = await world.app.request('/api/v1/site/site-slugs', {
      headers: { Origin: 'http://family-table.localhost:4321' },
    });
    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://family-table.localhost:4321');
    const denied = await world.app.request('/api/v1/site/site-slugs', {
      headers: { Origin: 'https://evil.example' },
    });
    expect(denied.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('sends secure headers', async () => {
    const response = await world.app.request('/api/v1/site/site-slugs');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

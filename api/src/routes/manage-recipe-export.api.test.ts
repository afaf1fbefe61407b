import {
  exportKitchenRecipes,
  manageRecipe,
  manageRecipes,
  parseRecipe,
} from '@larder/shared/api/manage-recipes.endpoints';
import type { RecipeInputBody } from '@larder/shared/schemas/recipe-input';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createReader, refusal, testClient } from '../test-support/test-client.ts';
import { createTestWorld, smallKitchens, type TestWorld } from '../test-support/test-database.ts';

let world: TestWorld;
let june: ReturnType<typeof testClient>;
const siteSlug = 'family-table';

beforeAll(async () => {
  // Every demo recipe of the kitchen: the round trip is held to all of them.
  world = await createTestWorld(smallKitchens(100));
  june = testClient(world, await world.tokenFor('june@family-table.example'));
});
afterAll(async () => world.cleanup());

async function exported(): Promise<Record<string, string>> {
  const { blob, fileName } = await june.download(exportKitchenRecipes, { params: { siteSlug } });
  expect(fileName).toMatch(/^family-table-recipes-\d{4}-\d{2}-\d{2}\.zip$/);
  const files = unzipSync(new Uint8Array(await blob.arrayBuffer()));
  return Object.fromEntries(Object.entries(files).map(([name, bytes]) => [name, strFromU8(bytes)]));
}

/**
 * A recipe's fields with every id a save gives anew replaced by its place ("0.2": group 0, line
 * 2), in the lines and in the steps' references to them, so two copies of one recipe compare equal.
 */
function comparable(recipe: RecipeInputBody): unknown {
  const place = new Map<string, string>();
  recipe.ingredientUsageGroups?.forEach((group, g) => {
    group.ingredientUsages.forEach((usage, u) => {
      if (usage.id) place.set(usage.id, `${g}.${u}`);
    });
  });
  const references = (content: unknown): unknown =>
    JSON.parse(JSON.stringify(content ?? null), (key, value: unknown) =>
      key === 'ingredientUsageId' ? (place.get(value as string) ?? 'unknown line') : value,
    );
  const sorted = (ids: readonly unknown[] | undefined) => (ids ?? []).map(String).sort();
  return {
    title: recipe.title,
    slug: recipe.slug,
    privacySetting: recipe.privacySetting,
    description: recipe.description ?? null,
    storyExcerpt: recipe.storyExcerpt ?? null,
    storyMore: recipe.storyMore ?? null,
    note: recipe.note ?? null,
    prepTimeMinutes: recipe.prepTimeMinutes ?? null,
    cookTimeMinutes: recipe.cookTimeMinutes ?? null,
    customTimeLabel: recipe.customTimeLabel ?? null,
    customTimeMinutes: recipe.customTimeMinutes ?? null,
    yieldServings: recipe.yieldServings ?? null,
    servingDescription: recipe.servingDescription ?? null,
    difficultyLevel: recipe.difficultyLevel ?? null,
    keywords: recipe.keywords ?? [],
    terms: [
      recipe.cuisineIds,
      recipe.mealIds,
      recipe.methodIds,
      recipe.dietIds,
      recipe.tagIds,
      recipe.foodCategoryIds,
    ].map(sorted),
    ingredients: (recipe.ingredientUsageGroups ?? []).map((group) => ({
      title: group.title,
      note: group.note ?? null,
      lines: group.ingredientUsages.map((usage) => ({
        quantityMin: usage.quantityMin ?? null,
        quantityMax: usage.quantityMax ?? null,
        unitId: usage.unitId ?? null,
        ingredientId: usage.ingredientId ?? null,
        ingredientTitleOverride: usage.ingredientTitleOverride ?? null,
        preparation: usage.preparation ?? null,
        note: usage.note ?? null,
        link: usage.link ?? null,
      })),
    })),
    steps: (recipe.instructionGroups ?? []).map((group) => ({
      title: group.title,
      note: group.note ?? null,
      steps: group.instructions.map((step) => ({
        content: references(step.content),
        timerMinutes: step.timerMinutes ?? null,
        note: step.note ?? null,
      })),
    })),
  };
}

describe('exporting a kitchen’s recipes', () => {
  it('gives one schema.org Recipe file per recipe and an index, drafts and subscribers-only ones in full', async () => {
    const { recipes } = await june.request(manageRecipes, { params: { siteSlug } });
    const files = await exported();
    const index = JSON.parse(files['index.json']!) as {
      kitchen: { title: string };
      recipes: { slug: string; file: string; status: string; privacy: string }[];
    };
    expect(index.recipes.map((entry) => entry.slug).sort()).toEqual(
      recipes.map((recipe) => recipe.slug).sort(),
    );
    expect(Object.keys(files).sort()).toEqual(
      ['index.json', ...index.recipes.map((entry) => entry.file)].sort(),
    );
    expect(index.recipes.some((entry) => entry.status === 'draft')).toBe(true);
    const premium = index.recipes.find((entry) => entry.privacy === 'subscribers_only')!;
    const data = JSON.parse(files[premium.file]!) as Record<string, unknown>;
    expect(data['@type']).toBe('Recipe');
    expect(data.hasPart).toBeUndefined();
    expect((data.recipeInstructions as unknown[]).length).toBeGreaterThan(0);
  });

  it('re-imports through /recipe-parse without loss: every field, line, step, measurement and reference', async () => {
    const files = await exported();
    const { recipes } = await june.request(manageRecipes, { params: { siteSlug } });
    expect(recipes.length).toBeGreaterThan(10);
    for (const listed of recipes) {
      const { recipe } = await june.request(manageRecipe, { params: { siteSlug, recipeId: listed.id } });
      const parsed = await june.request(parseRecipe, {
        body: { siteSlug, text: files[`recipes/${recipe.slug}.json`]! },
      });
      expect(parsed.unread, recipe.slug).toEqual([]);
      expect(comparable(parsed.draft!), recipe.slug).toEqual(comparable(recipe));
    }
  });

  it('reads the schema.org part alone too, as any other site’s recipe, with the groups kept', async () => {
    const files = await exported();
    const name = Object.keys(files).find((file) => file.startsWith('recipes/'))!;
    const { larderRecipe: _larder, ...schemaOnly } = JSON.parse(files[name]!) as Record<string, unknown>;
    const { draft } = await june.request(parseRecipe, {
      body: { siteSlug, text: JSON.stringify(schemaOnly) },
    });
    expect(draft?.title).toBe(schemaOnly.name);
    expect(draft?.ingredientUsageGroups?.length).toBeGreaterThan(0);
  });

  it('answers 401 signed out and 404 to readers and other kitchens’ managers', async () => {
    await refusal(
      testClient(world).download(exportKitchenRecipes, { params: { siteSlug } }),
      401,
      'unauthorized',
    );
    const reader = await createReader(world);
    await refusal(
      testClient(world, reader.token).download(exportKitchenRecipes, { params: { siteSlug } }),
      404,
      'site_not_found',
    );
    const isla = testClient(world, await world.tokenFor('isla@crumb-and-crust.example'));
    await refusal(isla.download(exportKitchenRecipes, { params: { siteSlug } }), 404, 'site_not_found');
  });
});

import type { RecipeInput } from '@larder/shared/schemas/recipe-input';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readKitchenSnapshot } from '../snapshot/read-kitchen-snapshot.ts';
import { createTestWorld, type TestWorld } from '../test-support/test-database.ts';
import { readRecipeInput } from './recipe-manage-read.ts';
import { createRecipe, updateRecipe } from './recipe-write.ts';

let world: TestWorld;
let siteId: string;

beforeAll(async () => {
  world = await createTestWorld();
  siteId = (
    await world.db
      .selectFrom('sites')
      .select('id')
      .where('slug', '=', 'family-table')
      .executeTakeFirstOrThrow()
  ).id;
});
afterAll(async () => world.cleanup());

const inputOf = (recipeId: string): Promise<RecipeInput> => readRecipeInput(world.db, siteId, recipeId);

const redirects = async () =>
  (await readKitchenSnapshot(world.db, 'family-table', world.sitesConfig, world.env)).recipeRedirects;

describe('a recipe’s old address', () => {
  it('redirects to the recipe after its slug changes, until another recipe takes it', async () => {
    const recipe = await world.db
      .selectFrom('recipes')
      .select(['id', 'slug'])
      .where('site_id', '=', siteId)
      .where('published_at', 'is not', null)
      .orderBy('slug')
      .executeTakeFirstOrThrow();
    const first = recipe.slug;
    await updateRecipe(world.db, siteId, recipe.id, {
      ...(await inputOf(recipe.id)),
      slug: `${first}-renamed`,
    });
    expect(await redirects()).toEqual([{ from: first, to: `${first}-renamed` }]);

    // Renamed again: both old addresses lead to where it is now.
    await updateRecipe(world.db, siteId, recipe.id, {
      ...(await inputOf(recipe.id)),
      slug: `${first}-again`,
    });
    expect(await redirects()).toEqual(
      [
        { from: first, to: `${first}-again` },
        { from: `${first}-renamed`, to: `${first}-again` },
      ].sort((a, b) => a.from.localeCompare(b.from)),
    );

    // A new recipe takes the first address: its page wins.
    const taken = await createRecipe(world.db, siteId, {
      ...(await inputOf(recipe.id)),
      slug: first,
      title: 'Another recipe',
      ingredientUsageGroups: [],
      instructionGroups: [],
      equipmentUsages: [],
    });
    expect(await redirects()).toEqual([{ from: `${first}-renamed`, to: `${first}-again` }]);

    // Back to an old address: it no longer redirects to itself.
    await updateRecipe(world.db, siteId, recipe.id, {
      ...(await inputOf(recipe.id)),
      slug: `${first}-renamed`,
    });
    expect(await redirects()).toEqual([{ from: `${first}-again`, to: `${first}-renamed` }]);
    expect(taken).toBeTruthy();
  });

  it('is not kept for a recipe that was never published under it', async () => {
    const draft = await world.db
      .selectFrom('recipes')
      .select(['id', 'slug'])
      .where('site_id', '=', siteId)
      .where('published_at', 'is', null)
      .executeTakeFirst();
    expect(draft, 'the test kitchen has a draft').toBeDefined();
    if (!draft) return;
    const before = await redirects();
    await updateRecipe(world.db, siteId, draft.id, {
      ...(await inputOf(draft.id)),
      slug: `${draft.slug}-draft`,
    });
    expect(await redirects()).toEqual(before);
  });
});

import { accountBookmarks, addBookmark } from '@larder/shared/api/reader.endpoints';
import { BookmarksResponseSchema } from '@larder/shared/schemas/bookmark';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestWorld, type TestWorld } from '../test-support/test-database.ts';
import {
  answer,
  createReader,
  kitchenRecipes,
  refusal,
  testClient,
  type KitchenRecipes,
} from '../test-support/test-client.ts';

let world: TestWorld;
let familyTable: KitchenRecipes;
let crumbAndCrust: KitchenRecipes;

beforeAll(async () => {
  world = await createTestWorld();
  familyTable = await kitchenRecipes(world, 'family-table');
  crumbAndCrust = await kitchenRecipes(world, 'crumb-and-crust');
});
afterAll(async () => world.cleanup());

const save = (token: string, siteSlug: string, recipeId: string) =>
  testClient(world, token).request(addBookmark, { params: { siteSlug }, body: { recipeId } });

describe('GET /manage/bookmarks', () => {
  it('lists every saved recipe on every kitchen, grouped by kitchen, newest save first, with images', async () => {
    const reader = await createReader(world);
    await save(reader.token, 'family-table', familyTable.public[0]!);
    await save(reader.token, 'crumb-and-crust', crumbAndCrust.public[0]!);
    await save(reader.token, 'family-table', familyTable.premium[0]!);

    const { kitchens } = await answer(
      BookmarksResponseSchema,
      testClient(world, reader.token).request(accountBookmarks, {}),
    );
    expect(kitchens.map((kitchen) => [kitchen.siteSlug, kitchen.siteOrigin])).toEqual([
      ['family-table', 'http://family-table.localhost:4321'],
      ['crumb-and-crust', 'http://crumb-and-crust.localhost:4321'],
    ]);
    expect(kitchens[0]!.siteTitle).toBe('The Family Table');
    const [premium, open] = kitchens[0]!.recipes;
    expect([premium!.id, open!.id]).toEqual([familyTable.premium[0], familyTable.public[0]]);
    expect(premium!.privacySetting).toBe('subscribers_only');
    expect(premium!.url).toBe(`http://family-table.localhost:4321/recipes/${premium!.slug}/`);
    expect(premium!.images[0]!.url).toMatch(/^http:\/\/localhost:8787\/api\/v1\/files\//);
    expect(Date.parse(premium!.savedAt)).toBeGreaterThanOrEqual(Date.parse(open!.savedAt));
    expect(kitchens[1]!.recipes.map((recipe) => recipe.id)).toEqual([crumbAndCrust.public[0]]);
  });

  it('leaves out recipes no longer published, and kitchens left with none', async () => {
    const reader = await createReader(world);
    const recipe = crumbAndCrust.public[1]!;
    await save(reader.token, 'crumb-and-crust', recipe);
    await save(reader.token, 'family-table', familyTable.public[1]!);
    await world.db.updateTable('recipes').set({ published_at: null }).where('id', '=', recipe).execute();
    try {
      const { kitchens } = await answer(
        BookmarksResponseSchema,
        testClient(world, reader.token).request(accountBookmarks, {}),
      );
      expect(kitchens.map((kitchen) => kitchen.siteSlug)).toEqual(['family-table']);
    } finally {
      await world.db
        .updateTable('recipes')
        .set({ published_at: '2025-01-01T00:00:00.000Z' })
        .where('id', '=', recipe)
        .execute();
    }
  });

  it('shows each reader only their own', async () => {
    const reader = await createReader(world);
    const { kitchens } = await answer(
      BookmarksResponseSchema,
      testClient(world, reader.token).request(accountBookmarks, {}),
    );
    expect(kitchens).toEqual([]);
  });

  it('asks a visitor to sign in', async () => {
    await refusal(testClient(world).request(accountBookmarks, {}), 401, 'unauthorized');
  });
});

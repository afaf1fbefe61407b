import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoKitchens } from '@larder/demo/seed/seed';
import { createTestWorld, smallKitchens, type TestWorld } from '../test-support/test-database.ts';
import { readContributors } from './contributors-read.ts';

let world: TestWorld;
const familyTable = demoKitchens.find((kitchen) => kitchen.slug === 'family-table')!;
const credited = new Set(familyTable.contributors!.flatMap((person) => person.recipeSlugs));

beforeAll(async () => {
  // The Family Table with its credited recipes and one uncredited one; the other kitchens small.
  const kitchens = smallKitchens(2).map((kitchen) =>
    kitchen.slug === 'family-table'
      ? {
          ...familyTable,
          recipes: familyTable.recipes.filter(
            (recipe) => credited.has(recipe.slug) || recipe.slug === 'creamy-tomato-soup',
          ),
          featuredRecipeSlugs: [],
          collections: [],
        }
      : kitchen,
  );
  world = await createTestWorld(kitchens);
});
afterAll(async () => {
  await world.cleanup();
});

const context = () => ({ db: world.db, apiOrigin: world.env.apiOrigin });

async function siteId(slug: string): Promise<string> {
  const row = await world.db
    .selectFrom('sites')
    .select('id')
    .where('slug', '=', slug)
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('reading the contributors of a kitchen', () => {
  it('lists each credited person once, most recipes first, with their public profile only', async () => {
    const people = await readContributors(context(), await siteId('family-table'));
    expect(people.map((person) => [person.displayName, person.recipeIds.length])).toEqual([
      ['Marcus Calloway', 3],
      // Tessa's pizza pinwheels are still a draft; a tie goes by name.
      ['Ruth Abernathy', 2],
      ['Tessa Calloway', 2],
    ]);
    expect(people[0]!.avatar?.alt).toBe('Portrait of Marcus Calloway');
    expect(people[0]!.bio).not.toBeNull();
    expect(JSON.stringify(people)).not.toContain('@family-table.example');
  });

  it('leaves out recipes that are not published', async () => {
    const id = await siteId('family-table');
    const chili = await world.db
      .selectFrom('recipes')
      .select('id')
      .where('slug', '=', 'three-bean-beef-chili')
      .executeTakeFirstOrThrow();
    await world.db.updateTable('recipes').set({ published_at: null }).where('id', '=', chili.id).execute();
    const marcus = (await readContributors(context(), id)).find(
      (person) => person.displayName === 'Marcus Calloway',
    );
    expect(marcus?.recipeIds).not.toContain(chili.id);
    expect(marcus?.recipeIds).toHaveLength(2);
  });

  it('is empty for a kitchen nobody else cooks for', async () => {
    expect(await readContributors(context(), await siteId('ember-and-salt'))).toEqual([]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../db/database.ts';
import { addGeneratedRecipes } from '@larder/demo/seed/bulk-recipes';
import { createTestWorld, type TestWorld } from '../test-support/test-database.ts';
import { readKitchenSnapshot } from './read-kitchen-snapshot.ts';

let world: TestWorld;
let queries: string[];
let logged: Db;

beforeAll(async () => {
  world = await createTestWorld();
  queries = [];
  logged = openDatabase(world.env.database, { log: (sql) => queries.push(sql) });
});
afterAll(async () => {
  await logged.destroy();
  await world.cleanup();
});

async function snapshot(slug = 'ember-and-salt') {
  queries.length = 0;
  const result = await readKitchenSnapshot(logged, slug, world.sitesConfig, world.env);
  return { result, queries: queries.length };
}

describe('reading a kitchen snapshot', () => {
  it('takes the same number of queries for 3 recipes as for 60', async () => {
    const small = await snapshot();
    await addGeneratedRecipes(world.db, 'ember-and-salt', 57);
    const large = await snapshot();
    expect(large.result.recipes.length).toBe(small.result.recipes.length + 57);
    expect(large.queries).toBe(small.queries);
    expect(small.queries).toBeLessThan(60);
  });

  it('reads every recipe in full as a visitor, newest first, with its version', async () => {
    const { result } = await snapshot('family-table');
    const dates = result.recipes.map((recipe) => recipe.publishedAt ?? '');
    expect(dates).toEqual([...dates].sort().reverse());
    const open = result.recipes.find((recipe) => recipe.privacySetting === 'public')!;
    expect(open.ingredientUsageGroups.length).toBeGreaterThan(0);
    expect(open.instructionGroups.length).toBeGreaterThan(0);
    const locked = result.recipes.find((recipe) => recipe.privacySetting === 'subscribers_only')!;
    expect(locked.isLocked).toBe(true);
    expect(locked.ingredientUsageGroups).toEqual([]);
    expect(locked.ingredientUsageCount).toBeGreaterThan(0);
    expect(Object.keys(result.recipeVersions).sort()).toEqual(
      result.recipes.map((recipe) => recipe.id).sort(),
    );
    expect(result.recipeSummaries.map((summary) => summary.id)).toEqual(
      result.recipes.map((recipe) => recipe.id),
    );
  });

  it('carries the API and platform origins the kitchen’s islands call and link to', async () => {
    const { result } = await snapshot('family-table');
    expect(result.apiOrigin).toBe(world.env.apiOrigin);
    expect(result.platformOrigin).toBe(world.env.platformOrigin);
  });

  it('lists a recipe whose stored rich text is beyond the limits as unrenderable instead of failing', async () => {
    const { result: before } = await snapshot('crumb-and-crust');
    const victim = before.recipes.find((recipe) => recipe.privacySetting === 'public')!;
    // Written straight to the database, as data stored before the limits existed would be.
    const deepNote = `[${'{"type":"document","children":['.repeat(700)}{"type":"paragraph","children":[{"text":"x"}]}${']}'.repeat(700)}]`;
    await world.db.updateTable('recipes').set({ note: deepNote }).where('id', '=', victim.id).execute();
    const { result } = await snapshot('crumb-and-crust');
    expect(result.unrenderable).toEqual([
      { id: victim.id, reason: expect.stringMatching(/^note is not valid rich text/), fallback: true },
    ]);
    expect(result.recipes.find((recipe) => recipe.id === victim.id)?.note).toBeNull();
    // The public API still answers for that recipe, without the unreadable note.
    const response = await world.app.request(`/api/v1/site/crumb-and-crust/recipes/${victim.slug}`);
    expect(response.status).toBe(200);
    expect(((await response.json()) as { recipe: { note: unknown } }).recipe.note).toBeNull();
  });

  it('reads a kitchen whose stored about text or collection description is damaged, without them', async () => {
    const site = await world.db
      .selectFrom('sites')
      .select('id')
      .where('slug', '=', 'ember-and-salt')
      .executeTakeFirstOrThrow();
    await world.db
      .updateTable('sites')
      .set({ about: '{"not": "rich text"' })
      .where('id', '=', site.id)
      .execute();
    await world.db
      .updateTable('collections')
      .set({ description: '[{"type":"paragraph"}]' })
      .where('site_id', '=', site.id)
      .execute();
    const { result } = await snapshot('ember-and-salt');
    expect(result.site.about).toBeNull();
    expect(result.collections.every((collection) => collection.description.length === 0)).toBe(true);
    const response = await world.app.request('/api/v1/site/ember-and-salt/current-site');
    expect(response.status).toBe(200);
  });
});

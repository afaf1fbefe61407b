import { manageKitchenGlobals, managePublishedRecipes } from '@larder/shared/api/manage-recipes.endpoints';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createReader, refusal, testClient } from '../test-support/test-client.ts';
import { createTestWorld, type TestWorld } from '../test-support/test-database.ts';

let world: TestWorld;
let june: string;
beforeAll(async () => {
  world = await createTestWorld();
  june = await world.tokenFor('june@family-table.example');
});
afterAll(async () => world.cleanup());

const params = { siteSlug: 'family-table' };

describe('GET /manage/{siteSlug}/globals', () => {
  it('gives the editor units with their systems, ingredients, the six taxonomies and the themes', async () => {
    const globals = await testClient(world, june).request(manageKitchenGlobals, { params });
    expect(globals.units.find((unit) => unit.title === 'cup')).toMatchObject({
      pluralTitle: 'cups',
      system: 'imperial',
    });
    expect(globals.units.find((unit) => unit.title === 'gram')?.system).toBe('metric');
    expect(globals.ingredients.length).toBeGreaterThan(0);
    expect(Object.keys(globals.taxonomies).sort()).toEqual(
      ['categories', 'cuisines', 'diets', 'meals', 'methods', 'tags'].sort(),
    );
    expect(globals.colorThemes.length).toBeGreaterThan(5);
    expect(globals.typeThemes.length).toBeGreaterThan(5);
  });

  it("offers one kitchen's terms and equipment to that kitchen only", async () => {
    const family = await testClient(world, june).request(manageKitchenGlobals, { params });
    const crumb = await testClient(world, await world.tokenFor('isla@crumb-and-crust.example')).request(
      manageKitchenGlobals,
      { params: { siteSlug: 'crumb-and-crust' } },
    );
    const familyTerms = new Set(Object.values(family.taxonomies).flatMap((terms) => terms.map((t) => t.id)));
    for (const term of Object.values(crumb.taxonomies).flat()) expect(familyTerms.has(term.id)).toBe(false);
    const familyEquipment = new Set(family.equipment.map((item) => item.id));
    for (const item of crumb.equipment) expect(familyEquipment.has(item.id)).toBe(false);
  });
});

describe('GET /manage/{siteSlug}/published-recipes', () => {
  it('lists the published recipes only, newest first', async () => {
    const { recipes } = await testClient(world, june).request(managePublishedRecipes, { params });
    expect(recipes.length).toBeGreaterThan(0);
    const drafts = await world.db
      .selectFrom('recipes as r')
      .innerJoin('sites as s', 's.id', 'r.site_id')
      .select('r.id')
      .where('s.slug', '=', 'family-table')
      .where('r.published_at', 'is', null)
      .execute();
    for (const draft of drafts) expect(recipes.some((recipe) => recipe.id === draft.id)).toBe(false);
    const dates = recipes.map((recipe) => recipe.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
  });
});

describe('who may read them', () => {
  it('refuses the signed out (401), readers and managers of another kitchen (404)', async () => {
    const isla = await world.tokenFor('isla@crumb-and-crust.example');
    const reader = (await createReader(world)).token;
    // Each call is made when its refusal is awaited, never left unhandled until its turn.
    const calls = (token: string | null) => [
      () => testClient(world, token).request(manageKitchenGlobals, { params }),
      () => testClient(world, token).request(managePublishedRecipes, { params }),
    ];
    for (const call of calls(null)) await refusal(call(), 401, 'unauthorized');
    for (const call of [...calls(reader), ...calls(isla)]) await refusal(call(), 404, 'site_not_found');
  });
});

import {
  createKitchenEquipment,
  createKitchenIngredient,
  createKitchenTerm,
  createManagedRecipe,
  manageKitchenGlobals,
} from '@larder/shared/api/manage-recipes.endpoints';
import { TAXONOMY_KINDS } from '@larder/shared/schemas/taxonomy';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { propertyRuns } from '@larder/shared/test-support/property-runs';
import { createReader, refusal, testClient } from '../test-support/test-client.ts';
import { createTestWorld, type TestWorld } from '../test-support/test-database.ts';

let world: TestWorld;
let june: ReturnType<typeof testClient>;
let isla: ReturnType<typeof testClient>;
const siteSlug = 'family-table';
const params = { siteSlug };

beforeAll(async () => {
  // The property below sends a few hundred words: more than one creator's hourly budget.
  world = await createTestWorld(undefined, { LARDER_RATE_LIMITS: 'off' });
  june = testClient(world, await world.tokenFor('june@family-table.example'));
  isla = testClient(world, await world.tokenFor('isla@crumb-and-crust.example'));
});
afterAll(async () => world.cleanup());

/** The raw answer, for its status: the typed client only hands back the body. */
async function post(path: string, body: unknown, token: string | null) {
  const response = await world.app.request(`/api/v1/manage/${siteSlug}/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('adding terms, equipment and ingredients from the editor', () => {
  it('makes a term once per kitchen and kind, whatever the case, with a free slug', async () => {
    const token = await world.tokenFor('june@family-table.example');
    const first = await post('taxonomy-terms', { kind: 'cuisines', title: '  Basque ' }, token);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      created: true,
      term: { title: 'Basque', slug: 'basque', recipeCount: 0 },
    });
    const again = await post('taxonomy-terms', { kind: 'cuisines', title: 'BASQUE' }, token);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body && { ...first.body, created: false });
    // Another kind is another vocabulary; another title with the same slug gets the next one.
    const tag = await june.request(createKitchenTerm, { params, body: { kind: 'tags', title: 'Basque' } });
    expect(tag.created).toBe(true);
    const punctuated = await june.request(createKitchenTerm, {
      params,
      body: { kind: 'cuisines', title: 'Basque!' },
    });
    expect(punctuated.term.slug).toBe('basque-2');

    const { taxonomies } = await june.request(manageKitchenGlobals, { params });
    expect(taxonomies.cuisines.filter((term) => term.title.startsWith('Basque'))).toHaveLength(2);
    // Isla's kitchen has none of June's words.
    const theirs = await isla.request(manageKitchenGlobals, { params: { siteSlug: 'crumb-and-crust' } });
    expect(theirs.taxonomies.cuisines.some((term) => term.title === 'Basque')).toBe(false);
  });

  it('makes equipment once per kitchen, and a recipe can use it', async () => {
    const made = await june.request(createKitchenEquipment, { params, body: { title: 'Tarte tatin pan' } });
    expect(made.created).toBe(true);
    expect(
      (await june.request(createKitchenEquipment, { params, body: { title: 'tarte TATIN pan' } })).equipment,
    ).toEqual(made.equipment);
    const term = await june.request(createKitchenTerm, {
      params,
      body: { kind: 'methods', title: 'Caramelising' },
    });
    const { recipe } = await june.request(createManagedRecipe, {
      params,
      body: {
        title: 'Tatin',
        slug: 'tatin-with-new-words',
        privacySetting: 'public',
        methodIds: [term.term.id],
        equipmentUsages: [{ equipmentId: made.equipment.id }],
      },
    });
    expect(recipe.methodIds).toEqual([term.term.id]);
    expect(recipe.equipmentUsages[0]!.equipmentId).toBe(made.equipment.id);
  });

  it('gives new equipment a photo of the kitchen’s own, and refuses another kitchen’s', async () => {
    const photoOf = async (slug: string) =>
      (
        await world.db
          .selectFrom('images as i')
          .innerJoin('sites as s', 's.id', 'i.site_id')
          .select('i.id')
          .where('s.slug', '=', slug)
          .executeTakeFirstOrThrow()
      ).id;
    const token = await world.tokenFor('june@family-table.example');
    const theirs = await post(
      'equipment',
      { title: 'Bundt tin', imageId: await photoOf('crumb-and-crust') },
      token,
    );
    expect(theirs.status).toBe(400);
    expect(theirs.body).toMatchObject({
      error: { code: 'validation_failed', fields: { imageId: [expect.any(String)] } },
    });

    const own = await photoOf('family-table');
    const made = await june.request(createKitchenEquipment, {
      params,
      body: { title: 'Bundt tin', imageId: own },
    });
    expect(made.created).toBe(true);
    const row = await world.db
      .selectFrom('equipment')
      .select('featured_image_id')
      .where('id', '=', made.equipment.id)
      .executeTakeFirstOrThrow();
    expect(row.featured_image_id).toBe(own);
  });

  it('makes a kitchen’s own ingredient unless the catalogue or the kitchen has it, by title or plural', async () => {
    const { ingredients } = await june.request(manageKitchenGlobals, { params });
    const catalogued = ingredients.find((ingredient) => ingredient.pluralTitle !== null)!;
    const existing = await june.request(createKitchenIngredient, {
      params,
      body: { title: catalogued.pluralTitle!.toUpperCase() },
    });
    expect(existing).toEqual({ created: false, ingredient: catalogued });

    const made = await june.request(createKitchenIngredient, {
      params,
      body: { title: 'Piment d’Espelette', pluralTitle: '' },
    });
    expect(made).toMatchObject({
      created: true,
      ingredient: { title: 'Piment d’Espelette', pluralTitle: null, gramsPerLiter: null },
    });
    const leaves = await june.request(createKitchenIngredient, {
      params,
      body: { title: 'Curry leaf', pluralTitle: 'Curry leaves' },
    });
    expect(
      (await june.request(createKitchenIngredient, { params, body: { title: 'curry leaves' } })).ingredient,
    ).toEqual(leaves.ingredient);

    // June's kitchen offers it and takes it in a recipe; Isla's neither offers nor takes it.
    expect((await june.request(manageKitchenGlobals, { params })).ingredients).toContainEqual(
      made.ingredient,
    );
    const theirs = await isla.request(manageKitchenGlobals, { params: { siteSlug: 'crumb-and-crust' } });
    expect(theirs.ingredients.some((ingredient) => ingredient.id === made.ingredient.id)).toBe(false);
    const body = (slug: string) => ({
      title: 'Espelette eggs',
      slug,
      privacySetting: 'public' as const,
      ingredientUsageGroups: [
        { title: '', ingredientUsages: [{ quantityMin: 1, ingredientId: made.ingredient.id }] },
      ],
    });
    await june.request(createManagedRecipe, { params, body: body('espelette-eggs') });
    const refused = await refusal(
      isla.request(createManagedRecipe, { params: { siteSlug: 'crumb-and-crust' }, body: body('borrowed') }),
      400,
      'validation_failed',
    );
    expect(refused).toMatch(/^Unknown ingredientId for this kitchen/);
  });

  it('takes a title with a lone surrogate half as the text SQLite keeps, once (found by the fuzzer)', async () => {
    const params = { siteSlug: 'family-table' };
    const first = await june.request(createKitchenIngredient, { params, body: { title: '\ud800 lone' } });
    const again = await june.request(createKitchenIngredient, { params, body: { title: '\udc00 lone' } });
    expect(first.ingredient.title).toBe('\ufffd lone');
    expect(again.ingredient.id).toBe(first.ingredient.id);
  });

  it('answers 401 signed out, 404 to readers and other kitchens’ managers, and 400 to a bad word', async () => {
    const reader = await createReader(world);
    for (const [path, body] of [
      ['taxonomy-terms', { kind: 'tags', title: 'x' }],
      ['equipment', { title: 'x' }],
      ['ingredients', { title: 'x' }],
    ] as const) {
      expect((await post(path, body, null)).status).toBe(401);
      expect(await post(path, body, reader.token)).toMatchObject({
        status: 404,
        body: { error: { code: 'site_not_found' } },
      });
      expect((await post(path, body, await world.tokenFor('isla@crumb-and-crust.example'))).status).toBe(404);
      const blank = await post(
        path,
        { ...body, title: '   ' },
        await world.tokenFor('june@family-table.example'),
      );
      expect(blank).toMatchObject({ status: 400, body: { error: { code: 'validation_failed' } } });
    }
    const unknownKind = await post(
      'taxonomy-terms',
      { kind: 'colours', title: 'Red' },
      await world.tokenFor('june@family-table.example'),
    );
    expect(unknownKind.status).toBe(400);
  });

  it('takes a title and its capital as one term even where the capital has no composed form', async () => {
    // Found by the property below: "H̱" lowercases to h + U+0331, which composes to "ẖ".
    const small = await june.request(createKitchenTerm, { params, body: { kind: 'tags', title: 'h\u0331' } });
    const capital = await june.request(createKitchenTerm, {
      params,
      body: { kind: 'tags', title: 'H\u0331' },
    });
    expect(capital).toEqual({ ...small, created: false });
  });

  it('answers any title with one term per folded title, never a 500', async () => {
    const token = await world.tokenFor('june@family-table.example');
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...TAXONOMY_KINDS),
        fc.string({ unit: 'grapheme', minLength: 0, maxLength: 40 }),
        async (kind, title) => {
          const first = await post('taxonomy-terms', { kind, title }, token);
          if (title.trim() === '') {
            expect(first.status).toBe(400);
            return;
          }
          expect([200, 201]).toContain(first.status);
          const again = await post('taxonomy-terms', { kind, title: title.toLocaleUpperCase('en') }, token);
          if (title.toLocaleUpperCase('en').toLocaleLowerCase('en') === title.toLocaleLowerCase('en'))
            expect((again.body.term as { id: string }).id).toBe((first.body.term as { id: string }).id);
        },
      ),
      propertyRuns(300),
    );
  });
});

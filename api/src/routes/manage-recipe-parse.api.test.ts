import { ApiError } from '@larder/shared/api/api-client';
import { createManagedRecipe, parseRecipe } from '@larder/shared/api/manage-recipes.endpoints';
import { slimPage } from '@larder/shared/recipe-import/slim-page';
import { RecipeInputSchema } from '@larder/shared/schemas/recipe-input';
import { readdirSync, readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createReader, refusal, testClient } from '../test-support/test-client.ts';
import { createTestWorld, type TestWorld } from '../test-support/test-database.ts';

const PAGES = new URL('../../../shared/test-fixtures/recipe-import/recipe-pages/', import.meta.url);
const pages = readdirSync(PAGES)
  .filter((file) => file.endsWith('.html.gz'))
  .map((file) => ({ name: file, html: gunzipSync(readFileSync(new URL(file, PAGES))).toString('utf8') }));

let world: TestWorld;
let june: ReturnType<typeof testClient>;
beforeAll(async () => {
  world = await createTestWorld();
  june = testClient(world, await world.tokenFor('june@family-table.example'));
});
afterAll(async () => world.cleanup());

describe('POST /manage/recipe-parse', () => {
  it('reads ingredient lines one for one, keeping dual amounts and flagging the unsure', async () => {
    const { ingredientLines, draft } = await june.request(parseRecipe, {
      body: { siteSlug: 'family-table', lines: ['25g/1oz butter', '2 tbsp (30 ml) olive oil', 'some salt'] },
    });
    expect(draft).toBeUndefined();
    expect(ingredientLines.map((line) => [line.raw, line.quantityMin, line.unit, line.ingredient])).toEqual([
      ['25g/1oz butter', 25, 'gram', 'butter'],
      ['2 tbsp (30 ml) olive oil', 2, 'tablespoon', 'olive oil'],
      ['some salt', null, null, expect.stringContaining('salt') as string],
    ]);
  });

  it('reads a pasted recipe into a draft the recipe write accepts, steps with measurement nodes', async () => {
    const text = [
      'Lemon Bars',
      'Serves 16',
      'Prep time: 15 mins',
      'Cook time: 40 mins',
      '',
      'Ingredients',
      'For the crust:',
      '1 cup flour',
      '1/2 cup butter, softened',
      'For the filling:',
      '3 eggs',
      '1 1/2 cups sugar',
      '',
      'Method',
      '1. Heat the oven to 350°F.',
      '2. Press the crust into the pan and bake for 20 minutes.',
    ].join('\n');
    const { draft, unread } = await june.request(parseRecipe, { body: { siteSlug: 'family-table', text } });
    expect(draft).toMatchObject({
      title: 'Lemon Bars',
      slug: 'lemon-bars',
      yieldServings: 16,
      prepTimeMinutes: 15,
      cookTimeMinutes: 40,
    });
    expect(draft!.ingredientUsageGroups!.map((group) => group.title)).toEqual([
      'For the crust',
      'For the filling',
    ]);
    expect(JSON.stringify(draft!.instructionGroups)).toContain('"type":"measurement","quantity":350');
    expect(Array.isArray(unread)).toBe(true);
    const saved = await june.request(createManagedRecipe, {
      params: { siteSlug: 'family-table' },
      body: draft!,
    });
    expect(saved.recipe.title).toBe('Lemon Bars');
  });

  it('makes every saved page of the fixtures a draft the recipe write accepts', async () => {
    for (const page of pages) {
      const html = slimPage(page.html);
      if (html.length > 900_000) continue;
      const { draft } = await june.request(parseRecipe, { body: { siteSlug: 'family-table', html } });
      const checked = RecipeInputSchema.safeParse(draft);
      expect(checked.success, `${page.name}: ${JSON.stringify(checked.error?.issues.slice(0, 2))}`).toBe(
        true,
      );
    }
  });

  it('asks for exactly one of text, html and lines', async () => {
    const error = await june
      .request(parseRecipe, { body: { siteSlug: 'family-table', text: 'x', lines: ['y'] } })
      .catch((caught: unknown) => caught as ApiError);
    expect((error as ApiError).status).toBe(400);
    expect((error as ApiError).message).toContain('Send exactly one of text, html or lines');
  });

  it('refuses the signed out, readers and managers of another kitchen', async () => {
    const body = { siteSlug: 'family-table', lines: ['1 egg'] };
    await refusal(testClient(world).request(parseRecipe, { body }), 401, 'unauthorized');
    const reader = testClient(world, (await createReader(world)).token);
    await refusal(reader.request(parseRecipe, { body }), 404, 'site_not_found');
    const isla = testClient(world, await world.tokenFor('isla@crumb-and-crust.example'));
    await refusal(isla.request(parseRecipe, { body }), 404, 'site_not_found');
  });

  it('gives a text with no usable title a draft titled "Imported recipe"', async () => {
    for (const text of ['#', '  ', '## ']) {
      const { draft } = await june.request(parseRecipe, { body: { siteSlug: 'family-table', text } });
      expect(draft).toMatchObject({ title: 'Imported recipe', slug: 'imported-recipe' });
    }
  });

  it('answers any pasted text with a draft the recipe write accepts', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'grapheme', maxLength: 400 }), async (text) => {
        const { draft } = await june.request(parseRecipe, { body: { siteSlug: 'family-table', text } });
        expect(RecipeInputSchema.safeParse(draft).success).toBe(true);
      }),
      { numRuns: 60 },
    );
  });
});

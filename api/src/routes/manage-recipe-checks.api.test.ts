import { checkManagedRecipe, manageRecipe, manageRecipes } from '@larder/shared/api/manage-recipes.endpoints';
import type { RecipeCheck } from '@larder/shared/schemas/recipe-checks';
import type { ManagedRecipe } from '@larder/shared/schemas/recipe-manage';
import { paragraphsFromText } from '@larder/shared/rich-text/rich-text-schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createReader, recipeFields, refusal, testClient } from '../test-support/test-client.ts';
import { createTestWorld, type TestWorld } from '../test-support/test-database.ts';

let world: TestWorld;
let june: ReturnType<typeof testClient>;
const siteSlug = 'family-table';
const params = { siteSlug };
/** A finished, published recipe of the kitchen, and the address of another. */
let soup: ManagedRecipe;
let otherSlug: string;

beforeAll(async () => {
  world = await createTestWorld();
  june = testClient(world, await world.tokenFor('june@family-table.example'));
  const { recipes } = await june.request(manageRecipes, { params });
  const listed = recipes.filter((recipe) => recipe.publishedAt && recipe.privacySetting === 'public');
  soup = (await june.request(manageRecipe, { params: { ...params, recipeId: listed[0]!.id } })).recipe;
  otherSlug = recipes.find((recipe) => recipe.id !== soup.id)!.slug;
});
afterAll(async () => world.cleanup());

const check = async (recipe: Record<string, unknown>, recipeId: string | null = soup.id) =>
  (await june.request(checkManagedRecipe, { params, body: { recipeId, recipe } })).checks;
const ids = (checks: RecipeCheck[]) => checks.map((found) => found.id);

describe('checks before publishing', () => {
  it('finds no error in a finished recipe of the demo kitchen', async () => {
    const checks = await check(recipeFields(soup));
    expect(checks.filter((found) => found.severity === 'error')).toEqual([]);
  });

  it('names what a bare recipe lacks, each with the field to fix', async () => {
    const checks = await check({ title: 'Bare toast', slug: 'bare-toast', privacySetting: 'public' }, null);
    expect(ids(checks)).toEqual(expect.arrayContaining(['yield', 'times', 'photo', 'ingredients', 'steps']));
    expect(checks.find((found) => found.id === 'yield')).toMatchObject({
      severity: 'warning',
      field: 'yieldServings',
    });
    // Google's recipe rules, in the validator's words, point at the field that gives each one.
    expect(checks).toContainEqual(
      expect.objectContaining({
        id: 'structured-data-description',
        field: 'description',
        message: 'No description: search engines show one under the title.',
      }),
    );
    expect(checks.find((found) => found.id === 'structured-data-recipeCuisine')?.field).toBe(
      'terms.cuisines',
    );
    // What the creator cannot give here (ratings, the date) is no finding; yield is said once.
    expect(ids(checks)).not.toContain('structured-data-aggregateRating');
    expect(ids(checks)).not.toContain('structured-data-recipeYield');
    expect(checks.every((found) => found.severity === 'warning')).toBe(true);
  });

  it('flags photos without alt text and cups Larder cannot weigh', async () => {
    const image = await world.db
      .selectFrom('images')
      .innerJoin('sites', 'sites.id', 'images.site_id')
      .select('images.id')
      .where('sites.slug', '=', siteSlug)
      .executeTakeFirstOrThrow();
    await world.db.updateTable('images').set({ alt: '' }).where('id', '=', image.id).execute();
    const cup = await world.db
      .selectFrom('units')
      .select('id')
      .where('title', '=', 'cup')
      .executeTakeFirstOrThrow();
    const checks = await check({
      ...recipeFields(soup),
      images: [{ id: image.id }],
      ingredientUsageGroups: [
        {
          title: '',
          ingredientUsages: [{ quantityMin: 2, unitId: cup.id, ingredientTitleOverride: 'mystery flour' }],
        },
      ],
    });
    expect(checks).toContainEqual(
      expect.objectContaining({ id: 'alt-photo-0', field: 'images.0', severity: 'warning' }),
    );
    const density = checks.find((found) => found.id === 'density-0-0')!;
    expect(density.field).toBe('ingredientUsageGroups.0.ingredientUsages.0.ingredient');
    expect(density.message).toContain('“mystery flour” in millilitres');
  });

  it('stops a subscribers-only teaser that gives a step away', async () => {
    const step = soup.instructionGroups[0]!.instructions[0]!;
    const stepText = JSON.stringify(step.content);
    expect(stepText.length).toBeGreaterThan(30);
    const { richTextToPlainText } = await import('@larder/shared/rich-text/plain-text');
    const checks = await check({
      ...recipeFields(soup),
      privacySetting: 'subscribers_only',
      description: paragraphsFromText(`Here is how: ${richTextToPlainText(step.content)}`),
    });
    expect(checks[0]).toMatchObject({ id: 'premium-step-0-0', severity: 'error', field: 'description' });
    // The same description on a public recipe gives nothing away.
    const open = await check({
      ...recipeFields(soup),
      description: paragraphsFromText(`Here is how: ${richTextToPlainText(step.content)}`),
    });
    expect(ids(open).some((id) => id.startsWith('premium'))).toBe(false);
  });

  it('reports fields the API would refuse as checks, with their paths', async () => {
    const checks = await check({ ...recipeFields(soup), title: '', yieldServings: -2 });
    expect(checks.map((found) => found.field)).toEqual(expect.arrayContaining(['title', 'yieldServings']));
    expect(checks.every((found) => found.severity === 'error')).toBe(true);
    const taken = await check({ ...recipeFields(soup), slug: otherSlug });
    expect(taken).toEqual([
      expect.objectContaining({ field: 'slug', message: 'That address is already used by another recipe.' }),
    ]);
  });

  it('saves nothing: no recipe, version, revision or build comes of a check', async () => {
    const count = async (table: 'recipes' | 'recipe_revisions' | 'rebuild_jobs') =>
      (
        await world.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n;
    const before = await Promise.all([count('recipes'), count('recipe_revisions'), count('rebuild_jobs')]);
    await check({ ...recipeFields(soup), title: 'Changed by a check' });
    await check(
      {
        title: 'Never saved',
        slug: 'never-saved',
        privacySetting: 'public',
        publishedAt: new Date().toISOString(),
      },
      null,
    );
    expect(await Promise.all([count('recipes'), count('recipe_revisions'), count('rebuild_jobs')])).toEqual(
      before,
    );
    const after = (await june.request(manageRecipe, { params: { ...params, recipeId: soup.id } })).recipe;
    expect(after.title).toBe(soup.title);
    expect(after.version).toBe(soup.version);
  });

  it('answers 401 signed out and 404 to readers and other kitchens’ managers', async () => {
    const body = { recipeId: soup.id, recipe: recipeFields(soup) };
    await refusal(testClient(world).request(checkManagedRecipe, { params, body }), 401, 'unauthorized');
    const reader = await createReader(world);
    await refusal(
      testClient(world, reader.token).request(checkManagedRecipe, { params, body }),
      404,
      'site_not_found',
    );
    const isla = testClient(world, await world.tokenFor('isla@crumb-and-crust.example'));
    await refusal(isla.request(checkManagedRecipe, { params, body }), 404, 'site_not_found');
    // Isla checking June's recipe id under her own kitchen learns nothing about it.
    await refusal(
      isla.request(checkManagedRecipe, { params: { siteSlug: 'crumb-and-crust' }, body }),
      404,
      'recipe_not_found',
    );
  });
});

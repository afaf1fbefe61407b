import { ApiError } from '@larder/shared/api/api-client';
import {
  createManagedRecipe,
  discardRecipeDraft,
  manageRecipe,
  recipeRevision,
  recipeRevisions,
  saveRecipeDraft,
  updateManagedRecipe,
  type StaleRecipeWrite,
} from '@larder/shared/api/manage-recipes.endpoints';
import type { ManagedRecipe } from '@larder/shared/schemas/recipe-manage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recipeFields, refusal, testClient } from '../test-support/test-client.ts';
import { createTestWorld, type TestWorld } from '../test-support/test-database.ts';

let world: TestWorld;
let june: ReturnType<typeof testClient>;
beforeAll(async () => {
  world = await createTestWorld();
  june = testClient(world, await world.tokenFor('june@family-table.example'));
});
afterAll(async () => world.cleanup());

const siteSlug = 'family-table';
let counter = 0;

async function newRecipe(): Promise<ManagedRecipe> {
  counter += 1;
  return (
    await june.request(createManagedRecipe, {
      params: { siteSlug },
      body: { title: `Versioned ${counter}`, slug: `versioned-${counter}`, privacySetting: 'public' },
    })
  ).recipe;
}

async function jobsFor(): Promise<number> {
  const rows = await world.db
    .selectFrom('rebuild_jobs')
    .select('id')
    .where('site_slug', '=', siteSlug)
    .execute();
  return rows.length;
}

describe('recipe versions', () => {
  it('starts at version 1 and moves on with each save', async () => {
    const recipe = await newRecipe();
    expect(recipe.version).toBe(1);
    const saved = await june.request(updateManagedRecipe, {
      params: { siteSlug, recipeId: recipe.id },
      body: { ...recipeFields(recipe), title: 'Renamed', version: 1 },
    });
    expect(saved.recipe).toMatchObject({ title: 'Renamed', version: 2 });
  });

  it('refuses a save from a stale version with 409 and the recipe as it is now, writing nothing', async () => {
    const recipe = await newRecipe();
    const params = { siteSlug, recipeId: recipe.id };
    await june.request(updateManagedRecipe, {
      params,
      body: { ...recipeFields(recipe), title: 'Tab one', version: 1 },
    });
    const error = await june
      .request(updateManagedRecipe, {
        params,
        body: { ...recipeFields(recipe), title: 'Tab two', version: 1 },
      })
      .catch((caught: unknown) => caught as ApiError);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(409);
    const body = (error as ApiError).body as unknown as StaleRecipeWrite;
    expect(body.error.code).toBe('recipe_changed');
    expect(body.recipe).toMatchObject({ title: 'Tab one', version: 2 });
    expect((await june.request(manageRecipe, { params })).recipe.title).toBe('Tab one');
    // Keeping one's own version over it: the save names the current version.
    const kept = await june.request(updateManagedRecipe, {
      params,
      body: { ...recipeFields(recipe), title: 'Tab two', version: body.recipe.version },
    });
    expect(kept.recipe).toMatchObject({ title: 'Tab two', version: 3 });
  });
});

describe('drafts', () => {
  it('keeps an autosave beside the recipe without changing it or rebuilding the kitchen', async () => {
    const recipe = await newRecipe();
    const params = { siteSlug, recipeId: recipe.id };
    const jobsBefore = await jobsFor();
    const { recipe: withDraft } = await june.request(saveRecipeDraft, {
      params,
      body: { version: 1, content: { ...recipeFields(recipe), title: '' } },
    });
    expect(withDraft.title).toBe(recipe.title);
    expect(withDraft.version).toBe(1);
    expect(withDraft.draft).toMatchObject({ baseVersion: 1, content: { title: '' } });
    expect(await jobsFor()).toBe(jobsBefore);

    // A save supersedes the draft; discarding one drops it.
    const saved = await june.request(updateManagedRecipe, {
      params,
      body: { ...recipeFields(recipe), version: 1 },
    });
    expect(saved.recipe.draft).toBeNull();
    await june.request(saveRecipeDraft, { params, body: { version: 2, content: { title: 'Again' } } });
    expect((await june.request(discardRecipeDraft, { params })).recipe.draft).toBeNull();
  });

  it('refuses a draft made from an older version', async () => {
    const recipe = await newRecipe();
    const params = { siteSlug, recipeId: recipe.id };
    await june.request(updateManagedRecipe, { params, body: { ...recipeFields(recipe), version: 1 } });
    await refusal(
      june.request(saveRecipeDraft, { params, body: { version: 1, content: { title: 'Stale' } } }),
      409,
      'recipe_changed',
    );
  });

  it('never shows a draft on the public read', async () => {
    const recipe = await newRecipe();
    const params = { siteSlug, recipeId: recipe.id };
    await june.request(saveRecipeDraft, {
      params,
      body: { version: 1, content: { title: 'SECRET DRAFT TITLE' } },
    });
    const response = await world.app.request(`/api/v1/site/${siteSlug}/recipes?limit=100`);
    expect(await response.text()).not.toContain('SECRET DRAFT TITLE');
  });

  it('refuses drafts too deep or too large to keep', async () => {
    const recipe = await newRecipe();
    let deep: unknown = 'x';
    for (let level = 0; level < 40; level += 1) deep = [deep];
    await refusal(
      june.request(saveRecipeDraft, {
        params: { siteSlug, recipeId: recipe.id },
        body: { version: 1, content: { deep } },
      }),
      400,
      'validation_failed',
    );
  });
});

describe('revisions', () => {
  it('keeps each save, newest first, and gives any of them back to restore', async () => {
    const recipe = await newRecipe();
    const params = { siteSlug, recipeId: recipe.id };
    await june.request(updateManagedRecipe, {
      params,
      body: { ...recipeFields(recipe), title: 'Second', version: 1 },
    });
    await june.request(saveRecipeDraft, { params, body: { version: 2, content: { title: 'Typing…' } } });
    const { revisions } = await june.request(recipeRevisions, { params });
    expect(revisions.map((revision) => [revision.version, revision.kind])).toEqual([
      [2, 'draft'],
      [2, 'saved'],
      [1, 'saved'],
    ]);
    expect(revisions[0]!.createdBy).toBeTruthy();
    const first = await june.request(recipeRevision, { params: { ...params, revisionId: revisions[2]!.id } });
    expect(first.revision.content).toMatchObject({ title: recipe.title });
  });

  it("keeps another kitchen's managers out", async () => {
    const recipe = await newRecipe();
    const isla = testClient(world, await world.tokenFor('isla@crumb-and-crust.example'));
    const params = { siteSlug, recipeId: recipe.id };
    await refusal(isla.request(recipeRevisions, { params }), 404, 'site_not_found');
    await refusal(
      isla.request(saveRecipeDraft, { params, body: { version: 1, content: {} } }),
      404,
      'site_not_found',
    );
  });
});

describe('scheduled publishing', () => {
  it('queues a build for the moment a scheduled recipe goes live', async () => {
    const recipe = await newRecipe();
    const at = new Date(Date.now() + 3 * 86_400_000);
    const { publishManagedRecipe } = await import('@larder/shared/api/manage-recipes.endpoints');
    const published = await june.request(publishManagedRecipe, {
      params: { siteSlug, recipeId: recipe.id },
      body: { publishedAt: at.toISOString() },
    });
    expect(published.recipe.publishedAt).toBe(at.toISOString());
    const due = await world.db
      .selectFrom('rebuild_jobs')
      .select(['not_before', 'status'])
      .where('site_slug', '=', siteSlug)
      .where('reason', 'like', `recipe ${recipe.id} scheduled (due)`)
      .execute();
    expect(due).toEqual([{ not_before: at.toISOString(), status: 'queued' }]);
    // Until then it shows nowhere public: not its page, not the list.
    expect((await world.app.request(`/api/v1/site/${siteSlug}/recipes/${recipe.slug}`)).status).toBe(404);
    const list = await world.app.request(`/api/v1/site/${siteSlug}/recipes?limit=100`);
    expect(await list.text()).not.toContain(recipe.id);
  });
});

describe('duplicating', () => {
  it('makes a draft copy with its own ids, references following them, and a free slug', async () => {
    const { duplicateManagedRecipe, manageRecipes } =
      await import('@larder/shared/api/manage-recipes.endpoints');
    const { recipes } = await june.request(manageRecipes, { params: { siteSlug } });
    const withReferences = (
      await Promise.all(
        recipes
          .filter((item) => item.publishedAt)
          .slice(0, 8)
          .map(
            async (item) =>
              (await june.request(manageRecipe, { params: { siteSlug, recipeId: item.id } })).recipe,
          ),
      )
    ).find((recipe) => JSON.stringify(recipe.instructionGroups).includes('ingredient-usage-reference'))!;
    const params = { siteSlug, recipeId: withReferences.id };
    const first = (await june.request(duplicateManagedRecipe, { params })).recipe;
    const second = (await june.request(duplicateManagedRecipe, { params })).recipe;
    expect(first).toMatchObject({
      title: `${withReferences.title} (copy)`,
      slug: `${withReferences.slug}-copy`,
      publishedAt: null,
    });
    expect(second.slug).toBe(`${withReferences.slug}-copy-2`);
    const usageIds = first.ingredientUsageGroups.flatMap((group) =>
      group.ingredientUsages.map((usage) => usage.id),
    );
    const originalIds = withReferences.ingredientUsageGroups.flatMap((group) =>
      group.ingredientUsages.map((usage) => usage.id),
    );
    expect(usageIds.filter((usageId) => originalIds.includes(usageId))).toEqual([]);
    const referenced = [
      ...JSON.stringify(first.instructionGroups).matchAll(/"ingredientUsageId":"([^"]+)"/g),
    ].map((match) => match[1]);
    expect(referenced.length).toBeGreaterThan(0);
    for (const usageId of referenced) expect(usageIds).toContain(usageId);
  });
});

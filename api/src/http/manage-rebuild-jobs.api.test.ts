import { RebuildJobsResponseSchema } from '@larder/shared/schemas/rebuild-job';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimNextRebuild, finishRebuild } from '../jobs/rebuild-queue.ts';
import { recordRenderFailure } from '../jobs/render-failures.ts';
import { createTestWorld, type TestWorld } from '../test-support/test-database.ts';

let world: TestWorld;
let ownerToken: string;

beforeAll(async () => {
  world = await createTestWorld();
  ownerToken = await world.tokenFor('june@family-table.example');
  await world.db.deleteFrom('rebuild_jobs').execute();
});
afterAll(async () => world.cleanup());

function get(path: string, token: string | null = ownerToken) {
  return world.app.request(`/api/v1/manage${path}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
}

async function rebuildJobs() {
  const response = await get('/family-table/rebuild-jobs');
  expect(response.status).toBe(200);
  return RebuildJobsResponseSchema.parse(await response.json());
}

describe('the rebuild jobs of a kitchen', () => {
  it('are for its managers only', async () => {
    expect((await get('/family-table/rebuild-jobs', null)).status).toBe(401);
    const otherManager = await world.tokenFor('isla@crumb-and-crust.example');
    const response = await get('/family-table/rebuild-jobs', otherManager);
    expect(response.status).toBe(404);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('site_not_found');
  });

  it('show a publish waiting for its build, then the build live with the recipes it set aside', async () => {
    const recipe = await world.db
      .selectFrom('recipes as r')
      .innerJoin('sites as s', 's.id', 'r.site_id')
      .select(['r.id', 'r.slug', 'r.title'])
      .where('s.slug', '=', 'family-table')
      .where('r.published_at', 'is not', null)
      .executeTakeFirstOrThrow();
    const published = await world.app.request(`/api/v1/manage/family-table/recipes/${recipe.id}/publish`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${ownerToken}` },
    });
    expect(published.status).toBe(200);
    let body = await rebuildJobs();
    expect(body.rebuildJobs).toEqual([
      expect.objectContaining({ status: 'queued', attempts: 0, reason: `recipe ${recipe.id} published` }),
    ]);
    expect(body.building).toBeNull();

    const claim = (await claimNextRebuild(world.db, { owner: 'test', leaseMs: 60_000 }))!;
    expect((await rebuildJobs()).building).not.toBeNull();
    await finishRebuild(world.db, claim, { ok: false, error: 'astro failed', suspect: null });
    body = await rebuildJobs();
    expect(body.rebuildJobs[0]).toMatchObject({ status: 'queued', attempts: 1, error: 'astro failed' });
    expect(body.rebuildJobs[0]?.nextAttemptAt).not.toBeNull();

    await world.db.updateTable('rebuild_jobs').set({ not_before: null }).execute();
    const retry = (await claimNextRebuild(world.db, { owner: 'test', leaseMs: 60_000 }))!;
    const failedRecipes = [
      {
        id: recipe.id,
        slug: recipe.slug,
        title: recipe.title,
        error: 'RangeError: x',
        kept: 'left-out' as const,
      },
    ];
    await finishRebuild(world.db, retry, { ok: true, failedRecipes });
    const { updated_at: version } = await world.db
      .selectFrom('recipes')
      .select('updated_at')
      .where('id', '=', recipe.id)
      .executeTakeFirstOrThrow();
    await recordRenderFailure(world.db, recipe.id, version, 'RangeError: x');
    body = await rebuildJobs();
    expect(body.rebuildJobs[0]).toMatchObject({ status: 'done', attempts: 2, error: null, failedRecipes });
    expect(body.renderFailures).toEqual([
      expect.objectContaining({ recipeId: recipe.id, slug: recipe.slug, error: 'RangeError: x' }),
    ]);
  });

  it('no longer lists a recipe as set aside once it has changed', async () => {
    const [failure] = (await rebuildJobs()).renderFailures;
    await world.db
      .updateTable('recipes')
      .set({ updated_at: new Date(Date.now() + 1000).toISOString() })
      .where('id', '=', failure!.recipeId)
      .execute();
    expect((await rebuildJobs()).renderFailures).toEqual([]);
  });

  it('takes a limit between 1 and 100', async () => {
    expect((await get('/family-table/rebuild-jobs?limit=0')).status).toBe(400);
    expect((await get('/family-table/rebuild-jobs?limit=1')).status).toBe(200);
  });
});

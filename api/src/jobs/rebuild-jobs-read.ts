import { FailedRecipeSchema, type RebuildJobsResponse } from '@larder/shared/schemas/rebuild-job';
import { z } from 'zod';
import type { Db } from '../db/database.ts';
import { currentRenderFailures } from './render-failures.ts';

const FailedRecipesSchema = z.array(FailedRecipeSchema);

function failedRecipes(json: string | null) {
  if (json === null) return [];
  try {
    return FailedRecipesSchema.catch([]).parse(JSON.parse(json));
  } catch {
    return [];
  }
}

/** A kitchen's recent rebuilds, whether one runs now, and the recipes its builds set aside. */
export async function readRebuildJobs(
  db: Db,
  site: { id: string; slug: string },
  limit: number,
): Promise<RebuildJobsResponse> {
  const [jobs, lease, failures] = await Promise.all([
    db
      .selectFrom('rebuild_jobs')
      .selectAll()
      .where('site_slug', '=', site.slug)
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .limit(limit)
      .execute(),
    db
      .selectFrom('kitchen_build_leases')
      .select(['acquired_at', 'expires_at'])
      .where('site_slug', '=', site.slug)
      .where('expires_at', '>=', new Date().toISOString())
      .executeTakeFirst(),
    currentRenderFailures(db, site.id),
  ]);
  return {
    rebuildJobs: jobs.map((job) => ({
      id: job.id,
      reason: job.reason,
      status: job.status,
      attempts: job.attempts,
      error: job.error,
      createdAt: job.created_at,
      startedAt: job.started_at,
      finishedAt: job.finished_at,
      nextAttemptAt: job.status === 'queued' ? job.not_before : null,
      failedRecipes: failedRecipes(job.failed_recipes),
    })),
    building: lease ? { since: lease.acquired_at } : null,
    renderFailures: failures.map((failure) => ({
      recipeId: failure.id,
      slug: failure.slug,
      title: failure.title,
      error: failure.error,
      since: failure.created_at,
    })),
  };
}

import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database.ts';

export type RebuildJob = Awaited<ReturnType<typeof claimNextRebuild>>;

/** Asks the worker to rebuild a kitchen. Cheap: several requests for one kitchen build once. */
export async function enqueueRebuild(db: Db, siteSlug: string, reason: string): Promise<void> {
  await db.insertInto('rebuild_jobs').values({ id: randomUUID(), site_slug: siteSlug, reason }).execute();
}

/**
 * Claims every queued job of the kitchen whose oldest job waits longest, skipping kitchens that
 * are being built right now, so one build serves all of them and one kitchen never builds twice
 * at once. Returns null when nothing is claimable.
 */
export async function claimNextRebuild(
  db: Db,
): Promise<{ siteSlug: string; jobIds: string[]; reasons: string[] } | null> {
  return db.transaction().execute(async (trx) => {
    const next = await trx
      .selectFrom('rebuild_jobs')
      .select('site_slug')
      .where('status', '=', 'queued')
      .where('site_slug', 'not in', (eb) =>
        eb.selectFrom('rebuild_jobs').select('site_slug').where('status', '=', 'running'),
      )
      .orderBy('created_at')
      .limit(1)
      .executeTakeFirst();
    if (!next) return null;
    const jobs = await trx
      .selectFrom('rebuild_jobs')
      .select(['id', 'reason'])
      .where('status', '=', 'queued')
      .where('site_slug', '=', next.site_slug)
      .execute();
    const now = new Date().toISOString();
    await trx
      .updateTable('rebuild_jobs')
      .set((eb) => ({ status: 'running', started_at: now, attempts: eb('attempts', '+', 1) }))
      .where(
        'id',
        'in',
        jobs.map((job) => job.id),
      )
      .execute();
    return {
      siteSlug: next.site_slug,
      jobIds: jobs.map((job) => job.id),
      reasons: jobs.map((job) => job.reason),
    };
  });
}

export async function finishRebuild(db: Db, jobIds: string[], error: string | null): Promise<void> {
  if (jobIds.length === 0) return;
  await db
    .updateTable('rebuild_jobs')
    .set({ status: error ? 'failed' : 'done', error, finished_at: new Date().toISOString() })
    .where('id', 'in', jobIds)
    .execute();
}

/** Jobs left `running` by a worker that died are queued again at start-up. */
export async function requeueInterruptedRebuilds(db: Db): Promise<number> {
  const result = await db
    .updateTable('rebuild_jobs')
    .set({ status: 'queued', started_at: null })
    .where('status', '=', 'running')
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

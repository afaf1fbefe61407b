import type { FailedRecipe } from '@larder/shared/schemas/rebuild-job';
import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { DatabaseSchema, Db } from '../db/database.ts';
import { setAside } from './render-failures.ts';

type Executor = Kysely<DatabaseSchema> | Transaction<DatabaseSchema>;

/** How failed builds are retried: the delay doubles from `baseDelayMs` up to `maxDelayMs`. */
export interface RetryPolicy {
  maxAttempts: number;
  baseDelayMs: number;
  maxDelayMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = { maxAttempts: 5, baseDelayMs: 5_000, maxDelayMs: 10 * 60_000 };

/** Delay before attempt `attempts + 1`, after `attempts` failed ones. */
export function retryDelayMs(attempts: number, policy: RetryPolicy = DEFAULT_RETRY): number {
  return Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.max(0, attempts - 1));
}

export const iso = (ms: number) => new Date(ms).toISOString();

/**
 * Queues a rebuild of a kitchen. Call it inside the transaction of the change it builds (the job
 * row is the change's outbox entry), so a committed change always has its build.
 */
export async function enqueueRebuild(
  db: Executor,
  siteSlug: string,
  reason: string,
  notBefore: Date | null = null,
): Promise<void> {
  await db
    .insertInto('rebuild_jobs')
    .values({ id: randomUUID(), site_slug: siteSlug, reason, not_before: notBefore?.toISOString() ?? null })
    .execute();
}

/**
 * Records a change a kitchen's visitors can see, inside the caller's transaction: the kitchen's
 * content version moves on (public API caches follow it) and its rebuild is queued.
 */
export async function markKitchenChanged(
  trx: Executor,
  siteId: string,
  reason: string,
  options: { alsoAt?: Date } = {},
): Promise<void> {
  const site = await trx
    .updateTable('sites')
    .set((eb) => ({ content_version: eb('content_version', '+', 1) }))
    .where('id', '=', siteId)
    .returning('slug')
    .executeTakeFirstOrThrow();
  await enqueueRebuild(trx, site.slug, reason);
  // A change that takes effect later (a scheduled publish) is built again when it does.
  if (options.alsoAt) await enqueueRebuild(trx, site.slug, `${reason} (due)`, options.alsoAt);
}

export interface LeaseOptions {
  /** Who builds: shown in job listings and logs ("worker 1234@host"). */
  owner: string;
  /** How long the lease lasts without a renewal. */
  leaseMs: number;
  retry?: RetryPolicy;
  now?: () => number;
}

export interface BuildClaim {
  siteSlug: string;
  leaseToken: string;
  jobIds: string[];
  reasons: string[];
  /** "recipeId@version" of the page a previous attempt was rendering when it crashed. */
  suspect: string | null;
}

/**
 * A crashed builder cannot report: when its lease runs out, its jobs count the attempt as failed
 * and wait for their retry (or fail for good after the last one), and the kitchen is free again.
 */
export async function expireLeases(
  trx: Transaction<DatabaseSchema>,
  now: number,
  retry: RetryPolicy,
): Promise<void> {
  const expired = await trx
    .selectFrom('kitchen_build_leases')
    .select(['site_slug', 'token'])
    .where('expires_at', '<', iso(now))
    .execute();
  for (const lease of expired) {
    await failJobs(
      trx,
      lease.token,
      'The build stopped without finishing (its lease expired).',
      null,
      now,
      retry,
    );
    await trx.deleteFrom('kitchen_build_leases').where('token', '=', lease.token).execute();
  }
}

async function failJobs(
  trx: Transaction<DatabaseSchema>,
  leaseToken: string,
  error: string,
  suspect: string | null,
  now: number,
  retry: RetryPolicy,
): Promise<void> {
  const jobs = await trx
    .selectFrom('rebuild_jobs')
    .select(['id', 'attempts'])
    .where('lease_token', '=', leaseToken)
    .where('status', '=', 'running')
    .execute();
  for (const job of jobs) {
    const final = job.attempts >= retry.maxAttempts;
    await trx
      .updateTable('rebuild_jobs')
      .set({
        status: final ? 'failed' : 'queued',
        error,
        lease_token: null,
        suspect_recipe_id: suspect,
        not_before: final ? null : iso(now + retryDelayMs(job.attempts, retry)),
        finished_at: final ? iso(now) : null,
      })
      .where('id', '=', job.id)
      .execute();
  }
}

/**
 * Claims every ready job of the kitchen whose oldest ready job waits longest, under a new lease
 * on that kitchen. Kitchens being built (a live lease) and jobs waiting for their retry are
 * skipped, so one failing kitchen never holds up the others. Returns null when nothing is ready.
 */
export async function claimNextRebuild(db: Db, options: LeaseOptions): Promise<BuildClaim | null> {
  const now = options.now?.() ?? Date.now();
  const retry = options.retry ?? DEFAULT_RETRY;
  return db.transaction().execute(async (trx) => {
    await expireLeases(trx, now, retry);
    const next = await trx
      .selectFrom('rebuild_jobs')
      .select('site_slug')
      .where('status', '=', 'queued')
      .where((eb) => eb.or([eb('not_before', 'is', null), eb('not_before', '<=', iso(now))]))
      .where('site_slug', 'not in', (eb) => eb.selectFrom('kitchen_build_leases').select('site_slug'))
      .orderBy('created_at')
      .limit(1)
      .executeTakeFirst();
    if (!next) return null;
    const leaseToken = randomUUID();
    await trx
      .insertInto('kitchen_build_leases')
      .values({
        site_slug: next.site_slug,
        token: leaseToken,
        owner: options.owner,
        expires_at: iso(now + options.leaseMs),
      })
      .execute();
    const jobs = await trx
      .updateTable('rebuild_jobs')
      .set((eb) => ({
        status: 'running',
        lease_token: leaseToken,
        started_at: iso(now),
        attempts: eb('attempts', '+', 1),
      }))
      .where('status', '=', 'queued')
      .where('site_slug', '=', next.site_slug)
      .where((eb) => eb.or([eb('not_before', 'is', null), eb('not_before', '<=', iso(now))]))
      .returning(['id', 'reason', 'suspect_recipe_id', 'created_at', 'not_before', 'error', 'attempts'])
      .execute();
    jobs.sort((a, b) => a.created_at.localeCompare(b.created_at));
    // A scheduled publish has come: what visitors see changes now, so the public API's cached
    // answers for the kitchen (keyed by its content version) are dropped with it.
    if (jobs.some((job) => job.not_before !== null && job.error === null && job.attempts === 1))
      await trx
        .updateTable('sites')
        .set((eb) => ({ content_version: eb('content_version', '+', 1) }))
        .where('slug', '=', next.site_slug)
        .execute();
    return {
      siteSlug: next.site_slug,
      leaseToken,
      jobIds: jobs.map((job) => job.id),
      reasons: jobs.map((job) => job.reason),
      suspect: jobs.find((job) => job.suspect_recipe_id)?.suspect_recipe_id ?? null,
    };
  });
}

export type BuildOutcome =
  { ok: true; failedRecipes: FailedRecipe[] } | { ok: false; error: string; suspect: string | null };

/**
 * Records how a claimed build ended and frees the kitchen. A failure is retried with backoff
 * until `maxAttempts`; a crash twice on the same recipe's page sets that version of the recipe
 * aside, so the next attempt builds the kitchen without it. Returns false when the lease had
 * already been lost (the jobs were handed back by whoever expired it).
 */
export async function finishRebuild(
  db: Db,
  claim: BuildClaim,
  outcome: BuildOutcome,
  options: { retry?: RetryPolicy; now?: () => number } = {},
): Promise<boolean> {
  const now = options.now?.() ?? Date.now();
  const retry = options.retry ?? DEFAULT_RETRY;
  return db.transaction().execute(async (trx) => {
    const lease = await trx
      .selectFrom('kitchen_build_leases')
      .select('token')
      .where('site_slug', '=', claim.siteSlug)
      .where('token', '=', claim.leaseToken)
      .executeTakeFirst();
    if (!lease) return false;
    if (outcome.ok) {
      await trx
        .updateTable('rebuild_jobs')
        .set({
          status: 'done',
          error: null,
          lease_token: null,
          suspect_recipe_id: null,
          finished_at: iso(now),
          failed_recipes: outcome.failedRecipes.length ? JSON.stringify(outcome.failedRecipes) : null,
        })
        .where('lease_token', '=', claim.leaseToken)
        .execute();
    } else {
      if (outcome.suspect && outcome.suspect === claim.suspect)
        await setAside(trx, outcome.suspect, outcome.error);
      await failJobs(trx, claim.leaseToken, outcome.error, outcome.suspect, now, retry);
    }
    await trx.deleteFrom('kitchen_build_leases').where('token', '=', claim.leaseToken).execute();
    return true;
  });
}

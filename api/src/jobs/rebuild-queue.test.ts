import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase, type Db } from '../db/database.ts';
import { acquireLease, holdsLease, releaseLease, renewLease } from './build-lease.ts';
import {
  claimNextRebuild,
  enqueueRebuild,
  finishRebuild,
  retryDelayMs,
  type LeaseOptions,
  type RetryPolicy,
} from './rebuild-queue.ts';

let dir: string;
let db: Db;
let clock: number;
const retry: RetryPolicy = { maxAttempts: 3, baseDelayMs: 1_000, maxDelayMs: 4_000 };
const worker = (owner = 'worker A'): LeaseOptions => ({ owner, leaseMs: 10_000, retry, now: () => clock });

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'larder-queue-'));
  db = openDatabase(join(dir, 'queue.sqlite'));
  await migrateToLatest(db);
  clock = Date.parse('2026-11-23T10:00:00Z');
});
afterEach(async () => {
  await db.destroy();
  rmSync(dir, { recursive: true, force: true });
});

async function jobs() {
  return db.selectFrom('rebuild_jobs').selectAll().orderBy('created_at').execute();
}

describe('the rebuild queue', () => {
  it('coalesces every queued job of a kitchen into one build', async () => {
    await enqueueRebuild(db, 'family-table', 'recipe a published');
    await enqueueRebuild(db, 'family-table', 'recipe b published');
    await enqueueRebuild(db, 'family-table', 'recipe c unpublished');
    const claim = await claimNextRebuild(db, worker());
    expect(claim?.siteSlug).toBe('family-table');
    expect(claim?.jobIds).toHaveLength(3);
    expect(await claimNextRebuild(db, worker('worker B'))).toBeNull();
  });

  it('never claims a kitchen that is being built, but does claim others', async () => {
    await enqueueRebuild(db, 'family-table', 'first');
    const running = await claimNextRebuild(db, worker());
    await enqueueRebuild(db, 'family-table', 'second, while the first builds');
    await enqueueRebuild(db, 'ember-and-salt', 'other kitchen');
    const next = await claimNextRebuild(db, worker('worker B'));
    expect(next?.siteSlug).toBe('ember-and-salt');
    expect(await claimNextRebuild(db, worker('worker C'))).toBeNull();
    expect(await finishRebuild(db, running!, { ok: true, failedRecipes: [] })).toBe(true);
    const after = await claimNextRebuild(db, worker());
    expect(after?.siteSlug).toBe('family-table');
    expect(after?.reasons).toEqual(['second, while the first builds']);
  });

  it('lets the database, not the caller, refuse a second lease on a kitchen', async () => {
    const token = await acquireLease(db, 'family-table', worker('operator'));
    expect(token).not.toBeNull();
    await expect(
      db
        .insertInto('kitchen_build_leases')
        .values({ site_slug: 'family-table', token: 'another', owner: 'rogue', expires_at: '9999-01-01' })
        .execute(),
    ).rejects.toThrow(/UNIQUE|PRIMARY/);
    expect(await acquireLease(db, 'family-table', worker('worker B'))).toBeNull();
    await enqueueRebuild(db, 'family-table', 'waits for the operator build');
    expect(await claimNextRebuild(db, worker())).toBeNull();
    await releaseLease(db, 'family-table', token!);
    expect((await claimNextRebuild(db, worker()))?.siteSlug).toBe('family-table');
  });

  it('retries a failed build with backoff, then gives up after the last attempt', async () => {
    await enqueueRebuild(db, 'family-table', 'publish');
    for (let attempt = 1; attempt <= retry.maxAttempts; attempt += 1) {
      const claim = await claimNextRebuild(db, worker());
      expect(claim, `attempt ${attempt}`).not.toBeNull();
      await finishRebuild(
        db,
        claim!,
        { ok: false, error: 'astro failed', suspect: null },
        { retry, now: () => clock },
      );
      const [job] = await jobs();
      if (attempt < retry.maxAttempts) {
        expect(job).toMatchObject({ status: 'queued', attempts: attempt, error: 'astro failed' });
        // Not before its backoff has passed…
        expect(await claimNextRebuild(db, worker())).toBeNull();
        clock += retryDelayMs(attempt, retry);
      } else {
        expect(job).toMatchObject({ status: 'failed', attempts: retry.maxAttempts, not_before: null });
      }
    }
    expect(await claimNextRebuild(db, worker())).toBeNull();
    expect([1, 2, 3, 4].map((attempts) => retryDelayMs(attempts, retry))).toEqual([
      1_000, 2_000, 4_000, 4_000,
    ]);
  });

  it('hands back the jobs of a builder that died when its lease expires, and counts the attempt', async () => {
    await enqueueRebuild(db, 'family-table', 'publish');
    const dead = await claimNextRebuild(db, worker('worker that dies'));
    expect(await claimNextRebuild(db, worker('worker B'))).toBeNull();
    clock += 10_001;
    // The expired lease frees the kitchen; the job waits for its retry like any failed attempt.
    expect(await claimNextRebuild(db, worker('worker B'))).toBeNull();
    expect((await jobs())[0]).toMatchObject({ status: 'queued', attempts: 1 });
    expect((await jobs())[0]?.error).toMatch(/lease expired/);
    clock += retryDelayMs(1, retry);
    const retried = await claimNextRebuild(db, worker('worker B'));
    expect(retried?.jobIds).toEqual(dead?.jobIds);
    // The dead builder's late report changes nothing: its lease is gone.
    expect(await finishRebuild(db, dead!, { ok: true, failedRecipes: [] })).toBe(false);
    expect((await jobs())[0]).toMatchObject({ status: 'running', lease_token: retried?.leaseToken });
  });

  it('keeps a lease alive while it is renewed and says when it was lost', async () => {
    await enqueueRebuild(db, 'family-table', 'publish');
    const claim = (await claimNextRebuild(db, worker()))!;
    for (let beat = 0; beat < 5; beat += 1) {
      clock += 5_000;
      expect(await renewLease(db, claim.siteSlug, claim.leaseToken, 10_000, clock)).toBe(true);
    }
    expect(await holdsLease(db, claim.siteSlug, claim.leaseToken, clock)).toBe(true);
    clock += 10_001;
    expect(await holdsLease(db, claim.siteSlug, claim.leaseToken, clock)).toBe(false);
    expect(await renewLease(db, claim.siteSlug, claim.leaseToken, 10_000, clock)).toBe(false);
  });

  it('records the recipes a build kept at an earlier version or left out', async () => {
    await enqueueRebuild(db, 'family-table', 'publish');
    const claim = (await claimNextRebuild(db, worker()))!;
    const failedRecipes = [
      { id: 'r1', slug: 'bad', title: 'Bad', error: 'RangeError', kept: 'left-out' as const },
    ];
    await finishRebuild(db, claim, { ok: true, failedRecipes });
    const [job] = await jobs();
    expect(job?.status).toBe('done');
    expect(JSON.parse(job!.failed_recipes!)).toEqual(failedRecipes);
  });
});

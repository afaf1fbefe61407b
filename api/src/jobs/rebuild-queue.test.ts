import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase, type Db } from '../db/database.ts';
import {
  claimNextRebuild,
  enqueueRebuild,
  finishRebuild,
  requeueInterruptedRebuilds,
} from './rebuild-queue.ts';

let dir: string;
let db: Db;
beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'larder-queue-'));
  db = openDatabase(join(dir, 'queue.sqlite'));
  await migrateToLatest(db);
});
afterEach(async () => {
  await db.destroy();
  rmSync(dir, { recursive: true, force: true });
});

describe('rebuild queue', () => {
  it('coalesces every queued job of a kitchen into one build', async () => {
    await enqueueRebuild(db, 'family-table', 'recipe a published');
    await enqueueRebuild(db, 'family-table', 'recipe b published');
    await enqueueRebuild(db, 'family-table', 'recipe c unpublished');
    const claim = await claimNextRebuild(db);
    expect(claim?.siteSlug).toBe('family-table');
    expect(claim?.jobIds).toHaveLength(3);
    expect(await claimNextRebuild(db)).toBeNull();
  });

  it('never claims a kitchen that is already building, but does claim others', async () => {
    await enqueueRebuild(db, 'family-table', 'first');
    const running = await claimNextRebuild(db);
    await enqueueRebuild(db, 'family-table', 'second, while the first builds');
    await enqueueRebuild(db, 'ember-and-salt', 'other kitchen');
    const next = await claimNextRebuild(db);
    expect(next?.siteSlug).toBe('ember-and-salt');
    expect(await claimNextRebuild(db)).toBeNull();
    await finishRebuild(db, running!.jobIds, null);
    const after = await claimNextRebuild(db);
    expect(after?.siteSlug).toBe('family-table');
    expect(after?.reasons).toEqual(['second, while the first builds']);
  });

  it('records failures and re-queues jobs interrupted by a dead worker', async () => {
    await enqueueRebuild(db, 'family-table', 'one');
    const claim = await claimNextRebuild(db);
    await finishRebuild(db, claim!.jobIds, 'astro failed');
    const failed = await db.selectFrom('rebuild_jobs').selectAll().executeTakeFirstOrThrow();
    expect(failed).toMatchObject({ status: 'failed', error: 'astro failed', attempts: 1 });

    await enqueueRebuild(db, 'crumb-and-crust', 'two');
    await claimNextRebuild(db);
    expect(await requeueInterruptedRebuilds(db)).toBe(1);
    expect((await claimNextRebuild(db))?.siteSlug).toBe('crumb-and-crust');
  });
});

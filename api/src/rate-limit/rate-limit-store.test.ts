import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase, type Db } from '../db/database.ts';
import { hitBudgets, type BudgetHit } from './rate-limit-store.ts';

let dir: string;
let db: Db;
beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'larder-rate-limit-'));
  db = openDatabase(join(dir, 'larder.sqlite'));
  await migrateToLatest(db);
});
afterEach(async () => {
  await db.destroy();
  rmSync(dir, { recursive: true, force: true });
});

const T0 = Date.UTC(2026, 10, 23, 12);
const perMinute = (limit: number, key = '203.0.113.1'): BudgetHit => ({
  budget: 'test',
  key,
  limit,
  windowMs: 60_000,
});

async function allowedCount(hit: BudgetHit, times: number, now: number): Promise<number> {
  let allowed = 0;
  for (let i = 0; i < times; i++) if ((await hitBudgets(db, [hit], now)).allowed) allowed++;
  return allowed;
}

describe('rate-limit store', () => {
  it('allows a burst of the whole limit at once, then refuses', async () => {
    expect(await allowedCount(perMinute(5), 8, T0)).toBe(5);
  });

  it('gives back one request every window/limit, and says when', async () => {
    await allowedCount(perMinute(6), 6, T0);
    expect(await hitBudgets(db, [perMinute(6)], T0)).toEqual({ allowed: false, retryAfterMs: 10_000 });
    expect(await hitBudgets(db, [perMinute(6)], T0 + 9_999)).toEqual({ allowed: false, retryAfterMs: 1 });
    expect(await hitBudgets(db, [perMinute(6)], T0 + 10_000)).toEqual({ allowed: true });
    expect(await hitBudgets(db, [perMinute(6)], T0 + 10_000)).toEqual({
      allowed: false,
      retryAfterMs: 10_000,
    });
  });

  it('has the whole limit again once a window has passed', async () => {
    await allowedCount(perMinute(6), 6, T0);
    expect(await allowedCount(perMinute(6), 8, T0 + 60_000)).toBe(6);
  });

  it('lets a client who keeps asking through at the budget rate and never faster', async () => {
    // One hit every 3 s against 6 per minute (one per 10 s): between any two allowed hits a and
    // b, at most the burst of 6 plus one per 10 s elapsed, and over five minutes the full rate.
    const allowedAt: number[] = [];
    for (let t = 0; t < 300_000; t += 3_000)
      if ((await hitBudgets(db, [perMinute(6)], T0 + t)).allowed) allowedAt.push(t);
    for (const [i, a] of allowedAt.entries())
      for (const [j, b] of allowedAt.slice(i).entries())
        expect(j + 1).toBeLessThanOrEqual(6 + Math.floor((b - a) / 10_000));
    expect(allowedAt.length).toBeGreaterThanOrEqual(300_000 / 10_000);
  });

  it('counts each budget and key apart', async () => {
    await allowedCount(perMinute(2, 'a'), 2, T0);
    expect(await allowedCount(perMinute(2, 'b'), 3, T0)).toBe(2);
    expect(await allowedCount({ ...perMinute(2, 'a'), budget: 'other' }, 3, T0)).toBe(2);
  });

  it('charges no budget when one of several refuses, and waits for the slowest', async () => {
    const user = { ...perMinute(10, 'user-1'), budget: 'per-user' };
    const ip = { ...perMinute(2, '203.0.113.9'), budget: 'per-ip', windowMs: 120_000 };
    expect(await hitBudgets(db, [user, ip], T0)).toEqual({ allowed: true });
    expect(await hitBudgets(db, [user, ip], T0)).toEqual({ allowed: true });
    expect(await hitBudgets(db, [user, ip], T0)).toEqual({ allowed: false, retryAfterMs: 60_000 });
    expect(await allowedCount(user, 20, T0)).toBe(8);
  });

  it('deletes rows whose time has passed, at most once a minute', async () => {
    for (let i = 0; i < 50; i++) await hitBudgets(db, [perMinute(5, `key-${i}`)], T0);
    const rows = async () => (await db.selectFrom('rate_limits').select('key').execute()).length;
    expect(await rows()).toBe(50);
    await hitBudgets(db, [perMinute(1, 'late')], T0 + 30_000);
    expect(await rows()).toBe(51);
    await hitBudgets(db, [perMinute(5, 'later')], T0 + 61_000);
    expect(await rows()).toBe(2);
  });

  it('lets SQLite checkpoint, so the write-ahead log stays small however many hits there are', async () => {
    for (let i = 0; i < 3000; i++) await hitBudgets(db, [perMinute(100_000, `key-${i % 50}`)], T0);
    // The automatic checkpoint runs at 1000 pages; the log is then reused from its start.
    expect(statSync(join(dir, 'larder.sqlite-wal')).size).toBeLessThan(1100 * 4096);
  });

  it('keeps counts exact when several processes hit one file at the same time', async () => {
    const script = fileURLToPath(new URL('../test-support/rate-limit-hits.process.ts', import.meta.url));
    const children = [1, 2, 3].map(() =>
      fork(script, [join(dir, 'larder.sqlite'), String(T0), '3000', '5000'], {
        execArgv: ['--import', 'tsx'],
        stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
      }),
    );
    const message = (child: ChildProcess) =>
      new Promise<unknown>((resolve, reject) => {
        child.once('message', resolve);
        child.once('error', reject);
      });
    await Promise.all(children.map(message));
    const allowed = children.map(message);
    for (const child of children) child.send('go');
    const counts = (await Promise.all(allowed)) as number[];
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(5000);
    const row = await db.selectFrom('rate_limits').select('tat').executeTakeFirstOrThrow();
    expect(row.tat).toBeCloseTo(T0 + 60_000, 3);
  });
});

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase, type Db } from './database.ts';
import { durableTransaction } from './durable-transaction.ts';

let dir: string;
let db: Db;
const statements: string[] = [];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'larder-durable-'));
  db = openDatabase(join(dir, 'larder.sqlite'), { log: (statement) => statements.push(statement) });
  await migrateToLatest(db);
});
afterAll(async () => {
  await db.destroy();
  rmSync(dir, { recursive: true, force: true });
});

const synchronous = async () =>
  (await sql<{ synchronous: number }>`pragma synchronous`.execute(db)).rows[0]!.synchronous;

describe('a durable transaction', () => {
  it('begins immediate with the WAL synced at commit (synchronous FULL), and leaves NORMAL after', async () => {
    expect(await synchronous()).toBe(1);
    statements.length = 0;
    await durableTransaction(db, async (trx) => {
      await trx.insertInto('stripe_events').values({ id: 'evt_durable', type: 'invoice.paid' }).execute();
    });
    expect(statements.map((statement) => statement.toLowerCase().split(' ').slice(0, 3).join(' '))).toEqual([
      'pragma synchronous =',
      'begin immediate',
      'insert into "stripe_events"',
      'commit',
      'pragma synchronous =',
    ]);
    expect(statements[0]).toMatch(/FULL/);
    expect(await synchronous()).toBe(1);
  });

  it('rolls back and still leaves NORMAL when the work fails', async () => {
    await expect(
      durableTransaction(db, async (trx) => {
        await trx.insertInto('stripe_events').values({ id: 'evt_failed', type: 'invoice.paid' }).execute();
        throw new Error('stop');
      }),
    ).rejects.toThrow('stop');
    expect(await db.selectFrom('stripe_events').where('id', '=', 'evt_failed').selectAll().execute()).toEqual(
      [],
    );
    expect(await synchronous()).toBe(1);
  });
});

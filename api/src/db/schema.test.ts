import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, migrator, openDatabase } from './database.ts';

let dir: string;
let sqlite: Database.Database;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'larder-schema-'));
  const db = openDatabase(join(dir, 'schema.sqlite'));
  await migrateToLatest(db);
  await db.destroy();
  sqlite = new Database(join(dir, 'schema.sqlite'), { readonly: true });
});
afterAll(() => {
  sqlite.close();
  rmSync(dir, { recursive: true, force: true });
});

interface ForeignKey {
  table: string;
  id: number;
  from: string;
  to: string;
  seq: number;
}

function tables(): string[] {
  return (
    sqlite
      .prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%'")
      .all() as { name: string }[]
  ).map((row) => row.name);
}

/** The leading columns of every index of a table, the primary key and unique constraints included. */
function indexPrefixes(table: string): string[][] {
  const indexes = sqlite.prepare(`pragma index_list("${table}")`).all() as { name: string }[];
  const prefixes = indexes.map((index) =>
    (sqlite.prepare(`pragma index_info("${index.name}")`).all() as { name: string | null }[]).map(
      (column) => column.name ?? '<expression>',
    ),
  );
  const primaryKey = (sqlite.prepare(`pragma table_info("${table}")`).all() as { name: string; pk: number }[])
    .filter((column) => column.pk > 0)
    .sort((a, b) => a.pk - b.pk)
    .map((column) => column.name);
  return primaryKey.length ? [...prefixes, primaryKey] : prefixes;
}

describe('the database schema', () => {
  it('indexes every foreign key, so reads by parent and cascading deletes never scan a table', () => {
    const missing: string[] = [];
    for (const table of tables()) {
      const keys = sqlite.prepare(`pragma foreign_key_list("${table}")`).all() as ForeignKey[];
      const byConstraint = new Map<number, string[]>();
      for (const key of keys) byConstraint.set(key.id, [...(byConstraint.get(key.id) ?? []), key.from]);
      const prefixes = indexPrefixes(table);
      for (const columns of byConstraint.values()) {
        const covered = prefixes.some((prefix) => columns.every((column, index) => prefix[index] === column));
        if (!covered) missing.push(`${table}(${columns.join(', ')})`);
      }
    }
    expect(missing).toEqual([]);
  });
});

describe('migration 0007', () => {
  it('queues again the jobs a worker of the old kind left running, which no lease could ever expire', async () => {
    const db = openDatabase(join(dir, 'upgrade.sqlite'));
    try {
      await migrator(db).migrateTo('0006-rate-limits');
      await db
        .insertInto('rebuild_jobs')
        .values([
          { id: 'running', site_slug: 'k', reason: 'r', status: 'running', started_at: '2026-01-01' },
          { id: 'done', site_slug: 'k', reason: 'r', status: 'done' },
        ] as never)
        .execute();
      await migrateToLatest(db);
      const jobs = await db
        .selectFrom('rebuild_jobs')
        .select(['id', 'status', 'started_at'])
        .orderBy('id')
        .execute();
      expect(jobs).toEqual([
        { id: 'done', status: 'done', started_at: null },
        { id: 'running', status: 'queued', started_at: null },
      ]);
    } finally {
      await db.destroy();
    }
  });
});

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { sql } from 'kysely';
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

describe('migration 0008', () => {
  it('keeps every session through the rebuild of auth_tokens, and lets only a sign-up link lack a user', async () => {
    const db = openDatabase(join(dir, 'upgrade-0008.sqlite'));
    try {
      await migrator(db).migrateTo('0007-build-leases');
      await db.insertInto('users').values({ id: 'u1', email: 'cook@example.com' }).execute();
      await db
        .insertInto('auth_tokens')
        .values({
          id: 's1',
          user_id: 'u1',
          kind: 'session',
          token_hash: 'hash-1',
          site_id: null,
          next_url: null,
          expires_at: '2099-01-01T00:00:00.000Z',
          used_at: null,
        } as never)
        .execute();
      await migrateToLatest(db);
      expect(
        await db.selectFrom('auth_tokens').select(['id', 'user_id', 'kind', 'purpose']).execute(),
      ).toEqual([{ id: 's1', user_id: 'u1', kind: 'session', purpose: null }]);
      const token = (id: string, values: object) =>
        db
          .insertInto('auth_tokens')
          .values({ id, token_hash: id, expires_at: '2099-01-01', ...values } as never)
          .execute();
      await token('signup', {
        kind: 'magic_link',
        purpose: 'sign_up',
        email: 'new@example.com',
        user_id: null,
      });
      await expect(token('orphan', { kind: 'session', user_id: null })).rejects.toThrow(/CHECK constraint/);
      await expect(token('aimless', { kind: 'magic_link', user_id: 'u1' })).rejects.toThrow(
        /CHECK constraint/,
      );
      await expect(
        token('signin', { kind: 'magic_link', purpose: 'sign_in', email: 'x@example.com', user_id: null }),
      ).rejects.toThrow(/CHECK constraint/);
    } finally {
      await db.destroy();
    }
  });
});

describe('migration 0011', () => {
  it('allows one queued or sending send per recipe, any number of finished ones, and goes down and up again', async () => {
    const db = openDatabase(join(dir, 'newsletters.sqlite'));
    try {
      await migrateToLatest(db);
      await sql`pragma foreign_keys = off`.execute(db);
      const send = (id: string, status: string) =>
        db
          .insertInto('newsletter_sends')
          .values({ id, site_id: 's', recipe_id: 'r', status } as never)
          .execute();
      await send('sent-1', 'sent');
      await send('sent-2', 'sent');
      await send('queued', 'queued');
      await expect(send('sending', 'sending')).rejects.toThrow(/UNIQUE constraint/);
      await migrator(db).migrateTo('0010-payments');
      const columns = (
        await sql<{ name: string }>`pragma table_info(newsletter_subscribers)`.execute(db)
      ).rows.map((column) => column.name);
      expect(columns).not.toContain('confirmed_at');
      await migrateToLatest(db);
    } finally {
      await db.destroy();
    }
  });
});

describe('migration 0016', () => {
  it('gives existing collections version 1 and their creation time as last update, and goes down and up again', async () => {
    const db = openDatabase(join(dir, 'collection-versions.sqlite'));
    try {
      await migrator(db).migrateTo('0015-video-uploads');
      await sql`pragma foreign_keys = off`.execute(db);
      await db
        .insertInto('collections')
        .values({
          id: 'c1',
          site_id: 's',
          slug: 'bread',
          title: 'Bread',
          created_at: '2026-01-02T03:04:05.000Z',
        } as never)
        .execute();
      await migrateToLatest(db);
      expect(
        await db.selectFrom('collections').select(['id', 'version', 'created_at', 'updated_at']).execute(),
      ).toEqual([
        {
          id: 'c1',
          version: 1,
          created_at: '2026-01-02T03:04:05.000Z',
          updated_at: '2026-01-02T03:04:05.000Z',
        },
      ]);
      await migrator(db).migrateTo('0015-video-uploads');
      const columns = (await sql<{ name: string }>`pragma table_info(collections)`.execute(db)).rows.map(
        (column) => column.name,
      );
      expect(columns).not.toContain('version');
      expect(columns).not.toContain('updated_at');
      await migrateToLatest(db);
    } finally {
      await db.destroy();
    }
  });
});

import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestWorld, testEngine, type TestWorld } from '../test-support/test-database.ts';
import { migrateToLatest, openDatabase, type Db } from './database.ts';

/*
 * PostgreSQL's schema is SQLite's 0001–0019 as one baseline, then the shared migrations (ADR 047).
 * This holds the two equal, table by table: the same columns with the same types, nullability,
 * keys and defaults, the same foreign keys and the same indexes. Runs in the PostgreSQL pass.
 */

interface Column {
  table: string;
  name: string;
  type: string;
  notNull: boolean;
  defaultValue: string | null;
}
interface ForeignKey {
  table: string;
  column: string;
  references: string;
  onDelete: string;
}
interface Index {
  table: string;
  name: string;
  unique: boolean;
  columns: string;
  partial: string | null;
}
interface Schema {
  columns: Column[];
  foreignKeys: ForeignKey[];
  indexes: Index[];
}

/** The stored-as-text timestamp default, the same moment on either engine. */
const NOW = '<now>';
/** Columns PostgreSQL adds to number rows in the order they were written (SQLite's rowid). */
const ROWID = new Set(['bookmarks.rowid', 'comments.rowid', 'email_outbox.rowid']);

function normaliseDefault(value: string | null): string | null {
  if (value === null) return null;
  if (/strftime|statement_timestamp/.test(value)) return NOW;
  return value.replace(/^\((.*)\)$/, '$1').replace(/::[a-z ]+$/, '');
}

function normaliseType(type: string): string {
  const lower = type.toLowerCase();
  if (lower === 'integer' || lower === 'bigint') return 'integer';
  if (lower === 'real' || lower === 'double precision') return 'real';
  if (lower.startsWith('varchar') || lower === 'character varying' || lower === 'text') return 'text';
  return lower;
}

function normaliseWhere(where: string | null): string | null {
  if (!where) return null;
  return where
    .toLowerCase()
    .replace(/::text(\[\])?/g, '')
    .replace(/["()]/g, '')
    .replace(/= any \s*array\[([^\]]*)\]/, 'in $1')
    .replace(/\s+/g, ' ')
    .trim();
}

async function sqliteSchema(db: Db): Promise<Schema> {
  const tables = (
    await sql<{ name: string }>`select name from sqlite_master where type = 'table'
      and name not like 'sqlite_%' and name not like 'kysely_%' order by name`.execute(db)
  ).rows.map((row) => row.name);
  const schema: Schema = { columns: [], foreignKeys: [], indexes: [] };
  for (const table of tables) {
    const columns = await sql<{
      name: string;
      type: string;
      notnull: number;
      dflt_value: string | null;
      pk: number;
    }>`
      select name, type, "notnull", dflt_value, pk from pragma_table_info(${table})`.execute(db);
    for (const column of columns.rows)
      schema.columns.push({
        table,
        name: column.name,
        type: normaliseType(column.type),
        // A key column is never null on PostgreSQL; SQLite lets a text key be, but none of ours is.
        notNull: column.notnull === 1 || column.pk > 0,
        defaultValue: normaliseDefault(column.dflt_value),
      });
    const keys = await sql<{ table: string; from: string; to: string; on_delete: string }>`
      select "table", "from", "to", on_delete from pragma_foreign_key_list(${table})`.execute(db);
    for (const key of keys.rows)
      schema.foreignKeys.push({
        table,
        column: key.from,
        references: `${key.table}.${key.to}`,
        onDelete: key.on_delete.toLowerCase(),
      });
    const indexes = await sql<{ name: string; unique: number; origin: string; partial: number }>`
      select name, "unique", origin, partial from pragma_index_list(${table})`.execute(db);
    for (const index of indexes.rows) {
      if (index.origin !== 'c') continue;
      const ddl = (
        await sql<{
          sql: string;
        }>`select sql from sqlite_master where type = 'index' and name = ${index.name}`.execute(db)
      ).rows[0]!.sql;
      const columnsText = /\bon\s+"?\w+"?\s*\((.*?)\)(\s+where|$)/i.exec(ddl)?.[1] ?? '';
      schema.indexes.push({
        table,
        name: index.name,
        unique: index.unique === 1,
        columns: columnsText.replace(/["\s]/g, '').toLowerCase(),
        partial: normaliseWhere(/\swhere\s+(.*)$/i.exec(ddl)?.[1] ?? null),
      });
    }
  }
  return schema;
}

async function postgresSchema(db: Db): Promise<Schema> {
  const schema: Schema = { columns: [], foreignKeys: [], indexes: [] };
  const columns = await sql<{
    table_name: string;
    column_name: string;
    data_type: string;
    is_nullable: string;
    column_default: string | null;
  }>`select table_name, column_name, data_type, is_nullable, column_default from information_schema.columns
     where table_schema = 'public' and table_name not like 'kysely_%' order by table_name, ordinal_position`.execute(
    db,
  );
  for (const column of columns.rows) {
    if (ROWID.has(`${column.table_name}.${column.column_name}`)) continue;
    schema.columns.push({
      table: column.table_name,
      name: column.column_name,
      type: normaliseType(column.data_type),
      notNull: column.is_nullable === 'NO',
      defaultValue: normaliseDefault(column.column_default),
    });
  }
  const keys = await sql<{ table: string; column: string; references: string; on_delete: string }>`
    select source.relname as table, source_column.attname as column,
      target.relname || '.' || target_column.attname as references,
      case c.confdeltype when 'c' then 'cascade' when 'n' then 'set null' when 'r' then 'restrict' else 'no action' end as on_delete
    from pg_constraint c
    join pg_class source on source.oid = c.conrelid
    join pg_class target on target.oid = c.confrelid
    join pg_attribute source_column on source_column.attrelid = c.conrelid and source_column.attnum = c.conkey[1]
    join pg_attribute target_column on target_column.attrelid = c.confrelid and target_column.attnum = c.confkey[1]
    where c.contype = 'f'`.execute(db);
  for (const key of keys.rows)
    schema.foreignKeys.push({
      table: key.table,
      column: key.column,
      references: key.references,
      onDelete: key.on_delete,
    });
  const indexes = await sql<{ tablename: string; indexname: string; indexdef: string }>`
    select i.tablename, i.indexname, i.indexdef from pg_indexes i
    where i.schemaname = 'public' and i.tablename not like 'kysely_%'
      and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`.execute(db);
  for (const index of indexes.rows) {
    const columnsText = /\busing \w+ \((.*?)\)(\s+where|$)/i.exec(index.indexdef)?.[1] ?? '';
    schema.indexes.push({
      table: index.tablename,
      name: index.indexname,
      unique: /^create unique/i.test(index.indexdef),
      columns: columnsText.replace(/["\s]/g, '').toLowerCase(),
      partial: normaliseWhere(/\swhere\s+(.*)$/i.exec(index.indexdef)?.[1] ?? null),
    });
  }
  return schema;
}

function sorted<T>(rows: T[]): T[] {
  return [...rows].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
}

describe.runIf(testEngine() === 'postgres')('the schema on both engines', () => {
  let world: TestWorld;
  let sqlite: Db;
  let both: { sqlite: Schema; postgres: Schema };
  beforeAll(async () => {
    world = await createTestWorld([]);
    sqlite = openDatabase(':memory:');
    await migrateToLatest(sqlite);
    both = { sqlite: await sqliteSchema(sqlite), postgres: await postgresSchema(world.db) };
  });
  afterAll(async () => {
    await sqlite.destroy();
    await world.cleanup();
  });

  it('has the same columns, with the same types, nullability and defaults', () => {
    expect(both.postgres.columns.length).toBeGreaterThan(300);
    expect(sorted(both.postgres.columns)).toEqual(sorted(both.sqlite.columns));
  });

  it('has the same foreign keys, with the same deletes', () => {
    expect(sorted(both.postgres.foreignKeys)).toEqual(sorted(both.sqlite.foreignKeys));
  });

  it('has the same indexes, unique and partial alike', () => {
    expect(sorted(both.postgres.indexes)).toEqual(sorted(both.sqlite.indexes));
  });
});

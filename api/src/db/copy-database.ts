import { sql } from 'kysely';
import { databaseEngine, type Db } from './database.ts';

/** Rows sent in one insert: PostgreSQL takes at most 65,535 parameters a statement. */
const PARAMETERS_PER_INSERT = 30_000;

/** The tables of a SQLite database, parents before children (each table after those it references). */
async function tablesInOrder(from: Db): Promise<{ name: string; rowid: boolean }[]> {
  const found = (
    await sql<{ name: string; sql: string }>`select name, sql from sqlite_master where type = 'table'
      and name not like 'sqlite_%' and name not like 'kysely_%' order by name`.execute(from)
  ).rows;
  const withRowid = new Set(
    found.filter((row) => !/without rowid\s*$/i.test(row.sql)).map((row) => row.name),
  );
  const tables = found.map((row) => row.name);
  const parents = new Map<string, Set<string>>();
  for (const table of tables) {
    const keys = await sql<{ table: string }>`select "table" from pragma_foreign_key_list(${table})`.execute(
      from,
    );
    parents.set(table, new Set(keys.rows.map((key) => key.table).filter((parent) => parent !== table)));
  }
  const ordered: string[] = [];
  const placed = new Set<string>();
  while (ordered.length < tables.length) {
    const ready = tables.filter(
      (table) => !placed.has(table) && [...(parents.get(table) ?? [])].every((parent) => placed.has(parent)),
    );
    // A cycle (sites ↔ images): its tables go in together; PostgreSQL checks keys at commit.
    const next = ready.length > 0 ? ready : tables.filter((table) => !placed.has(table));
    for (const table of next) {
      ordered.push(table);
      placed.add(table);
    }
  }
  return ordered.map((name) => ({ name, rowid: withRowid.has(name) }));
}

/**
 * Copies every row of a migrated SQLite database into a freshly migrated PostgreSQL one of the
 * same schema, in one transaction; what the migrations wrote there (the theme catalogue) is
 * replaced by the source's rows. Foreign keys are checked at its end (PostgreSQL's are
 * deferrable, ADR 047): the schema has a cycle, a kitchen and its pictures. Rows keep their order
 * of writing, which PostgreSQL numbers as it takes them (\`rowid\`).
 */
export async function copySqliteToPostgres(from: Db, to: Db): Promise<{ tables: number; rows: number }> {
  if (databaseEngine(from) !== 'sqlite' || databaseEngine(to) !== 'postgres')
    throw new Error('copySqliteToPostgres copies a SQLite database into a PostgreSQL one.');
  const tables = await tablesInOrder(from);
  const rows = await to.transaction().execute(async (trx) => {
    let copied = 0;
    await sql`set constraints all deferred`.execute(trx);
    for (const { name: table } of [...tables].reverse())
      await sql`delete from ${sql.table(table)}`.execute(trx);
    for (const { name: table, rowid } of tables) {
      const order = rowid ? sql` order by rowid` : sql``;
      const read = await sql<Record<string, unknown>>`select * from ${sql.table(table)}${order}`.execute(
        from,
      );
      if (read.rows.length === 0) continue;
      const columns = Object.keys(read.rows[0]!).length;
      const batch = Math.max(1, Math.floor(PARAMETERS_PER_INSERT / columns));
      for (let start = 0; start < read.rows.length; start += batch)
        await sql`insert into ${sql.table(table)} (${sql.join(
          Object.keys(read.rows[0]!).map((column) => sql.ref(column)),
        )}) values ${sql.join(
          read.rows
            .slice(start, start + batch)
            .map((row) => sql`(${sql.join(Object.values(row).map((value) => sql.val(value)))})`),
        )}`.execute(trx);
      copied += read.rows.length;
    }
    return copied;
  });
  return { tables: tables.length, rows };
}

import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestWorld, testEngines, type TestWorld } from '../test-support/test-database.ts';
import { copySqliteToPostgres } from './copy-database.ts';

describe.runIf(testEngines().includes('postgres'))('copying a SQLite database into PostgreSQL', () => {
  let from: TestWorld;
  let to: TestWorld;
  beforeAll(async () => {
    from = await createTestWorld(undefined, {}, { engine: 'sqlite' });
    // A comment and a bookmark written after seeding, to see the order of writing kept.
    const [reader, recipe] = await Promise.all([
      from.db.selectFrom('users').select('id').orderBy('email').executeTakeFirstOrThrow(),
      from.db.selectFrom('recipes').select(['id', 'site_id']).orderBy('slug').executeTakeFirstOrThrow(),
    ]);
    await from.db
      .insertInto('bookmarks')
      .values({
        site_id: recipe.site_id,
        user_id: reader.id,
        recipe_id: recipe.id,
        created_at: '2000-01-01T00:00:00.000Z',
      })
      .onConflict((conflict) => conflict.doNothing())
      .execute();
    to = await createTestWorld([], {}, { engine: 'postgres' });
    await copySqliteToPostgres(from.db, to.db);
  });
  afterAll(async () => {
    await from.cleanup();
    await to.cleanup();
  });

  it('holds every row of every table, value for value', async () => {
    const tables = (
      await sql<{ name: string }>`select name from sqlite_master where type = 'table'
        and name not like 'sqlite_%' and name not like 'kysely_%' order by name`.execute(from.db)
    ).rows.map((row) => row.name);
    expect(tables.length).toBeGreaterThan(50);
    let rows = 0;
    for (const table of tables) {
      const read = async (db: TestWorld['db']) =>
        (await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(db)).rows
          .map((row) => {
            const { rowid: _rowid, ...columns } = row;
            return JSON.stringify(columns, Object.keys(columns).sort());
          })
          .sort();
      const copied = await read(to.db);
      expect(copied, table).toEqual(await read(from.db));
      rows += copied.length;
    }
    expect(rows).toBeGreaterThan(500);
  });

  it('keeps the order rows were written in', async () => {
    const order = async (db: TestWorld['db'], by: string) =>
      (
        await sql<{
          id: string;
        }>`select user_id || recipe_id as id from bookmarks order by ${sql.raw(by)}`.execute(db)
      ).rows.map((row) => row.id);
    expect(await order(to.db, 'rowid')).toEqual(await order(from.db, 'rowid'));
  });
});

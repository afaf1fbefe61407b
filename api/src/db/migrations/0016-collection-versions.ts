import { sql, type Kysely } from 'kysely';

/* Frozen in time: this migration never imports application code and is never edited once shipped. */

/* eslint-disable @typescript-eslint/no-explicit-any */
export async function up(db: Kysely<any>): Promise<void> {
  // Optimistic concurrency, as for recipes: every save of a collection moves its version on, and a
  // save that names an older version is refused.
  await db.schema
    .alterTable('collections')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  // SQLite adds a NOT NULL column only with a constant default, never `now`: the default is a
  // placeholder no row keeps (existing ones take their creation time, every write sets its own).
  await db.schema
    .alterTable('collections')
    .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await sql`update collections set updated_at = created_at`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const column of ['updated_at', 'version'])
    await db.schema.alterTable('collections').dropColumn(column).execute();
}

import { PostgresAdapter, sql, type Kysely } from 'kysely';

/* Frozen in time: this migration never imports application code and is never edited once shipped. */

/*
 * PostgreSQL 15 has no `is json`: a recipe search reads stored rich text as JSON, and a damaged
 * value must be passed over (the read then decides), not fail the search. SQLite has
 * `json_valid()` and needs nothing.
 */
/* eslint-disable @typescript-eslint/no-explicit-any */
export async function up(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`
    create function larder_jsonb_or_null(value text) returns jsonb
    language plpgsql immutable strict parallel safe as $$
    begin
      return value::jsonb;
    exception when others then
      return null;
    end
    $$`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`drop function larder_jsonb_or_null(text)`.execute(db);
}

function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

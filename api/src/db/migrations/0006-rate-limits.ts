import { sql, type Kysely } from 'kysely';

/* Frozen in time: this migration never imports application code and is never edited once shipped. */

/* eslint-disable @typescript-eslint/no-explicit-any */
export async function up(db: Kysely<any>): Promise<void> {
  // One row per budget and key (an IP, a user id, an e-mail address…). `tat` is the
  // generic cell rate algorithm's "theoretical arrival time" in epoch milliseconds: a row whose
  // tat has passed holds no information and may be deleted at any time.
  // No index on tat: it would double the cost of every hit, and pruning scans the table rarely.
  await db.schema
    .createTable('rate_limits')
    .addColumn('budget', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('tat', 'real', (c) => c.notNull())
    .addPrimaryKeyConstraint('rate_limits_pk', ['budget', 'key'])
    .modifyEnd(sql`without rowid`)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('rate_limits').execute();
}

import type { Kysely } from 'kysely';

/* Frozen in time: this migration never imports application code and is never edited once shipped. */

/* eslint-disable @typescript-eslint/no-explicit-any */
export async function up(db: Kysely<any>): Promise<void> {
  // Ingredients a kitchen's creators add from the editor belong to that kitchen; the platform's
  // catalogue (null) is every kitchen's.
  await db.schema
    .alterTable('ingredients')
    .addColumn('site_id', 'text', (c) => c.references('sites.id').onDelete('cascade'))
    .execute();
  await db.schema.createIndex('ingredients_site_id').on('ingredients').column('site_id').execute();
}

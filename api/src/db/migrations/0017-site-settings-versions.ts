import { sql, type Kysely } from 'kysely';

/* Frozen in time: this migration never imports application code and is never edited once shipped. */

/* eslint-disable @typescript-eslint/no-explicit-any */
export async function up(db: Kysely<any>): Promise<void> {
  // Optimistic concurrency for the settings screen, as for recipes and collections.
  await db.schema
    .alterTable('sites')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  // The kitchen options its creator set from the dashboard (JSON object; keys left out take the
  // operator's value from sites.config.ts, else the default).
  await db.schema
    .alterTable('sites')
    .addColumn('options', 'text', (c) => c.notNull().defaultTo('{}'))
    .execute();
  // Addresses a kitchen had before: they keep answering with a redirect, and no other kitchen may
  // take them while they do.
  await db.schema
    .createTable('site_slug_redirects')
    .addColumn('slug', 'text', (c) => c.primaryKey())
    .addColumn('site_id', 'text', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) =>
      c.notNull().defaultTo(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`),
    )
    .execute();
  await db.schema
    .createIndex('site_slug_redirects_site')
    .on('site_slug_redirects')
    .column('site_id')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('site_slug_redirects').execute();
  for (const column of ['options', 'version'])
    await db.schema.alterTable('sites').dropColumn(column).execute();
}

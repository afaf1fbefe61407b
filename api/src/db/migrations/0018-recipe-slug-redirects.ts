import { sql, type Kysely } from 'kysely';

/* Frozen in time: this migration never imports application code and is never edited once shipped. */

/* eslint-disable @typescript-eslint/no-explicit-any */
export async function up(db: Kysely<any>): Promise<void> {
  // Addresses a recipe had before within its kitchen: each keeps answering with a redirect to the
  // recipe's address now, until another recipe takes it.
  await db.schema
    .createTable('recipe_slug_redirects')
    .addColumn('site_id', 'text', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('recipe_id', 'text', (c) => c.notNull().references('recipes.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) =>
      c.notNull().defaultTo(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`),
    )
    .addPrimaryKeyConstraint('recipe_slug_redirects_pk', ['site_id', 'slug'])
    .execute();
  await db.schema
    .createIndex('recipe_slug_redirects_recipe')
    .on('recipe_slug_redirects')
    .column('recipe_id')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('recipe_slug_redirects').execute();
}

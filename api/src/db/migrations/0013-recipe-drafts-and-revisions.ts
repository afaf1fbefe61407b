import { sql, type Kysely } from 'kysely';

/* Frozen in time: this migration never imports application code and is never edited once shipped. */

/* eslint-disable @typescript-eslint/no-explicit-any */
export async function up(db: Kysely<any>): Promise<void> {
  const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
  // Optimistic concurrency: every saved write of a recipe moves its version on, and a write that
  // names an older version is refused.
  await db.schema
    .alterTable('recipes')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  // The editor's autosaved draft (the recipe fields as JSON), the version it was based on and
  // when it was saved: never read by the builder or the public API.
  await db.schema.alterTable('recipes').addColumn('draft', 'text').execute();
  await db.schema.alterTable('recipes').addColumn('draft_base_version', 'integer').execute();
  await db.schema.alterTable('recipes').addColumn('draft_saved_at', 'text').execute();
  // Earlier versions a creator can restore: each saved write, and a draft now and then.
  await db.schema
    .createTable('recipe_revisions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('recipe_id', 'text', (c) => c.notNull().references('recipes.id').onDelete('cascade'))
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('recipe_revisions_recipe')
    .on('recipe_revisions')
    .columns(['recipe_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('recipe_revisions_created_by')
    .on('recipe_revisions')
    .column('created_by')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('recipe_revisions').execute();
  for (const column of ['draft_saved_at', 'draft_base_version', 'draft', 'version'])
    await db.schema.alterTable('recipes').dropColumn(column).execute();
}

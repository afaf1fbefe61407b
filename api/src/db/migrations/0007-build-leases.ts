import { sql, type Kysely } from 'kysely';

/* Frozen in time: this migration never imports application code and is never edited once shipped. */

/* eslint-disable @typescript-eslint/no-explicit-any */
export async function up(db: Kysely<any>): Promise<void> {
  const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

  // At most one build of a kitchen at a time, enforced by the primary key: a builder holds the
  // lease while it works and renews it; a lease that is not renewed expires and can be taken over.
  await db.schema
    .createTable('kitchen_build_leases')
    .addColumn('site_slug', 'text', (c) => c.primaryKey())
    .addColumn('token', 'text', (c) => c.notNull().unique())
    .addColumn('owner', 'text', (c) => c.notNull())
    .addColumn('acquired_at', 'text', (c) => c.notNull().defaultTo(now))
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();

  // A job belongs to the lease that claimed it while it runs; a failed attempt waits until
  // `not_before` to be tried again. `suspect_recipe_id` is the page a crashed build was rendering.
  await db.schema.alterTable('rebuild_jobs').addColumn('lease_token', 'text').execute();
  await db.schema.alterTable('rebuild_jobs').addColumn('not_before', 'text').execute();
  await db.schema.alterTable('rebuild_jobs').addColumn('failed_recipes', 'text').execute();
  await db.schema.alterTable('rebuild_jobs').addColumn('suspect_recipe_id', 'text').execute();
  // Jobs a worker of the old kind left running have no lease that could ever expire: queue them.
  await db
    .updateTable('rebuild_jobs')
    .set({ status: 'queued', started_at: null })
    .where('status', '=', 'running')
    .execute();
  await db.schema
    .createIndex('rebuild_jobs_site_slug_status')
    .on('rebuild_jobs')
    .columns(['site_slug', 'status'])
    .execute();
  await db.schema.createIndex('rebuild_jobs_lease_token').on('rebuild_jobs').column('lease_token').execute();

  // A version of a recipe whose page could not be rendered: later builds keep its last good page
  // or leave it out until the recipe changes again.
  await db.schema
    .createTable('recipe_render_failures')
    .addColumn('recipe_id', 'text', (c) => c.primaryKey().references('recipes.id').onDelete('cascade'))
    .addColumn('recipe_updated_at', 'text', (c) => c.notNull())
    .addColumn('error', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();

  // Bumped with every change a kitchen's visitors can see, in the same transaction: public API
  // responses are cached by it.
  await db.schema
    .alterTable('sites')
    .addColumn('content_version', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('sites').dropColumn('content_version').execute();
  await db.schema.dropTable('recipe_render_failures').execute();
  await db.schema.dropIndex('rebuild_jobs_lease_token').execute();
  await db.schema.dropIndex('rebuild_jobs_site_slug_status').execute();
  for (const column of ['suspect_recipe_id', 'failed_recipes', 'not_before', 'lease_token'])
    await db.schema.alterTable('rebuild_jobs').dropColumn(column).execute();
  await db.schema.dropTable('kitchen_build_leases').execute();
}

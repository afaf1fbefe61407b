import { sql, type Kysely } from 'kysely';

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

export async function down(db: Kysely<any>): Promise<void> {
  // A kitchen's own ingredients go with the column; lines that used one keep their wording.
  await sql`
    update ingredient_usages set
      ingredient_title_override = coalesce(
        ingredient_title_override,
        (select title from ingredients where ingredients.id = ingredient_usages.ingredient_id)
      ),
      ingredient_id = null
    where ingredient_id in (select id from ingredients where site_id is not null)
  `.execute(db);
  await db.deleteFrom('ingredients').where('site_id', 'is not', null).execute();
  await db.schema.dropIndex('ingredients_site_id').execute();
  await db.schema.alterTable('ingredients').dropColumn('site_id').execute();
}

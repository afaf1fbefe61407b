import type { Kysely } from 'kysely';

/* Frozen in time: this migration never imports application code and is never edited once shipped. */

/* eslint-disable @typescript-eslint/no-explicit-any */
export async function up(db: Kysely<any>): Promise<void> {
  // A counted ingredient showing more than 1 reads in its plural ("2 bay leaves", "3 cloves of
  // garlic"). Null means the plural is the title with its head noun pluralised by rule.
  await db.schema.alterTable('ingredients').addColumn('plural_title', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('ingredients').dropColumn('plural_title').execute();
}

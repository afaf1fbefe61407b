import { sql, type Kysely } from 'kysely';

/* Frozen in time: this migration never imports application code and is never edited once shipped. */

/* eslint-disable @typescript-eslint/no-explicit-any */
export async function up(db: Kysely<any>): Promise<void> {
  const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

  // An upload a user was allowed to make: the URL's token (stored only as a hash) lets one file
  // of one type be put at `key` before it expires; what was read from the file is kept for the
  // image record made from it.
  await db.schema
    .createTable('image_uploads')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('key', 'text', (c) => c.notNull().unique())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('uploaded_at', 'text')
    .addColumn('width', 'integer')
    .addColumn('height', 'integer')
    .addColumn('lqip', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('image_uploads_user_id').on('image_uploads').column('user_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('image_uploads').execute();
}

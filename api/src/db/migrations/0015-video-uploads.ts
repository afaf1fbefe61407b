import { sql, type Kysely } from 'kysely';

/* Frozen in time: this migration never imports application code and is never edited once shipped. */

/* eslint-disable @typescript-eslint/no-explicit-any */
export async function up(db: Kysely<any>): Promise<void> {
  const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

  // A video a kitchen's manager was allowed to upload: as an image upload, the URL's token (stored
  // only as a hash) lets one file of one type be put at `key` before it expires; the kitchen is
  // the one the video will belong to, and the size is the stored file's.
  await db.schema
    .createTable('video_uploads')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('site_id', 'text', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('key', 'text', (c) => c.notNull().unique())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('uploaded_at', 'text')
    .addColumn('size_bytes', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('video_uploads_user_id').on('video_uploads').column('user_id').execute();
  await db.schema.createIndex('video_uploads_site_id').on('video_uploads').column('site_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('video_uploads').execute();
}

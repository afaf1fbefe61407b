import { randomUUID } from 'node:crypto';
import type { Executor } from '../db/database.ts';

/**
 * The one write of an image row: a stored file (an upload, or a picture the demo made) recorded as
 * an image of a kitchen (`siteId`) or of a user's own (null). The key is unique, so recording the
 * same file twice (a double click) answers the first row's id.
 */
export async function recordImageFile(
  db: Executor,
  file: {
    key: string;
    contentType: string;
    width: number;
    height: number;
    lqip: string | null;
    alt: string;
    siteId: string | null;
    createdBy: string | null;
  },
): Promise<string> {
  await db
    .insertInto('images')
    .values({
      id: randomUUID(),
      key: file.key,
      content_type: file.contentType,
      width: file.width,
      height: file.height,
      lqip: file.lqip,
      alt: file.alt,
      site_id: file.siteId,
      created_by: file.createdBy,
    })
    .onConflict((conflict) => conflict.column('key').doNothing())
    .execute();
  const { id } = await db
    .selectFrom('images')
    .select('id')
    .where('key', '=', file.key)
    .executeTakeFirstOrThrow();
  return id;
}

/** The one write of a video row, as `recordImageFile` is of an image: once per stored file. */
export async function recordVideoFile(
  db: Executor,
  file: { key: string; posterImageId: string | null; siteId: string },
): Promise<string> {
  await db
    .insertInto('videos')
    .values({ id: randomUUID(), key: file.key, poster_image_id: file.posterImageId, site_id: file.siteId })
    .onConflict((conflict) => conflict.column('key').doNothing())
    .execute();
  const { id } = await db
    .selectFrom('videos')
    .select('id')
    .where('key', '=', file.key)
    .executeTakeFirstOrThrow();
  return id;
}

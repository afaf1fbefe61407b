import type { Crop, PublicImage, PublicVideo } from '@larder/shared/schemas/image';
import type { Db } from '../db/database.ts';

/** Files are served from the file host by key (`GET /api/v1/files/{key}`). */
export function fileUrl(apiOrigin: string, key: string): string {
  return `${apiOrigin}/api/v1/files/${key.split('/').map(encodeURIComponent).join('/')}`;
}

export interface ReadContext {
  db: Db;
  apiOrigin: string;
}

/** Ids to look up, once each, in chunks that stay far below SQLite's limit on bound parameters. */
function idChunks(ids: (string | null | undefined)[], size = 900): string[][] {
  const wanted = [...new Set(ids.filter((id): id is string => typeof id === 'string'))];
  const chunks: string[][] = [];
  for (let start = 0; start < wanted.length; start += size) chunks.push(wanted.slice(start, start + size));
  return chunks;
}

/** Loads images by id (one query per 900 ids); ids without a row are absent from the map. */
export async function loadImages(
  { db, apiOrigin }: ReadContext,
  ids: (string | null | undefined)[],
): Promise<Map<string, PublicImage>> {
  const rows = (
    await Promise.all(
      idChunks(ids).map((chunk) => db.selectFrom('images').selectAll().where('id', 'in', chunk).execute()),
    )
  ).flat();
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        key: row.key,
        url: fileUrl(apiOrigin, row.key),
        width: row.width,
        height: row.height,
        lqip: row.lqip,
        alt: row.alt,
      },
    ]),
  );
}

export function withCrop(image: PublicImage, crop: string | null): PublicImage {
  return crop ? { ...image, crop: JSON.parse(crop) as Crop } : image;
}

export async function loadVideos(
  context: ReadContext,
  ids: (string | null | undefined)[],
): Promise<Map<string, PublicVideo>> {
  const rows = (
    await Promise.all(
      idChunks(ids).map((chunk) =>
        context.db.selectFrom('videos').selectAll().where('id', 'in', chunk).execute(),
      ),
    )
  ).flat();
  const posters = await loadImages(
    context,
    rows.map((row) => row.poster_image_id),
  );
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        key: row.key,
        url: fileUrl(context.apiOrigin, row.key),
        posterImage: (row.poster_image_id && posters.get(row.poster_image_id)) || null,
      },
    ]),
  );
}

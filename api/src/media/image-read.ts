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

/** Loads images by id in one query; ids without a row are absent from the map. */
export async function loadImages(
  { db, apiOrigin }: ReadContext,
  ids: (string | null | undefined)[],
): Promise<Map<string, PublicImage>> {
  const wanted = [...new Set(ids.filter((id): id is string => typeof id === 'string'))];
  if (wanted.length === 0) return new Map();
  const rows = await db.selectFrom('images').selectAll().where('id', 'in', wanted).execute();
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
  const wanted = [...new Set(ids.filter((id): id is string => typeof id === 'string'))];
  if (wanted.length === 0) return new Map();
  const rows = await context.db.selectFrom('videos').selectAll().where('id', 'in', wanted).execute();
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

import { AppError } from '@larder/shared/errors';
import type { ManagedVideo } from '@larder/shared/schemas/video';
import type { Executor } from '../db/database.ts';
import { markKitchenChanged } from '../jobs/rebuild-queue.ts';
import { loadVideos, type ReadContext } from './image-read.ts';
import { recordVideoFile } from './media-rows.ts';

/** The most videos the dashboard's library lists at once (newest first). */
export const KITCHEN_VIDEOS_LISTED = 1_000;

/** Videos by id as a kitchen's managers read them: the public read, with the poster's id. */
async function loadManagedVideos(context: ReadContext, ids: string[]): Promise<Map<string, ManagedVideo>> {
  const videos = await loadVideos(context, ids);
  return new Map(
    [...videos].map(([id, video]) => [id, { ...video, posterImageId: video.posterImage?.id ?? null }]),
  );
}

/** Fails unless the poster is one of the kitchen's photos (or none). */
async function assertKitchenPoster(
  db: Executor,
  siteId: string,
  posterImageId: string | null,
): Promise<void> {
  if (posterImageId === null) return;
  const poster = await db
    .selectFrom('images')
    .select('id')
    .where('id', '=', posterImageId)
    .where('site_id', '=', siteId)
    .executeTakeFirst();
  if (!poster)
    throw new AppError(
      'validation_failed',
      'The poster is not one of this kitchen’s photos. Upload it to the kitchen first, or choose another.',
      { posterImageId: ['Unknown photo for this kitchen'] },
    );
}

/**
 * Records a video file a manager uploaded as a video of the kitchen it was uploaded for (the
 * upload URL decided which), with an optional poster from the kitchen's photos. Recording the
 * same upload again answers the same video.
 */
export async function recordUploadedVideo(
  context: ReadContext,
  userId: string,
  record: { uploadId: string; posterImageId?: string | null | undefined },
): Promise<ManagedVideo> {
  const { db } = context;
  const upload = await db
    .selectFrom('video_uploads as u')
    .innerJoin('site_memberships as m', (join) =>
      join.onRef('m.site_id', '=', 'u.site_id').on('m.user_id', '=', userId),
    )
    .select(['u.key', 'u.site_id'])
    .where('u.id', '=', record.uploadId)
    .where('u.user_id', '=', userId)
    .where('u.uploaded_at', 'is not', null)
    .executeTakeFirst();
  // Another user's upload, one for a kitchen the user no longer manages and one not yet sent all
  // read the same: the id names no video of theirs.
  if (!upload)
    throw new AppError(
      'validation_failed',
      'No video of yours was uploaded with that id. Upload the file to its upload URL first.',
      { uploadId: ['No uploaded video with that id'] },
    );
  await assertKitchenPoster(db, upload.site_id, record.posterImageId ?? null);
  // Two saves of the same upload at once (a double click) meet here and answer the one video.
  const id = await recordVideoFile(db, {
    key: upload.key,
    posterImageId: record.posterImageId ?? null,
    siteId: upload.site_id,
  });
  return (await loadManagedVideos(context, [id])).get(id)!;
}

/** A kitchen's videos, newest first: the studio's video library. */
export async function listKitchenVideos(context: ReadContext, siteId: string): Promise<ManagedVideo[]> {
  const rows = await context.db
    .selectFrom('videos')
    .select('id')
    .where('site_id', '=', siteId)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(KITCHEN_VIDEOS_LISTED)
    .execute();
  const ids = rows.map((row) => row.id);
  const videos = await loadManagedVideos(context, ids);
  return ids.flatMap((id) => videos.get(id) ?? []);
}

/** Whether any recipe (published or not), step or collection of the kitchen shows the video. */
async function isShown(db: Executor, videoId: string): Promise<boolean> {
  const [inRecipe, inStep, inCollection] = await Promise.all([
    db.selectFrom('recipes').select('id').where('video_id', '=', videoId).executeTakeFirst(),
    db.selectFrom('instructions').select('id').where('video_id', '=', videoId).executeTakeFirst(),
    db.selectFrom('collections').select('id').where('video_id', '=', videoId).executeTakeFirst(),
  ]);
  return Boolean(inRecipe ?? inStep ?? inCollection);
}

/**
 * Sets or clears a kitchen video's poster. A video that some page shows changes on the
 * kitchen's pages, so the kitchen is rebuilt.
 */
export async function updateKitchenVideo(
  context: ReadContext,
  siteId: string,
  videoId: string,
  change: { posterImageId: string | null },
): Promise<ManagedVideo> {
  await context.db.transaction().execute(async (trx) => {
    const video = await trx
      .selectFrom('videos')
      .select('id')
      .where('id', '=', videoId)
      .where('site_id', '=', siteId)
      .executeTakeFirst();
    if (!video) throw new AppError('not_found', 'No such video in this kitchen.');
    await assertKitchenPoster(trx, siteId, change.posterImageId);
    await trx
      .updateTable('videos')
      .set({ poster_image_id: change.posterImageId })
      .where('id', '=', videoId)
      .execute();
    if (await isShown(trx, videoId)) await markKitchenChanged(trx, siteId, `video ${videoId} poster`);
  });
  return (await loadManagedVideos(context, [videoId])).get(videoId)!;
}

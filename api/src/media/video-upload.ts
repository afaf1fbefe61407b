import { AppError } from '@larder/shared/errors';
import type { VideoType, VideoUploadedResponse, VideoUploadUrlResponse } from '@larder/shared/schemas/video';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdir, open, rename, rm, type FileHandle } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { hashToken } from '../auth/session-tokens.ts';
import type { Db } from '../db/database.ts';
import { UPLOAD_LIFETIME_MS } from './image-upload.ts';
import { pendingUpload, unusableUpload } from './pending-upload.ts';
import { VIDEO_SNIFF_BYTES, videoContainerOf } from './video-container.ts';

const TYPES: Record<VideoType, { extension: string; name: string; aName: string }> = {
  'video/mp4': { extension: 'mp4', name: 'MP4', aName: 'an MP4' },
  'video/webm': { extension: 'webm', name: 'WebM', aName: 'a WebM' },
};

/**
 * Allows one video file of the stated type to be uploaded by a manager of the kitchen, at a fresh
 * key under the kitchen's folder. `maxBytes` is announced with the URL and enforced when the file
 * arrives (`receiveVideoUpload`).
 */
export async function createVideoUpload(
  db: Db,
  options: {
    userId: string;
    siteId: string;
    fileName: string;
    contentType: VideoType;
    apiOrigin: string;
    maxBytes: number;
    now?: number;
  },
): Promise<VideoUploadUrlResponse['upload']> {
  const token = randomBytes(32).toString('base64url');
  const id = randomUUID();
  const key = `sites/${options.siteId}/${randomUUID()}.${TYPES[options.contentType].extension}`;
  const expiresAt = new Date((options.now ?? Date.now()) + UPLOAD_LIFETIME_MS).toISOString();
  await db
    .insertInto('video_uploads')
    .values({
      id,
      token_hash: hashToken(token),
      user_id: options.userId,
      site_id: options.siteId,
      key,
      file_name: options.fileName,
      content_type: options.contentType,
      expires_at: expiresAt,
    })
    .execute();
  return {
    id,
    url: `${options.apiOrigin}/api/v1/uploads/videos/${token}`,
    method: 'PUT',
    headers: { 'Content-Type': options.contentType },
    key,
    maxBytes: options.maxBytes,
    expiresAt,
  };
}

function sizeText(bytes: number): string {
  const megabytes = bytes / 1024 / 1024;
  return megabytes >= 1 ? `${Math.round(megabytes)} MB` : `${bytes.toLocaleString('en')} bytes`;
}

/** Refuses the first bytes of a file unless they start a video in the announced container. */
function checkContainer(head: Uint8Array, contentType: VideoType): void {
  const found = videoContainerOf(head);
  if (found === contentType) return;
  const { name, aName } = TYPES[contentType];
  throw new AppError(
    'validation_failed',
    found
      ? `The file is ${TYPES[found].aName} video, not ${name}. Ask for an upload URL for ${found} and send it there.`
      : `The file is not ${aName} video. Upload the video itself, saved as ${name}.`,
    { file: [`Not ${aName} video`] },
  );
}

async function writeAll(file: FileHandle, bytes: Uint8Array): Promise<void> {
  for (let offset = 0; offset < bytes.length;)
    offset += (await file.write(bytes, offset, bytes.length - offset)).bytesWritten;
}

/**
 * Stores the video sent to an upload URL, as it is (no transcoding), streaming it to disk: the
 * file is never held in memory, and one larger than `maxBytes` is refused (413) as soon as its
 * declared length or its bytes pass the limit. Its container is read from its first bytes, never
 * trusted from the name or header. A refused file changes nothing, so the creator can try another
 * one with the same URL.
 */
export async function receiveVideoUpload(
  db: Db,
  filesDir: string,
  upload: {
    token: string;
    contentType: string | undefined;
    contentLength: string | undefined;
    body: ReadableStream<Uint8Array> | null;
    maxBytes: number;
    now?: number;
  },
): Promise<VideoUploadedResponse> {
  const now = new Date(upload.now ?? Date.now()).toISOString();
  const pending = await pendingUpload(db, 'video_uploads', upload, now);
  const contentType = pending.content_type as VideoType;
  const tooLarge = new AppError(
    'payload_too_large',
    `The file is larger than ${sizeText(upload.maxBytes)}. Upload a shorter video, or one saved at a lower quality.`,
  );
  if (Number(upload.contentLength) > upload.maxBytes) throw tooLarge;

  const path = resolve(filesDir, pending.key);
  await mkdir(dirname(path), { recursive: true });
  // Written aside and renamed, so the file host never serves half a file.
  const partial = `${path}.${randomUUID()}.partial`;
  let file: FileHandle | null = null;
  let bytes = 0;
  try {
    // A refusal stops reading without cancelling the body: cancelling would reset the connection
    // before the client reads the answer (the server drains or closes it, see close-after-early-response.ts).
    const reader = upload.body?.getReader();
    let head: Uint8Array | null = new Uint8Array(0);
    for (;;) {
      let chunk: Uint8Array;
      try {
        const read = await reader?.read();
        if (!read || read.done) break;
        chunk = read.value;
      } catch {
        throw new AppError(
          'bad_request',
          'The upload stopped before the whole file arrived. Send the file again.',
        );
      }
      bytes += chunk.length;
      if (bytes > upload.maxBytes) throw tooLarge;
      if (head) {
        // The first bytes are gathered until they tell the container; nothing is written before.
        const joined: Uint8Array = new Uint8Array(head.length + chunk.length);
        joined.set(head);
        joined.set(chunk, head.length);
        head = joined;
        if (head.length < VIDEO_SNIFF_BYTES) continue;
        checkContainer(head, contentType);
        file = await open(partial, 'wx');
        await writeAll(file, head);
        head = null;
      } else {
        await writeAll(file!, chunk);
      }
    }
    if (head) {
      checkContainer(head, contentType);
      file = await open(partial, 'wx');
      await writeAll(file, head);
    }
    await file!.close();
    file = null;
    // Spent only now, and only once: of two files sent at the same moment, one is stored.
    const claimed = await db
      .updateTable('video_uploads')
      .set({ uploaded_at: now, size_bytes: bytes })
      .where('id', '=', pending.id)
      .where('uploaded_at', 'is', null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 0) throw unusableUpload();
    try {
      await rename(partial, path);
    } catch (error) {
      await db
        .updateTable('video_uploads')
        .set({ uploaded_at: null, size_bytes: null })
        .where('id', '=', pending.id)
        .execute();
      throw error;
    }
  } catch (error) {
    await file?.close().catch(() => undefined);
    await rm(partial, { force: true });
    throw error;
  }
  return { key: pending.key, bytes };
}

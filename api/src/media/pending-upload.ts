import { AppError } from '@larder/shared/errors';
import { hashToken } from '../auth/session-tokens.ts';
import type { Db } from '../db/database.ts';

/** The answer to an upload URL that can no longer take a file. */
export function unusableUpload(): AppError {
  return new AppError('not_found', 'This upload URL has expired or was already used. Ask for a new one.');
}

/**
 * The upload an upload URL's token allows, if it is still waiting for its file at `now`, once
 * the file is sent with the type it was announced as (415 otherwise). Shared by the image and
 * video uploads, whose tables have these columns alike.
 */
export async function pendingUpload(
  db: Db,
  table: 'image_uploads' | 'video_uploads',
  upload: { token: string; contentType: string | undefined },
  now: string,
): Promise<{ id: string; key: string; content_type: string }> {
  const pending = await db
    .selectFrom(table)
    .select(['id', 'key', 'content_type'])
    .where('token_hash', '=', hashToken(upload.token))
    .where('uploaded_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  if (!pending) throw unusableUpload();
  const sent = upload.contentType?.split(';')[0]?.trim().toLowerCase();
  if (sent !== pending.content_type)
    throw new AppError(
      'unsupported_media_type',
      `Send the file with Content-Type: ${pending.content_type}, the type it was announced as.`,
    );
  return pending;
}

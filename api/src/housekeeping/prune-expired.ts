import { rm } from 'node:fs/promises';
import { resolve, sep } from 'node:path';
import type { Db } from '../db/database.ts';

/**
 * How long spent or expired rows stay before they are deleted: long enough to tell a reader
 * "your link has expired" for a while and to look into a complaint, short enough that the
 * tables do not grow with every sign-in for ever.
 */
export const EXPIRED_ROWS_KEPT_MS = 7 * 86_400_000;

export interface PruneCounts {
  authTokens: number;
  signUpRequests: number;
  uploads: number;
  /** Records of queued e-mails sent, given up or expired (their messages were cleared then). */
  emails: number;
}

/**
 * Deletes what has expired for a week: sign-in links, codes, single-use tokens and sessions;
 * sign-up requests never confirmed; upload URLs whose file never became an image or a video
 * (with the file); the records of queued e-mails finished a week ago. Idempotent, and safe beside a running API: every row it touches is past its use.
 */
export async function pruneExpired(db: Db, filesDir: string, now = Date.now()): Promise<PruneCounts> {
  const before = new Date(now - EXPIRED_ROWS_KEPT_MS).toISOString();
  const authTokens = await db.deleteFrom('auth_tokens').where('expires_at', '<', before).executeTakeFirst();
  const signUpRequests = await db
    .deleteFrom('sign_up_requests')
    .where('confirmed_at', 'is', null)
    .where('token_id', 'is', null)
    .executeTakeFirst();
  const abandoned = [
    ...(
      await db
        .selectFrom('image_uploads as u')
        .select(['u.id', 'u.key', 'u.uploaded_at'])
        .where('u.expires_at', '<', before)
        .where((eb) =>
          eb.not(eb.exists(eb.selectFrom('images').select('images.id').whereRef('images.key', '=', 'u.key'))),
        )
        .execute()
    ).map((upload) => ({ ...upload, table: 'image_uploads' as const })),
    ...(
      await db
        .selectFrom('video_uploads as u')
        .select(['u.id', 'u.key', 'u.uploaded_at'])
        .where('u.expires_at', '<', before)
        .where((eb) =>
          eb.not(eb.exists(eb.selectFrom('videos').select('videos.id').whereRef('videos.key', '=', 'u.key'))),
        )
        .execute()
    ).map((upload) => ({ ...upload, table: 'video_uploads' as const })),
  ];
  const emails = await db.deleteFrom('email_queue').where('finished_at', '<', before).executeTakeFirst();
  const root = resolve(filesDir);
  for (const upload of abandoned) {
    const path = resolve(root, upload.key);
    // Keys are made by the API; a key that would leave the files folder is never followed.
    if (upload.uploaded_at !== null && path.startsWith(root + sep)) await rm(path, { force: true });
    await db.deleteFrom(upload.table).where('id', '=', upload.id).execute();
  }
  return {
    authTokens: Number(authTokens.numDeletedRows),
    signUpRequests: Number(signUpRequests.numDeletedRows),
    uploads: abandoned.length,
    emails: Number(emails.numDeletedRows),
  };
}

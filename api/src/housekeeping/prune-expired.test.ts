import { createImage, createImageUploadUrl } from '@larder/shared/api/media.endpoints';
import { DEMO_VIDEO } from '@larder/demo/seed/seed';
import { createVideo, createVideoUploadUrl } from '@larder/shared/api/video.endpoints';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestWorld, type TestWorld } from '../test-support/test-database.ts';
import { createReader, testClient } from '../test-support/test-client.ts';
import { enqueueEmail, sendDueEmails } from '../email/email-queue.ts';
import { EXPIRED_ROWS_KEPT_MS, pruneExpired } from './prune-expired.ts';

let world: TestWorld;
beforeAll(async () => {
  world = await createTestWorld();
});
afterAll(async () => world.cleanup());

const DAY = 86_400_000;
const png = () =>
  sharp({ create: { width: 4, height: 4, channels: 3, background: '#336699' } })
    .png()
    .toBuffer();

async function uploaded(token: string, record: boolean) {
  const client = testClient(world, token);
  const { upload } = await client.request(createImageUploadUrl, {
    body: { fileName: 'me.png', contentType: 'image/png' },
  });
  const stored = await world.app.request(upload.url, {
    method: 'PUT',
    headers: { 'Content-Type': 'image/png' },
    body: new Uint8Array(await png()),
  });
  expect(stored.status).toBe(200);
  if (record) await client.request(createImage, { body: { key: upload.key, width: 4, height: 4 } });
  return join(world.env.filesDir, upload.key);
}

const count = async (table: 'auth_tokens' | 'image_uploads', userId: string) =>
  (await world.db.selectFrom(table).select('id').where('user_id', '=', userId).execute()).length;

describe('pruning what has expired', () => {
  it('keeps everything still in use or expired for less than a week', async () => {
    const reader = await createReader(world);
    const file = await uploaded(reader.token, false);
    await pruneExpired(world.db, world.env.filesDir, Date.now() + EXPIRED_ROWS_KEPT_MS - DAY);
    expect(await count('auth_tokens', reader.id)).toBe(1);
    expect(await count('image_uploads', reader.id)).toBe(1);
    expect(existsSync(file)).toBe(true);
  });

  it('deletes sessions and upload URLs expired for a week, and the files no image uses', async () => {
    const reader = await createReader(world);
    const abandoned = await uploaded(reader.token, false);
    const avatar = await uploaded(reader.token, true);
    const pruned = await pruneExpired(
      world.db,
      world.env.filesDir,
      Date.now() + EXPIRED_ROWS_KEPT_MS + 2 * DAY,
    );
    expect(pruned.authTokens).toBeGreaterThanOrEqual(1);
    expect(await count('auth_tokens', reader.id)).toBe(0);
    expect(existsSync(abandoned)).toBe(false);
    expect(existsSync(avatar)).toBe(true);
    expect(await count('image_uploads', reader.id)).toBe(1);
    // Running again finds nothing more.
    const again = await pruneExpired(
      world.db,
      world.env.filesDir,
      Date.now() + EXPIRED_ROWS_KEPT_MS + 2 * DAY,
    );
    expect(again.uploads).toBe(0);
  });

  it('deletes video upload URLs expired for a week and their files, but not a recorded video’s', async () => {
    const june = testClient(world, await world.tokenFor('june@family-table.example'));
    const clip = readFileSync(DEMO_VIDEO);
    const video = async (record: boolean) => {
      const { upload } = await june.request(createVideoUploadUrl, {
        body: { siteSlug: 'family-table', fileName: 'clip.webm', contentType: 'video/webm' },
      });
      const stored = await world.app.request(upload.url, {
        method: 'PUT',
        headers: upload.headers,
        body: new Uint8Array(clip),
      });
      expect(stored.status).toBe(200);
      if (record) await june.request(createVideo, { body: { uploadId: upload.id } });
      return { id: upload.id, file: join(world.env.filesDir, upload.key) };
    };
    const abandoned = await video(false);
    const recorded = await video(true);
    await pruneExpired(world.db, world.env.filesDir, Date.now() + EXPIRED_ROWS_KEPT_MS + 2 * DAY);
    expect(existsSync(abandoned.file)).toBe(false);
    expect(existsSync(recorded.file)).toBe(true);
    const left = await world.db
      .selectFrom('video_uploads')
      .select('id')
      .where('id', 'in', [abandoned.id, recorded.id])
      .execute();
    expect(left).toEqual([{ id: recorded.id }]);
  });

  it('deletes the records of queued e-mails finished a week ago, never one still waiting to go', async () => {
    const mail = { senderName: 'Larder', subject: 'Sign in', html: '<p>x</p>', text: 'x', tag: 'sign-in' };
    const now = Date.now();
    await enqueueEmail(world.db, { ...mail, to: 'sent@example.com' }, now);
    await sendDueEmails(
      world.db,
      { send: () => Promise.resolve(), sendBatch: () => Promise.resolve([]) },
      () => now,
    );
    await enqueueEmail(
      world.db,
      { ...mail, to: 'waiting@example.com', usefulUntil: new Date(now + 30 * DAY).toISOString() },
      now,
    );
    const inAWeek = await pruneExpired(world.db, world.env.filesDir, now + EXPIRED_ROWS_KEPT_MS - DAY);
    expect(inAWeek.emails).toBe(0);
    const later = await pruneExpired(world.db, world.env.filesDir, now + EXPIRED_ROWS_KEPT_MS + DAY);
    expect(later.emails).toBe(1);
    const left = await world.db.selectFrom('email_queue').select(['to_address', 'status']).execute();
    expect(left).toEqual([{ to_address: 'waiting@example.com', status: 'queued' }]);
  });
});

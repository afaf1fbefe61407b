import { serve, type ServerType } from '@hono/node-server';
import { DEMO_VIDEO } from '@larder/demo/seed/seed';
import { createImage, createImageUploadUrl } from '@larder/shared/api/media.endpoints';
import {
  createVideo,
  createVideoUploadUrl,
  kitchenVideos,
  updateKitchenVideo,
} from '@larder/shared/api/video.endpoints';
import { createManagedRecipe, publishManagedRecipe } from '@larder/shared/api/manage-recipes.endpoints';
import { siteRecipe } from '@larder/shared/api/recipes.endpoints';
import {
  KitchenVideosResponseSchema,
  VideoResponseSchema,
  VideoUploadedResponseSchema,
  VideoUploadUrlResponseSchema,
  type VideoUploadUrlResponse,
} from '@larder/shared/schemas/video';
import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSessionToken } from '../auth/session-tokens.ts';
import { answer, createReader, refusal, testClient } from '../test-support/test-client.ts';
import { createTestWorld, type TestWorld } from '../test-support/test-database.ts';

/** The test app's video size limit: above the demo clip (126 KB), far below the real 200 MB. */
const MAX_BYTES = 256 * 1024;
const siteSlug = 'family-table';
const demoWebm = readFileSync(DEMO_VIDEO);

let world: TestWorld;
let clock = Date.now();
let june: ReturnType<typeof testClient>;
let isla: ReturnType<typeof testClient>;
let siteId: string;

beforeAll(async () => {
  world = await createTestWorld();
  // The app on the test clock (to expire upload URLs and refill budgets) and a small video limit.
  const { createApp } = await import('../http/app.ts');
  world.app = createApp({
    db: world.db,
    env: world.env,
    sitesConfig: world.sitesConfig,
    now: () => clock,
    videoUploadMaxBytes: MAX_BYTES,
  });
  june = testClient(world, await world.tokenFor('june@family-table.example'));
  isla = testClient(world, await world.tokenFor('isla@crumb-and-crust.example'));
  siteId = (
    await world.db.selectFrom('sites').select('id').where('slug', '=', siteSlug).executeTakeFirstOrThrow()
  ).id;
});
afterAll(async () => world.cleanup());

/** An ISO media box: its size (big-endian), its type, its payload. */
function box(type: string, payload: Uint8Array | string): Uint8Array {
  const body = typeof payload === 'string' ? Buffer.from(payload, 'latin1') : payload;
  const out = new Uint8Array(8 + body.length);
  new DataView(out.buffer).setUint32(0, out.length);
  out.set(Buffer.from(type, 'latin1'), 4);
  out.set(body, 8);
  return out;
}

/** The start of an MP4 file as a phone writes one: ftyp, a movie header, then `size` bytes of media. */
function mp4(size = 4096): Uint8Array {
  const media = new Uint8Array(size).map((_, index) => (index * 31) % 251);
  return new Uint8Array(
    Buffer.concat([
      box('ftyp', 'isom\0\0\x02\0isomiso2avc1mp41'),
      box('moov', box('mvhd', new Uint8Array(100))),
      box('mdat', media),
    ]),
  );
}

/** A second manager of a kitchen: a fresh budget of their own. */
async function newManager(slug: string) {
  const id = randomUUID();
  await world.db
    .insertInto('users')
    .values({ id, email: `manager-${id}@example.com`, display_name: 'Co-manager' })
    .execute();
  const site = await world.db
    .selectFrom('sites')
    .select('id')
    .where('slug', '=', slug)
    .executeTakeFirstOrThrow();
  await world.db
    .insertInto('site_memberships')
    .values({ site_id: site.id, user_id: id, role: 'manager' })
    .execute();
  return testClient(world, await createSessionToken(world.db, id, 1));
}

async function uploadUrl(
  client: ReturnType<typeof testClient>,
  contentType: 'video/mp4' | 'video/webm',
  slug = siteSlug,
): Promise<VideoUploadUrlResponse['upload']> {
  return (
    await answer(
      VideoUploadUrlResponseSchema,
      client.request(createVideoUploadUrl, {
        body: {
          siteSlug: slug,
          fileName: contentType === 'video/mp4' ? 'clip.mp4' : 'clip.webm',
          contentType,
        },
      }),
    )
  ).upload;
}

const put = (
  url: string,
  body: Uint8Array | string,
  contentType: string,
  headers: Record<string, string> = {},
) =>
  world.app.request(url, {
    method: 'PUT',
    headers: { 'Content-Type': contentType, ...headers },
    body: typeof body === 'string' ? body : new Uint8Array(body),
  });

const messageOf = async (response: Response) =>
  ((await response.json()) as { error: { message: string } }).error.message;

/** A video of the kitchen: uploaded, stored and recorded. */
async function kitchenVideo(
  client: ReturnType<typeof testClient>,
  options: { slug?: string; posterImageId?: string | null } = {},
) {
  const upload = await uploadUrl(client, 'video/webm', options.slug);
  const stored = await put(upload.url, demoWebm, 'video/webm');
  expect(stored.status, await stored.clone().text()).toBe(200);
  return (
    await answer(
      VideoResponseSchema,
      client.request(createVideo, {
        body: {
          uploadId: upload.id,
          ...(options.posterImageId ? { posterImageId: options.posterImageId } : {}),
        },
      }),
    )
  ).video;
}

/** A photo of the kitchen, for a poster. */
async function kitchenPhoto(client: ReturnType<typeof testClient>, slug = siteSlug) {
  const { upload } = await client.request(createImageUploadUrl, {
    body: { fileName: 'poster.jpg', contentType: 'image/jpeg', siteSlug: slug },
  });
  const bytes = await sharp({ create: { width: 64, height: 36, channels: 3, background: '#c0392b' } })
    .jpeg()
    .toBuffer();
  expect((await put(upload.url, bytes, 'image/jpeg')).status).toBe(200);
  return (
    await client.request(createImage, { body: { key: upload.key, width: 1, height: 1, siteSlug: slug } })
  ).image;
}

/** An endless body that starts as an MP4 file, counting what was read of it. */
function endlessMp4() {
  const chunk = new Uint8Array(64 * 1024);
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      controller.enqueue(sent === 0 ? mp4(chunk.length - 200) : chunk);
      sent += chunk.length;
    },
  });
  return { body, sent: () => sent };
}

describe('uploading a kitchen’s video', () => {
  it('takes an MP4 file in three steps, stored as sent under the kitchen’s folder, with a poster', async () => {
    const upload = await uploadUrl(june, 'video/mp4');
    expect(upload).toMatchObject({
      method: 'PUT',
      headers: { 'Content-Type': 'video/mp4' },
      maxBytes: MAX_BYTES,
    });
    expect(upload.url).toMatch(/^http:\/\/localhost:8787\/api\/v1\/uploads\/videos\/[\w-]{43}$/);
    expect(upload.key).toMatch(new RegExp(`^sites/${siteId}/[0-9a-f-]{36}\\.mp4$`));

    const bytes = mp4();
    const stored = await put(upload.url, bytes, 'video/mp4');
    expect(stored.status, await stored.clone().text()).toBe(200);
    expect(VideoUploadedResponseSchema.parse(await stored.json())).toEqual({
      key: upload.key,
      bytes: bytes.length,
    });

    const poster = await kitchenPhoto(june);
    const { video } = await answer(
      VideoResponseSchema,
      june.request(createVideo, { body: { uploadId: upload.id, posterImageId: poster.id } }),
    );
    expect(video).toMatchObject({
      key: upload.key,
      posterImageId: poster.id,
      posterImage: { id: poster.id },
    });
    const row = await world.db
      .selectFrom('videos')
      .select(['site_id', 'poster_image_id'])
      .where('id', '=', video.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ site_id: siteId, poster_image_id: poster.id });

    const served = await world.app.request(new URL(video.url).pathname);
    expect(served.headers.get('content-type')).toBe('video/mp4');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes);
  });

  it('takes a WebM file (the demo clip), served whole and by byte ranges', async () => {
    const video = await kitchenVideo(june);
    expect(video.key).toMatch(new RegExp(`^sites/${siteId}/[0-9a-f-]{36}\\.webm$`));
    expect(video).toMatchObject({ posterImageId: null, posterImage: null });
    const path = new URL(video.url).pathname;
    const whole = await world.app.request(path);
    expect(whole.headers.get('content-type')).toBe('video/webm');
    expect(Buffer.from(await whole.arrayBuffer()).equals(demoWebm)).toBe(true);
    const range = await world.app.request(path, { headers: { Range: 'bytes=100-199' } });
    expect(range.status).toBe(206);
    expect(Buffer.from(await range.arrayBuffer()).equals(demoWebm.subarray(100, 200))).toBe(true);
  });

  it('refuses a type that is not MP4 or WebM when asked for the URL, saying which are taken', async () => {
    for (const contentType of ['video/quicktime', 'image/png', 'video/x-matroska', '']) {
      const message = await refusal(
        june.request(createVideoUploadUrl, {
          body: { siteSlug, fileName: 'clip.mov', contentType: contentType as 'video/mp4' },
        }),
        400,
        'validation_failed',
      );
      expect(message).toContain('video/mp4 (MP4) and video/webm (WebM)');
    }
    await refusal(
      june.request(createVideoUploadUrl, { body: { siteSlug, fileName: '', contentType: 'video/mp4' } }),
      400,
      'validation_failed',
    );
  });

  it('refuses bytes that are not a video of the announced container, and lets the URL be used again', async () => {
    const upload = await uploadUrl(june, 'video/mp4');
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    // A photo, a page, a HEIC photo (an ISO media file too), a renamed text file, nothing.
    for (const bytes of [
      png,
      Buffer.from('<html><script>alert(1)</script></html>'),
      box('ftyp', 'heic\0\0\0\0mif1heic'),
      Buffer.from('not a video at all, just renamed to .mp4'),
      new Uint8Array(0),
    ]) {
      const response = await put(upload.url, bytes, 'video/mp4');
      expect(response.status).toBe(400);
      expect(await messageOf(response)).toBe(
        'The file is not an MP4 video. Upload the video itself, saved as MP4.',
      );
    }
    // A WebM file sent as MP4 is named for what it is.
    const webm = await put(upload.url, demoWebm, 'video/mp4');
    expect(webm.status).toBe(400);
    expect(await messageOf(webm)).toBe(
      'The file is a WebM video, not MP4. Ask for an upload URL for video/webm and send it there.',
    );
    expect(existsSync(join(world.env.filesDir, upload.key))).toBe(false);
    expect((await put(upload.url, mp4(), 'video/mp4')).status).toBe(200);
  });

  it('refuses an MP4 file sent to a WebM URL, and a Matroska file', async () => {
    const upload = await uploadUrl(june, 'video/webm');
    const asWebm = await put(upload.url, mp4(), 'video/webm');
    expect(asWebm.status).toBe(400);
    expect(await messageOf(asWebm)).toBe(
      'The file is an MP4 video, not WebM. Ask for an upload URL for video/mp4 and send it there.',
    );
    // The demo clip with its header's DocType "webm" made "matroska".
    const matroska = Buffer.concat([
      Buffer.from('1a45dfa3a34286810142f7810142f2810442f38108428288', 'hex'),
      Buffer.from('matroska'),
      Buffer.from('4287810242858102', 'hex'),
      demoWebm.subarray(0x24),
    ]);
    const response = await put(upload.url, matroska, 'video/webm');
    expect(response.status).toBe(400);
    expect(await messageOf(response)).toBe(
      'The file is not a WebM video. Upload the video itself, saved as WebM.',
    );
    expect((await put(upload.url, demoWebm, 'video/webm')).status).toBe(200);
  });

  it('refuses a Content-Type other than the announced one with 415', async () => {
    const upload = await uploadUrl(june, 'video/mp4');
    const response = await put(upload.url, mp4(), 'video/webm');
    expect(response.status).toBe(415);
    expect(await messageOf(response)).toBe(
      'Send the file with Content-Type: video/mp4, the type it was announced as.',
    );
  });

  it('refuses a file over the size limit with 413, by its declared length or as its bytes pass the limit', async () => {
    const upload = await uploadUrl(june, 'video/mp4');
    // Declared too large: refused before a byte is read (the body never ends).
    const declared = endlessMp4();
    const early = await world.app.request(upload.url, {
      method: 'PUT',
      headers: { 'Content-Type': 'video/mp4', 'Content-Length': String(MAX_BYTES + 1) },
      body: declared.body,
      duplex: 'half',
    } as RequestInit);
    expect(early.status).toBe(413);
    expect(await messageOf(early)).toBe(
      'The file is larger than 262,144 bytes. Upload a shorter video, or one saved at a lower quality.',
    );
    expect(declared.sent()).toBeLessThanOrEqual(2 * 64 * 1024);
    // Sent without a length: read until it passes the limit, and no further.
    const endless = endlessMp4();
    const late = await world.app.request(upload.url, {
      method: 'PUT',
      headers: { 'Content-Type': 'video/mp4' },
      body: endless.body,
      duplex: 'half',
    } as RequestInit);
    expect(late.status).toBe(413);
    expect(endless.sent()).toBeLessThan(MAX_BYTES + 4 * 64 * 1024);
    // Just over the limit, and exactly at it.
    expect((await put(upload.url, mp4(MAX_BYTES), 'video/mp4')).status).toBe(413);
    expect(existsSync(join(world.env.filesDir, upload.key))).toBe(false);
    const exact = mp4(MAX_BYTES - mp4(0).length);
    expect(exact.length).toBe(MAX_BYTES);
    expect((await put(upload.url, exact, 'video/mp4')).status).toBe(200);
  });

  it('takes one file per URL, only before it expires, and nothing at an unknown URL', async () => {
    const upload = await uploadUrl(june, 'video/webm');
    expect((await put(upload.url, demoWebm, 'video/webm')).status).toBe(200);
    expect((await put(upload.url, demoWebm, 'video/webm')).status).toBe(404);

    const late = await uploadUrl(june, 'video/webm');
    clock += 16 * 60_000;
    try {
      expect((await put(late.url, demoWebm, 'video/webm')).status).toBe(404);
    } finally {
      clock -= 16 * 60_000;
    }
    const unknown = await put(
      `${world.env.apiOrigin}/api/v1/uploads/videos/not-a-token`,
      demoWebm,
      'video/webm',
    );
    expect(unknown.status).toBe(404);
    expect(await messageOf(unknown)).toBe(
      'This upload URL has expired or was already used. Ask for a new one.',
    );
  });

  it('records a double-submitted video once, both saves answering the same video', async () => {
    const upload = await uploadUrl(june, 'video/webm');
    await put(upload.url, demoWebm, 'video/webm');
    const record = () =>
      answer(VideoResponseSchema, june.request(createVideo, { body: { uploadId: upload.id } }));
    const [first, second] = await Promise.all([record(), record()]);
    expect(second.video.id).toBe(first.video.id);
  });

  it('leaves no partial files behind', () => {
    const partials = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory()
          ? partials(join(dir, entry.name))
          : entry.name.endsWith('.partial')
            ? [entry.name]
            : [],
      );
    expect(partials(join(world.env.filesDir, 'sites'))).toEqual([]);
  });
});

describe('who may upload and record a kitchen’s video', () => {
  it('answers 401 signed out and 404 to readers and other kitchens’ managers, as if the kitchen did not exist', async () => {
    const reader = testClient(world, (await createReader(world)).token);
    const body = { siteSlug, fileName: 'clip.mp4', contentType: 'video/mp4' as const };
    await refusal(testClient(world).request(createVideoUploadUrl, { body }), 401, 'unauthorized');
    await refusal(reader.request(createVideoUploadUrl, { body }), 404, 'site_not_found');
    await refusal(isla.request(createVideoUploadUrl, { body }), 404, 'site_not_found');
    await refusal(
      june.request(createVideoUploadUrl, { body: { ...body, siteSlug: 'no-such-kitchen' } }),
      404,
      'site_not_found',
    );

    await refusal(testClient(world).request(kitchenVideos, { params: { siteSlug } }), 401, 'unauthorized');
    await refusal(reader.request(kitchenVideos, { params: { siteSlug } }), 404, 'site_not_found');
    await refusal(isla.request(kitchenVideos, { params: { siteSlug } }), 404, 'site_not_found');

    const video = await kitchenVideo(june);
    const change = { posterImageId: null };
    await refusal(
      testClient(world).request(updateKitchenVideo, {
        params: { siteSlug, videoId: video.id },
        body: change,
      }),
      401,
      'unauthorized',
    );
    await refusal(
      isla.request(updateKitchenVideo, { params: { siteSlug, videoId: video.id }, body: change }),
      404,
      'site_not_found',
    );
    // Through her own kitchen, June's video is unknown.
    await refusal(
      isla.request(updateKitchenVideo, {
        params: { siteSlug: 'crumb-and-crust', videoId: video.id },
        body: change,
      }),
      404,
      'not_found',
    );
  });

  it('records only the user’s own uploaded files, once they are sent', async () => {
    const upload = await uploadUrl(june, 'video/webm');
    const record = (client: ReturnType<typeof testClient>) =>
      client.request(createVideo, { body: { uploadId: upload.id } });
    await refusal(record(june), 400, 'validation_failed');
    await put(upload.url, demoWebm, 'video/webm');
    await refusal(record(isla), 400, 'validation_failed');
    const coManager = await newManager(siteSlug);
    await refusal(record(coManager), 400, 'validation_failed');
    await refusal(record(testClient(world)), 401, 'unauthorized');
    await refusal(june.request(createVideo, { body: { uploadId: randomUUID() } }), 400, 'validation_failed');
    await answer(VideoResponseSchema, record(june));
  });

  it('refuses another kitchen’s photo as the poster, when recording and when changing it', async () => {
    const theirs = await kitchenPhoto(isla, 'crumb-and-crust');
    const upload = await uploadUrl(june, 'video/webm');
    await put(upload.url, demoWebm, 'video/webm');
    const message = await refusal(
      june.request(createVideo, { body: { uploadId: upload.id, posterImageId: theirs.id } }),
      400,
      'validation_failed',
    );
    expect(message).toBe(
      'The poster is not one of this kitchen’s photos. Upload it to the kitchen first, or choose another.',
    );
    expect(await world.db.selectFrom('videos').select('id').where('key', '=', upload.key).execute()).toEqual(
      [],
    );

    const video = await kitchenVideo(june);
    await refusal(
      june.request(updateKitchenVideo, {
        params: { siteSlug, videoId: video.id },
        body: { posterImageId: theirs.id },
      }),
      400,
      'validation_failed',
    );
    // A reader's avatar is no kitchen's photo either.
    const { upload: avatarUpload } = await june.request(createImageUploadUrl, {
      body: { fileName: 'me.png', contentType: 'image/png' },
    });
    await put(
      avatarUpload.url,
      await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
        .png()
        .toBuffer(),
      'image/png',
    );
    const avatar = await june.request(createImage, { body: { key: avatarUpload.key, width: 4, height: 4 } });
    await refusal(
      june.request(updateKitchenVideo, {
        params: { siteSlug, videoId: video.id },
        body: { posterImageId: avatar.image.id },
      }),
      400,
      'validation_failed',
    );
  });

  it('refuses a recipe and a step showing another kitchen’s video, and takes the kitchen’s own', async () => {
    const theirs = await kitchenVideo(isla, { slug: 'crumb-and-crust' });
    const recipe = (slug: string, fields: object) => ({
      body: { title: 'Pear tart', slug, privacySetting: 'public' as const, ...fields },
      params: { siteSlug },
    });
    await refusal(
      june.request(createManagedRecipe, recipe('foreign-video', { videoId: theirs.id })),
      400,
      'validation_failed',
    );
    await refusal(
      june.request(
        createManagedRecipe,
        recipe('foreign-step-video', {
          instructionGroups: [{ title: '', instructions: [{ videoId: theirs.id }] }],
        }),
      ),
      400,
      'validation_failed',
    );
    const ours = await kitchenVideo(june);
    const { recipe: created } = await june.request(
      createManagedRecipe,
      recipe('own-video', { videoId: ours.id }),
    );
    expect(created.videoId).toBe(ours.id);
  });

  it('gives a creator a budget of 30 video upload URLs an hour, apart from the photos’', async () => {
    const manager = await newManager(siteSlug);
    for (let count = 0; count < 30; count++) await uploadUrl(manager, 'video/webm');
    await refusal(
      manager.request(createVideoUploadUrl, {
        body: { siteSlug, fileName: 'clip.webm', contentType: 'video/webm' },
      }),
      429,
      'rate_limited',
    );
    // Photos have a budget of their own.
    await manager.request(createImageUploadUrl, {
      body: { fileName: 'tart.jpg', contentType: 'image/jpeg', siteSlug },
    });
    clock += 3_600_000;
    await uploadUrl(manager, 'video/webm');
  });
});

describe('a kitchen’s video library', () => {
  it('lists the kitchen’s videos newest first, and no other kitchen’s', async () => {
    const older = await kitchenVideo(june);
    const newer = await kitchenVideo(june);
    const theirs = await kitchenVideo(isla, { slug: 'crumb-and-crust' });
    await world.db
      .updateTable('videos')
      .set({ created_at: '2020-01-01T00:00:00.000Z' })
      .where('id', '=', older.id)
      .execute();
    const { videos } = await answer(
      KitchenVideosResponseSchema,
      june.request(kitchenVideos, { params: { siteSlug } }),
    );
    const ids = videos.map((video) => video.id);
    expect(ids.indexOf(newer.id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(ids).not.toContain(theirs.id);
    const dates = await world.db
      .selectFrom('videos')
      .select(['id', 'created_at'])
      .where('id', 'in', ids)
      .execute();
    const created = new Map(dates.map((row) => [row.id, row.created_at]));
    expect(ids.map((id) => created.get(id))).toEqual([...ids.map((id) => created.get(id))].sort().reverse());
  });

  it('sets and clears the poster, rebuilding the kitchen only when a recipe shows the video', async () => {
    const video = await kitchenVideo(june);
    const poster = await kitchenPhoto(june);
    const jobs = () =>
      world.db
        .selectFrom('rebuild_jobs')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('site_slug', '=', siteSlug)
        .executeTakeFirstOrThrow()
        .then((row) => row.n);
    const before = await jobs();
    const set = await answer(
      VideoResponseSchema,
      june.request(updateKitchenVideo, {
        params: { siteSlug, videoId: video.id },
        body: { posterImageId: poster.id },
      }),
    );
    expect(set.video).toMatchObject({ posterImageId: poster.id, posterImage: { id: poster.id, width: 64 } });
    expect(await jobs()).toBe(before);

    const { recipe } = await june.request(createManagedRecipe, {
      params: { siteSlug },
      body: {
        title: 'Pear tart, filmed',
        slug: 'pear-tart-filmed',
        privacySetting: 'public',
        instructionGroups: [{ title: '', instructions: [{ videoId: video.id }] }],
      },
    });
    await june.request(publishManagedRecipe, { params: { siteSlug, recipeId: recipe.id }, body: {} });
    const afterRecipe = await jobs();
    const cleared = await june.request(updateKitchenVideo, {
      params: { siteSlug, videoId: video.id },
      body: { posterImageId: null },
    });
    expect(cleared.video).toMatchObject({ posterImageId: null, posterImage: null });
    expect(await jobs()).toBe(afterRecipe + 1);

    // The public read shows the step's video as the kitchen's pages do.
    await june.request(updateKitchenVideo, {
      params: { siteSlug, videoId: video.id },
      body: { posterImageId: poster.id },
    });
    const read = await testClient(world).request(siteRecipe, {
      params: { siteSlug, recipeSlug: 'pear-tart-filmed' },
      query: {},
    });
    const step = read.recipe.instructionGroups[0]!.instructions[0]!;
    expect(step.video).toMatchObject({ id: video.id, url: video.url, posterImage: { id: poster.id } });
  });

  it('answers 404 for a video that is not the kitchen’s', async () => {
    const theirs = await kitchenVideo(isla, { slug: 'crumb-and-crust' });
    for (const videoId of [theirs.id, randomUUID()])
      await refusal(
        june.request(updateKitchenVideo, { params: { siteSlug, videoId }, body: { posterImageId: null } }),
        404,
        'not_found',
      );
  });
});

describe('a video sent to a real server', () => {
  let server: ServerType;
  let port: number;
  beforeAll(async () => {
    server = serve({ fetch: world.app.fetch, hostname: '127.0.0.1', port: 0 });
    await new Promise((resolve) => server.once('listening', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => new Promise((resolve) => server.close(resolve)));

  /** PUTs `chunks` one after another (chunked, no length), resolving with the answer once it arrives. */
  function send(url: string, chunks: Uint8Array[]): Promise<{ status: number; body: string }> {
    return new Promise((resolve, reject) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          method: 'PUT',
          path: new URL(url).pathname,
          headers: { 'Content-Type': 'video/mp4' },
        },
        (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (body += chunk));
          res.on('end', () => {
            resolve({ status: res.statusCode!, body });
          });
        },
      );
      let answered = false;
      req.on('response', () => (answered = true));
      // The server may close the socket on the rest of a refused body once it has answered.
      req.on('error', (error) => {
        if (!answered) reject(error);
      });
      void (async () => {
        for (const chunk of chunks) {
          if (req.destroyed || answered) return;
          if (!req.write(chunk)) await new Promise((resolve) => req.once('drain', resolve));
        }
        req.end();
      })();
    });
  }

  it('is streamed to disk in pieces, and refused with 413 once it passes the limit', async () => {
    const upload = await uploadUrl(june, 'video/mp4');
    const file = mp4(200 * 1024);
    const pieces = Array.from({ length: Math.ceil(file.length / 16_384) }, (_, index) =>
      file.subarray(index * 16_384, (index + 1) * 16_384),
    );
    const refused = await send(upload.url, [
      ...pieces,
      ...Array.from({ length: 40 }, () => new Uint8Array(16_384)),
    ]);
    expect(refused.status).toBe(413);
    expect(JSON.parse(refused.body)).toMatchObject({ error: { code: 'payload_too_large' } });
    const stored = await send(upload.url, pieces);
    expect(stored.status, stored.body).toBe(200);
    expect(readFileSync(join(world.env.filesDir, upload.key)).equals(Buffer.from(file))).toBe(true);
  });
});

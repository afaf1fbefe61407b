import { RichTextSchema } from '@larder/shared/rich-text/rich-text-schema';
import { DEMO_VIDEO } from '@larder/demo/seed/seed';
import { BookmarkRequestSchema } from '@larder/shared/schemas/bookmark';
import { CommentCreateSchema, CommentUpvoteSchema } from '@larder/shared/schemas/comment';
import { ImageRecordSchema, ImageUploadRequestSchema } from '@larder/shared/schemas/image';
import {
  VIDEO_UPLOAD_MAX_BYTES,
  VideoRecordSchema,
  VideoUploadRequestSchema,
} from '@larder/shared/schemas/video';
import { arbitraryFor, hostileValue, type Override } from '@larder/shared/test-support/zod-arbitrary';
import fc from 'fast-check';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createImageUpload } from '../media/image-upload.ts';
import { createVideoUpload } from '../media/video-upload.ts';
import { createReader } from '../test-support/test-client.ts';
import {
  authHeaders,
  bodyFor,
  createFuzzWorld,
  FUZZ_RUNS,
  fuzzEndpoint,
  kitchenSegment,
  manageRequest,
  queryFor,
  segment,
  siteRequest,
  type FuzzRequest,
  type FuzzWorld,
  ofFullRuns,
} from './fuzz-harness.ts';

const demoWebm = readFileSync(DEMO_VIDEO);

/** Bookmarks, comments and the account lists, generated requests each, 10,000 at full strength (see fuzz-harness.ts). */
let world: FuzzWorld;
let kitchens: fc.Arbitrary<string>;
let auth: fc.Arbitrary<Record<string, string>>;
let recipeIds: fc.Arbitrary<string>;
let commentIds: fc.Arbitrary<string>;
let deletableIds: fc.Arbitrary<string>;
let override: Override;

/** Comments straight into the database: `perRecipe` level-1 ones on each recipe, each with a reply, every fifth hidden. */
async function insertComments(authors: string[], perRecipe: number): Promise<string[]> {
  const ids: string[] = [];
  const site = await world.db
    .selectFrom('sites')
    .select('id')
    .where('slug', '=', 'family-table')
    .executeTakeFirstOrThrow();
  for (const recipeId of world.ids.recipes)
    for (let n = 0; n < perRecipe; n++) {
      const id = randomUUID();
      const reply = randomUUID();
      const content = JSON.stringify([{ type: 'paragraph', children: [{ text: `Comment ${n}` }] }]);
      const base = { site_id: site.id, recipe_id: recipeId, content };
      await world.db
        .insertInto('comments')
        .values([
          {
            ...base,
            id,
            user_id: authors[n % authors.length]!,
            parent_id: null,
            level: 1,
            is_hidden: Number(n % 5 === 4),
          },
          {
            ...base,
            id: reply,
            user_id: authors[(n + 1) % authors.length]!,
            parent_id: id,
            level: 2,
            is_hidden: 0,
          },
        ])
        .execute();
      ids.push(id, reply);
    }
  return ids;
}

beforeAll(async () => {
  world = await createFuzzWorld();
  const other = await createReader(world);
  kitchens = kitchenSegment(['crumb-and-crust', 'ember-and-salt', 'no-such-kitchen']);
  auth = fc.oneof(
    { weight: 2, arbitrary: authHeaders(world) },
    fc.constant({ Authorization: `Bearer ${other.token}` }),
    fc.constant({ Authorization: `Bearer ${world.readerToken}` }),
  );
  const users = await world.db
    .selectFrom('users')
    .select('id')
    .where('email', 'in', ['june@family-table.example', 'reader@family-table.example'])
    .execute();
  const authors = [...users.map((user) => user.id), other.id];
  commentIds = segment(await insertComments(authors, 6));
  deletableIds = segment(await insertComments(authors, 100));
  recipeIds = segment(world.ids.recipes);
  const id = (ids: fc.Arbitrary<string>) => fc.oneof({ weight: 9, arbitrary: ids }, fc.uuid());
  const text = fc.oneof(fc.string({ maxLength: 60 }), fc.string({ unit: 'binary', maxLength: 30 }));
  const paragraphs = fc.array(
    fc.array(text, { minLength: 1, maxLength: 2 }).map((texts) => ({
      type: 'paragraph',
      children: texts.map((leaf) => ({ text: leaf })),
    })),
    { minLength: 1, maxLength: 4 },
  );
  override = (path) => {
    const last = path[path.length - 1];
    if (last === 'recipeId') return id(recipeIds);
    if (last === 'commentId') return id(commentIds);
    if (last === 'parentId') return fc.oneof(id(commentIds), fc.constant(null), fc.constant(undefined));
    if (last === 'content')
      return fc.oneof(
        { weight: 6, arbitrary: paragraphs },
        arbitraryFor(RichTextSchema, { maxDepth: 5, maxArray: 3 }),
        hostileValue,
      );
    return undefined;
  };
});
afterAll(async () => world.cleanup());

const site = (method: string, path: fc.Arbitrary<string>, body?: fc.Arbitrary<unknown>) =>
  siteRequest(auth, method, path, body);
const manage = (method: string, path: fc.Arbitrary<string>, body?: fc.Arbitrary<unknown>) =>
  manageRequest(auth, method, path, body);

describe('fuzzing bookmarks, comments, images, videos and the account lists', { timeout: 600_000 }, () => {
  it('POST /{siteSlug}/bookmarks and DELETE /{siteSlug}/bookmarks/{recipeId}', async () => {
    const statuses = await fuzzEndpoint(
      world,
      fc.oneof(
        site(
          'POST',
          kitchens.map((slug) => `/${slug}/bookmarks`),
          bodyFor(BookmarkRequestSchema, override),
        ),
        site(
          'DELETE',
          fc.tuple(kitchens, recipeIds).map(([slug, recipe]) => `/${slug}/bookmarks/${recipe}`),
        ),
      ),
      { runs: 2 * FUZZ_RUNS },
    );
    expect(statuses.get(200)).toBeGreaterThan(ofFullRuns(2_000));
    expect(statuses.get(404)).toBeGreaterThan(ofFullRuns(500));
  });

  it('GET /{siteSlug}/comments', async () => {
    const statuses = await fuzzEndpoint(
      world,
      site(
        'GET',
        fc
          .tuple(kitchens, queryFor({ recipeId: recipeIds }))
          .map(([slug, query]) => `/${slug}/comments${query}`),
      ),
    );
    expect(statuses.get(200)).toBeGreaterThan(ofFullRuns(1_000));
    expect(statuses.get(400)).toBeGreaterThan(ofFullRuns(500));
  });

  it('POST /{siteSlug}/comments', async () => {
    const statuses = await fuzzEndpoint(
      world,
      site(
        'POST',
        kitchens.map((slug) => `/${slug}/comments`),
        bodyFor(CommentCreateSchema, override),
      ),
    );
    expect(statuses.get(201)).toBeGreaterThan(ofFullRuns(300));
    expect(statuses.get(400)).toBeGreaterThan(ofFullRuns(1_000));
  });

  it('DELETE /{siteSlug}/comments/{commentId}', async () => {
    const statuses = await fuzzEndpoint(
      world,
      site(
        'DELETE',
        fc.tuple(kitchens, deletableIds).map(([slug, comment]) => `/${slug}/comments/${comment}`),
      ),
    );
    expect(statuses.get(200)).toBeGreaterThan(ofFullRuns(200));
    expect(statuses.get(403)).toBeGreaterThan(ofFullRuns(200));
  });

  it('POST /{siteSlug}/comment-upvotes and DELETE /{siteSlug}/comment-upvotes/{commentId}', async () => {
    const statuses = await fuzzEndpoint(
      world,
      fc.oneof(
        site(
          'POST',
          kitchens.map((slug) => `/${slug}/comment-upvotes`),
          bodyFor(CommentUpvoteSchema, override),
        ),
        site(
          'DELETE',
          fc.tuple(kitchens, commentIds).map(([slug, comment]) => `/${slug}/comment-upvotes/${comment}`),
        ),
      ),
      { runs: 2 * FUZZ_RUNS },
    );
    expect(statuses.get(200)).toBeGreaterThan(ofFullRuns(2_000));
  });

  it('POST /{siteSlug}/comments/{commentId}/hide and /unhide, GET /{siteSlug}/hidden-comments', async () => {
    const statuses = await fuzzEndpoint(
      world,
      fc.oneof(
        manage(
          'POST',
          fc
            .tuple(kitchens, commentIds, fc.constantFrom('hide', 'unhide', 'delete', ''))
            .map(([slug, comment, action]) => `/${slug}/comments/${comment}/${action}`),
        ),
        manage(
          'GET',
          fc
            .tuple(kitchens, queryFor({ recipeId: recipeIds }))
            .map(([slug, query]) => `/${slug}/hidden-comments${query}`),
        ),
      ),
      { runs: 3 * FUZZ_RUNS },
    );
    expect(statuses.get(200)).toBeGreaterThan(ofFullRuns(2_000));
    expect(statuses.get(404)).toBeGreaterThan(ofFullRuns(1_000));
  });

  it('POST /manage/image-upload-urls and /manage/images', async () => {
    const owner = await world.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'june@family-table.example')
      .executeTakeFirstOrThrow();
    const keys: string[] = [];
    for (let n = 0; n < 20; n++) {
      const upload = await createImageUpload(world.db, {
        userId: owner.id,
        fileName: `${n}.png`,
        contentType: 'image/png',
        apiOrigin: world.env.apiOrigin,
      });
      const response = await world.app.request(upload.url, {
        method: 'PUT',
        headers: upload.headers,
        body: new Uint8Array(
          await sharp({ create: { width: 4, height: 4, channels: 3, background: '#888' } })
            .png()
            .toBuffer(),
        ),
      });
      expect(response.status).toBe(200);
      keys.push(upload.key);
    }
    const key = fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...keys) }, fc.string({ maxLength: 60 }));
    const statuses = await fuzzEndpoint(
      world,
      fc.oneof(
        manage(
          'POST',
          fc.constant('/image-upload-urls'),
          bodyFor(ImageUploadRequestSchema, (path) =>
            path[path.length - 1] === 'siteSlug'
              ? kitchenSegment(['crumb-and-crust', 'no-such-kitchen'])
              : undefined,
          ),
        ),
        manage(
          'POST',
          fc.constant('/images'),
          // The keys are the user's own uploads: recorded for a kitchen they would be refused.
          bodyFor(ImageRecordSchema, (path) =>
            path[path.length - 1] === 'key'
              ? key
              : path[path.length - 1] === 'siteSlug'
                ? fc.constant(undefined)
                : undefined,
          ),
        ),
      ),
      { runs: 2 * FUZZ_RUNS },
    );
    expect(statuses.get(201)).toBeGreaterThan(ofFullRuns(2_000));
    expect(statuses.get(400)).toBeGreaterThan(ofFullRuns(2_000));
  });

  it('PUT /uploads/{token}', async () => {
    const user = await createReader(world);
    const tokens: string[] = [];
    const types = ['image/png', 'image/jpeg', 'image/svg+xml', 'image/heic'] as const;
    for (let n = 0; n < 400; n++) {
      const upload = await createImageUpload(world.db, {
        userId: user.id,
        fileName: 'x',
        contentType: types[n % types.length]!,
        apiOrigin: world.env.apiOrigin,
      });
      tokens.push(upload.url.split('/').pop()!);
    }
    const base = sharp({ create: { width: 6, height: 4, channels: 3, background: '#123456' } });
    const files = await Promise.all([
      base.clone().png().toBuffer(),
      base.clone().jpeg().toBuffer(),
      base.clone().gif().toBuffer(),
      Promise.resolve(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="2" height="2"/>')),
    ]);
    const bytes = fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom(...files) },
      fc.constantFrom(...files).chain((file) => fc.nat(file.length).map((cut) => file.subarray(0, cut))),
      fc.uint8Array({ maxLength: 300 }),
      fc.string({ maxLength: 100 }).map((text) => Buffer.from(text)),
    );
    const requests: fc.Arbitrary<FuzzRequest> = fc
      .tuple(
        fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...tokens) }, segment([])),
        bytes,
        fc.oneof(
          { weight: 3, arbitrary: fc.constantFrom(...types) },
          fc.constantFrom('', 'text/plain', 'image/PNG; x=1'),
        ),
      )
      .map(([token, body, type]): FuzzRequest => ({
        method: 'PUT',
        path: `/api/v1/uploads/${token}`,
        headers: type ? { 'Content-Type': type } : {},
        rawBody: new Uint8Array(body),
      }));
    const statuses = await fuzzEndpoint(world, requests);
    expect(statuses.get(200)).toBeGreaterThan(ofFullRuns(100));
    expect(statuses.get(400)).toBeGreaterThan(ofFullRuns(500));
    expect(statuses.get(404)).toBeGreaterThan(ofFullRuns(500));
  });

  it('POST /manage/video-upload-urls and /manage/videos', async () => {
    const [owner, site] = await Promise.all([
      world.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', 'june@family-table.example')
        .executeTakeFirstOrThrow(),
      world.db.selectFrom('sites').select('id').where('slug', '=', 'family-table').executeTakeFirstOrThrow(),
    ]);
    const uploadIds: string[] = [];
    for (let n = 0; n < 20; n++) {
      const upload = await createVideoUpload(world.db, {
        userId: owner.id,
        siteId: site.id,
        fileName: `${n}.webm`,
        contentType: 'video/webm',
        apiOrigin: world.env.apiOrigin,
        maxBytes: VIDEO_UPLOAD_MAX_BYTES,
      });
      const response = await world.app.request(upload.url, {
        method: 'PUT',
        headers: upload.headers,
        body: new Uint8Array(demoWebm),
      });
      expect(response.status).toBe(200);
      uploadIds.push(upload.id);
    }
    const posters = (
      await world.db.selectFrom('images').select('id').where('site_id', '=', site.id).limit(20).execute()
    ).map((row) => row.id);
    const statuses = await fuzzEndpoint(
      world,
      fc.oneof(
        manage(
          'POST',
          fc.constant('/video-upload-urls'),
          bodyFor(VideoUploadRequestSchema, (path) =>
            path[path.length - 1] === 'siteSlug'
              ? kitchenSegment(['crumb-and-crust', 'no-such-kitchen'])
              : undefined,
          ),
        ),
        manage(
          'POST',
          fc.constant('/videos'),
          bodyFor(VideoRecordSchema, (path) =>
            path[path.length - 1] === 'uploadId'
              ? fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...uploadIds) }, fc.uuid())
              : path[path.length - 1] === 'posterImageId'
                ? fc.oneof(
                    { weight: 3, arbitrary: fc.constantFrom(...posters) },
                    fc.uuid(),
                    fc.constant(null),
                    fc.constant(undefined),
                  )
                : undefined,
          ),
        ),
      ),
      { runs: 2 * FUZZ_RUNS },
    );
    expect(statuses.get(201)).toBeGreaterThan(ofFullRuns(700));
    expect(statuses.get(400)).toBeGreaterThan(ofFullRuns(5_000));
  });

  it('PUT /uploads/videos/{token}', async () => {
    const site = await world.db
      .selectFrom('sites')
      .select('id')
      .where('slug', '=', 'family-table')
      .executeTakeFirstOrThrow();
    const user = await createReader(world);
    const tokens: string[] = [];
    const types = ['video/mp4', 'video/webm'] as const;
    for (let n = 0; n < 400; n++) {
      const upload = await createVideoUpload(world.db, {
        userId: user.id,
        siteId: site.id,
        fileName: 'x',
        contentType: types[n % types.length]!,
        apiOrigin: world.env.apiOrigin,
        maxBytes: VIDEO_UPLOAD_MAX_BYTES,
      });
      tokens.push(upload.url.split('/').pop()!);
    }
    const mp4Head = Buffer.from('0000001c6674797069736f6d0000020069736f6d69736f326d703431', 'hex');
    const files = [Buffer.concat([mp4Head, Buffer.alloc(500, 7)]), demoWebm.subarray(0, 4000)];
    const bytes = fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom(...files) },
      fc.constantFrom(...files).chain((file) => fc.nat(200).map((cut) => file.subarray(0, cut))),
      fc.uint8Array({ maxLength: 300 }),
      fc.string({ maxLength: 100 }).map((text) => Buffer.from(text)),
    );
    const requests: fc.Arbitrary<FuzzRequest> = fc
      .tuple(
        fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...tokens) }, segment([])),
        bytes,
        fc.oneof(
          { weight: 3, arbitrary: fc.constantFrom(...types) },
          fc.constantFrom('', 'text/plain', 'video/MP4; codecs=avc1', 'image/png'),
        ),
      )
      .map(([token, body, type]): FuzzRequest => ({
        method: 'PUT',
        path: `/api/v1/uploads/videos/${token}`,
        headers: type ? { 'Content-Type': type } : {},
        rawBody: new Uint8Array(body),
      }));
    const statuses = await fuzzEndpoint(world, requests);
    expect(statuses.get(200)).toBeGreaterThan(ofFullRuns(100));
    expect(statuses.get(400)).toBeGreaterThan(ofFullRuns(500));
    expect(statuses.get(404)).toBeGreaterThan(ofFullRuns(500));
    expect(statuses.get(415)).toBeGreaterThan(ofFullRuns(1_000));
  });

  it('GET /manage/bookmarks and /manage/subscriptions', async () => {
    const statuses = await fuzzEndpoint(
      world,
      manage(
        'GET',
        fc
          .tuple(fc.constantFrom('/bookmarks', '/subscriptions'), queryFor({ recipeId: recipeIds }))
          .map(([path, query]) => path + query),
      ),
      { runs: 2 * FUZZ_RUNS },
    );
    expect(statuses.get(200)).toBeGreaterThan(ofFullRuns(5_000));
    expect(statuses.get(401)).toBeGreaterThan(ofFullRuns(500));
  });
});

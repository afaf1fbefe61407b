import { accountProfile, updateAccountProfile } from '@larder/shared/api/reader.endpoints';
import {
  createImage,
  createImageUploadUrl,
  kitchenImages,
  updateKitchenImage,
} from '@larder/shared/api/media.endpoints';
import { createManagedCollection } from '@larder/shared/api/manage-collections.endpoints';
import { createManagedRecipe } from '@larder/shared/api/manage-recipes.endpoints';
import {
  ImageResponseSchema,
  ImageUploadedResponseSchema,
  ImageUploadUrlResponseSchema,
  IMAGE_UPLOAD_MAX_BYTES,
} from '@larder/shared/schemas/image';
import { UserProfileSchema } from '@larder/shared/schemas/user';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestWorld, type TestWorld } from '../test-support/test-database.ts';
import { answer, createReader, refusal, testClient } from '../test-support/test-client.ts';

let world: TestWorld;
let clock = Date.UTC(2026, 10, 23, 12);
const pixels = (format: 'png' | 'jpeg' | 'webp' | 'gif' | 'avif', width = 30, height = 20) =>
  sharp({ create: { width, height, channels: 3, background: '#c0392b' } })
    .toFormat(format)
    .toBuffer();
const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="48" height="32"><rect width="48" height="32" fill="teal"/></svg>',
);

beforeAll(async () => {
  world = await createTestWorld();
  // The app on the test clock, so an upload URL can be made to expire.
  const { createApp } = await import('../http/app.ts');
  world.app = createApp({ db: world.db, env: world.env, sitesConfig: world.sitesConfig, now: () => clock });
});
afterAll(async () => world.cleanup());

async function uploadUrl(token: string, contentType: string, fileName = 'me.png') {
  return (
    await answer(
      ImageUploadUrlResponseSchema,
      testClient(world, token).request(createImageUploadUrl, {
        body: { fileName, contentType: contentType as 'image/png' },
      }),
    )
  ).upload;
}

const put = (url: string, body: Uint8Array | string, contentType: string) =>
  world.app.request(url, {
    method: 'PUT',
    headers: { 'Content-Type': contentType },
    body: typeof body === 'string' ? body : new Uint8Array(body),
  });

describe('uploading an avatar', () => {
  it('takes a file in three steps and makes it the reader’s avatar', async () => {
    const reader = await createReader(world);
    const upload = await uploadUrl(reader.token, 'image/png');
    expect(upload).toMatchObject({
      method: 'PUT',
      headers: { 'Content-Type': 'image/png' },
      maxBytes: IMAGE_UPLOAD_MAX_BYTES,
    });
    expect(upload.url).toMatch(/^http:\/\/localhost:8787\/api\/v1\/uploads\/[\w-]{43}$/);
    expect(upload.key).toMatch(new RegExp(`^users/${reader.id}/[0-9a-f-]{36}\\.png$`));

    const bytes = await pixels('png');
    const stored = await put(upload.url, bytes, 'image/png');
    expect(stored.status).toBe(200);
    expect(ImageUploadedResponseSchema.parse(await stored.json())).toEqual({
      key: upload.key,
      width: 30,
      height: 20,
    });

    const { image } = await answer(
      ImageResponseSchema,
      testClient(world, reader.token).request(createImage, {
        body: { key: upload.key, width: 9999, height: 1, lqip: 'javascript:alert(1)' },
      }),
    );
    expect(image).toMatchObject({ key: upload.key, width: 30, height: 20 });
    expect(image.lqip).toMatch(/^data:image\/webp;base64,/);

    const served = await world.app.request(new URL(image.url).pathname);
    expect(served.headers.get('content-type')).toBe('image/png');
    // Stored as written again (no metadata), the same picture: every pixel as sent.
    const storedBytes = Buffer.from(await served.arrayBuffer());
    expect(await sharp(storedBytes).raw().toBuffer()).toEqual(await sharp(bytes).raw().toBuffer());

    const client = testClient(world, reader.token);
    await client.request(updateAccountProfile, { body: { avatar: { id: image.id } } });
    const { currentUser } = z
      .object({ currentUser: UserProfileSchema })
      .parse(await client.request(accountProfile, {}));
    expect(currentUser.avatar?.id).toBe(image.id);
  });

  it.each([
    ['image/jpeg', () => pixels('jpeg')],
    ['image/webp', () => pixels('webp')],
    ['image/gif', () => pixels('gif')],
    ['image/avif', () => pixels('avif')],
    ['image/svg+xml', () => Promise.resolve(SVG)],
  ])('takes %s', async (contentType, bytes) => {
    const reader = await createReader(world);
    const upload = await uploadUrl(reader.token, contentType);
    const response = await put(upload.url, await bytes(), contentType);
    expect(response.status, await response.clone().text()).toBe(200);
  });

  it('refuses bytes that are not an image of the announced type, and lets the URL be used again', async () => {
    const reader = await createReader(world);
    const upload = await uploadUrl(reader.token, 'image/png');
    for (const [bytes, type] of [
      [await pixels('jpeg'), 'image/png'],
      [SVG, 'image/png'],
      [Buffer.from('<html><script>alert(1)</script></html>'), 'image/png'],
      [(await pixels('png')).subarray(0, 60), 'image/png'],
      [new Uint8Array(0), 'image/png'],
    ] as const) {
      const response = await put(upload.url, bytes, type);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: { message: string } }).error.message).toBe(
        'The file is not a PNG image. Upload the image itself, saved as PNG.',
      );
    }
    expect(existsSync(join(world.env.filesDir, upload.key))).toBe(false);
    expect((await put(upload.url, await pixels('png'), 'image/png')).status).toBe(200);
  });

  it('keeps an SVG’s drawing and drops its scripts, handlers and links out of the file', async () => {
    const reader = await createReader(world);
    const upload = await uploadUrl(reader.token, 'image/svg+xml', 'logo.svg');
    const hostile = `<?xml version="1.0"?>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="48" height="32" onload="alert(1)">
  <script>alert(document.cookie)</script>
  <a href="javascript:alert(2)"><rect width="48" height="32" fill="teal" onclick="alert(3)"/></a>
  <image xlink:href="https://tracker.example/pixel.png" width="1" height="1"/>
  <foreignObject><iframe src="https://evil.example"/></foreignObject>
  <set attributeName="href" to="javascript:alert(4)"/>
</svg>`;
    const response = await put(upload.url, hostile, 'image/svg+xml');
    expect(response.status, await response.clone().text()).toBe(200);
    expect(await response.json()).toMatchObject({ width: 48, height: 32 });
    const served = await (await world.app.request(`/api/v1/files/${upload.key}`)).text();
    expect(served).toContain('<rect width="48" height="32" fill="teal">');
    expect(served).not.toMatch(
      /script|onload|onclick|javascript:|tracker\.example|foreignObject|iframe|<set/i,
    );
  });

  it('refuses an SVG with no drawing left in it, and stores nothing', async () => {
    const reader = await createReader(world);
    const upload = await uploadUrl(reader.token, 'image/svg+xml', 'logo.svg');
    const response = await put(upload.url, '<html><script>alert(1)</script></html>', 'image/svg+xml');
    expect(response.status).toBe(400);
    expect(existsSync(join(world.env.filesDir, upload.key))).toBe(false);
  });

  it('refuses HEIC that is really JPEG', async () => {
    const reader = await createReader(world);
    const upload = await uploadUrl(reader.token, 'image/heic');
    expect((await put(upload.url, await pixels('jpeg'), 'image/heic')).status).toBe(400);
  });

  it('refuses a Content-Type other than the announced one with 415', async () => {
    const reader = await createReader(world);
    const upload = await uploadUrl(reader.token, 'image/png');
    const response = await put(upload.url, await pixels('png'), 'image/jpeg');
    expect(response.status).toBe(415);
  });

  it('refuses a file over the size limit with 413, and an image too many pixels wide with 400', async () => {
    const reader = await createReader(world);
    const upload = await uploadUrl(reader.token, 'image/png');
    expect((await put(upload.url, new Uint8Array(IMAGE_UPLOAD_MAX_BYTES + 1), 'image/png')).status).toBe(413);
    const wide = await put(upload.url, await pixels('png', 10_001, 1), 'image/png');
    expect(wide.status).toBe(400);
    // Within 10,000 a side but 49 megapixels: too costly to decode.
    const huge = await put(upload.url, await pixels('png', 7_000, 7_000), 'image/png');
    expect(huge.status).toBe(400);
    expect(((await huge.json()) as { error: { message: string } }).error.message).toContain('40 megapixels');
  });

  it('hands one reader at most 30 upload URLs an hour', async () => {
    const reader = await createReader(world);
    for (let count = 0; count < 30; count++) await uploadUrl(reader.token, 'image/png');
    const refused = testClient(world, reader.token).request(createImageUploadUrl, {
      body: { fileName: 'me.png', contentType: 'image/png' },
    });
    await refusal(refused, 429, 'rate_limited');
    clock += 3_600_000;
    await uploadUrl(reader.token, 'image/png');
  });

  it('records a double-submitted image once, both saves answering the same image', async () => {
    const reader = await createReader(world);
    const upload = await uploadUrl(reader.token, 'image/png');
    await put(upload.url, await pixels('png'), 'image/png');
    const record = () =>
      answer(
        ImageResponseSchema,
        testClient(world, reader.token).request(createImage, {
          body: { key: upload.key, width: 1, height: 1 },
        }),
      );
    const [first, second] = await Promise.all([record(), record()]);
    expect(second.image.id).toBe(first.image.id);
  });

  it('takes one file per URL, only before it expires, and nothing at an unknown URL', async () => {
    const reader = await createReader(world);
    const upload = await uploadUrl(reader.token, 'image/png');
    expect((await put(upload.url, await pixels('png'), 'image/png')).status).toBe(200);
    expect((await put(upload.url, await pixels('png', 5, 5), 'image/png')).status).toBe(404);

    const late = await uploadUrl(reader.token, 'image/png');
    clock += 16 * 60_000;
    try {
      expect((await put(late.url, await pixels('png'), 'image/png')).status).toBe(404);
    } finally {
      clock -= 16 * 60_000;
    }
    expect(
      (await put(`${world.env.apiOrigin}/api/v1/uploads/not-a-token`, await pixels('png'), 'image/png'))
        .status,
    ).toBe(404);
  });

  it('asks a visitor to sign in, and refuses a type that is not an image', async () => {
    await refusal(
      testClient(world).request(createImageUploadUrl, {
        body: { fileName: 'a.png', contentType: 'image/png' },
      }),
      401,
      'unauthorized',
    );
    const reader = await createReader(world);
    await refusal(uploadUrl(reader.token, 'text/html'), 400, 'validation_failed');
    await refusal(uploadUrl(reader.token, 'image/png', ''), 400, 'validation_failed');
  });
});

describe('recording an uploaded image', () => {
  it('records only the user’s own uploaded files', async () => {
    const owner = await createReader(world);
    const other = await createReader(world);
    const upload = await uploadUrl(owner.token, 'image/png');
    const record = (token: string | null) =>
      testClient(world, token).request(createImage, { body: { key: upload.key, width: 30, height: 20 } });
    await refusal(record(owner.token), 400, 'validation_failed');
    await put(upload.url, await pixels('png'), 'image/png');
    await refusal(record(other.token), 400, 'validation_failed');
    await refusal(record(null), 401, 'unauthorized');
    const first = await answer(ImageResponseSchema, record(owner.token));
    const again = await answer(ImageResponseSchema, record(owner.token));
    expect(again.image.id).toBe(first.image.id);
  });

  it('keeps another user’s upload from becoming someone’s avatar', async () => {
    const owner = await createReader(world);
    const other = await createReader(world);
    const upload = await uploadUrl(owner.token, 'image/png');
    await put(upload.url, await pixels('png'), 'image/png');
    const { image } = await answer(
      ImageResponseSchema,
      testClient(world, owner.token).request(createImage, {
        body: { key: upload.key, width: 30, height: 20 },
      }),
    );
    await refusal(
      testClient(world, other.token).request(updateAccountProfile, { body: { avatar: { id: image.id } } }),
      400,
      'validation_failed',
    );
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
    expect(partials(join(world.env.filesDir, 'users'))).toEqual([]);
  });
});

describe('the body checks elsewhere', () => {
  it('still hold every other route to JSON bodies under the body limit', async () => {
    const reader = await createReader(world);
    const png = await pixels('png');
    const asFile = await world.app.request('/api/v1/manage/image-upload-urls', {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${reader.token}`,
        'Content-Type': 'image/png',
        'Content-Length': String(png.length),
      },
      body: png,
    });
    expect(asFile.status).toBe(415);
    const huge = await world.app.request('/api/v1/manage/image-upload-urls', {
      method: 'POST',
      headers: { Authorization: `Bearer ${reader.token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ fileName: 'x'.repeat(world.env.bodyLimitBytes), contentType: 'image/png' }),
    });
    expect(huge.status).toBe(413);
  });
});

describe('a kitchen’s photos', () => {
  const siteSlug = 'family-table';
  let june: ReturnType<typeof testClient>;
  let isla: ReturnType<typeof testClient>;
  beforeAll(async () => {
    june = testClient(world, await world.tokenFor('june@family-table.example'));
    isla = testClient(world, await world.tokenFor('isla@crumb-and-crust.example'));
  });

  async function kitchenPhoto(bytes: Buffer, contentType = 'image/jpeg' as const) {
    const { upload } = await june.request(createImageUploadUrl, {
      body: { fileName: 'tart.jpg', contentType, siteSlug },
    });
    const stored = await put(upload.url, bytes, contentType);
    expect(stored.status, await stored.clone().text()).toBe(200);
    return upload;
  }

  it('stores a phone photo upright and without its EXIF, and records it for the kitchen', async () => {
    // 30×20 pixels stored sideways with "turn 90°" in its EXIF, and the owner's name beside.
    const phonePhoto = await sharp({ create: { width: 30, height: 20, channels: 3, background: '#c0392b' } })
      .jpeg()
      .withExif({ IFD0: { Artist: 'June Family', Copyright: 'June' } })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect((await sharp(phonePhoto).metadata()).exif).toBeDefined();
    const upload = await kitchenPhoto(phonePhoto);
    const site = await world.db
      .selectFrom('sites')
      .select('id')
      .where('slug', '=', siteSlug)
      .executeTakeFirstOrThrow();
    expect(upload.key).toMatch(new RegExp(`^sites/${site.id}/[0-9a-f-]{36}\\.jpg$`));

    const file = join(world.env.filesDir, upload.key);
    const meta = await sharp(file).metadata();
    expect(meta.exif).toBeUndefined();
    expect([meta.width, meta.height, meta.orientation ?? 1]).toEqual([20, 30, 1]);

    const { image } = await june.request(createImage, {
      body: { key: upload.key, width: 1, height: 1, alt: 'A tart', siteSlug },
    });
    expect(image).toMatchObject({ width: 20, height: 30, alt: 'A tart' });
    const row = await world.db
      .selectFrom('images')
      .select('site_id')
      .where('id', '=', image.id)
      .executeTakeFirstOrThrow();
    expect(row.site_id).toBe(site.id);
    const { images } = await june.request(kitchenImages, { params: { siteSlug } });
    expect(images[0]).toMatchObject({ id: image.id, alt: 'A tart' });
  });

  it('sets alt text, rebuilding the kitchen only when a recipe shows the photo', async () => {
    const upload = await kitchenPhoto(await pixels('jpeg', 400, 300));
    const { image } = await june.request(createImage, {
      body: { key: upload.key, width: 1, height: 1, siteSlug },
    });
    const jobs = () =>
      world.db
        .selectFrom('rebuild_jobs')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('site_slug', '=', siteSlug)
        .executeTakeFirstOrThrow()
        .then((row) => row.n);
    const before = await jobs();
    const unused = await june.request(updateKitchenImage, {
      params: { siteSlug, imageId: image.id },
      body: { alt: '  Pear tart, sliced  ' },
    });
    expect(unused.image.alt).toBe('Pear tart, sliced');
    expect(await jobs()).toBe(before);

    const { recipe } = await june.request(createManagedRecipe, {
      params: { siteSlug },
      body: {
        title: 'Pear tart',
        slug: 'pear-tart-photo',
        privacySetting: 'public',
        images: [{ id: image.id, crop: { x: 100, y: 0, width: 300, height: 300 } }],
      },
    });
    expect(recipe.images).toEqual([{ id: image.id, crop: { x: 100, y: 0, width: 300, height: 300 } }]);
    const afterRecipe = await jobs();
    await june.request(updateKitchenImage, {
      params: { siteSlug, imageId: image.id },
      body: { alt: 'Pear tart' },
    });
    expect(await jobs()).toBe(afterRecipe + 1);
  });

  it('rebuilds the kitchen when the alt text of a collection’s photo changes', async () => {
    const upload = await kitchenPhoto(await pixels('jpeg', 300, 300));
    const { image } = await june.request(createImage, {
      body: { key: upload.key, width: 1, height: 1, siteSlug },
    });
    await june.request(createManagedCollection, {
      params: { siteSlug },
      body: { title: 'Tarts', slug: 'tarts-photo', imageId: image.id },
    });
    const jobs = async () =>
      (
        await world.db
          .selectFrom('rebuild_jobs')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('site_slug', '=', siteSlug)
          .executeTakeFirstOrThrow()
      ).n;
    const before = await jobs();
    await june.request(updateKitchenImage, {
      params: { siteSlug, imageId: image.id },
      body: { alt: 'A row of tarts' },
    });
    expect(await jobs()).toBe(before + 1);
  });

  it('refuses a crop that goes outside the photo, saying so', async () => {
    const upload = await kitchenPhoto(await pixels('jpeg', 400, 300));
    const { image } = await june.request(createImage, {
      body: { key: upload.key, width: 1, height: 1, siteSlug },
    });
    const message = await refusal(
      june.request(createManagedRecipe, {
        params: { siteSlug },
        body: {
          title: 'Overhanging crop',
          slug: 'overhanging-crop',
          privacySetting: 'public',
          images: [{ id: image.id, crop: { x: 200, y: 0, width: 300, height: 300 } }],
        },
      }),
      400,
      'validation_failed',
    );
    expect(message).toBe('The crop goes outside the photo (400×300 pixels).');
  });

  it('answers 401 signed out and 404 to readers and other kitchens’ managers, as if the kitchen did not exist', async () => {
    const reader = await createReader(world);
    const asReader = testClient(world, reader.token);
    const body = { fileName: 'x.jpg', contentType: 'image/jpeg' as const, siteSlug };
    await refusal(testClient(world).request(createImageUploadUrl, { body }), 401, 'unauthorized');
    await refusal(asReader.request(createImageUploadUrl, { body }), 404, 'site_not_found');
    await refusal(isla.request(createImageUploadUrl, { body }), 404, 'site_not_found');
    await refusal(isla.request(kitchenImages, { params: { siteSlug } }), 404, 'site_not_found');
    await refusal(testClient(world).request(kitchenImages, { params: { siteSlug } }), 401, 'unauthorized');

    // Isla uploads a file of her own and tries to record it as June's kitchen's photo.
    const { upload } = await isla.request(createImageUploadUrl, {
      body: { fileName: 'x.jpg', contentType: 'image/jpeg' },
    });
    await put(upload.url, await pixels('jpeg'), 'image/jpeg');
    await refusal(
      isla.request(createImage, { body: { key: upload.key, width: 1, height: 1, siteSlug } }),
      404,
      'site_not_found',
    );
    // …and June cannot record Isla's file at all.
    await refusal(
      june.request(createImage, { body: { key: upload.key, width: 1, height: 1, siteSlug } }),
      400,
      'validation_failed',
    );

    const mine = await kitchenPhoto(await pixels('jpeg'));
    const { image } = await june.request(createImage, {
      body: { key: mine.key, width: 1, height: 1, siteSlug },
    });
    await refusal(
      isla.request(updateKitchenImage, {
        params: { siteSlug: 'crumb-and-crust', imageId: image.id },
        body: { alt: 'mine now' },
      }),
      404,
      'not_found',
    );
    await refusal(
      isla.request(updateKitchenImage, {
        params: { siteSlug, imageId: image.id },
        body: { alt: 'mine now' },
      }),
      404,
      'site_not_found',
    );
    // The upload URL decides whose image a file is: a kitchen photo is not an avatar, nor the reverse.
    const photo = await kitchenPhoto(await pixels('jpeg'));
    await refusal(
      june.request(createImage, { body: { key: photo.key, width: 1, height: 1 } }),
      400,
      'validation_failed',
    );
    const { upload: avatar } = await june.request(createImageUploadUrl, {
      body: { fileName: 'me.jpg', contentType: 'image/jpeg' },
    });
    await put(avatar.url, await pixels('jpeg'), 'image/jpeg');
    await refusal(
      june.request(createImage, { body: { key: avatar.key, width: 1, height: 1, siteSlug } }),
      400,
      'validation_failed',
    );
  });

  it('gives a creator a budget of its own for photos, apart from the avatar’s', async () => {
    const manager = await world.tokenFor('june@family-table.example');
    const avatarUrls = async () =>
      testClient(world, manager).request(createImageUploadUrl, {
        body: { fileName: 'me.png', contentType: 'image/png' },
      });
    let refused = false;
    for (let count = 0; count < 31 && !refused; count++)
      refused = await avatarUrls().then(
        () => false,
        () => true,
      );
    expect(refused).toBe(true);
    await june.request(createImageUploadUrl, {
      body: { fileName: 'tart.jpg', contentType: 'image/jpeg', siteSlug },
    });
  });
});

import type { PublicImage } from '@larder/shared/schemas/image';
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { applyCrops, attachVariants, collectImages, variantSource } from './collect-images.ts';
import { forgetCachedImage, prepareImages } from './prepare-images.ts';

let dir: string;
let filesDir: string;
let cacheDir: string;

async function photo(key: string, width: number, height: number, hue: number): Promise<PublicImage> {
  await mkdir(join(filesDir, 'k'), { recursive: true });
  await sharp({ create: { width, height, channels: 3, background: { r: hue, g: 120, b: 60 } } })
    .jpeg()
    .toFile(join(filesDir, key));
  return { id: `id-${key}`, key, url: '', width, height, lqip: null, alt: '' };
}

function releaseDir(name: string): string {
  return join(dir, name);
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'larder-images-'));
  filesDir = join(dir, 'files');
  cacheDir = join(dir, 'cache');
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('prepareImages', () => {
  it('names every copy by the hash of its bytes and says where each width and crop went', async () => {
    const image = await photo('k/a.jpg', 1000, 800, 10);
    const { variants, count } = await prepareImages([image], [image], {
      filesDir,
      cacheDir,
      releaseDir: releaseDir('r1'),
    });
    const paths = variants.get(image.id)!;
    expect(Object.keys(paths).sort()).toEqual(['16x9', '1x1', '320', '4x3', '640', '960'].sort());
    expect(count).toBe(6);
    for (const path of Object.values(paths)) {
      const bytes = readFileSync(join(releaseDir('r1'), path));
      expect(path).toBe(`/_img/${createHash('sha256').update(bytes).digest('hex').slice(0, 16)}.webp`);
    }
    const meta = await sharp(join(releaseDir('r1'), paths['640']!)).metadata();
    expect(meta.width).toBe(640);
  });

  it('cuts a creator’s crop out of the original before resizing, apart from the same photo uncropped', async () => {
    // Left half red, right half blue: a crop of the right half has no red left in it.
    await mkdir(join(filesDir, 'k'), { recursive: true });
    const half = (r: number, b: number) =>
      sharp({ create: { width: 600, height: 400, channels: 3, background: { r, g: 0, b } } })
        .png()
        .toBuffer();
    await sharp({ create: { width: 1200, height: 400, channels: 3, background: '#000' } })
      .composite([
        { input: await half(255, 0), left: 0, top: 0 },
        { input: await half(0, 255), left: 600, top: 0 },
      ])
      .jpeg({ quality: 95 })
      .toFile(join(filesDir, 'k/halves.jpg'));
    const whole: PublicImage = {
      id: 'halves',
      key: 'k/halves.jpg',
      url: '',
      width: 1200,
      height: 400,
      lqip: null,
      alt: '',
    };
    const crop = { x: 700, y: 50, width: 400, height: 300 };
    const data = { recipes: [{ images: [{ ...whole, crop }] }], site: { logo: { ...whole } } };
    applyCrops(data);
    const cropped = data.recipes[0]!.images[0]!;
    expect([cropped.width, cropped.height]).toEqual([400, 300]);
    applyCrops(data);
    expect([cropped.width, cropped.height]).toEqual([400, 300]);

    const images = collectImages(data);
    expect(images).toHaveLength(2);
    const { variants } = await prepareImages(images, [cropped], {
      filesDir,
      cacheDir,
      releaseDir: releaseDir('r1'),
    });
    const cut = variants.get(variantSource(cropped))!;
    expect(Object.keys(cut).sort()).toEqual(['16x9', '1x1', '320', '4x3'].sort());
    const cutStats = await sharp(join(releaseDir('r1'), cut['320']!)).stats();
    const cutMeta = await sharp(join(releaseDir('r1'), cut['320']!)).metadata();
    expect([cutMeta.width, cutMeta.height]).toEqual([320, 240]);
    expect(cutStats.channels[0]!.max).toBeLessThan(40);
    expect(cutStats.channels[2]!.min).toBeGreaterThan(200);
    // The logo is the same photo, whole: its copies keep both halves.
    const wholeStats = await sharp(join(releaseDir('r1'), variants.get('halves')!['960']!)).stats();
    expect(wholeStats.channels[0]!.max).toBeGreaterThan(200);
    expect(wholeStats.channels[2]!.max).toBeGreaterThan(200);

    attachVariants(data, variants);
    expect(data.recipes[0]!.images[0]!.variants).toBe(cut);
    expect(data.site.logo.variants).toBe(variants.get('halves'));
  });

  it('makes the Open Graph crop 800×600 of a shared image, whatever its shape', async () => {
    const square = await photo('k/square.jpg', 1200, 1200, 30);
    const small = await photo('k/small.jpg', 640, 640, 50);
    const { variants } = await prepareImages([], [], { filesDir, cacheDir, releaseDir: releaseDir('r1') }, [
      square,
      small,
      square,
    ]);
    const size = async (path: string) => {
      const meta = await sharp(join(releaseDir('r1'), path)).metadata();
      return [meta.width, meta.height];
    };
    expect(await size(variants.get(square.id)!.og!)).toEqual([800, 600]);
    expect(await size(variants.get(small.id)!.og!)).toEqual([640, 480]);
  });

  it('reuses cached copies, and a build from the cache gives the same names', async () => {
    const image = await photo('k/b.jpg', 700, 500, 90);
    const first = await prepareImages([image], [], { filesDir, cacheDir, releaseDir: releaseDir('r1') });
    const cached = readdirSync(cacheDir).map((name) => statSync(join(cacheDir, name)).mtimeMs);
    const second = await prepareImages([image], [], { filesDir, cacheDir, releaseDir: releaseDir('r2') });
    expect(second.variants.get(image.id)).toEqual(first.variants.get(image.id));
    expect(readdirSync(cacheDir).map((name) => statSync(join(cacheDir, name)).mtimeMs)).toEqual(cached);
  });

  it('treats an empty cache entry (a build killed mid-write, a full disk) as missing and never ships it', async () => {
    const image = await photo('k/c.jpg', 700, 500, 200);
    await prepareImages([image], [], { filesDir, cacheDir, releaseDir: releaseDir('r1') });
    for (const name of readdirSync(cacheDir)) writeFileSync(join(cacheDir, name), '');
    writeFileSync(join(cacheDir, '.tmp-left-by-a-killed-build'), 'half a webp');
    const { variants } = await prepareImages([image], [], {
      filesDir,
      cacheDir,
      releaseDir: releaseDir('r2'),
    });
    for (const path of Object.values(variants.get(image.id)!)) {
      expect(statSync(join(releaseDir('r2'), path)).size).toBeGreaterThan(0);
      expect((await sharp(join(releaseDir('r2'), path)).metadata()).format).toBe('webp');
    }
    expect(readdirSync(cacheDir).filter((name) => statSync(join(cacheDir, name)).size === 0)).toEqual([]);
  });

  it('forgets a cache entry by the name of its copy, so the next build makes it again', async () => {
    const image = await photo('k/d.jpg', 400, 300, 30);
    const { variants } = await prepareImages([image], [], {
      filesDir,
      cacheDir,
      releaseDir: releaseDir('r1'),
    });
    const copy = variants.get(image.id)!['320']!.replace('/_img/', '');
    await forgetCachedImage(cacheDir, copy);
    expect(readdirSync(cacheDir).some((name) => name.endsWith(`-${copy}`))).toBe(false);
  });

  it('says which images have no original or do not decode, and still makes the others', async () => {
    const image = await photo('k/e.jpg', 400, 300, 30);
    writeFileSync(join(filesDir, 'k', 'broken.jpg'), 'not a jpeg');
    const { failed, variants } = await prepareImages(
      [
        image,
        { ...image, id: 'lost', key: 'k/missing.jpg' },
        { ...image, id: 'broken', key: 'k/broken.jpg' },
      ],
      [],
      { filesDir, cacheDir, releaseDir: releaseDir('r1') },
    );
    expect(failed.get('lost')).toBe('Image lost has no file on the file host (key "k/missing.jpg").');
    expect(failed.get('broken')).toMatch(/unsupported image format|Input buffer/i);
    expect(Object.keys(variants.get(image.id)!)).toEqual(['320']);
  });
});

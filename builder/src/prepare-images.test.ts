import type { PublicImage } from '@larder/shared/schemas/image';
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
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

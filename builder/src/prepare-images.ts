import {
  STRUCTURED_DATA_CROPS,
  cropSize,
  imageWidths,
  ogImageSize,
  type StructuredDataCrop,
} from '@larder/shared/image-variants';
import type { PublicImage } from '@larder/shared/schemas/image';
import { createHash, randomUUID } from 'node:crypto';
import { linkSync, statSync, type Stats } from 'node:fs';
import { copyFile, mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp, { type ResizeOptions } from 'sharp';
import { variantSource } from './collect-images.ts';

/**
 * Paths of an image's resized copies in a release, by width ("640") or crop ("4x3"); keyed by
 * `variantSource` (a creator's crop is cut out of the original before resizing).
 */
export type ImageVariantPaths = Record<string, string>;

interface VariantJob {
  image: PublicImage;
  name: string;
  resize: ResizeOptions;
}

/** Bumped when the transform changes, so cached copies made the old way are not reused. */
const TRANSFORM_VERSION = 'webp-q75-v2';

/**
 * The cache key of a copy: the original (files on the host are immutable by key; the size guards
 * against a replaced file) and the transform. The copy's own name in a release is the hash of
 * its bytes, so a URL that browsers and CDNs cache forever always means the same image.
 */
function cacheKey(key: string, originalSize: number, job: VariantJob): string {
  const crop = job.image.crop ? `|crop ${variantSource(job.image)}` : '';
  return createHash('sha256')
    .update(`${TRANSFORM_VERSION}|${key}|${originalSize}|${JSON.stringify(job.resize)}${crop}`)
    .digest('hex')
    .slice(0, 32);
}

/** `<key>-<contenthash>.webp` files of the cache, by key. Temporary files are not entries. */
async function readCache(cacheDir: string): Promise<Map<string, string>> {
  const entries = new Map<string, string>();
  for (const name of await readdir(cacheDir).catch(() => [] as string[])) {
    const match = name.match(/^([0-9a-f]{32})-([0-9a-f]{16})\.webp$/);
    if (match) entries.set(match[1]!, name);
  }
  return entries;
}

function contentHashOf(cacheName: string): string {
  return cacheName.slice(33, 49);
}

/** Runs `work` over `items` with at most `limit` at once. */
async function pool<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const runners = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const item = items[next]!;
      next += 1;
      await work(item);
    }
  });
  await Promise.all(runners);
}

export interface PreparedImages {
  /** Copies written into the release. */
  count: number;
  variants: Map<string, ImageVariantPaths>;
  /** Images that could not be made (no original on the file host, or one that does not decode), and why. */
  failed: Map<string, string>;
}

/**
 * Writes the resized WebP copies of `images` (the structured-data crops of `cropped`, and the
 * 800×600 Open Graph crop, named `og`, of `social`) into
 * `<releaseDir>/_img/`, named by the hash of their content, and says where each one went.
 * Copies are cached in `cacheDir` by original and transform; a cache entry is written under a
 * temporary name and renamed into place, and an empty or unreadable entry counts as missing, so
 * a build killed mid-write can never leave a bad copy behind for later builds to ship.
 */
export async function prepareImages(
  images: PublicImage[],
  cropped: PublicImage[],
  options: { filesDir: string; cacheDir: string; releaseDir: string },
  social: PublicImage[] = [],
): Promise<PreparedImages> {
  const { filesDir, cacheDir, releaseDir } = options;
  await mkdir(join(releaseDir, '_img'), { recursive: true });
  await mkdir(cacheDir, { recursive: true });
  const jobs: VariantJob[] = [];
  for (const image of images)
    for (const width of imageWidths(image))
      jobs.push({ image, name: String(width), resize: { width, withoutEnlargement: true } });
  for (const image of cropped) {
    for (const crop of Object.keys(STRUCTURED_DATA_CROPS) as StructuredDataCrop[]) {
      const { width, height } = cropSize(image, crop);
      jobs.push({ image, name: crop, resize: { width, height, fit: 'cover', position: 'centre' } });
    }
  }

  for (const image of new Map(social.map((entry) => [variantSource(entry), entry])).values()) {
    const { width, height } = ogImageSize(image);
    jobs.push({ image, name: 'og', resize: { width, height, fit: 'cover', position: 'centre' } });
  }

  const cache = await readCache(cacheDir);
  const originalSizes = new Map<string, number>();
  const variants = new Map<string, ImageVariantPaths>();
  const failed = new Map<string, string>();
  const written = new Set<string>();
  await pool(jobs, 4, async (job) => {
    if (failed.has(job.image.id)) return;
    try {
      await prepareVariant(job);
    } catch (error) {
      failed.set(job.image.id, error instanceof Error ? error.message : String(error));
    }
  });
  // Variants finish in any order: each image's are listed in the order of its jobs, so the same
  // images give the same page data, byte for byte (a publish compares it with the last one's).
  const ordered = new Map<string, ImageVariantPaths>();
  for (const job of jobs) {
    const source = variantSource(job.image);
    const path = variants.get(source)?.[job.name];
    if (path === undefined) continue;
    const paths = ordered.get(source) ?? {};
    paths[job.name] = path;
    ordered.set(source, paths);
  }
  return { count: written.size, variants: ordered, failed };

  async function prepareVariant(job: VariantJob): Promise<void> {
    const original = join(filesDir, job.image.key);
    // Synchronous, as are the cache's checks and the links below: a publish that resizes
    // nothing does only these, a thousand at 2,000 recipes, and the thread pool's round trip for
    // each cost more than the call (0.15 s a publish).
    let originalSize = originalSizes.get(job.image.key);
    if (originalSize === undefined) {
      const info = statOrNull(original);
      if (!info?.isFile())
        throw new Error(`Image ${job.image.id} has no file on the file host (key "${job.image.key}").`);
      originalSize = info.size;
      originalSizes.set(job.image.key, originalSize);
    }
    const key = cacheKey(job.image.key, originalSize, job);
    let entry = cache.get(key);
    if (entry && !(statOrNull(join(cacheDir, entry))?.size ?? 0)) {
      await rm(join(cacheDir, entry), { force: true });
      entry = undefined;
    }
    if (!entry) {
      const { crop } = job.image;
      const source = sharp(original);
      if (crop) source.extract({ left: crop.x, top: crop.y, width: crop.width, height: crop.height });
      const bytes = await source.resize(job.resize).webp({ quality: 75 }).toBuffer();
      entry = `${key}-${createHash('sha256').update(bytes).digest('hex').slice(0, 16)}.webp`;
      const temporary = join(cacheDir, `.tmp-${randomUUID()}`);
      await writeFile(temporary, bytes);
      await rename(temporary, join(cacheDir, entry));
      cache.set(key, entry);
    }
    const file = `${contentHashOf(entry)}.webp`;
    if (!written.has(file)) {
      written.add(file);
      const target = join(releaseDir, '_img', file);
      // A hard link costs no space; across file systems it is a copy.
      try {
        linkSync(join(cacheDir, entry), target);
      } catch {
        await copyFile(join(cacheDir, entry), target);
      }
    }
    const paths = variants.get(variantSource(job.image)) ?? {};
    paths[job.name] = `/_img/${file}`;
    variants.set(variantSource(job.image), paths);
  }
}

function statOrNull(path: string): Stats | null {
  try {
    return statSync(path);
  } catch {
    return null;
  }
}

/** Drops the cache entry whose copy has this content hash (a release check found it unreadable). */
export async function forgetCachedImage(cacheDir: string, fileName: string): Promise<void> {
  const hash = fileName.replace(/\.webp$/, '');
  for (const name of await readdir(cacheDir).catch(() => [] as string[]))
    if (name.endsWith(`-${hash}.webp`)) await rm(join(cacheDir, name), { force: true });
}

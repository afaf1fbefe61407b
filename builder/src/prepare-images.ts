import {
  STRUCTURED_DATA_CROPS,
  cropSize,
  imageCropPath,
  imageVariantPath,
  imageWidths,
  type StructuredDataCrop,
} from '@larder/shared/image-variants';
import type { KitchenSnapshot } from '@larder/shared/schemas/kitchen-snapshot';
import { copyFile, mkdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { collectImages } from './collect-images.ts';

/**
 * Writes the resized WebP copies every page refers to into the release. Variants are cached in
 * `cacheDir` by key and width, so rebuilding a kitchen only resizes new images.
 */
export async function prepareImages(
  snapshot: KitchenSnapshot,
  filesDir: string,
  releaseDir: string,
  cacheDir: string,
): Promise<number> {
  await mkdir(join(releaseDir, '_img'), { recursive: true });
  await mkdir(cacheDir, { recursive: true });
  let count = 0;
  for (const image of collectImages(snapshot)) {
    for (const width of imageWidths(image)) {
      const cached = join(cacheDir, `${image.key.replaceAll('/', '__')}-${width}.webp`);
      if (!(await stat(cached).catch(() => null))) {
        await sharp(join(filesDir, image.key))
          .resize({ width, withoutEnlargement: true })
          .webp({ quality: 75 })
          .toFile(cached);
      }
      await copyFile(cached, join(releaseDir, imageVariantPath(image, width)));
      count += 1;
    }
  }
  // Each recipe's main image also gets the 1:1, 4:3 and 16:9 crops its structured data lists.
  for (const image of snapshot.recipes.flatMap((recipe) => recipe.images.slice(0, 1))) {
    for (const crop of Object.keys(STRUCTURED_DATA_CROPS) as StructuredDataCrop[]) {
      const cached = join(cacheDir, `${image.key.replaceAll('/', '__')}-${crop}.webp`);
      if (!(await stat(cached).catch(() => null))) {
        const { width, height } = cropSize(image, crop);
        await sharp(join(filesDir, image.key))
          .resize({ width, height, fit: 'cover', position: 'centre' })
          .webp({ quality: 75 })
          .toFile(cached);
      }
      await copyFile(cached, join(releaseDir, imageCropPath(image, crop)));
      count += 1;
    }
  }
  return count;
}

import type { PublicImage } from '@larder/shared/schemas/image';
import type { ImageVariantPaths } from './prepare-images.ts';

function isImage(value: unknown): value is PublicImage {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.id === 'string' &&
    typeof record.key === 'string' &&
    typeof record.width === 'number' &&
    typeof record.lqip !== 'undefined'
  );
}

/**
 * Every image object anywhere in `value`, found without recursion (the data may be deep). A build
 * looks for them once and hands the list to the functions below (a walk of a 2,000-recipe
 * kitchen takes about 80 ms); each also takes the data itself.
 */
export function imageObjects(value: unknown): PublicImage[] {
  const found: PublicImage[] = [];
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const current = stack.pop();
    if (typeof current !== 'object' || current === null) continue;
    if (isImage(current)) found.push(current);
    for (const child of Array.isArray(current) ? current : Object.values(current)) stack.push(child);
  }
  return found;
}

/**
 * What an image's copies are made from: the image, or the creator's crop of it. One photo used
 * cropped on one recipe and whole on another has two sets of copies.
 */
export function variantSource(image: PublicImage): string {
  const crop = image.crop;
  return crop ? `${image.id}@${crop.x},${crop.y},${crop.width},${crop.height}` : image.id;
}

/**
 * Makes every cropped image in the data the size of its crop, as pages lay it out and as its
 * copies are cut (`prepareImages` cuts the crop out of the original first). Idempotent.
 */
export function applyCrops(data: unknown, images: readonly PublicImage[] = imageObjects(data)): void {
  for (const image of images) {
    if (!image.crop) continue;
    image.width = image.crop.width;
    image.height = image.crop.height;
  }
}

/** Every image referenced anywhere in the data, once per source (see `variantSource`). */
export function collectImages(
  data: unknown,
  images: readonly PublicImage[] = imageObjects(data),
): PublicImage[] {
  return [...new Map(images.map((image) => [variantSource(image), image])).values()];
}

/** Tells every image object in the data where its resized copies are (`image.variants`). */
export function attachVariants(
  data: unknown,
  variants: Map<string, ImageVariantPaths>,
  images: readonly PublicImage[] = imageObjects(data),
): void {
  for (const image of images) {
    const paths = variants.get(variantSource(image));
    if (paths) image.variants = paths;
  }
}

/**
 * Removes the images with these ids from the data: a property holding one becomes null and a
 * list holding some keeps the others. Iterative, like the walks above.
 */
export function dropImages(data: unknown, ids: ReadonlySet<string>): void {
  const stack: unknown[] = [data];
  while (stack.length > 0) {
    const current = stack.pop();
    if (typeof current !== 'object' || current === null) continue;
    if (Array.isArray(current)) {
      for (let index = current.length - 1; index >= 0; index -= 1) {
        const item: unknown = current[index];
        if (isImage(item) && ids.has(item.id)) current.splice(index, 1);
        else stack.push(item);
      }
      continue;
    }
    const record = current as Record<string, unknown>;
    for (const [key, value] of Object.entries(record)) {
      if (isImage(value) && ids.has(value.id)) record[key] = null;
      else stack.push(value);
    }
  }
}

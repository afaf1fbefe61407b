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

/** Every image object anywhere in `value`, found without recursion (the data may be deep). */
function imageObjects(value: unknown): PublicImage[] {
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

/** Every image referenced anywhere in the data, once each. */
export function collectImages(data: unknown): PublicImage[] {
  return [...new Map(imageObjects(data).map((image) => [image.id, image])).values()];
}

/** Tells every image object in the data where its resized copies are (`image.variants`). */
export function attachVariants(data: unknown, variants: Map<string, ImageVariantPaths>): void {
  for (const image of imageObjects(data)) {
    const paths = variants.get(image.id);
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

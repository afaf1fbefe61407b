/** Widths every image is resized to at build time (never wider than the original). */
export const IMAGE_WIDTHS = [320, 640, 960, 1280] as const;

export interface SizedImage {
  id: string;
  width: number;
  height: number;
  /** Where the builder put the resized copies, by width or crop (named by content hash). */
  variants?: Record<string, string>;
}

export function imageWidths(image: SizedImage): number[] {
  const widths = IMAGE_WIDTHS.filter((width) => width <= image.width);
  return widths.length > 0 ? widths : [image.width];
}

/** Path of a resized copy inside a built kitchen (its builder-given name, else by id and width). */
export function imageVariantPath(image: SizedImage, width: number): string {
  return image.variants?.[String(width)] ?? `/_img/${image.id}-${width}.webp`;
}

export function imageSrcSet(image: SizedImage): string {
  return imageWidths(image)
    .map((width) => `${imageVariantPath(image, width)} ${width}w`)
    .join(', ');
}

/** The smallest variant at least `target` pixels wide, else the largest. */
export function imageSrc(image: SizedImage, target: number): string {
  const widths = imageWidths(image);
  const width = widths.find((candidate) => candidate >= target) ?? widths[widths.length - 1] ?? image.width;
  return imageVariantPath(image, width);
}

/** Aspect ratios search engines want a recipe's main image in (each at least 50,000 pixels). */
export const STRUCTURED_DATA_CROPS = { '1x1': [1, 1], '4x3': [4, 3], '16x9': [16, 9] } as const;
export type StructuredDataCrop = keyof typeof STRUCTURED_DATA_CROPS;
/** Width of the cropped copies: 1200×1200, 1200×900 and 1200×675 (or the original width if smaller). */
export const CROP_WIDTH = 1200;

/** Path of a centre-cropped copy of an image at one of the structured-data aspect ratios. */
export function imageCropPath(image: SizedImage, crop: StructuredDataCrop): string {
  return image.variants?.[crop] ?? `/_img/${image.id}-${crop}.webp`;
}

/** Pixel size of a crop: as wide as possible up to CROP_WIDTH while fitting inside the original. */
export function cropSize(image: SizedImage, crop: StructuredDataCrop): { width: number; height: number } {
  const [w, h] = STRUCTURED_DATA_CROPS[crop];
  const width = Math.min(CROP_WIDTH, image.width, Math.floor((image.height * w) / h));
  return { width, height: Math.round((width * h) / w) };
}

/** The Open Graph image of a page: 800×600 (4:3), centre-cropped, as the spec asks. */
export const OG_IMAGE = { width: 800, height: 600 } as const;

/** Pixel size of an image's Open Graph crop: 800×600, or the largest 4:3 that fits a smaller original. */
export function ogImageSize(image: SizedImage): { width: number; height: number } {
  const width = Math.min(OG_IMAGE.width, image.width, Math.floor((image.height * 4) / 3));
  return { width, height: Math.round((width * 3) / 4) };
}

/**
 * The Open Graph image of a page with its true size: the builder's 800×600 crop, or (an image
 * the builder made no crop of) the resized copy used, with that copy's own size.
 */
export function ogImageOf(image: SizedImage): { path: string; width: number; height: number } {
  const crop = image.variants?.og;
  if (crop) return { path: crop, ...ogImageSize(image) };
  const widths = imageWidths(image);
  const width =
    widths.find((candidate) => candidate >= OG_IMAGE.width) ?? widths[widths.length - 1] ?? image.width;
  return {
    path: imageVariantPath(image, width),
    width,
    height: Math.round((width * image.height) / image.width),
  };
}

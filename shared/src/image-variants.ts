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

/** Widths every image is resized to at build time (never wider than the original). */
export const IMAGE_WIDTHS = [320, 640, 960, 1280] as const;

export interface SizedImage {
  id: string;
  width: number;
  height: number;
}

export function imageWidths(image: SizedImage): number[] {
  const widths = IMAGE_WIDTHS.filter((width) => width <= image.width);
  return widths.length > 0 ? widths : [image.width];
}

/** Path of a resized copy inside a built kitchen. */
export function imageVariantPath(image: SizedImage, width: number): string {
  return `/_img/${image.id}-${width}.webp`;
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

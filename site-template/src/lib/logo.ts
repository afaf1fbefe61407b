import type { SizedImage } from '@larder/shared/image-variants';

/**
 * The box a kitchen's logo is drawn in: `height` tall, as wide as its aspect ratio makes it, and
 * scaled down as a whole when that would pass `maxWidth` (a wide wordmark on a phone).
 */
export function logoBox(logo: Pick<SizedImage, 'width' | 'height'>, height: number, maxWidth: number) {
  const ratio = logo.height > 0 ? logo.width / logo.height : 1;
  const width = height * ratio;
  const scale = width > maxWidth ? maxWidth / width : 1;
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}

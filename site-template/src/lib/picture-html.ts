import { imageSrc, imageSrcSet } from '@larder/shared/image-variants';
import { escapeHtml } from '@larder/shared/rich-text/escape-html';
import type { PublicImage } from '@larder/shared/schemas/image';

export interface PictureOptions {
  sizes: string;
  priority?: boolean;
  className?: string;
  alt?: string;
  /**
   * The image was resized into the kitchen at build time (the default); false for images read
   * from the API after the build (unlocked premium content), which load the original file.
   */
  built?: boolean;
}

/** A responsive, sized, lazy `<img>` for a built image (the markup of Picture.astro). */
export function pictureHtml(
  image: PublicImage,
  { sizes, priority = false, className, alt, built = true }: PictureOptions,
): string {
  const attributes: [string, string | number | undefined][] = [
    ['src', built ? imageSrc(image, 640) : image.url],
    ['srcset', built ? imageSrcSet(image) : undefined],
    ['sizes', built ? sizes : undefined],
    ['width', image.width],
    ['height', image.height],
    ['alt', alt ?? image.alt],
    ['loading', priority ? 'eager' : 'lazy'],
    ['decoding', priority ? 'sync' : 'async'],
    ['fetchpriority', priority ? 'high' : 'low'],
    ['class', className],
    // The builder gives each page a stylesheet with these placeholders (no inline style under the CSP).
    ['data-lqip', built && image.lqip ? image.id : undefined],
  ];
  return `<img ${attributes
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => `${name}="${escapeHtml(String(value))}"`)
    .join(' ')}>`;
}

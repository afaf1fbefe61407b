import { imageSrc, imageSrcSet } from '@larder/shared/image-variants';
import { escapeHtml } from '@larder/shared/rich-text/escape-html';
import type { PublicImage } from '@larder/shared/schemas/image';

export interface PictureOptions {
  sizes: string;
  priority?: boolean;
  className?: string;
  alt?: string;
}

/** A responsive, sized, lazy `<img>` for a built image (the markup of Picture.astro). */
export function pictureHtml(
  image: PublicImage,
  { sizes, priority = false, className, alt }: PictureOptions,
): string {
  const attributes: [string, string | number | undefined][] = [
    ['src', imageSrc(image, 640)],
    ['srcset', imageSrcSet(image)],
    ['sizes', sizes],
    ['width', image.width],
    ['height', image.height],
    ['alt', alt ?? image.alt],
    ['loading', priority ? 'eager' : 'lazy'],
    ['decoding', priority ? 'sync' : 'async'],
    ['fetchpriority', priority ? 'high' : 'auto'],
    ['class', className],
    ['style', image.lqip ? `background-image:url(${image.lqip});background-size:cover` : undefined],
  ];
  return `<img ${attributes
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => `${name}="${escapeHtml(String(value))}"`)
    .join(' ')}>`;
}

import type { PublicImage } from '@larder/shared/schemas/image';
import { describe, expect, it } from 'vitest';
import { pictureHtml } from './picture-html';

const image: PublicImage = {
  id: 'a',
  key: 'a.jpg',
  url: 'https://files.example/a.jpg',
  width: 1280,
  height: 960,
  lqip: 'data:image/webp;base64,AAAA',
  alt: 'A loaf on a board',
};
const attribute = (html: string, name: string) => new RegExp(` ${name}="([^"]*)"`).exec(html)?.[1];

describe('pictureHtml', () => {
  it('loads the largest image at open first, eagerly and decoded with the page', () => {
    const html = pictureHtml(image, { sizes: '100vw', priority: true });
    expect(attribute(html, 'loading')).toBe('eager');
    expect(attribute(html, 'decoding')).toBe('sync');
    expect(attribute(html, 'fetchpriority')).toBe('high');
  });

  it('lets every other image wait, even one in the first screen, so the largest one gets the bandwidth', () => {
    const html = pictureHtml(image, { sizes: '200px' });
    expect(attribute(html, 'loading')).toBe('lazy');
    expect(attribute(html, 'decoding')).toBe('async');
    // A lazy image in the viewport is raised to high priority by the browser unless it says low.
    expect(attribute(html, 'fetchpriority')).toBe('low');
  });

  it('is sized, with its variants and the sizes it was given', () => {
    const html = pictureHtml(image, { sizes: '(min-width: 768px) 25vw, 200px' });
    expect(attribute(html, 'width')).toBe('1280');
    expect(attribute(html, 'height')).toBe('960');
    expect(attribute(html, 'sizes')).toBe('(min-width: 768px) 25vw, 200px');
    expect(attribute(html, 'srcset')).toContain('320w');
    expect(attribute(html, 'data-lqip')).toBe('a');
  });

  it('loads the original file, without variants, for an image read after the build', () => {
    const html = pictureHtml(image, { sizes: '100vw', built: false });
    expect(attribute(html, 'src')).toBe('https://files.example/a.jpg');
    expect(html).not.toContain('srcset=');
    expect(html).not.toContain('sizes=');
    expect(html).not.toContain('data-lqip=');
  });
});

import { describe, expect, it } from 'vitest';
import {
  IMAGE_WIDTHS,
  imageSrc,
  imageSrcSet,
  imageVariantPath,
  imageWidths,
  ogImageOf,
  ogImageSize,
} from './image-variants.ts';

const ID = '9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d';

describe('imageWidths', () => {
  it('uses every standard width for a large image', () => {
    expect(imageWidths({ id: ID, width: 4000, height: 3000 })).toEqual([...IMAGE_WIDTHS]);
    expect([...IMAGE_WIDTHS]).toEqual([320, 640, 960, 1280]);
  });

  it('never upscales past the original width', () => {
    expect(imageWidths({ id: ID, width: 1000, height: 800 })).toEqual([320, 640, 960]);
    expect(imageWidths({ id: ID, width: 640, height: 480 })).toEqual([320, 640]);
  });

  it('uses the original width for an image narrower than the smallest variant', () => {
    expect(imageWidths({ id: ID, width: 200, height: 100 })).toEqual([200]);
  });
});

describe('imageVariantPath', () => {
  it('names the webp copy after the image id and width', () => {
    expect(imageVariantPath({ id: ID, width: 2000, height: 1000 }, 640)).toBe(`/_img/${ID}-640.webp`);
  });
});

describe('imageSrcSet', () => {
  it('lists each variant with its width descriptor', () => {
    expect(imageSrcSet({ id: ID, width: 700, height: 500 })).toBe(
      `/_img/${ID}-320.webp 320w, /_img/${ID}-640.webp 640w`,
    );
  });
});

describe('imageSrc', () => {
  const large = { id: ID, width: 3000, height: 2000 };

  it('picks the smallest variant at least as wide as the target', () => {
    expect(imageSrc(large, 500)).toBe(`/_img/${ID}-640.webp`);
    expect(imageSrc(large, 640)).toBe(`/_img/${ID}-640.webp`);
    expect(imageSrc(large, 100)).toBe(`/_img/${ID}-320.webp`);
  });

  it('falls back to the largest variant when the target is wider than all of them', () => {
    expect(imageSrc(large, 2000)).toBe(`/_img/${ID}-1280.webp`);
    expect(imageSrc({ id: ID, width: 900, height: 600 }, 1280)).toBe(`/_img/${ID}-640.webp`);
  });

  it('uses the original width for a tiny image', () => {
    expect(imageSrc({ id: ID, width: 150, height: 150 }, 640)).toBe(`/_img/${ID}-150.webp`);
  });
});

describe('the Open Graph image', () => {
  it('is the builder’s 800×600 crop when there is one', () => {
    const image = { id: 'a', width: 1600, height: 1600, variants: { og: '/_img/og.webp' } };
    expect(ogImageOf(image)).toEqual({ path: '/_img/og.webp', width: 800, height: 600 });
  });

  it('declares the real size of the copy used when there is no crop (960×720, not 800×600)', () => {
    expect(ogImageOf({ id: 'a', width: 1600, height: 1200 })).toEqual({
      path: '/_img/a-960.webp',
      width: 960,
      height: 720,
    });
    expect(ogImageOf({ id: 'b', width: 640, height: 640 })).toEqual({
      path: '/_img/b-640.webp',
      width: 640,
      height: 640,
    });
  });

  it('crops a smaller original to the largest 4:3 that fits', () => {
    expect(ogImageSize({ id: 'c', width: 640, height: 640 })).toEqual({ width: 640, height: 480 });
    expect(ogImageSize({ id: 'd', width: 1000, height: 300 })).toEqual({ width: 400, height: 300 });
  });
});

import { describe, expect, it } from 'vitest';
import { placeholderStylesheet } from './placeholder-stylesheet.ts';

const LQIP = 'data:image/webp;base64,UklGRkYAAABXRUJQ+/9=';
const placeholders = new Map([
  ['img-a', LQIP],
  ['img-b', LQIP],
  ['img-bad', 'data:text/html,<script>alert(1)</script>'],
]);

describe('placeholderStylesheet', () => {
  it('has one rule per image the page marks, named by its content', () => {
    const sheet = placeholderStylesheet(['img-b', 'img-a', 'img-b'], placeholders)!;
    expect(sheet.css).toBe(
      `img[data-lqip="img-a"]{background-image:url("${LQIP}")}\nimg[data-lqip="img-b"]{background-image:url("${LQIP}")}\n`,
    );
    expect(sheet.path).toMatch(/^_img\/lqip\.[0-9a-f]{16}\.css$/);
    expect(placeholderStylesheet(['img-a', 'img-b'], placeholders)!.path).toBe(sheet.path);
    expect(placeholderStylesheet(['img-a'], placeholders)!.path).not.toBe(sheet.path);
  });

  it('leaves out unknown images and anything but a base64 image data URL', () => {
    expect(placeholderStylesheet(['img-bad', 'missing', '"]{}*{x'], placeholders)).toBeNull();
    expect(placeholderStylesheet([], placeholders)).toBeNull();
  });
});

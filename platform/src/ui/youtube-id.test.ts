import { describe, expect, it } from 'vitest';
import { isYoutubeVideo, youtubeId } from './youtube-id.ts';

describe('youtubeId', () => {
  it.each([
    ['dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s', 'dQw4w9WgXcQ'],
    ['youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?si=abc', 'dQw4w9WgXcQ'],
    ['https://m.youtube.com/shorts/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['  ', null],
    ['https://vimeo.com/123456', 'https://vimeo.com/123456'],
  ])('reads %j as %j', (text, expected) => {
    expect(youtubeId(text)).toBe(expected);
  });
});

describe('isYoutubeVideo', () => {
  it('accepts nothing, an id or an address, and refuses other text', () => {
    expect(isYoutubeVideo('')).toBe(true);
    expect(isYoutubeVideo('https://youtu.be/dQw4w9WgXcQ')).toBe(true);
    expect(isYoutubeVideo('a cake video')).toBe(false);
  });
});

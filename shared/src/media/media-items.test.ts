import { describe, expect, it } from 'vitest';
import type { PublicImage, PublicVideo } from '../schemas/image.ts';
import { mediaItems } from './media-items.ts';

const image = (id: string): PublicImage => ({
  id,
  key: `${id}.jpg`,
  url: `https://files.example/${id}.jpg`,
  width: 1200,
  height: 800,
  lqip: null,
  alt: id,
});
const poster = image('poster');
const video: PublicVideo = {
  id: 'v',
  key: 'v.webm',
  url: 'https://files.example/v.webm',
  posterImage: poster,
};

describe('mediaItems', () => {
  it('orders the hosted video, then the embed, then the images', () => {
    expect(
      mediaItems({ video, youtubeVideoId: 'abcdef123', images: [image('a'), image('b')] }).map(
        (item) => item.kind,
      ),
    ).toEqual(['video', 'embed', 'image', 'image']);
  });

  it("shows the hosted video's poster on the embed, else the first image, else nothing", () => {
    expect(mediaItems({ video, youtubeVideoId: 'abcdef123', images: [image('a')] })[1]).toEqual({
      kind: 'embed',
      youtubeVideoId: 'abcdef123',
      poster,
    });
    expect(mediaItems({ youtubeVideoId: 'abcdef123', images: [image('a')] })[0]).toMatchObject({
      poster: { id: 'a' },
    });
    expect(mediaItems({ youtubeVideoId: 'abcdef123', images: [] })[0]).toMatchObject({ poster: null });
  });

  it('has no slides when there is no media', () => {
    expect(mediaItems({ video: null, youtubeVideoId: null, images: [] })).toEqual([]);
  });
});

import type { CollectionDescription } from '@larder/shared/schemas/collection';
import { describe, expect, it } from 'vitest';
import { splitCollectionDescription } from './collection-description';

const paragraphs = (...texts: string[]): CollectionDescription =>
  texts.map((text) => ({ type: 'paragraph', children: [{ text }] }));

describe('collection description', () => {
  it('takes the video id from a paragraph beginning with youtube= and hides that paragraph', () => {
    expect(
      splitCollectionDescription(
        paragraphs('Sourdough basics.', 'youtube=dQw4w9WgXcQ watch me shape a loaf'),
      ),
    ).toEqual({ paragraphs: ['Sourdough basics.'], youtubeVideoId: 'dQw4w9WgXcQ' });
  });

  it('keeps a paragraph that only mentions the marker later on', () => {
    expect(splitCollectionDescription(paragraphs('See youtube=dQw4w9WgXcQ for more'))).toEqual({
      paragraphs: ['See youtube=dQw4w9WgXcQ for more'],
      youtubeVideoId: null,
    });
  });

  it('hides a marker paragraph without a usable id and embeds nothing', () => {
    expect(splitCollectionDescription(paragraphs('youtube=', 'Bread.'))).toEqual({
      paragraphs: ['Bread.'],
      youtubeVideoId: null,
    });
  });

  it('uses the first marker when there are two', () => {
    expect(splitCollectionDescription(paragraphs('youtube=first_1', 'youtube=second2')).youtubeVideoId).toBe(
      'first_1',
    );
  });
});

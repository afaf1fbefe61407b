import type { CollectionDescription } from '@larder/shared/schemas/collection';

const YOUTUBE_MARKER = /^youtube=([A-Za-z0-9_-]{6,20})$/;

/** Splits a collection description: a paragraph "youtube=ID" names a video and is hidden from the text. */
export function splitCollectionDescription(description: CollectionDescription): {
  paragraphs: string[];
  youtubeVideoId: string | null;
} {
  let youtubeVideoId: string | null = null;
  const paragraphs: string[] = [];
  for (const block of description) {
    const text = block.children
      .map((child) => child.text)
      .join('')
      .trim();
    const match = text.match(YOUTUBE_MARKER);
    if (match?.[1]) youtubeVideoId ??= match[1];
    else if (text) paragraphs.push(text);
  }
  return { paragraphs, youtubeVideoId };
}

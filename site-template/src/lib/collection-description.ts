import { YOUTUBE_PARAGRAPH, type CollectionDescription } from '@larder/shared/schemas/collection';

/**
 * Splits a collection description: a paragraph beginning with "youtube=ID" names a video and is
 * hidden from the text whatever follows the id. The first such paragraph gives the video.
 */
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
    if (text.startsWith('youtube=')) {
      youtubeVideoId ??= text.match(YOUTUBE_PARAGRAPH)?.[1] ?? null;
    } else if (text) paragraphs.push(text);
  }
  return { paragraphs, youtubeVideoId };
}

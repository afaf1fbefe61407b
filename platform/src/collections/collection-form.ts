import {
  YOUTUBE_PARAGRAPH,
  type CollectionDescription,
  type CollectionInputBody,
  type ManagedCollection,
} from '@larder/shared/schemas/collection';
import { youtubeId } from '../ui/youtube-id.ts';

/**
 * The collection editor's fields. The description is written as plain paragraphs (a blank line
 * between two); its `youtube=` paragraph (spec §3), which the kitchen hides and plays as a
 * video, is a field of its own.
 */
export interface CollectionEditorValues {
  title: string;
  slug: string;
  description: string;
  youtube: string;
  imageId: string | null;
  videoId: string | null;
  /** Objects, as react-hook-form's field arrays want them, in the collection's order. */
  recipes: { recipeId: string }[];
}

const paragraphText = (block: CollectionDescription[number]) =>
  block.children
    .map((child) => child.text)
    .join('')
    .trim();

/** The editor's fields for a collection, or empty ones for a new collection. */
export function collectionEditorValues(collection: ManagedCollection | null): CollectionEditorValues {
  const paragraphs: string[] = [];
  let youtube = '';
  for (const block of collection?.description ?? []) {
    const text = paragraphText(block);
    // Only a paragraph that is the marker alone becomes the field: any words after the id stay
    // in the text, where the creator sees them (the kitchen hides the whole paragraph).
    const video = youtube ? null : YOUTUBE_PARAGRAPH.exec(text);
    if (video && video[0] === text) youtube = video[1]!;
    else if (text) paragraphs.push(text);
  }
  return {
    title: collection?.title ?? '',
    slug: collection?.slug ?? '',
    description: paragraphs.join('\n\n'),
    youtube,
    imageId: collection?.imageId ?? null,
    videoId: collection?.videoId ?? null,
    recipes: (collection?.recipeIds ?? []).map((recipeId) => ({ recipeId })),
  };
}

/** Paragraphs from text: a blank line between two, lines within one kept as typed. */
export function paragraphsOf(text: string): string[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

/** What the API is sent for the editor's fields: the YouTube video first as its `youtube=` paragraph. */
export function collectionInputFromValues(values: CollectionEditorValues): CollectionInputBody {
  const video = youtubeId(values.youtube);
  const paragraphs = [...(video ? [`youtube=${video}`] : []), ...paragraphsOf(values.description)];
  return {
    title: values.title,
    slug: values.slug,
    description: paragraphs.map((text) => ({ type: 'paragraph', children: [{ text }] })),
    imageId: values.imageId,
    videoId: values.videoId,
    recipeIds: values.recipes.map((recipe) => recipe.recipeId),
  };
}

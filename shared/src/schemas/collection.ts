import { z } from 'zod';
import { IdSchema, SlugSchema, TitleSchema } from './common.ts';
import { PublicImageSchema, PublicVideoSchema, type PublicImage, type PublicVideo } from './image.ts';
import { RecipeSummarySchema } from './recipe-public.ts';

/**
 * A description paragraph beginning with this marker names a YouTube video (spec §3 Collections:
 * "youtube=ID"); the kitchen hides the paragraph and embeds the video.
 */
export const YOUTUBE_PARAGRAPH = /^youtube=([A-Za-z0-9_-]{6,20})(?![A-Za-z0-9_-])/;

export const COLLECTION_LIMITS = {
  /** Paragraphs of a description. */
  paragraphs: 100,
  /** Characters of one paragraph. */
  paragraphText: 5000,
  /** Recipes in one collection. */
  recipes: 500,
} as const;

const paragraphText = (block: { children: { text: string }[] }) =>
  block.children
    .map((child) => child.text)
    .join('')
    .trim();

/** Collection description: paragraph blocks with children text (spec §3), as stored and read. */
export const CollectionDescriptionSchema = z.array(
  z.object({ type: z.literal('paragraph'), children: z.array(z.object({ text: z.string() })) }),
);

/**
 * A description as a creator writes it: within the bounds, and a `youtube=` paragraph naming a
 * video. Reads keep the plain shape, so a description stored before these rules still shows.
 */
export const CollectionDescriptionInputSchema = z
  .array(
    z.object({
      type: z.literal('paragraph'),
      children: z.array(z.object({ text: z.string() })).max(50),
    }),
  )
  .max(COLLECTION_LIMITS.paragraphs, {
    error: `Use at most ${COLLECTION_LIMITS.paragraphs} paragraphs`,
  })
  .superRefine((blocks, context) => {
    for (const [index, block] of blocks.entries()) {
      const text = paragraphText(block);
      if (text.length > COLLECTION_LIMITS.paragraphText)
        context.addIssue({
          code: 'custom',
          path: [index],
          message: `Use at most ${COLLECTION_LIMITS.paragraphText} characters in a paragraph`,
        });
      if (text.startsWith('youtube=') && !YOUTUBE_PARAGRAPH.test(text))
        context.addIssue({
          code: 'custom',
          path: [index],
          message: 'After youtube= put the id of a YouTube video (for example youtube=dQw4w9WgXcQ)',
        });
    }
  });
export type CollectionDescription = z.infer<typeof CollectionDescriptionSchema>;

/** Collection (management): title (min 1), slug (min 1), description, image, video and recipes in order. */
export const CollectionInputSchema = z.object({
  title: TitleSchema,
  slug: SlugSchema,
  description: CollectionDescriptionInputSchema.nullable().optional(),
  imageId: IdSchema.nullable().optional(),
  videoId: IdSchema.nullable().optional(),
  recipeIds: z
    .array(IdSchema)
    .max(COLLECTION_LIMITS.recipes, { error: `Add at most ${COLLECTION_LIMITS.recipes} recipes` })
    .refine((ids) => new Set(ids).size === ids.length, { error: 'Add each recipe once' })
    .optional(),
});
export type CollectionInput = z.infer<typeof CollectionInputSchema>;
export type CollectionInputBody = z.input<typeof CollectionInputSchema>;

/**
 * `PUT /{siteSlug}/collections/{id}`: the fields to change (all optional on update, spec §3) and
 * the version they were edited from; a write naming an older version is refused with 409 and
 * the collection as it is now.
 */
export const CollectionUpdateSchema = CollectionInputSchema.partial().extend({
  version: z.number().int().min(1).optional(),
});
export type CollectionUpdate = z.infer<typeof CollectionUpdateSchema>;
export type CollectionUpdateBody = z.input<typeof CollectionUpdateSchema>;

/** A collection in the dashboard's list: every recipe counted, drafts included, and the published ones apart. */
export interface ManagedCollectionListItem {
  id: string;
  slug: string;
  title: string;
  image: PublicImage | null;
  recipeCount: number;
  publishedRecipeCount: number;
  updatedAt: string;
}

/** A collection in its management form: every field `PUT` accepts, each present, with its version. */
export interface ManagedCollection {
  id: string;
  slug: string;
  title: string;
  description: CollectionDescription;
  imageId: string | null;
  videoId: string | null;
  /** In the collection's order, drafts included. */
  recipeIds: string[];
  image: PublicImage | null;
  video: PublicVideo | null;
  version: number;
  createdAt: string;
  updatedAt: string;
}

export const CollectionSummarySchema = z.object({
  id: IdSchema,
  slug: z.string(),
  title: z.string(),
  image: PublicImageSchema.nullable(),
  video: PublicVideoSchema.nullable(),
  recipeCount: z.number().int(),
});
export type CollectionSummary = z.infer<typeof CollectionSummarySchema>;

export const PublicCollectionSchema = CollectionSummarySchema.extend({
  description: CollectionDescriptionSchema,
  recipes: z.array(RecipeSummarySchema),
});
export type PublicCollection = z.infer<typeof PublicCollectionSchema>;

import { z } from 'zod';
import { IdSchema, SlugSchema, TitleSchema } from './common.ts';
import { PublicImageSchema, PublicVideoSchema } from './image.ts';
import { RecipeSummarySchema } from './recipe-public.ts';

/** Collection description: paragraph blocks with children text (spec §3). */
export const CollectionDescriptionSchema = z.array(
  z.object({ type: z.literal('paragraph'), children: z.array(z.object({ text: z.string() })) }),
);
export type CollectionDescription = z.infer<typeof CollectionDescriptionSchema>;

/** Collection (management): all fields optional on update. */
export const CollectionInputSchema = z.object({
  title: TitleSchema,
  slug: SlugSchema,
  description: CollectionDescriptionSchema.nullable().optional(),
  imageId: IdSchema.nullable().optional(),
  videoId: IdSchema.nullable().optional(),
  recipeIds: z.array(IdSchema).max(500).optional(),
});
export const CollectionUpdateSchema = CollectionInputSchema.partial();

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

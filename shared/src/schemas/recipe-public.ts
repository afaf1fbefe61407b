import { z } from 'zod';
import { RichTextSchema } from '../rich-text/rich-text-schema.ts';
import { DifficultySchema, IdSchema, PrivacySettingSchema } from './common.ts';
import { PublicImageSchema, PublicVideoSchema } from './image.ts';
import { TaxonomyTermSchema } from './taxonomy.ts';
import { PublicIngredientSchema, PublicUnitSchema } from './unit.ts';

export const PublicIngredientUsageSchema = z.object({
  id: IdSchema,
  quantityMin: z.number().nullable(),
  quantityMax: z.number().nullable(),
  unit: PublicUnitSchema.nullable(),
  ingredient: PublicIngredientSchema.nullable(),
  preparation: RichTextSchema.nullable(),
  ingredientTitleOverride: z.string().nullable(),
  link: z.string().nullable(),
  note: z.string().nullable(),
});
export type PublicIngredientUsage = z.infer<typeof PublicIngredientUsageSchema>;

export const PublicIngredientUsageGroupSchema = z.object({
  id: IdSchema,
  title: z.string(),
  note: z.string().nullable(),
  ingredientUsages: z.array(PublicIngredientUsageSchema),
});
export type PublicIngredientUsageGroup = z.infer<typeof PublicIngredientUsageGroupSchema>;

export const PublicInstructionSchema = z.object({
  id: IdSchema,
  content: RichTextSchema.nullable(),
  timerMinutes: z.number().nullable(),
  note: z.string().nullable(),
  video: PublicVideoSchema.nullable(),
  images: z.array(PublicImageSchema),
});
export type PublicInstruction = z.infer<typeof PublicInstructionSchema>;

export const PublicInstructionGroupSchema = z.object({
  id: IdSchema,
  title: z.string(),
  note: z.string().nullable(),
  instructions: z.array(PublicInstructionSchema),
});
export type PublicInstructionGroup = z.infer<typeof PublicInstructionGroupSchema>;

export const PublicEquipmentUsageSchema = z.object({
  id: IdSchema,
  equipment: z.object({ id: IdSchema, title: z.string(), featuredImage: PublicImageSchema.nullable() }),
  imageOverride: PublicImageSchema.nullable(),
  equipmentTitleOverride: z.string().nullable(),
  link: z.string().nullable(),
  note: z.string().nullable(),
});
export type PublicEquipmentUsage = z.infer<typeof PublicEquipmentUsageSchema>;

const taxonomyFields = {
  categories: z.array(TaxonomyTermSchema),
  cuisines: z.array(TaxonomyTermSchema),
  meals: z.array(TaxonomyTermSchema),
  methods: z.array(TaxonomyTermSchema),
  diets: z.array(TaxonomyTermSchema),
  tags: z.array(TaxonomyTermSchema),
};

const timeFields = {
  prepTimeMinutes: z.number().nullable(),
  cookTimeMinutes: z.number().nullable(),
  customTimeLabel: z.string().nullable(),
  customTimeMinutes: z.number().nullable(),
};

/** What a recipe card needs (recipe lists, search, collections). */
export const RecipeSummarySchema = z.object({
  id: IdSchema,
  slug: z.string(),
  title: z.string(),
  privacySetting: PrivacySettingSchema,
  publishedAt: z.string().nullable(),
  images: z.array(PublicImageSchema),
  ingredientUsageCount: z.number().int(),
  ...timeFields,
  meals: z.array(TaxonomyTermSchema),
  categories: z.array(TaxonomyTermSchema),
});
export type RecipeSummary = z.infer<typeof RecipeSummarySchema>;

/**
 * Recipe as read publicly (spec §3). When `isLocked` is true (a subscribers_only recipe read by a
 * viewer without full access) only the teaser is filled: title, description, images, times,
 * yield and taxonomies; story, note, equipment, ingredients and instructions are empty.
 */
export const PublicRecipeSchema = z.object({
  id: IdSchema,
  slug: z.string(),
  title: z.string(),
  description: RichTextSchema.nullable(),
  storyExcerpt: RichTextSchema.nullable(),
  storyMore: RichTextSchema.nullable(),
  note: RichTextSchema.nullable(),
  publishedAt: z.string().nullable(),
  ...timeFields,
  yieldServings: z.number().nullable(),
  servingDescription: z.string().nullable(),
  difficultyLevel: DifficultySchema.nullable(),
  keywords: z.array(z.string()),
  privacySetting: PrivacySettingSchema,
  isLocked: z.boolean(),
  images: z.array(PublicImageSchema),
  video: PublicVideoSchema.nullable(),
  youtubeVideoId: z.string().nullable(),
  ...taxonomyFields,
  ingredientUsageCount: z.number().int(),
  ingredientUsageGroups: z.array(PublicIngredientUsageGroupSchema),
  instructionGroups: z.array(PublicInstructionGroupSchema),
  equipmentUsages: z.array(PublicEquipmentUsageSchema),
  collections: z.array(z.object({ id: IdSchema, slug: z.string(), title: z.string() })),
  legacyRecipeData: z.object({ content: z.string().optional() }).loose().nullable(),
});
export type PublicRecipe = z.infer<typeof PublicRecipeSchema>;

export const RECIPE_ORDERS = ['published_at_desc', 'published_at_asc', 'title_asc'] as const;
export type RecipeOrder = (typeof RECIPE_ORDERS)[number];

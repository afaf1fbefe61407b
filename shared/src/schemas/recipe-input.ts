import { z } from 'zod';
import { RichTextSchema } from '../rich-text/rich-text-schema.ts';
import {
  CoercedDateSchema,
  DifficultySchema,
  IdSchema,
  MinutesSchema,
  PrivacySettingSchema,
  SlugSchema,
  TitleSchema,
  WebUrlSchema,
} from './common.ts';
import { boundedJson, LIMITS } from './bounds.ts';
import { ImageRefSchema } from './image.ts';

const QuantitySchema = z.number().min(0).max(1_000_000);

/** The length is checked before the ids, so an oversized list costs one check, not one per id. */
const idList = (max: number) =>
  z
    .array(z.unknown())
    .max(max, { error: `Choose at most ${max}` })
    .pipe(z.array(IdSchema));

export const IngredientUsageInputSchema = z.object({
  id: IdSchema.optional(),
  quantityMin: QuantitySchema.nullable().optional(),
  quantityMax: QuantitySchema.nullable().optional(),
  unitId: IdSchema.nullable().optional(),
  ingredientId: IdSchema.nullable().optional(),
  preparation: RichTextSchema.nullable().optional(),
  ingredientTitleOverride: z.string().max(300).nullable().optional(),
  link: WebUrlSchema.nullable().optional(),
  note: z.string().max(2000).nullable().optional(),
});
export type IngredientUsageInput = z.infer<typeof IngredientUsageInputSchema>;

export const IngredientUsageGroupInputSchema = z.object({
  id: IdSchema.optional(),
  title: z.string().max(300),
  note: z.string().max(2000).nullable().optional(),
  ingredientUsages: z.array(IngredientUsageInputSchema).max(200),
});

export const InstructionInputSchema = z.object({
  id: IdSchema.optional(),
  content: RichTextSchema.nullable().optional(),
  timerMinutes: z
    .number()
    .min(0)
    .max(60 * 24 * 7)
    .nullable()
    .optional(),
  note: z.string().max(2000).nullable().optional(),
  videoId: IdSchema.nullable().optional(),
  imageIds: z.array(IdSchema).max(20).optional(),
});
export type InstructionInput = z.infer<typeof InstructionInputSchema>;

export const InstructionGroupInputSchema = z.object({
  id: IdSchema.optional(),
  title: z.string().max(300),
  note: z.string().max(2000).nullable().optional(),
  instructions: z.array(InstructionInputSchema).max(200),
});

export const EquipmentUsageInputSchema = z.object({
  id: IdSchema.optional(),
  equipmentId: IdSchema,
  link: WebUrlSchema.nullable().optional(),
  note: z.string().max(2000).nullable().optional(),
  imageOverrideId: IdSchema.nullable().optional(),
  equipmentTitleOverride: z.string().max(300).nullable().optional(),
});
export type EquipmentUsageInput = z.infer<typeof EquipmentUsageInputSchema>;

/** Recipe (management). All but title, slug and privacySetting are optional or nullable. */
export const RecipeInputSchema = z.object({
  title: TitleSchema,
  slug: SlugSchema,
  privacySetting: PrivacySettingSchema,
  description: RichTextSchema.nullable().optional(),
  images: z.array(ImageRefSchema).max(50).optional(),
  videoId: IdSchema.nullable().optional(),
  storyExcerpt: RichTextSchema.nullable().optional(),
  storyMore: RichTextSchema.nullable().optional(),
  note: RichTextSchema.nullable().optional(),
  legacyRecipeData: boundedJson(
    z.unknown(),
    { depth: LIMITS.legacyDepth, nodes: LIMITS.legacyNodes },
    'The imported recipe data',
  )
    .pipe(z.object({ content: z.string().max(1_000_000).optional() }).loose())
    .nullable()
    .optional(),
  prepTimeMinutes: MinutesSchema.nullable().optional(),
  cookTimeMinutes: MinutesSchema.nullable().optional(),
  customTimeLabel: z.string().max(100).nullable().optional(),
  customTimeMinutes: MinutesSchema.nullable().optional(),
  yieldServings: z.number().positive().max(10_000).nullable().optional(),
  servingDescription: z.string().max(100).nullable().optional(),
  difficultyLevel: DifficultySchema.nullable().optional(),
  tagIds: idList(LIMITS.taxonomyIds).optional(),
  methodIds: idList(LIMITS.taxonomyIds).optional(),
  foodCategoryIds: idList(LIMITS.taxonomyIds).optional(),
  mealIds: idList(LIMITS.taxonomyIds).optional(),
  cuisineIds: idList(LIMITS.taxonomyIds).optional(),
  dietIds: idList(LIMITS.taxonomyIds).optional(),
  keywords: z.array(z.string().trim().min(1).max(100)).max(50).optional(),
  ingredientUsageGroups: z.array(IngredientUsageGroupInputSchema).max(50).optional(),
  instructionGroups: z.array(InstructionGroupInputSchema).max(50).optional(),
  equipmentUsages: z.array(EquipmentUsageInputSchema).max(100).optional(),
  contributorIds: idList(LIMITS.contributorIds).optional(),
  youtubeVideoId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{6,20}$/, { error: 'Enter the id of a YouTube video (for example dQw4w9WgXcQ)' })
    .nullable()
    .optional(),
  publishedAt: CoercedDateSchema.nullable().optional(),
});
export type RecipeInput = z.infer<typeof RecipeInputSchema>;
/** What a client sends: dates as ISO text, numbers or dates. */
export type RecipeInputBody = z.input<typeof RecipeInputSchema>;

/** Publish parameters: an optional publish date (defaults to now). */
export const PublishParamsSchema = z.object({ publishedAt: CoercedDateSchema.optional() });
export type PublishParams = z.input<typeof PublishParamsSchema>;

/** `PUT /{siteSlug}/recipes/{recipeId}`: the fields, and the version they were edited from. */
export const RecipeUpdateSchema = RecipeInputSchema.extend({
  /**
   * The version the editor loaded. A write naming an older one is refused with 409 and the
   * current recipe; left out, the write replaces whatever is there (scripts, the operator CLI).
   */
  version: z.number().int().min(1).optional(),
});
export type RecipeUpdateBody = z.input<typeof RecipeUpdateSchema>;

/**
 * `PUT /{siteSlug}/recipes/{recipeId}/draft`: the editor's autosave. The content may be half
 * typed (a blank title), so it is checked as bounded JSON here and in full when it is saved.
 */
export const RecipeDraftSaveSchema = z.object({
  version: z.number().int().min(1),
  content: boundedJson(z.unknown(), { depth: 24, nodes: 100_000 }, 'The draft').pipe(
    z.record(z.string(), z.unknown()),
  ),
});
export type RecipeDraftSave = z.infer<typeof RecipeDraftSaveSchema>;

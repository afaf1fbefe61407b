import { z } from 'zod';
import { IdSchema, TitleSchema } from './common.ts';
import { TAXONOMY_KINDS } from './taxonomy-kinds.ts';
import type { TaxonomyTerm } from './taxonomy.ts';
import type { PublicIngredient } from './unit.ts';

/**
 * The words a kitchen's recipes are made of, added from the editor: taxonomy terms, equipment and
 * ingredients. Each is the kitchen's own, and asking for one that exists (the same title, any
 * case) answers that one instead of a second.
 */
export const TaxonomyTermCreateSchema = z.object({ kind: z.enum(TAXONOMY_KINDS), title: TitleSchema });
export type TaxonomyTermCreate = z.input<typeof TaxonomyTermCreateSchema>;

export const EquipmentCreateSchema = z.object({
  title: TitleSchema,
  /** A photo of it, one of the kitchen's images; shown beside it in the recipe's equipment list. */
  imageId: IdSchema.nullable().optional(),
});
export type EquipmentCreate = z.input<typeof EquipmentCreateSchema>;

export const IngredientCreateSchema = z.object({
  title: TitleSchema,
  /** Null when adding "s" to the last word is right ("egg" → "eggs"). */
  pluralTitle: z
    .string()
    .trim()
    .max(200, { error: 'Use at most 200 characters' })
    .nullable()
    .optional()
    .transform((value) => value || null),
});
export type IngredientCreate = z.input<typeof IngredientCreateSchema>;

/** `created` is false when the kitchen already had it (the answer is then 200, not 201). */
export interface TaxonomyTermCreated {
  term: TaxonomyTerm;
  created: boolean;
}
export interface EquipmentCreated {
  equipment: { id: string; title: string };
  created: boolean;
}
export interface IngredientCreated {
  ingredient: PublicIngredient;
  created: boolean;
}

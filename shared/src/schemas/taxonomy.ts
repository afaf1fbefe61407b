import { z } from 'zod';
import { IdSchema, SlugSchema, TitleSchema } from './common.ts';
import { TAXONOMY_KINDS } from './taxonomy-kinds.ts';

export { TAXONOMY_KINDS, TAXONOMY_LABELS, type TaxonomyKind } from './taxonomy-kinds.ts';

export const TaxonomyTermInputSchema = z.object({ title: TitleSchema, slug: SlugSchema });

export const TaxonomyTermSchema = z.object({
  id: IdSchema,
  slug: z.string(),
  title: z.string(),
  recipeCount: z.number().int(),
});
export type TaxonomyTerm = z.infer<typeof TaxonomyTermSchema>;

/** A filter option as the filters endpoint returns it, grouped by label. */
export const FilterOptionSchema = z.object({
  id: IdSchema,
  slug: z.string(),
  title: z.string(),
  recipeCount: z.number().int(),
  isSelected: z.boolean(),
});
export const FilterGroupSchema = z.object({
  kind: z.enum(TAXONOMY_KINDS),
  label: z.string(),
  options: z.array(FilterOptionSchema),
});
export type FilterGroup = z.infer<typeof FilterGroupSchema>;

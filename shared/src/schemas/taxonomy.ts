import { z } from 'zod';
import { IdSchema, SlugSchema, TitleSchema } from './common.ts';
import { TAXONOMY_KINDS, type TaxonomyKind } from './taxonomy-kinds.ts';

export { TAXONOMY_KINDS, type TaxonomyKind };

/** Filter group labels in display order (spec "Recipes index"). */
export const TAXONOMY_LABELS: Record<TaxonomyKind, string> = {
  cuisines: 'Cuisine',
  meals: 'Meal',
  methods: 'Method',
  diets: 'Diet',
  tags: 'Tag',
  categories: 'Category',
};

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

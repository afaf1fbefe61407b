import { z } from 'zod';
import { RECIPE_ORDERS } from './recipe-public.ts';

const SlugListSchema = z
  .string()
  .optional()
  .transform((value) =>
    (value ?? '')
      .split(',')
      .map((slug) => slug.trim())
      .filter(Boolean),
  );

/** The query of `GET /site/{slug}/recipes` (spec §7): a term, paging, order and comma-joined slug lists. */
export const RecipeListQuerySchema = z.object({
  query: z.string().max(200).optional(),
  limit: z.coerce
    .number()
    .int()
    .min(1, { error: 'limit must be between 1 and 100' })
    .max(100, { error: 'limit must be between 1 and 100' })
    .default(24),
  offset: z.coerce.number().int().min(0, { error: 'offset must be 0 or more' }).default(0),
  orderBy: z
    .enum(RECIPE_ORDERS, { error: `orderBy must be one of: ${RECIPE_ORDERS.join(', ')}` })
    .default('published_at_desc'),
  cuisines: SlugListSchema,
  meals: SlugListSchema,
  methods: SlugListSchema,
  diets: SlugListSchema,
  tags: SlugListSchema,
  categories: SlugListSchema,
});
export type RecipeListQueryInput = z.infer<typeof RecipeListQuerySchema>;

/** The filter part of the list query, as `GET /site/{slug}/filters` takes it. */
/**
 * The filters' counts for a selection, and for a search: with `query`, each option counts the
 * recipes the search finds with it (and the other taxonomies' selections), so the counts shown
 * beside a search are the recipes it would show.
 */
export const FilterQuerySchema = RecipeListQuerySchema.pick({
  query: true,
  cuisines: true,
  meals: true,
  methods: true,
  diets: true,
  tags: true,
  categories: true,
});

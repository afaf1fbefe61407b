/**
 * The six recipe taxonomies; their public names double as filter query parameters. Kept apart
 * from the schemas (no zod) so browser code can read them without shipping the schema library.
 */
export const TAXONOMY_KINDS = ['cuisines', 'meals', 'methods', 'diets', 'tags', 'categories'] as const;
export type TaxonomyKind = (typeof TAXONOMY_KINDS)[number];

/** Filter group labels in display order (spec "Recipes index"). */
export const TAXONOMY_LABELS: Record<TaxonomyKind, string> = {
  cuisines: 'Cuisine',
  meals: 'Meal',
  methods: 'Method',
  diets: 'Diet',
  tags: 'Tag',
  categories: 'Category',
};

/** Where a recipe's terms of each taxonomy travel in its fields (spec §3 "Recipe (management)"). */
export const TAXONOMY_INPUT_FIELDS = {
  cuisines: 'cuisineIds',
  meals: 'mealIds',
  methods: 'methodIds',
  diets: 'dietIds',
  tags: 'tagIds',
  categories: 'foodCategoryIds',
} as const satisfies Record<TaxonomyKind, string>;
export type TaxonomyInputField = (typeof TAXONOMY_INPUT_FIELDS)[TaxonomyKind];

/**
 * The six recipe taxonomies; their public names double as filter query parameters. Apart from
 * the schemas (taxonomy.ts) so that code for the browser can name them without loading zod.
 */
export const TAXONOMY_KINDS = ['cuisines', 'meals', 'methods', 'diets', 'tags', 'categories'] as const;
export type TaxonomyKind = (typeof TAXONOMY_KINDS)[number];

import { richTextToPlainText } from '../rich-text/plain-text.ts';
import type { RichText } from '../rich-text/rich-text-schema.ts';
import type { PublicRecipe } from '../schemas/recipe-public.ts';
import type { PrivacySetting } from '../schemas/common.ts';
import { TAXONOMY_KINDS } from '../schemas/taxonomy-kinds.ts';
import { normalizeSearchText } from './search-text-match.ts';

/**
 * The fields a recipe search looks at, as the API reads them from the database and the builder
 * from the kitchen's snapshot. Both turn them into one text with `recipeSearchText`, so the API
 * and the static index (ADR 020) match the same recipes for the same term.
 */
export interface SearchableRecipe {
  title: string;
  description: RichText | null;
  keywords: readonly string[];
  privacySetting: PrivacySetting;
  /** Each ingredient line's own title and its ingredient's title; ignored unless the recipe is public. */
  ingredientTitles: readonly string[];
  /** Taxonomy terms of every kind. */
  terms: readonly { slug: string; title: string }[];
}

/**
 * The searchable text of a recipe: its normalised fields one per line, so a term never matches
 * across two fields. A premium recipe's ingredients are its subscribers' content and are left out.
 */
export function recipeSearchText(recipe: SearchableRecipe): string {
  const fields = [
    recipe.title,
    richTextToPlainText(recipe.description),
    ...recipe.keywords,
    ...(recipe.privacySetting === 'public' ? recipe.ingredientTitles : []),
    ...recipe.terms.flatMap((term) => [term.title, term.slug]),
  ];
  return fields
    .map(normalizeSearchText)
    .filter((field) => field.length > 0)
    .join('\n');
}

/** The searchable fields of a recipe read as a visitor reads it (the builder's snapshot). */
export function searchableFromPublicRecipe(recipe: PublicRecipe): SearchableRecipe {
  return {
    title: recipe.title,
    description: recipe.description,
    keywords: recipe.keywords,
    privacySetting: recipe.privacySetting,
    ingredientTitles: recipe.ingredientUsageGroups.flatMap((group) =>
      group.ingredientUsages.flatMap((usage) =>
        [usage.ingredientTitleOverride, usage.ingredient?.title].filter(
          (title): title is string => typeof title === 'string',
        ),
      ),
    ),
    terms: TAXONOMY_KINDS.flatMap((kind) => recipe[kind]),
  };
}

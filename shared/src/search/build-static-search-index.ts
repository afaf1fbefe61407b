import { recipeSummaryOf } from '../recipe/recipe-summary.ts';
import type { PublicRecipe } from '../schemas/recipe-public.ts';
import { TAXONOMY_KINDS, type TaxonomyKind } from '../schemas/taxonomy-kinds.ts';
import { recipeSearchText, searchableFromPublicRecipe } from './recipe-search-text.ts';
import { newestFirst, type StaticIndexEntry, type StaticSearchIndex } from './static-search-index.ts';

export function staticIndexEntry(recipe: PublicRecipe): StaticIndexEntry {
  const summary = recipeSummaryOf(recipe);
  const terms: Partial<Record<TaxonomyKind, string[]>> = {};
  for (const kind of TAXONOMY_KINDS) {
    if (recipe[kind].length > 0) terms[kind] = recipe[kind].map((term) => term.slug);
  }
  // A card shows the first image only; the rest would only weigh on every reader's download.
  return {
    summary: { ...summary, images: summary.images.slice(0, 1) },
    text: recipeSearchText(searchableFromPublicRecipe(recipe)),
    terms,
  };
}

/** The index of a kitchen's published recipes, built from the recipes as a visitor reads them. */
export function buildStaticSearchIndex(recipes: Iterable<PublicRecipe>): StaticSearchIndex {
  const entries: StaticIndexEntry[] = [];
  for (const recipe of recipes) if (recipe.publishedAt !== null) entries.push(staticIndexEntry(recipe));
  entries.sort((a, b) => newestFirst(a.summary, b.summary));
  return { version: 1, recipes: entries };
}

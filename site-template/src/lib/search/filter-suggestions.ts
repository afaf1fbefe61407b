import type { TaxonomyKind } from '@larder/shared/schemas/taxonomy';

/** Spec §9: filter suggestions pick up to 5. */
export const FILTER_SUGGESTION_LIMIT = 5;

interface SuggestibleGroup {
  kind: TaxonomyKind;
  options: { slug: string; title: string; recipeCount: number }[];
}

export interface FilterSuggestion {
  kind: TaxonomyKind;
  slug: string;
  title: string;
}

/**
 * The filters the recipe index suggests before the reader has chosen any (spec §9): up to five,
 * taken from the taxonomies in rotation (the first of each, then the second of each…), each
 * taxonomy's options by how many recipes they have, most first. Options without recipes are not
 * suggested.
 */
export function filterSuggestions(
  groups: readonly SuggestibleGroup[],
  limit = FILTER_SUGGESTION_LIMIT,
): FilterSuggestion[] {
  const queues = groups.map((group) =>
    group.options
      .filter((option) => option.recipeCount > 0)
      .toSorted((a, b) => b.recipeCount - a.recipeCount || a.title.localeCompare(b.title))
      .map((option) => ({ kind: group.kind, slug: option.slug, title: option.title })),
  );
  const suggestions: FilterSuggestion[] = [];
  for (let round = 0; suggestions.length < limit && queues.some((queue) => round < queue.length); round += 1)
    for (const queue of queues) {
      const option = queue[round];
      if (option && suggestions.length < limit) suggestions.push(option);
    }
  return suggestions;
}

import type { RecipeSummary } from '../schemas/recipe-public.ts';
import { TAXONOMY_KINDS, type TaxonomyKind } from '../schemas/taxonomy-kinds.ts';
import { normalizeSearchText, searchTextMatches } from './search-text-match.ts';

/** Where a kitchen's static search index is published (ADR 020). */
export const STATIC_SEARCH_INDEX_PATH = '/search-index.json';

/** One recipe of the static index: its card, its search text and its taxonomy slugs by kind. */
export interface StaticIndexEntry {
  summary: RecipeSummary;
  text: string;
  terms: Partial<Record<TaxonomyKind, string[]>>;
}

/** A kitchen's published recipes, newest first, as its readers may see them (public data only). */
export interface StaticSearchIndex {
  version: 1;
  recipes: StaticIndexEntry[];
}

export interface IndexSearch {
  term: string;
  filters: Partial<Record<TaxonomyKind, readonly string[]>>;
}

/** Newest first, then by title: the order of the API's `published_at_desc`. */
export function newestFirst(
  a: { publishedAt: string | null; title: string },
  b: { publishedAt: string | null; title: string },
): number {
  return compareCodeUnits(b.publishedAt ?? '', a.publishedAt ?? '') || compareCodeUnits(a.title, b.title);
}

function compareCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The entries matching a term and filters (OR within a kind, AND across kinds), in index order. */
export function matchStaticIndex(index: StaticSearchIndex, search: IndexSearch): StaticIndexEntry[] {
  const term = normalizeSearchText(search.term);
  const selected = TAXONOMY_KINDS.flatMap((kind) => {
    const slugs = search.filters[kind];
    return slugs && slugs.length > 0 ? [[kind, new Set(slugs)] as const] : [];
  });
  return index.recipes.filter(
    (entry) =>
      (term === '' || searchTextMatches(entry.text, term)) &&
      selected.every(([kind, slugs]) => (entry.terms[kind] ?? []).some((slug) => slugs.has(slug))),
  );
}

export function searchStaticIndex(
  index: StaticSearchIndex,
  search: IndexSearch,
  page: { limit: number; offset: number },
): { recipes: RecipeSummary[]; total: number } {
  const matches = matchStaticIndex(index, search);
  return {
    recipes: matches.slice(page.offset, page.offset + page.limit).map((entry) => entry.summary),
    total: matches.length,
  };
}

import { clampDescription } from '../seo/page-description';
import { RECIPE_INDEX_PAGE_SIZE } from './recipe-index-query';

/** How many numbered pages the static index has (at least one, the empty index included). */
export function recipeIndexPageCount(recipeCount: number, pageSize = RECIPE_INDEX_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(recipeCount / pageSize));
}

/** The items of page `page` (from 1). */
export function pageItems<T>(items: readonly T[], page: number, pageSize = RECIPE_INDEX_PAGE_SIZE): T[] {
  return items.slice((page - 1) * pageSize, page * pageSize);
}

/**
 * The page numbers a pagination bar links: the first, the last and two either side of the
 * current one, with `null` where a run of pages is left out.
 */
export function paginationNumbers(current: number, count: number): (number | null)[] {
  const wanted = new Set([1, count, current - 2, current - 1, current, current + 1, current + 2]);
  const numbers = [...wanted].filter((page) => page >= 1 && page <= count).sort((a, b) => a - b);
  const result: (number | null)[] = [];
  for (const page of numbers) {
    const previous = result[result.length - 1];
    if (typeof previous === 'number' && page - previous > 1) result.push(null);
    result.push(page);
  }
  return result;
}

/** One numbered page of a paginated listing (the recipe index, a facet's landing page). */
export interface ListingPage<T> {
  items: T[];
  /** How many pages the listing has. */
  count: number;
  /** The addresses of this page and of its neighbours (null at either end). */
  path: string;
  prev: string | null;
  next: string | null;
}

/** Page `page` (from 1) of a listing whose page `n` is at `pathOf(n)`. */
export function listingPage<T>(
  items: readonly T[],
  page: number,
  pathOf: (page: number) => string,
  pageSize = RECIPE_INDEX_PAGE_SIZE,
): ListingPage<T> {
  const count = recipeIndexPageCount(items.length, pageSize);
  return {
    items: pageItems(items, page, pageSize),
    count,
    path: pathOf(page),
    prev: page > 1 ? pathOf(page - 1) : null,
    next: page < count ? pathOf(page + 1) : null,
  };
}

/** The numbers of a listing's pages after the first, which have routes of their own. */
export function laterPageNumbers(itemCount: number, pageSize = RECIPE_INDEX_PAGE_SIZE): number[] {
  return Array.from({ length: recipeIndexPageCount(itemCount, pageSize) - 1 }, (_, index) => index + 2);
}

/** A numbered page's meta description: the first page's, said to be page N after the first. */
export function numberedPageDescription(description: string, page: number): string {
  return page > 1 ? clampDescription(`Page ${page}: ${description}`) : description;
}

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

import { describe, expect, it } from 'vitest';
import { pageItems, paginationNumbers, recipeIndexPageCount } from './recipe-index-pages';

describe('the numbered pages of the recipe index', () => {
  it('has one page even when empty, and 24 recipes a page', () => {
    expect(recipeIndexPageCount(0)).toBe(1);
    expect(recipeIndexPageCount(24)).toBe(1);
    expect(recipeIndexPageCount(2000)).toBe(84);
    expect(pageItems([...Array(50).keys()], 3)).toEqual([48, 49]);
  });

  it('links the first, the last and two pages either side, marking the gaps', () => {
    expect(paginationNumbers(1, 3)).toEqual([1, 2, 3]);
    expect(paginationNumbers(10, 84)).toEqual([1, null, 8, 9, 10, 11, 12, null, 84]);
    expect(paginationNumbers(4, 84)).toEqual([1, 2, 3, 4, 5, 6, null, 84]);
  });
});

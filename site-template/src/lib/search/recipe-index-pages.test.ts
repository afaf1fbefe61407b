import { describe, expect, it } from 'vitest';
import { facetPath } from '../paths';
import {
  laterPageNumbers,
  listingPage,
  numberedPageDescription,
  pageItems,
  paginationNumbers,
  recipeIndexPageCount,
} from './recipe-index-pages';

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

  it('gives each page of a facet its own items, address and neighbours', () => {
    const items = [...Array(50).keys()];
    const pathOf = (page: number) => facetPath('meals', 'dinner', page);
    expect(laterPageNumbers(50)).toEqual([2, 3]);
    expect(laterPageNumbers(24)).toEqual([]);
    expect(listingPage(items, 1, pathOf)).toMatchObject({
      count: 3,
      path: '/recipes/meals/dinner/',
      prev: null,
      next: '/recipes/meals/dinner/page/2/',
    });
    expect(listingPage(items, 2, pathOf)).toMatchObject({
      items: items.slice(24, 48),
      path: '/recipes/meals/dinner/page/2/',
      prev: '/recipes/meals/dinner/',
      next: '/recipes/meals/dinner/page/3/',
    });
    expect(listingPage(items, 3, pathOf)).toMatchObject({
      items: [48, 49],
      prev: '/recipes/meals/dinner/page/2/',
      next: null,
    });
  });

  it('says which page a later page is in its description, within 155 characters', () => {
    const first = 'Browse all 50 recipes from The Family Table, newest first.';
    expect(numberedPageDescription(first, 1)).toBe(first);
    expect(numberedPageDescription(first, 2)).toBe(`Page 2: ${first}`);
    expect(numberedPageDescription('x'.repeat(155), 12).length).toBeLessThanOrEqual(155);
  });
});

import { describe, expect, it } from 'vitest';
import { isBlankSearch, parseRecipeIndexQuery, recipeIndexUrl, toggleFilter } from './recipe-index-query';

describe('the recipe index address', () => {
  it('reads the term and the comma-separated slug lists, ignoring unknown names and empty slugs', () => {
    expect(parseRecipeIndexQuery('?meals=dinner,,breakfast&search=soup&colour=red&diets=')).toEqual({
      term: 'soup',
      filters: { meals: ['dinner', 'breakfast'] },
    });
  });

  it('round-trips a search through its URL', () => {
    const search = { term: 'tomato soup', filters: { meals: ['dinner'], tags: ['quick', 'easy'] } };
    const url = recipeIndexUrl(search);
    expect(url).toBe('/recipes/?search=tomato+soup&meals=dinner&tags=quick,easy');
    expect(parseRecipeIndexQuery(url.slice(url.indexOf('?')))).toEqual(search);
  });

  it('is the static page the reader is on when the search is blank, and /recipes/ for any search', () => {
    expect(recipeIndexUrl({ term: '  ', filters: { meals: [] } }, '/recipes/page/3/')).toBe(
      '/recipes/page/3/',
    );
    expect(recipeIndexUrl({ term: '', filters: {} })).toBe('/recipes/');
    expect(recipeIndexUrl({ term: 'soup', filters: {} }, '/recipes/page/3/')).toBe('/recipes/?search=soup');
  });

  it('treats a whitespace term without filters as blank, and any filter as a search', () => {
    expect(isBlankSearch({ term: '   ', filters: { meals: [] } })).toBe(true);
    expect(isBlankSearch({ term: '', filters: { meals: ['dinner'] } })).toBe(false);
  });

  it('adds a filter value, then removes it on the second toggle', () => {
    const once = toggleFilter({ term: '', filters: {} }, 'meals', 'dinner');
    expect(once.filters.meals).toEqual(['dinner']);
    expect(toggleFilter(once, 'meals', 'dinner').filters.meals).toEqual([]);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { facetPath, pagePath, recipeIndexPagePath, recipePath, recipeSearchPath } from './paths';

describe('page paths', () => {
  it('adds the trailing slash once, before any query or fragment', () => {
    expect(pagePath('/recipes')).toBe('/recipes/');
    expect(pagePath('/recipes/')).toBe('/recipes/');
    expect(pagePath('/subscribe?email=a%40b.c')).toBe('/subscribe/?email=a%40b.c');
    expect(pagePath('/about#press')).toBe('/about/#press');
    expect(pagePath('/')).toBe('/');
  });

  it('leaves file paths alone', () => {
    expect(pagePath('/rss.xml')).toBe('/rss.xml');
    expect(pagePath('/favicon.ico')).toBe('/favicon.ico');
  });

  it('is idempotent for any path', () => {
    fc.assert(
      fc.property(fc.webPath(), (path) => {
        expect(pagePath(pagePath(path))).toBe(pagePath(path));
      }),
      { seed: 12 },
    );
  });

  it('names recipes, facets and index pages in the one form', () => {
    expect(recipePath('pad-thai')).toBe('/recipes/pad-thai/');
    expect(facetPath('meals', 'dinner')).toBe('/recipes/meals/dinner/');
    expect(facetPath('meals', 'dinner', 1)).toBe('/recipes/meals/dinner/');
    expect(facetPath('meals', 'dinner', 2)).toBe('/recipes/meals/dinner/page/2/');
    expect(recipeIndexPagePath(1)).toBe('/recipes/');
    expect(recipeIndexPagePath(3)).toBe('/recipes/page/3/');
  });

  it('writes the spec query names with comma-separated slugs', () => {
    expect(recipeSearchPath({})).toBe('/recipes/');
    expect(recipeSearchPath({ search: ' soup ', filters: { meals: ['dinner', 'snack'], tags: [] } })).toBe(
      '/recipes/?search=soup&meals=dinner,snack',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { breadcrumbTrail } from './breadcrumbs';

const site = { title: 'The Family Table', origin: 'https://cook.example' };

describe('breadcrumb trails', () => {
  it('lead from the home page through the list to a recipe, a facet or a collection', () => {
    expect(breadcrumbTrail('/recipes/pie/', 'Apple pie', site)).toEqual([
      { name: 'The Family Table', url: 'https://cook.example/' },
      { name: 'All recipes', url: 'https://cook.example/recipes/' },
      { name: 'Apple pie', url: 'https://cook.example/recipes/pie/' },
    ]);
    expect(breadcrumbTrail('/recipes/meals/dinner/', 'Dinner', site)?.map((crumb) => crumb.url)).toEqual([
      'https://cook.example/',
      'https://cook.example/recipes/',
      'https://cook.example/recipes/meals/dinner/',
    ]);
    expect(breadcrumbTrail('/collections/winter/', 'Winter', site)?.[1]).toEqual({
      name: 'Collections',
      url: 'https://cook.example/collections/',
    });
  });

  it('gives no trail to the home page, lists, numbered index pages or other pages', () => {
    for (const path of ['/', '/recipes/', '/recipes/page/2/', '/collections/', '/about/'])
      expect(breadcrumbTrail(path, 'x', site), path).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { breadcrumbJsonLd } from './breadcrumb-jsonld.ts';

describe('BreadcrumbList JSON-LD', () => {
  it('numbers the crumbs from 1, each with its name and page', () => {
    expect(
      breadcrumbJsonLd([
        { name: 'Home', url: 'https://cook.example/' },
        { name: 'Recipes', url: 'https://cook.example/recipes/' },
        { name: 'Pie', url: 'https://cook.example/recipes/pie/' },
      ]).itemListElement,
    ).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://cook.example/' },
      { '@type': 'ListItem', position: 2, name: 'Recipes', item: 'https://cook.example/recipes/' },
      { '@type': 'ListItem', position: 3, name: 'Pie', item: 'https://cook.example/recipes/pie/' },
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { itemListJsonLd } from './item-list-jsonld.ts';

describe('itemListJsonLd', () => {
  it('numbers the items from 1 in the order given', () => {
    const list = itemListJsonLd({
      name: 'Main Dishes',
      url: 'https://k.example/recipes/meals/dinner/',
      itemUrls: ['https://k.example/recipes/a/', 'https://k.example/recipes/b/'],
    });
    expect(list.numberOfItems).toBe(2);
    expect(list.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, url: 'https://k.example/recipes/a/' },
      { '@type': 'ListItem', position: 2, url: 'https://k.example/recipes/b/' },
    ]);
  });
});

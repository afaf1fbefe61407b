import { describe, expect, it } from 'vitest';
import { parseHtml } from './html-document.ts';
import { parseJsonLenient, recipeFromJsonLd } from './recipe-jsonld.ts';

const page = (...blocks: string[]) =>
  parseHtml(blocks.map((block) => `<script type="application/ld+json">${block}</script>`).join(''));

const recipe = {
  '@type': ['Recipe', 'NewsArticle'],
  name: 'Tomato &amp; Basil Soup',
  recipeYield: ['4', '4 servings'],
  prepTime: 'PT15M',
  cookTime: 'P0DT0H30M',
  totalTime: 'PT45M',
  recipeIngredient: ['2 tbsp olive oil', 'For the croutons:', '2 slices bread'],
  recipeInstructions: [{ '@type': 'HowToStep', text: 'Cook.' }],
  keywords: 'soup, tomato',
  image: [{ '@type': 'ImageObject', url: 'https://example.com/soup.jpg' }],
  author: { '@id': '#me' },
};

describe('recipeFromJsonLd', () => {
  it('finds a Recipe inside @graph, with an @type array, and follows @id references', () => {
    const graph = JSON.stringify({
      '@graph': [{ '@type': 'WebPage' }, recipe, { '@id': '#me', '@type': 'Person', name: 'Ada' }],
    });
    const read = recipeFromJsonLd(page(graph)).recipe!;
    expect(read).toMatchObject({
      title: 'Tomato & Basil Soup',
      yieldText: '4 servings',
      yieldServings: 4,
      prepMinutes: 15,
      cookMinutes: 30,
      totalMinutes: 45,
      keywords: ['soup', 'tomato'],
      imageUrls: ['https://example.com/soup.jpg'],
      author: 'Ada',
      ingredientGroups: [
        { title: null, lines: ['2 tbsp olive oil'] },
        { title: 'For the croutons', lines: ['2 slices bread'] },
      ],
      instructionGroups: [{ title: null, steps: ['Cook.'] }],
    });
  });

  it('finds a Recipe in an array or under mainEntity, and reads legacy and PropertyValue ingredients', () => {
    const nested = JSON.stringify([
      { '@type': 'WebPage', mainEntity: { '@type': 'Recipe', name: 'Bread', ingredients: ['500g flour'] } },
    ]);
    expect(recipeFromJsonLd(page(nested)).recipe?.ingredientGroups[0]?.lines).toEqual(['500g flour']);
    const property = JSON.stringify({
      '@type': 'Recipe',
      recipeIngredient: [{ '@type': 'PropertyValue', value: '2 cups', name: 'flour' }],
    });
    expect(recipeFromJsonLd(page(property)).recipe?.ingredientGroups[0]?.lines).toEqual(['2 cups flour']);
  });

  it('reads blocks with raw newlines in strings and trailing commas', () => {
    expect(parseJsonLenient('{"a": "line\none", "b": [1,2,],}')).toEqual({ a: 'line one', b: [1, 2] });
  });

  it('reports a malformed time and an unreadable recipe block', () => {
    const bad = JSON.stringify({ '@type': 'Recipe', name: 'X', prepTime: 'about ten' });
    expect(recipeFromJsonLd(page(bad)).recipe?.unread).toContain('Prep time "about ten" is not a duration');
    expect(recipeFromJsonLd(page('{"@type": "Recipe", name: }')).unread[0]).toMatch(/could not be read/);
  });

  it('finds nothing on a page without a recipe', () => {
    expect(recipeFromJsonLd(page(JSON.stringify({ '@type': 'Product', name: 'Box' }))).recipe).toBeNull();
  });
});

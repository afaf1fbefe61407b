import { describe, expect, it } from 'vitest';
import { parseHtml } from './html-document.ts';
import { recipeFromMicrodata } from './recipe-microdata.ts';

describe('recipeFromMicrodata', () => {
  it('reads a microdata recipe with its ingredient sections and marked steps', () => {
    const document = parseHtml(`
      <div itemscope itemtype="http://schema.org/Recipe">
        <h2 itemprop="name">Pierogi</h2>
        <span itemprop="prepTime" content="PT1H30M">1 hour, 30 minutes</span>
        <span itemprop="recipeYield">24 - 30</span>
        <div itemprop="author" itemscope itemtype="http://schema.org/Person"><span itemprop="name">Jenny</span></div>
        <ul><div class="ingredient-label"><u>Filling</u>:</div>
          <li itemprop="ingredients">1 1/2 pounds potatoes</li>
          <div class="ingredient-label"><u>Dough</u>:</div>
          <li itemprop="ingredients">2 1/2 cups flour</li></ul>
        <ol><li itemprop="recipeInstructions">Boil.</li><li itemprop="recipeInstructions">Knead.</li></ol>
      </div>`);
    expect(recipeFromMicrodata(document)).toMatchObject({
      title: 'Pierogi',
      prepMinutes: 90,
      yieldServings: 24,
      author: 'Jenny',
      ingredientGroups: [
        { title: 'Filling', lines: ['1 1/2 pounds potatoes'] },
        { title: 'Dough', lines: ['2 1/2 cups flour'] },
      ],
      instructionGroups: [{ title: null, steps: ['Boil.', 'Knead.'] }],
    });
  });

  it('finds nothing without a Recipe item', () => {
    expect(
      recipeFromMicrodata(parseHtml('<div itemscope itemtype="https://schema.org/Product"></div>')),
    ).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { parseHtml } from './html-document.ts';
import {
  htmlIngredientGroups,
  htmlInstructionGroups,
  htmlLabelledTimes,
  readSections,
} from './html-recipe-lists.ts';

describe('lists as the page shows them', () => {
  it('reads WP Recipe Maker ingredient groups with their names', () => {
    const document = parseHtml(`
      <div class="wprm-recipe-ingredients-container">
        <h3 class="wprm-recipe-header">Ingredients</h3>
        <div class="wprm-recipe-ingredient-group">
          <h4 class="wprm-recipe-group-name"><strong>COATING</strong></h4>
          <ul class="wprm-recipe-ingredients"><li class="wprm-recipe-ingredient">1/2 cup sugar</li><li>1 tsp cinnamon</li></ul>
        </div>
        <div class="wprm-recipe-ingredient-group">
          <h4 class="wprm-recipe-group-name">CHURROS</h4>
          <ul class="wprm-recipe-ingredients"><li>1 cup water</li></ul>
        </div>
      </div>
      <ul class="wprm-recipe-instructions"><li>Mix.</li><li>Fry.</li></ul>`);
    expect(htmlIngredientGroups(document)).toEqual([
      { title: 'COATING', lines: ['1/2 cup sugar', '1 tsp cinnamon'] },
      { title: 'CHURROS', lines: ['1 cup water'] },
    ]);
    expect(htmlInstructionGroups(document)).toEqual([{ title: null, steps: ['Mix.', 'Fry.'] }]);
  });

  it('reads Tasty Recipes sections under bold paragraphs', () => {
    const document = parseHtml(`
      <div class="tasty-recipes-ingredients"><h3>Ingredients</h3><div class="tasty-recipes-ingredients-body">
        <p><strong>For the rice</strong></p><ul><li>1 cup rice</li><li>2 cups water</li></ul>
        <p><strong>For the sauce</strong></p><ul><li>1 tbsp soy sauce</li></ul>
      </div></div>`);
    expect(htmlIngredientGroups(document)).toEqual([
      { title: 'For the rice', lines: ['1 cup rice', '2 cups water'] },
      { title: 'For the sauce', lines: ['1 tbsp soy sauce'] },
    ]);
  });

  it('reads a label inside the list and a bold paragraph as headings', () => {
    const document = parseHtml(
      '<ul class="ingredients"><div class="ingredient-label"><u>Filling</u>:</div><li>1 potato</li><li>1 onion</li></ul>',
    );
    expect(readSections(document)).toEqual([{ title: 'Filling', items: ['1 potato', '1 onion'] }]);
  });

  it('leaves out hidden variants and equipment lists', () => {
    const document = parseHtml(`
      <section class="recipe-ingredients">
        <ul><li>1 cup milk</li><li>1 egg</li></ul>
        <ul class="d-none"><li>2 cups milk</li><li>2 eggs</li></ul>
        <h2>Utensils needed</h2><ul><li>Whisk</li></ul>
      </section>`);
    expect(htmlIngredientGroups(document)).toEqual([{ title: null, lines: ['1 cup milk', '1 egg'] }]);
  });

  it('reads steps written as paragraphs in an element named for them', () => {
    const document = parseHtml(
      '<div class="recipe-instructions"><p><strong>Step 1</strong><br>Mix well.</p><p><strong>Step 2</strong><br>Bake.</p></div>',
    );
    expect(htmlInstructionGroups(document)).toEqual([{ title: null, steps: ['Mix well.', 'Bake.'] }]);
  });

  it('reads the custom time WP Recipe Maker leaves out of its JSON-LD', () => {
    const document = parseHtml(`
      <div class="wprm-recipe-custom-time-container"><span class="wprm-recipe-custom-time-label">Marinating time: </span>
      <span class="wprm-recipe-time"><span class="wprm-recipe-custom_time">2</span> hrs</span></div>`);
    expect(htmlLabelledTimes(document)).toEqual([{ label: 'Marinating', minutes: 120 }]);
  });
});

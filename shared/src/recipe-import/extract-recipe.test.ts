import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { propertyRuns } from '../test-support/property-runs.ts';
import { extractRecipe } from './extract-recipe.ts';

const jsonLd = (value: unknown) => `<script type="application/ld+json">${JSON.stringify(value)}</script>`;

describe('extractRecipe', () => {
  it('reads a page’s JSON-LD and takes the sections of its WP Recipe Maker list', () => {
    const html = `${jsonLd({
      '@type': 'Recipe',
      name: 'Churros',
      recipeIngredient: ['1/2 cup sugar', '1 cup water'],
      recipeInstructions: 'Mix.\nFry.',
      totalTime: 'PT35M',
    })}
      <div class="wprm-recipe-ingredients-container">
        <div><h4 class="wprm-recipe-group-name">Coating</h4><ul><li>▢ 1/2 cup sugar</li></ul></div>
        <div><h4 class="wprm-recipe-group-name">Churros</h4><ul><li>▢ 1 cup water</li></ul></div>
      </div>`;
    expect(extractRecipe({ html })).toMatchObject({
      title: 'Churros',
      totalMinutes: 35,
      ingredientGroups: [
        { title: 'Coating', lines: ['1/2 cup sugar'] },
        { title: 'Churros', lines: ['1 cup water'] },
      ],
      instructionGroups: [{ title: null, steps: ['Mix.', 'Fry.'] }],
    });
  });

  it('falls back to microdata, then to the visible text of the page', () => {
    const html = `<h1>Apple Tart</h1><nav>Recipes</nav><article><p><strong>Serves: 4</strong></p>
      <p><strong>Ingredients:</strong></p><p>- 250g pastry</p><p>- 4 apples</p>
      <p><strong>Method:</strong></p><p>Line the tins.</p><p>Bake for 30 minutes.</p></article>`;
    expect(extractRecipe({ html })).toMatchObject({
      title: 'Apple Tart',
      yieldServings: 4,
      ingredientGroups: [{ title: null, lines: ['250g pastry', '4 apples'] }],
      instructionGroups: [{ title: null, steps: ['Line the tins.', 'Bake for 30 minutes.'] }],
    });
  });

  it('fills what the JSON-LD lacks from the page, and reports a page with no recipe', () => {
    const html = `${jsonLd({ '@type': 'Recipe', name: 'Chilli', recipeIngredient: ['300g beef'], recipeInstructions: ['Cook.'] })}
      <p>Prep: 10 mins<br>Cook: 25 mins<br>Serves 4</p>`;
    expect(extractRecipe({ html })).toMatchObject({ prepMinutes: 10, cookMinutes: 25, yieldServings: 4 });
    expect(extractRecipe({ html: '<p>Hello</p>' }).unread[0]).toMatch(/No recipe was found/);
  });

  it('reads pasted text', () => {
    expect(extractRecipe({ text: 'Toast\nIngredients\n1 slice bread\nMethod\nToast it.' })).toMatchObject({
      title: 'Toast',
      ingredientGroups: [{ title: null, lines: ['1 slice bread'] }],
    });
  });

  it('never throws on random HTML or text', () => {
    const tag = fc.constantFrom('div', 'p', 'li', 'ul', 'h2', 'script', 'strong', 'span');
    const piece = fc.oneof(
      fc.string({ maxLength: 30 }),
      fc.constantFrom(
        'Ingredients',
        'Method',
        '2 cups flour',
        'Serves 4',
        'Prep time: 5 mins',
        '<br>',
        '&amp;',
        '<!--',
      ),
      tag.map((name) => `<${name} class="ingredients">`),
      tag.map((name) => `</${name}>`),
      fc.constantFrom(
        '<script type="application/ld+json">{"@type":"Recipe","recipeIngredient":[',
        '"1 egg",',
        ']}</script>',
      ),
      fc.constantFrom(
        '<div itemscope itemtype="http://schema.org/Recipe">',
        '<li itemprop="recipeIngredient">',
      ),
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 60 }), fc.boolean(), (pieces, asHtml) => {
        const source = pieces.join('');
        const recipe = extractRecipe(asHtml ? { html: source } : { text: source.replace(/<[^>]*>/g, '\n') });
        expect(Array.isArray(recipe.unread)).toBe(true);
        expect(recipe.unread.every((line) => !line.startsWith('The recipe could not be read'))).toBe(true);
      }),
      propertyRuns(1_000),
    );
  });
});

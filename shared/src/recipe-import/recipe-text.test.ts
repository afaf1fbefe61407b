import { describe, expect, it } from 'vitest';
import { recipeFromLines, recipeFromText } from './recipe-text.ts';

const pasted = `Lemon Drizzle Cake
A zingy classic.

Serves 8
Prep time: 15 mins
Cook time: 45 mins

Ingredients
For the cake:
- 225g/8oz butter, softened
- 4 eggs
For the drizzle:
- juice of 2 lemons

Method
1. Heat the oven to 180C.
2. Beat the butter,
then add the eggs.
3. Bake for 45 mins.

Notes
Keeps for 3 days.`;

describe('a recipe written as text', () => {
  it('reads a pasted recipe: title, description, servings, times, sections and numbered steps', () => {
    expect(recipeFromText(pasted)).toMatchObject({
      title: 'Lemon Drizzle Cake',
      description: 'A zingy classic.',
      yieldText: 'Serves 8',
      yieldServings: 8,
      prepMinutes: 15,
      cookMinutes: 45,
      totalMinutes: null,
      ingredientGroups: [
        { title: 'For the cake', lines: ['225g/8oz butter, softened', '4 eggs'] },
        { title: 'For the drizzle', lines: ['juice of 2 lemons'] },
      ],
      instructionGroups: [
        {
          title: null,
          steps: ['Heat the oven to 180C.', 'Beat the butter, then add the eggs.', 'Bake for 45 mins.'],
        },
      ],
      unread: ['Keeps for 3 days.'],
    });
  });

  it('reads a recipe without headings: ingredient-like lines, then steps', () => {
    expect(recipeFromText('Pancakes\n2 cups flour\n1 egg\nMix everything.\nFry.')).toMatchObject({
      title: 'Pancakes',
      ingredientGroups: [{ title: null, lines: ['2 cups flour', '1 egg'] }],
      instructionGroups: [{ title: null, steps: ['Mix everything.', 'Fry.'] }],
    });
  });

  it('reads labels with their value on the next line, and other times as labelled times', () => {
    const recipe = recipeFromText('Soup\nTotal Time\n1 hr 5 mins\nChill time: 2 hours\nIngredients\n1 leek');
    expect(recipe).toMatchObject({ totalMinutes: 65, labelledTimes: [{ label: 'Chill', minutes: 120 }] });
  });

  it('on a page, keeps list items and stops the steps at the page’s next heading', () => {
    const recipe = recipeFromLines(
      [
        { text: 'Ingredients', kind: 'heading' },
        { text: '1 egg', kind: 'item' },
        { text: 'Print this', kind: 'text' },
        { text: '2 leeks', kind: 'item' },
        { text: 'Method', kind: 'bold' },
        { text: 'STEP 1.', kind: 'heading' },
        { text: 'Boil.', kind: 'text' },
        { text: 'For serving', kind: 'bold' },
        { text: 'Serve hot.', kind: 'text' },
        { text: 'About the chef', kind: 'heading' },
        { text: 'A biography.', kind: 'text' },
      ],
      { title: 'Soup', pasted: false },
    );
    expect(recipe.ingredientGroups).toEqual([{ title: null, lines: ['1 egg', '2 leeks'] }]);
    expect(recipe.instructionGroups).toEqual([
      { title: null, steps: ['Boil.'] },
      { title: 'For serving', steps: ['Serve hot.'] },
    ]);
    expect(recipe.unread).toEqual(['Print this']);
  });
});

import { describe, expect, it } from 'vitest';
import { emptyRecipe, fillMissing, ingredientLines, instructionLines } from './extracted-recipe.ts';

describe('an extracted recipe', () => {
  it('lists its lines across sections, section titles before their steps', () => {
    const recipe = {
      ...emptyRecipe(),
      ingredientGroups: [
        { title: 'Sauce', lines: ['1 egg'] },
        { title: null, lines: ['2 leeks'] },
      ],
      instructionGroups: [
        { title: 'Sauce', steps: ['Whisk.'] },
        { title: null, steps: ['Serve.'] },
      ],
    };
    expect(ingredientLines(recipe)).toEqual(['1 egg', '2 leeks']);
    expect(instructionLines(recipe)).toEqual(['Sauce', 'Whisk.', 'Serve.']);
  });

  it('fills only what a reading lacks from another', () => {
    const base = { ...emptyRecipe(), title: 'Soup', unread: ['a'] };
    const fallback = { ...emptyRecipe(), title: 'Other', yieldServings: 4, keywords: ['x'], unread: ['b'] };
    expect(fillMissing(base, fallback)).toMatchObject({
      title: 'Soup',
      yieldServings: 4,
      keywords: ['x'],
      unread: ['a', 'b'],
    });
  });
});

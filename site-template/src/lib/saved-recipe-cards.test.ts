import { describe, expect, it } from 'vitest';
import { markSavedRecipeCards } from './saved-recipe-cards';

const mark = (recipeId: string | undefined, hidden: boolean) => ({
  dataset: recipeId === undefined ? {} : { savedMark: recipeId },
  hidden,
});

describe('markSavedRecipeCards', () => {
  it('shows the mark on saved recipes only, and hides marks of recipes no longer saved', () => {
    const marks = [mark('r1', true), mark('r2', false), mark('r3', true), mark(undefined, false)];
    markSavedRecipeCards(marks, ['r1', 'r3']);
    expect(marks.map((entry) => entry.hidden)).toEqual([false, true, false, true]);
  });
});

import { expect, it } from 'vitest';
import { recipeTeaser } from './recipe-teaser';

it('sums up a locked recipe by its ingredient count and yield, with a blank line per ingredient', () => {
  expect(
    recipeTeaser({ ingredientUsageCount: 11, yieldServings: 16, servingDescription: 'half-cup serving' }),
  ).toEqual({ summary: '11 ingredients · Makes: 16 half-cup servings', rows: 11 });
});

it('draws no more lines than the 380px teaser shows, and counts one ingredient in the singular', () => {
  expect(recipeTeaser({ ingredientUsageCount: 30, yieldServings: null, servingDescription: null })).toEqual({
    summary: '30 ingredients',
    rows: 12,
  });
  expect(recipeTeaser({ ingredientUsageCount: 1, yieldServings: 1, servingDescription: null }).summary).toBe(
    '1 ingredient · Makes: one serving',
  );
});

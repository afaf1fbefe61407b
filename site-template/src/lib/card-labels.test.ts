import { describe, expect, it } from 'vitest';
import { recipeCardMeta, recipeCountLabel } from './card-labels';

const times = { prepTimeMinutes: null, cookTimeMinutes: null, customTimeMinutes: null };

describe('recipeCountLabel', () => {
  it('says recipe for one and recipes for any other count', () => {
    expect(recipeCountLabel(1)).toBe('1 recipe');
    expect(recipeCountLabel(0)).toBe('0 recipes');
    expect(recipeCountLabel(12)).toBe('12 recipes');
  });
});

describe('recipeCardMeta', () => {
  it('counts one ingredient in the singular and more in the plural', () => {
    expect(recipeCardMeta({ ...times, ingredientUsageCount: 1 }).ingredients).toBe('1 ingredient');
    expect(recipeCardMeta({ ...times, ingredientUsageCount: 7 }).ingredients).toBe('7 ingredients');
  });

  it('says nothing of ingredients it cannot count (a legacy recipe keeps them in its old HTML)', () => {
    expect(recipeCardMeta({ ...times, ingredientUsageCount: 0 }).ingredients).toBeNull();
  });

  it('adds prep, cook and custom time into one formatted total', () => {
    const meta = recipeCardMeta({
      ingredientUsageCount: 3,
      prepTimeMinutes: 20,
      cookTimeMinutes: 60,
      customTimeMinutes: 15,
    });
    expect(meta.totalTime).toBe('1 hr 35 min');
  });

  it('gives no total time for a recipe without times', () => {
    expect(recipeCardMeta({ ...times, ingredientUsageCount: 3 }).totalTime).toBeNull();
  });
});

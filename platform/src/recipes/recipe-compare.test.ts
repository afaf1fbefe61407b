import type { KitchenGlobals } from '@larder/shared/schemas/kitchen-globals';
import { describe, expect, it } from 'vitest';
import { compareRecipes } from './recipe-compare.ts';
import { editorValues, emptyUsage } from './recipe-form.ts';

const GLOBALS = { units: [], ingredients: [] } as unknown as KitchenGlobals;

describe('compareRecipes', () => {
  it('names the fields that differ, with both texts', () => {
    const mine = editorValues(null, GLOBALS);
    mine.title = 'Mine';
    mine.ingredientUsageGroups[0]!.ingredientUsages.push({
      ...emptyUsage(),
      quantity: '2',
      ingredient: 'eggs',
    });
    const theirs = editorValues(null, GLOBALS);
    theirs.title = 'Theirs';
    expect(compareRecipes(mine, theirs)).toEqual([
      { field: 'Title', mine: 'Mine', theirs: 'Theirs' },
      { field: 'Ingredients', mine: '2 eggs', theirs: '' },
    ]);
  });

  it('finds nothing between a recipe and itself', () => {
    const values = editorValues(null, GLOBALS);
    expect(compareRecipes(values, structuredClone(values))).toEqual([]);
  });
});

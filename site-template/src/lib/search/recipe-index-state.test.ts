import type { RecipeSummary } from '@larder/shared/schemas/recipe-public';
import { describe, expect, it } from 'vitest';
import { INITIAL_STATE, recipeIndexReducer } from './recipe-index-state';

const recipe = (id: string) => ({ id }) as RecipeSummary;

describe('the recipe index search state', () => {
  it('stays on what it shows while pending, then shows results or no results', () => {
    const pending = recipeIndexReducer(INITIAL_STATE, { type: 'searching' });
    expect(pending).toMatchObject({ status: 'PENDING', display: 'INITIAL' });
    const found = recipeIndexReducer(pending, { type: 'found', recipes: [recipe('a')], total: 30 });
    expect(found).toMatchObject({ status: 'FULFILLED', display: 'RESULTS', total: 30 });
    const again = recipeIndexReducer(found, { type: 'searching' });
    expect(again).toMatchObject({ status: 'PENDING', display: 'RESULTS', recipes: [recipe('a')] });
    expect(recipeIndexReducer(again, { type: 'found', recipes: [], total: 0 }).display).toBe('NO_RESULTS');
  });

  it('keeps what it showed on failure and reverts to the initial recipes on a blank search', () => {
    const found = recipeIndexReducer(INITIAL_STATE, { type: 'found', recipes: [recipe('a')], total: 1 });
    const failed = recipeIndexReducer(recipeIndexReducer(found, { type: 'searching' }), { type: 'failed' });
    expect(failed).toMatchObject({ status: 'REJECTED', display: 'RESULTS', recipes: [recipe('a')] });
    expect(recipeIndexReducer(failed, { type: 'blank' })).toEqual(INITIAL_STATE);
  });

  it('appends further results without repeating one already shown', () => {
    const found = recipeIndexReducer(INITIAL_STATE, { type: 'found', recipes: [recipe('a')], total: 3 });
    const more = recipeIndexReducer(recipeIndexReducer(found, { type: 'loading-more' }), {
      type: 'found-more',
      recipes: [recipe('a'), recipe('b')],
      total: 3,
    });
    expect(more.recipes.map((entry) => entry.id)).toEqual(['a', 'b']);
    expect(more.loadingMore).toBe(false);
  });
});

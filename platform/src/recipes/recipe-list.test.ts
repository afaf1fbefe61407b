import type { ManagedRecipeListItem } from '@larder/shared/schemas/recipe-manage';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RECIPE_FILTERS, RECIPE_SORTS } from './recipe-list-search.ts';
import { recipeStatus, selectRecipes } from './recipe-list.ts';

const NOW = Date.parse('2026-11-28T12:00:00Z');
const recipe = (title: string, publishedAt: string | null, extra: Partial<ManagedRecipeListItem> = {}) => ({
  id: title,
  slug: title.toLowerCase().replace(/\W+/g, '-'),
  title,
  privacySetting: 'public' as const,
  publishedAt,
  updatedAt: '2026-11-01T00:00:00Z',
  ...extra,
});

const RECIPES = [
  recipe('Crème brûlée', '2026-10-01T00:00:00Z', { updatedAt: '2026-11-03T00:00:00Z' }),
  recipe('Apple pie', null, { updatedAt: '2026-11-05T00:00:00Z' }),
  recipe('Bread', '2026-12-24T00:00:00Z', { privacySetting: 'subscribers_only' }),
];

describe('recipeStatus', () => {
  it('tells drafts, scheduled and published recipes apart', () => {
    expect(RECIPES.map((item) => recipeStatus(item, NOW))).toEqual(['published', 'draft', 'scheduled']);
  });
});

describe('selectRecipes', () => {
  const select = (
    query: string,
    filter: (typeof RECIPE_FILTERS)[number],
    sort: (typeof RECIPE_SORTS)[number],
  ) => selectRecipes(RECIPES, { query, filter, sort, now: NOW }).map((item) => item.title);

  it('finds "creme" in "Crème brûlée" whatever the case and accents', () => {
    expect(select('CREME', 'all', 'title')).toEqual(['Crème brûlée']);
  });

  it('filters by status and by privacy', () => {
    expect(select('', 'draft', 'title')).toEqual(['Apple pie']);
    expect(select('', 'scheduled', 'title')).toEqual(['Bread']);
    expect(select('', 'subscribers_only', 'title')).toEqual(['Bread']);
  });

  it('sorts by last edit, title, or publish date with drafts last', () => {
    expect(select('', 'all', 'updated')).toEqual(['Apple pie', 'Crème brûlée', 'Bread']);
    expect(select('', 'all', 'title')).toEqual(['Apple pie', 'Bread', 'Crème brûlée']);
    expect(select('', 'all', 'published')).toEqual(['Bread', 'Crème brûlée', 'Apple pie']);
  });

  it('keeps only recipes of the list, each at most once, for any query, filter and sort', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', maxLength: 20 }),
        fc.constantFrom(...RECIPE_FILTERS),
        fc.constantFrom(...RECIPE_SORTS),
        (query, filter, sort) => {
          const kept = selectRecipes(RECIPES, { query, filter, sort, now: NOW });
          expect(new Set(kept.map((item) => item.id)).size).toBe(kept.length);
          for (const item of kept) expect(RECIPES).toContain(item);
        },
      ),
    );
  });
});

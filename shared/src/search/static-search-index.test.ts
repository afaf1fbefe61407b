import { describe, expect, it } from 'vitest';
import { publicRecipeFixture } from '../test-support/recipe-fixture.ts';
import type { PublicRecipe } from '../schemas/recipe-public.ts';
import { buildStaticSearchIndex } from './build-static-search-index.ts';
import { searchStaticIndex } from './static-search-index.ts';

const id = () => crypto.randomUUID();
const term = (slug: string, title: string) => ({ id: id(), slug, title, recipeCount: 1 });

function withContent(overrides: Partial<PublicRecipe>, ingredient: string, step: string): PublicRecipe {
  return publicRecipeFixture({
    ...overrides,
    ingredientUsageGroups: [
      {
        id: id(),
        title: '',
        note: null,
        ingredientUsages: [
          {
            id: id(),
            quantityMin: 1,
            quantityMax: null,
            unit: null,
            ingredient: null,
            preparation: null,
            ingredientTitleOverride: ingredient,
            link: null,
            note: null,
          },
        ],
      },
    ],
    instructionGroups: [
      {
        id: id(),
        title: '',
        note: null,
        instructions: [
          {
            id: id(),
            content: [{ type: 'paragraph', children: [{ text: step }] }],
            timerMinutes: null,
            note: null,
            video: null,
            images: [],
          },
        ],
      },
    ],
  });
}

describe('the static search index', () => {
  it('holds no premium ingredient or step text, even when handed a premium recipe in full', () => {
    const premium = withContent(
      { slug: 'secret', title: 'Secret stew', privacySetting: 'subscribers_only' },
      'saffron threads',
      'Whisper to the pot',
    );
    const open = withContent({ slug: 'open', title: 'Open pie' }, 'rhubarb stalks', 'Bake until golden');
    const text = JSON.stringify(buildStaticSearchIndex([premium, open]));
    expect(text).toContain('Secret stew');
    expect(text).not.toContain('saffron');
    expect(text).not.toContain('Whisper');
    expect(text).toContain('rhubarb');
    expect(text).not.toContain('Bake until golden');
  });

  it('finds recipes newest first by a trimmed, case-blind term, OR within a kind and AND across kinds', () => {
    const soup = publicRecipeFixture({
      id: id(),
      title: 'Tomato soup',
      publishedAt: '2026-01-01T00:00:00.000Z',
      meals: [term('dinner', 'Main Dishes')],
      diets: [term('vegan', 'Vegan')],
    });
    const salad = publicRecipeFixture({
      id: id(),
      title: 'Tomato salad',
      publishedAt: '2026-02-01T00:00:00.000Z',
      meals: [term('lunch', 'Lunch')],
    });
    const index = buildStaticSearchIndex([soup, salad]);
    const ids = (search: Parameters<typeof searchStaticIndex>[1]) =>
      searchStaticIndex(index, search, { limit: 10, offset: 0 }).recipes.map((recipe) => recipe.title);
    expect(ids({ term: '  TOMATO ', filters: {} })).toEqual(['Tomato salad', 'Tomato soup']);
    expect(ids({ term: '', filters: { meals: ['dinner', 'lunch'] } })).toEqual([
      'Tomato salad',
      'Tomato soup',
    ]);
    expect(ids({ term: '', filters: { meals: ['dinner', 'lunch'], diets: ['vegan'] } })).toEqual([
      'Tomato soup',
    ]);
    expect(ids({ term: 'main dishes', filters: {} })).toEqual(['Tomato soup']);
    expect(ids({ term: 'soup salad', filters: {} })).toEqual([]);
  });
});

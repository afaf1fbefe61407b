import type { KitchenGlobals } from '@larder/shared/schemas/kitchen-globals';
import type { ManagedRecipe } from '@larder/shared/schemas/recipe-manage';
import { describe, expect, it } from 'vitest';
import { editorValues, recipeInputFromValues } from './recipe-form.ts';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const paragraph = (text: string) => [{ type: 'paragraph' as const, children: [{ text }] }];

const GLOBALS = {
  units: [{ id: id(90), title: 'cup', pluralTitle: 'cups', abbreviation: 'c', system: 'imperial' }],
  ingredients: [{ id: id(91), title: 'flour', pluralTitle: null }],
  equipment: [],
  taxonomies: { cuisines: [], meals: [], methods: [], diets: [], tags: [], categories: [] },
  contributors: [],
  colorThemes: [],
  typeThemes: [],
} as unknown as KitchenGlobals;

/** A recipe with every field the editor shows set, each to something other than its default. */
const RECIPE: ManagedRecipe = {
  id: id(1),
  title: 'Loaf',
  slug: 'loaf',
  privacySetting: 'subscribers_only',
  description: paragraph('A loaf.'),
  images: [{ id: id(2), crop: { width: 100, height: 80, x: 5, y: 6 } }, { id: id(3) }],
  videoId: id(4),
  storyExcerpt: paragraph('It began in a bakery.'),
  storyMore: paragraph('And it went on.'),
  note: paragraph('Keeps for a week.'),
  legacyRecipeData: { content: '<p>Old</p>' },
  prepTimeMinutes: 20,
  cookTimeMinutes: 40,
  customTimeLabel: 'Rise',
  customTimeMinutes: 90,
  yieldServings: 8,
  servingDescription: 'slices',
  difficultyLevel: 'medium',
  tagIds: [id(5)],
  methodIds: [],
  foodCategoryIds: [],
  mealIds: [],
  cuisineIds: [id(6)],
  dietIds: [],
  keywords: ['bread', 'loaf'],
  ingredientUsageGroups: [
    {
      id: id(7),
      title: 'Dough',
      note: null,
      ingredientUsages: [
        {
          id: id(8),
          quantityMin: 2,
          quantityMax: 3,
          unitId: id(90),
          ingredientId: id(91),
          preparation: paragraph('sifted'),
          ingredientTitleOverride: null,
          link: 'https://example.com/flour',
          note: 'strong',
        },
      ],
    },
  ],
  instructionGroups: [
    {
      id: id(9),
      title: '',
      note: null,
      instructions: [
        {
          id: id(10),
          content: [
            {
              type: 'paragraph',
              children: [
                { text: 'Mix the ' },
                { type: 'ingredient-usage-reference', ingredientUsageId: id(8) },
              ],
            },
          ],
          timerMinutes: 5,
          note: 'Gently.',
          videoId: id(11),
          imageIds: [id(12), id(13)],
        },
      ],
    },
  ],
  equipmentUsages: [
    {
      id: id(14),
      equipmentId: id(15),
      link: 'https://example.com/tin',
      note: '900 g tin',
      imageOverrideId: id(16),
      equipmentTitleOverride: 'Loaf tin',
    },
    {
      id: id(17),
      equipmentId: id(18),
      link: null,
      note: null,
      imageOverrideId: null,
      equipmentTitleOverride: null,
    },
  ],
  contributorIds: [id(19)],
  youtubeVideoId: 'dQw4w9WgXcQ',
  publishedAt: null,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  version: 3,
  draft: null,
};

describe('the editor’s values', () => {
  it('send back every field of a recipe as it was loaded, when nothing was changed', () => {
    const input = recipeInputFromValues(editorValues(RECIPE, GLOBALS), RECIPE, GLOBALS);
    const { id: _id, createdAt: _c, updatedAt: _u, publishedAt: _p, ...fields } = RECIPE;
    expect(input).toEqual(fields);
  });

  it('keep what was written about a piece of equipment taken out and put back', () => {
    const values = editorValues(RECIPE, GLOBALS);
    values.equipmentIds = [id(18)];
    values.equipmentIds = [id(18), id(15)];
    const input = recipeInputFromValues(values, RECIPE, GLOBALS);
    expect(input.equipmentUsages?.map((usage) => usage.equipmentTitleOverride)).toEqual([null, 'Loaf tin']);
  });

  it('open a partial recipe (a parsed import, an older revision) with every list in place', () => {
    const partial = {
      title: 'Churros',
      ingredientUsageGroups: [
        { title: '', ingredientUsages: [{ quantityMin: 1, ingredientTitleOverride: 'sugar' }] },
      ],
      instructionGroups: [{ title: '', instructions: [{ content: paragraph('Fry.') }] }],
    } as unknown as ManagedRecipe;
    const values = editorValues(partial, GLOBALS);
    expect(values.instructionGroups[0]!.instructions[0]).toMatchObject({ imageIds: [], videoId: null });
    expect(values).toMatchObject({
      equipmentIds: [],
      equipmentDetails: [],
      contributorIds: [],
      videoId: null,
    });
    expect(() => recipeInputFromValues(values, null, GLOBALS)).not.toThrow();
  });
});

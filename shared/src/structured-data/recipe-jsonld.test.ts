import { describe, expect, it } from 'vitest';
import { publicRecipeFixture } from '../test-support/recipe-fixture.ts';
import { cup, fahrenheit } from '../test-support/unit-fixtures.ts';
import type { RichText } from '../rich-text/rich-text-schema.ts';
import type { PublicImage } from '../schemas/image.ts';
import type {
  PublicIngredientUsage,
  PublicInstruction,
  PublicInstructionGroup,
  PublicRecipe,
} from '../schemas/recipe-public.ts';
import type { TaxonomyTerm } from '../schemas/taxonomy.ts';
import type { PublicUnit } from '../schemas/unit.ts';
import { recipeJsonLd, type RecipeJsonLdInput } from './recipe-jsonld.ts';

const ORIGIN = 'https://family-table.example.com';
const PAGE_URL = `${ORIGIN}/recipes/lemon-drizzle-cake`;

let idCounter = 0;
function uuid(): string {
  idCounter += 1;
  return `00000000-0000-4000-8000-${String(idCounter).padStart(12, '0')}`;
}

function text(value: string): RichText {
  return [{ type: 'paragraph', children: [{ text: value }] }];
}

function image(width: number): PublicImage {
  const id = uuid();
  return {
    id,
    key: `${id}.jpg`,
    url: `https://files.example.com/${id}.jpg`,
    width,
    height: width,
    lqip: null,
    alt: '',
  };
}

function term(title: string): TaxonomyTerm {
  return { id: uuid(), slug: title.toLowerCase(), title, recipeCount: 1 };
}

function ingredient(
  title: string,
  quantityMin: number | null,
  unit: PublicUnit | null,
): PublicIngredientUsage {
  return {
    id: uuid(),
    quantityMin,
    quantityMax: null,
    unit,
    ingredient: null,
    preparation: null,
    ingredientTitleOverride: title,
    link: null,
    note: null,
  };
}

function instruction(content: RichText | null): PublicInstruction {
  return { id: uuid(), content, timerMinutes: null, note: null, video: null, images: [] };
}

function group(title: string, ...contents: (RichText | null)[]): PublicInstructionGroup {
  return { id: uuid(), title, note: null, instructions: contents.map(instruction) };
}

function recipe(overrides: Partial<PublicRecipe> = {}): PublicRecipe {
  return publicRecipeFixture({ id: uuid(), description: text('A sharp, sticky cake.'), ...overrides });
}

function jsonLd(overrides: Partial<PublicRecipe> = {}) {
  const input: RecipeJsonLdInput = {
    recipe: recipe(overrides),
    site: { title: 'The Family Table', owner: { displayName: 'Sam Baker' } },
    units: [cup, fahrenheit],
    pageUrl: PAGE_URL,
    origin: ORIGIN,
  };
  // Read the result as plain JSON, the way a search engine sees it.
  return JSON.parse(JSON.stringify(recipeJsonLd(input))) as Record<string, unknown>;
}

describe('recipeJsonLd', () => {
  it('describes the recipe, its author and its publisher', () => {
    expect(jsonLd()).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Recipe',
      name: 'Lemon drizzle cake',
      url: PAGE_URL,
      author: { '@type': 'Person', name: 'Sam Baker' },
      publisher: { '@type': 'Organization', name: 'The Family Table' },
      datePublished: '2026-03-05',
      description: 'A sharp, sticky cake.',
    });
  });

  it('leaves out the date and description when there are none', () => {
    const data = jsonLd({ publishedAt: null, description: null });
    expect(data).not.toHaveProperty('datePublished');
    expect(data).not.toHaveProperty('description');
  });

  it('lists the main image cropped to 1:1, 4:3 and 16:9 as absolute URLs', () => {
    const main = image(3000);
    const other = image(800);
    expect(jsonLd({ images: [main, other] }).image).toEqual([
      `${ORIGIN}/_img/${main.id}-1x1.webp`,
      `${ORIGIN}/_img/${main.id}-4x3.webp`,
      `${ORIGIN}/_img/${main.id}-16x9.webp`,
    ]);
    expect(jsonLd({ images: [] }).image).toEqual([]);
  });

  it('lists schema.org diets the recipe suits and skips the others', () => {
    const data = jsonLd({ diets: [term('Vegan'), term('Gluten-Free'), term('Paleo-ish')] });
    expect(data.suitableForDiet).toEqual([
      'https://schema.org/VeganDiet',
      'https://schema.org/GlutenFreeDiet',
    ]);
    expect(jsonLd()).not.toHaveProperty('suitableForDiet');
  });

  it('describes the YouTube video of a published recipe', () => {
    const data = jsonLd({ youtubeVideoId: 'dQw4w9WgXcQ', publishedAt: '2026-03-05T14:00:00.000Z' });
    expect(data.video).toMatchObject({
      '@type': 'VideoObject',
      thumbnailUrl: 'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
      uploadDate: '2026-03-05T14:00:00.000Z',
    });
  });

  it('writes one line per ingredient and skips empty usages', () => {
    const data = jsonLd({
      ingredientUsageGroups: [
        {
          id: uuid(),
          title: '',
          note: null,
          ingredientUsages: [
            ingredient('flour', 2, cup),
            ingredient('', null, null),
            ingredient('eggs', 3, null),
          ],
        },
        { id: uuid(), title: 'Drizzle', note: null, ingredientUsages: [ingredient('icing sugar', 0.5, cup)] },
      ],
    });
    expect(data.recipeIngredient).toEqual(['2 cups flour', '3 eggs', '½ cup icing sugar']);
  });

  it('lists the steps of a single group as HowToSteps with numbered step anchors', () => {
    const data = jsonLd({
      instructionGroups: [group('', text('Cream the butter. Then add sugar.'), text('Bake.'))],
    });
    expect(data.recipeInstructions).toEqual([
      {
        '@type': 'HowToStep',
        text: 'Cream the butter. Then add sugar.',
        url: `${PAGE_URL}#step-1`,
        name: 'Cream the butter.',
      },
      { '@type': 'HowToStep', text: 'Bake.', url: `${PAGE_URL}#step-2`, name: 'Bake.' },
    ]);
  });

  it('resolves measurements in step text', () => {
    const data = jsonLd({
      instructionGroups: [
        group('', [
          {
            type: 'paragraph',
            children: [
              { text: 'Heat the oven to ' },
              { type: 'measurement', quantity: 350, unitId: fahrenheit.id },
            ],
          },
        ]),
      ],
    });
    expect(data.recipeInstructions).toEqual([expect.objectContaining({ text: 'Heat the oven to 350°F' })]);
  });

  it('skips steps without text', () => {
    const data = jsonLd({ instructionGroups: [group('', text('Mix.'), null, text('  '), text('Bake.'))] });
    expect(data.recipeInstructions).toEqual([
      expect.objectContaining({ text: 'Mix.', url: `${PAGE_URL}#step-1` }),
      expect.objectContaining({ text: 'Bake.', url: `${PAGE_URL}#step-2` }),
    ]);
  });

  it('groups several instruction groups into named sections with step numbers running on', () => {
    const data = jsonLd({
      instructionGroups: [
        group('', text('Make the sponge.')),
        group('', text('Make the drizzle.')),
        group('', text('Assemble.')),
        group('  Decorate  ', text('Add zest.')),
      ],
    });
    expect(data.recipeInstructions).toEqual([
      {
        '@type': 'HowToSection',
        name: 'Section 1',
        itemListElement: [expect.objectContaining({ text: 'Make the sponge.', url: `${PAGE_URL}#step-1` })],
      },
      {
        '@type': 'HowToSection',
        name: 'Main',
        itemListElement: [expect.objectContaining({ text: 'Make the drizzle.', url: `${PAGE_URL}#step-2` })],
      },
      {
        '@type': 'HowToSection',
        name: 'Section 3',
        itemListElement: [expect.objectContaining({ text: 'Assemble.', url: `${PAGE_URL}#step-3` })],
      },
      {
        '@type': 'HowToSection',
        name: 'Decorate',
        itemListElement: [expect.objectContaining({ text: 'Add zest.', url: `${PAGE_URL}#step-4` })],
      },
    ]);
  });

  it('drops sections without steps', () => {
    const data = jsonLd({ instructionGroups: [group('Sponge', text('Mix.')), group('Empty', text(' '))] });
    expect(data.recipeInstructions).toEqual([
      {
        '@type': 'HowToSection',
        name: 'Sponge',
        itemListElement: [expect.objectContaining({ text: 'Mix.' })],
      },
    ]);
  });

  it('gives prep, cook and total time when both prep and cook exist', () => {
    const data = jsonLd({
      prepTimeMinutes: 20,
      cookTimeMinutes: 45,
      customTimeMinutes: 60,
      customTimeLabel: 'Cool',
    });
    expect(data).toMatchObject({ prepTime: 'PT20M', cookTime: 'PT45M', totalTime: 'PT125M' });
  });

  it('gives no total time when only prep or only cook exists', () => {
    const prepOnly = jsonLd({ prepTimeMinutes: 20 });
    expect(prepOnly.prepTime).toBe('PT20M');
    expect(prepOnly).not.toHaveProperty('cookTime');
    expect(prepOnly).not.toHaveProperty('totalTime');
    const cookOnly = jsonLd({ cookTimeMinutes: 30, customTimeMinutes: 10 });
    expect(cookOnly.cookTime).toBe('PT30M');
    expect(cookOnly).not.toHaveProperty('totalTime');
  });

  it('gives the yield as a number and a description', () => {
    expect(jsonLd({ yieldServings: 8 }).recipeYield).toEqual(['8', '8 servings']);
    expect(jsonLd({ yieldServings: 12, servingDescription: 'slice' }).recipeYield).toEqual([
      '12',
      '12 slices',
    ]);
    expect(jsonLd({ yieldServings: 1, servingDescription: 'loaf' }).recipeYield).toEqual(['1', 'one loaf']);
    expect(jsonLd()).not.toHaveProperty('recipeYield');
  });

  it('lists categories and cuisines', () => {
    const data = jsonLd({ categories: [term('Cake'), term('Dessert')], cuisines: [term('British')] });
    expect(data).toMatchObject({ recipeCategory: 'Cake, Dessert', recipeCuisine: 'British' });
  });

  it('drops keywords that equal a category or cuisine title, ignoring case', () => {
    const data = jsonLd({
      keywords: ['dessert', 'lemon', 'BRITISH', 'teatime'],
      categories: [term('Dessert')],
      cuisines: [term('British')],
    });
    expect(data.keywords).toBe('lemon, teatime');
  });

  it('leaves out keywords when all of them duplicate taxonomy titles', () => {
    expect(jsonLd({ keywords: ['Cake'], categories: [term('Cake')] })).not.toHaveProperty('keywords');
  });

  it('marks a locked recipe as not free and leaves out its ingredients and instructions', () => {
    const data = jsonLd({
      isLocked: true,
      privacySetting: 'subscribers_only',
      prepTimeMinutes: 10,
      ingredientUsageGroups: [
        { id: uuid(), title: '', note: null, ingredientUsages: [ingredient('secret spice', 1, cup)] },
      ],
      instructionGroups: [group('', text('Secret step.'))],
    });
    expect(data.isAccessibleForFree).toBe(false);
    expect(data.hasPart).toEqual({
      '@type': 'WebPageElement',
      isAccessibleForFree: false,
      cssSelector: '.recipe-locked-content',
    });
    expect(data).not.toHaveProperty('recipeIngredient');
    expect(data).not.toHaveProperty('recipeInstructions');
    expect(JSON.stringify(data)).not.toContain('Secret');
    expect(JSON.stringify(data)).not.toContain('secret spice');
    expect(data.prepTime).toBe('PT10M');
  });

  it('does not mark an unlocked recipe as not free', () => {
    const data = jsonLd();
    expect(data).not.toHaveProperty('isAccessibleForFree');
    expect(data.recipeIngredient).toEqual([]);
    expect(data.recipeInstructions).toEqual([]);
  });
});

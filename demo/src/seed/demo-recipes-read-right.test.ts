import { parseQuantity } from '@larder/shared/format/quantity';
import { ingredientParts } from '@larder/shared/recipe/ingredient-line';
import type { RecipeView } from '@larder/shared/recipe/recipe-view';
import { SERVING_MULTIPLIERS } from '@larder/shared/recipe/scale';
import { stepTextResolver } from '@larder/shared/recipe/step-text';
import { richTextToPlainText } from '@larder/shared/rich-text/plain-text';
import type { RichText } from '@larder/shared/rich-text/rich-text-schema';
import type { PublicIngredientUsage, PublicIngredientUsageGroup } from '@larder/shared/schemas/recipe-public';
import type { PublicIngredient, PublicUnit } from '@larder/shared/schemas/unit';
import { UNIT_CATALOGUE } from '@larder/shared/units/unit-catalogue';
import { describe, expect, it } from 'vitest';
import { kitchen as crumbAndCrust } from './content/crumb-and-crust.ts';
import { kitchen as emberAndSalt } from './content/ember-and-salt.ts';
import { kitchen as familyTable } from './content/family-table.ts';
import { sharedIngredients } from './content/ingredients.ts';
import { parseRichText, type InlineMarkupContext } from './inline-markup.ts';
import type { SeedKitchen, SeedRecipe } from './seed-types.ts';

// The demo content read the way a kitchen page reads it, without a database: ids are made up.
const kitchens: SeedKitchen[] = [familyTable, crumbAndCrust, emberAndSalt];
const units: PublicUnit[] = UNIT_CATALOGUE.map((unit) => ({
  id: `unit:${unit.title}`,
  title: unit.title,
  pluralTitle: unit.pluralTitle,
  slug: unit.title.replace(/ /g, '-'),
  abbreviation: unit.abbreviation,
}));
const ingredients = new Map<string, PublicIngredient>();
for (const ingredient of [...sharedIngredients, ...kitchens.flatMap((kitchen) => kitchen.ingredients)])
  if (!ingredients.has(ingredient.title))
    ingredients.set(ingredient.title, {
      id: `ingredient:${ingredient.title}`,
      title: ingredient.title,
      pluralTitle: ingredient.pluralTitle ?? null,
      gramsPerLiter: ingredient.gramsPerLiter ?? null,
      defaultMetricMeasurementMethod: ingredient.defaultMetricMeasurementMethod ?? null,
      defaultImperialMeasurementMethod: ingredient.defaultImperialMeasurementMethod ?? null,
    });

const markup: InlineMarkupContext = { unitId: (title) => `unit:${title}`, usageId: (ref) => `usage:${ref}` };

function usageGroups(recipe: SeedRecipe): PublicIngredientUsageGroup[] {
  return recipe.ingredientGroups.map((group, groupIndex) => ({
    id: `group:${groupIndex}`,
    title: group.title,
    note: group.note ?? null,
    ingredientUsages: group.items.map((item, index): PublicIngredientUsage => ({
      id: item.ref ? `usage:${item.ref}` : `usage:${groupIndex}-${index}`,
      quantityMin: item.quantity ?? null,
      quantityMax: item.quantityMax ?? null,
      unit: units.find((unit) => unit.title === item.unit) ?? null,
      ingredient: ingredients.get(item.ingredient) ?? null,
      preparation: parseRichText(item.preparation, markup),
      ingredientTitleOverride: item.titleOverride ?? null,
      link: item.link ?? null,
      note: item.note ?? null,
    })),
  }));
}

/** Every rich text of a recipe that a reader sees with its references resolved. */
function richTexts(recipe: SeedRecipe): { where: string; content: RichText | null }[] {
  return [
    { where: 'note', content: parseRichText(recipe.note, markup) },
    {
      where: 'story',
      content: parseRichText(`${recipe.storyExcerpt ?? ''}\n\n${recipe.storyMore ?? ''}`, markup),
    },
    ...recipe.instructionGroups.flatMap((group) =>
      group.steps.map((step, index) => ({
        where: `${group.title || 'steps'} ${index + 1}`,
        content: parseRichText(step.text, markup),
      })),
    ),
  ];
}

const recipes = kitchens.flatMap((kitchen) =>
  kitchen.recipes.map((recipe) => ({ name: `${kitchen.slug}/${recipe.slug}`, recipe })),
);
const views: RecipeView[] = SERVING_MULTIPLIERS.flatMap((multiplier) =>
  (['imperial', 'metric'] as const).map((measurementSystem) => ({
    multiplier,
    measurementSystem,
    temperatureSystem: measurementSystem === 'metric' ? ('celsius' as const) : ('fahrenheit' as const),
  })),
);

const AMOUNT = '[\\d⅛¼⅓½⅔¾]';
const MEASURE_WORDS = [
  ...UNIT_CATALOGUE.flatMap((unit) => [unit.title, unit.pluralTitle]),
  'spoonful',
  'handful',
  'splash',
  'dash',
  'drizzle',
];
/**
 * Text that already states an amount of what follows: "1 tablespoon of ", "a big pinch of the ",
 * "a few flakes of ", "2 ".
 */
const AMOUNT_BEFORE = new RegExp(
  `(?:${[
    `${AMOUNT}+(?:\\s+\\p{L}+){0,2}\\s+of\\s+(?:the\\s+)?`,
    `\\b(?:a|an|one)\\s+(?:\\p{L}+\\s+)?(?:${MEASURE_WORDS.join('|')})\\s+of\\s+(?:the\\s+)?`,
    `\\ba\\s+(?:few|little|couple)\\s+(?:\\p{L}+\\s+)?of\\s+(?:the\\s+)?`,
    `${AMOUNT}\\s*`,
  ].join('|')})$`,
  'iu',
);

describe('the demo recipes, in every view', () => {
  it('state each referenced ingredient amount once: no "<amount> of <amount> <ingredient>" in any text', () => {
    const twice: string[] = [];
    for (const { name, recipe } of recipes) {
      const groups = usageGroups(recipe);
      for (const view of views) {
        const resolve = stepTextResolver({ ingredientUsageGroups: groups }, units, view);
        const marked = {
          ...resolve,
          ingredientReference: (node: Parameters<NonNullable<typeof resolve.ingredientReference>>[0]) =>
            `⟦${resolve.ingredientReference?.(node) ?? ''}⟧`,
        };
        for (const { where, content } of richTexts(recipe)) {
          const text = richTextToPlainText(content, marked);
          for (const match of text.matchAll(/⟦([^⟧]*)⟧/g)) {
            const before = text.slice(0, match.index).split('⟧').at(-1) ?? '';
            if (new RegExp(`^${AMOUNT}`, 'u').test(match[1]!) && AMOUNT_BEFORE.test(before))
              twice.push(
                `${name} (${where}, ${view.multiplier}× ${view.measurementSystem}): …${before.slice(-30)}${match[1]}`,
              );
          }
        }
      }
    }
    expect([...new Set(twice)]).toEqual([]);
  });

  it('name counted ingredients in the number of the amount shown', () => {
    const wrong: string[] = [];
    for (const { name, recipe } of recipes)
      for (const view of views)
        for (const usage of usageGroups(recipe).flatMap((group) => group.ingredientUsages)) {
          const { ingredient } = usage;
          if (usage.unit || usage.quantityMin === null || !ingredient?.pluralTitle) continue;
          const parts = ingredientParts(usage, view);
          const upper = parseQuantity(parts.amount.split('–').at(-1)!);
          const pluralWord = ingredient.pluralTitle
            .split(' ')
            .find((word) => !ingredient.title.split(' ').includes(word))!;
          const saysPlural = new RegExp(`(?<![\\p{L}])${pluralWord}(?![\\p{L}])`, 'iu').test(parts.name);
          if (saysPlural !== upper > 1)
            wrong.push(`${name} at ${view.multiplier}×: "${parts.amount} ${parts.name}"`);
        }
    expect([...new Set(wrong)]).toEqual([]);
  });
});

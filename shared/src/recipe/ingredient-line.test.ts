import { describe, expect, it } from 'vitest';
import { cup, fahrenheit, gram } from '../test-support/unit-fixtures.ts';
import type { PublicIngredientUsage } from '../schemas/recipe-public.ts';
import {
  ingredientAmount,
  ingredientLine,
  ingredientParts,
  ingredientPhrase,
  ingredientTitle,
  isEmptyUsage,
} from './ingredient-line.ts';

function usage(overrides: Partial<PublicIngredientUsage> = {}): PublicIngredientUsage {
  return {
    id: '55555555-5555-4555-8555-555555555555',
    quantityMin: null,
    quantityMax: null,
    unit: null,
    ingredient: {
      id: '66666666-6666-4666-8666-666666666666',
      title: 'flour',
      pluralTitle: null,
      gramsPerLiter: 528,
      defaultMetricMeasurementMethod: 'weight',
      defaultImperialMeasurementMethod: 'volume',
    },
    preparation: null,
    ingredientTitleOverride: null,
    link: null,
    note: null,
    ...overrides,
  };
}

const egg = {
  id: '77777777-7777-4777-8777-777777777777',
  title: 'egg',
  pluralTitle: null,
  gramsPerLiter: null,
  defaultMetricMeasurementMethod: null,
  defaultImperialMeasurementMethod: null,
};

describe('ingredientTitle', () => {
  it('prefers the title override to the ingredient title', () => {
    expect(ingredientTitle(usage())).toBe('flour');
    expect(ingredientTitle(usage({ ingredientTitleOverride: 'bread flour' }))).toBe('bread flour');
    expect(ingredientTitle(usage({ ingredient: null }))).toBe('');
  });
});

describe('ingredientAmount', () => {
  it('is empty when there is no quantity', () => {
    expect(ingredientAmount(usage({ unit: cup }))).toBe('');
  });

  it('writes a single quantity with its unit', () => {
    expect(ingredientAmount(usage({ quantityMin: 1, unit: cup }))).toBe('1 cup');
    expect(ingredientAmount(usage({ quantityMin: 1.5, unit: cup }))).toBe('1½ cups');
  });

  it('writes a range with an en dash and a unit pluralised by the upper bound', () => {
    expect(ingredientAmount(usage({ quantityMin: 2, quantityMax: 3, unit: cup }))).toBe('2–3 cups');
    expect(ingredientAmount(usage({ quantityMin: 0.5, quantityMax: 1, unit: cup }))).toBe('½–1 cup');
    expect(ingredientAmount(usage({ quantityMin: 2, quantityMax: 3 }))).toBe('2–3');
  });

  it('writes a single quantity when both ends of the range are equal, or read the same once scaled', () => {
    expect(ingredientAmount(usage({ quantityMin: 2, quantityMax: 2, unit: cup }))).toBe('2 cups');
    expect(ingredientAmount(usage({ quantityMin: 1, quantityMax: 1.05, unit: cup }))).toBe('1 cup');
  });

  it('writes a range across kilograms and grams with both units', () => {
    expect(
      ingredientAmount(usage({ quantityMin: 800, quantityMax: 1200, unit: gram }), {
        measurementSystem: 'metric',
      }),
    ).toBe('800 grams–1¼ kilograms');
  });

  it('writes a temperature range with the degree sign once', () => {
    expect(ingredientAmount(usage({ quantityMin: 350, quantityMax: 375, unit: fahrenheit }))).toBe(
      '350–375°F',
    );
  });

  it('scales both ends by the multiplier', () => {
    expect(ingredientAmount(usage({ quantityMin: 1, unit: cup }), { multiplier: 2 })).toBe('2 cups');
    expect(ingredientAmount(usage({ quantityMin: 2, quantityMax: 3, unit: cup }), { multiplier: 0.5 })).toBe(
      '1–1½ cups',
    );
    expect(
      ingredientAmount(usage({ quantityMin: 150, unit: gram }), {
        multiplier: 1.5,
        measurementSystem: 'metric',
      }),
    ).toBe('225 grams');
  });
});

describe('ingredientLine', () => {
  it('joins amount, title and preparation', () => {
    const line = ingredientLine(
      usage({
        quantityMin: 2,
        unit: cup,
        preparation: [{ type: 'paragraph', children: [{ text: 'sifted' }] }],
      }),
    );
    expect(line).toBe('2 cups flour, sifted');
  });

  it('writes only the title when there is no quantity', () => {
    expect(ingredientLine(usage({ ingredientTitleOverride: 'salt, to taste' }))).toBe('salt, to taste');
  });

  it('writes a unit-less count before the title', () => {
    expect(ingredientLine(usage({ quantityMin: 3, ingredientTitleOverride: 'eggs' }))).toBe('3 eggs');
  });

  it('names a counted ingredient in the number of the scaled amount', () => {
    const eggs = usage({
      quantityMin: 2,
      ingredient: { ...egg, pluralTitle: 'eggs' },
      ingredientTitleOverride: 'large eggs',
    });
    expect(ingredientLine(eggs, { multiplier: 0.5 })).toBe('1 large egg');
    expect(ingredientLine(eggs)).toBe('2 large eggs');
    const onion = usage({ quantityMin: 1, ingredient: { ...egg, title: 'yellow onion' } });
    expect(ingredientLine(onion, { multiplier: 2 })).toBe('2 yellow onions');
    expect(ingredientLine(onion, { multiplier: 0.5 })).toBe('½ yellow onion');
  });

  it('decides the number of a counted range on its upper end', () => {
    const cloves = usage({
      quantityMin: 1,
      quantityMax: 2,
      ingredient: { ...egg, title: 'clove of garlic' },
    });
    expect(ingredientLine(cloves)).toBe('1–2 cloves of garlic');
    expect(ingredientLine({ ...cloves, quantityMax: null })).toBe('1 clove of garlic');
  });

  it('keeps the name of an ingredient measured in a unit as written', () => {
    expect(
      ingredientLine(usage({ quantityMin: 2, unit: cup, ingredient: { ...egg, title: 'blueberries' } })),
    ).toBe('2 cups blueberries');
  });

  it('scales the line with the multiplier', () => {
    expect(ingredientLine(usage({ quantityMin: 0.75, unit: cup }), { multiplier: 2 })).toBe('1½ cups flour');
  });

  it('ignores a blank preparation', () => {
    expect(
      ingredientLine(
        usage({ quantityMin: 1, unit: cup, preparation: [{ type: 'paragraph', children: [{ text: ' ' }] }] }),
      ),
    ).toBe('1 cup flour');
  });
});

describe('ingredientParts and ingredientPhrase', () => {
  it('give the amount and the agreeing name apart, and together as a reference reads', () => {
    const bayLeaves = usage({ quantityMin: 1, ingredient: { ...egg, title: 'bay leaf' } });
    expect(ingredientParts(bayLeaves, { multiplier: 3 })).toEqual({ amount: '3', name: 'bay leaves' });
    expect(ingredientPhrase(bayLeaves, { multiplier: 3 })).toBe('3 bay leaves');
    expect(ingredientPhrase(usage({ ingredientTitleOverride: 'salt, to taste' }))).toBe('salt, to taste');
  });
});

describe('isEmptyUsage', () => {
  it('is true only without a title and without a quantity', () => {
    expect(isEmptyUsage(usage({ ingredient: null }))).toBe(true);
    expect(isEmptyUsage(usage({ ingredient: null, ingredientTitleOverride: '  ' }))).toBe(true);
    expect(isEmptyUsage(usage({ ingredient: null, quantityMin: 2 }))).toBe(false);
    expect(isEmptyUsage(usage())).toBe(false);
  });
});

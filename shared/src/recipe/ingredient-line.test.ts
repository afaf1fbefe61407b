import { describe, expect, it } from 'vitest';
import { celsius, cup, fahrenheit, gram } from '../test-support/unit-fixtures.ts';
import type { PublicIngredientUsage } from '../schemas/recipe-public.ts';
import {
  formatMeasurement,
  ingredientAmount,
  ingredientLine,
  ingredientTitle,
  isEmptyUsage,
  unitLabel,
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

describe('unitLabel', () => {
  it('decides singular or plural on the quantity as displayed', () => {
    expect(unitLabel(cup, 1.02)).toBe('cup');
    expect(unitLabel(cup, 1.1)).toBe('cups');
  });

  it('uses the singular title up to 1 and the plural title above 1', () => {
    expect(unitLabel(cup, 0.5)).toBe('cup');
    expect(unitLabel(cup, 1)).toBe('cup');
    expect(unitLabel(cup, 1.5)).toBe('cups');
    expect(unitLabel(gram, 250)).toBe('grams');
  });

  it('uses the degree abbreviation for temperatures whatever the quantity', () => {
    expect(unitLabel(fahrenheit, 350)).toBe('°F');
    expect(unitLabel(celsius, 1)).toBe('°C');
  });

  it('falls back to the title of a temperature unit without abbreviation', () => {
    expect(unitLabel({ ...celsius, abbreviation: null }, 180)).toBe('celsius');
  });
});

describe('formatMeasurement', () => {
  it('writes temperatures with the degree sign attached', () => {
    expect(formatMeasurement(350, fahrenheit)).toBe('350°F');
    expect(formatMeasurement(180, celsius, { temperatureSystem: 'celsius' })).toBe('180°C');
  });

  it('writes other units after a space, as fractions or decimals', () => {
    expect(formatMeasurement(1.5, cup)).toBe('1 ½ cups');
    expect(formatMeasurement(0.25, cup)).toBe('¼ cup');
    expect(formatMeasurement(125.4, gram, { measurementSystem: 'metric' })).toBe('125 grams');
  });

  it('writes a bare quantity when the unit is unknown', () => {
    expect(formatMeasurement(2.5, undefined)).toBe('2 ½');
  });
});

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
    expect(ingredientAmount(usage({ quantityMin: 1.5, unit: cup }))).toBe('1 ½ cups');
  });

  it('writes a range with an en dash and a unit pluralised by the upper bound', () => {
    expect(ingredientAmount(usage({ quantityMin: 2, quantityMax: 3, unit: cup }))).toBe('2–3 cups');
    expect(ingredientAmount(usage({ quantityMin: 0.5, quantityMax: 1, unit: cup }))).toBe('½–1 cup');
    expect(ingredientAmount(usage({ quantityMin: 2, quantityMax: 3 }))).toBe('2–3');
  });

  it('writes a single quantity when both ends of the range are equal', () => {
    expect(ingredientAmount(usage({ quantityMin: 2, quantityMax: 2, unit: cup }))).toBe('2 cups');
  });

  it('scales both ends by the multiplier', () => {
    expect(ingredientAmount(usage({ quantityMin: 1, unit: cup }), { multiplier: 2 })).toBe('2 cups');
    expect(ingredientAmount(usage({ quantityMin: 2, quantityMax: 3, unit: cup }), { multiplier: 0.5 })).toBe(
      '1–1 ½ cups',
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

  it('scales the line with the multiplier', () => {
    expect(ingredientLine(usage({ quantityMin: 0.75, unit: cup }), { multiplier: 2 })).toBe('1 ½ cups flour');
  });

  it('ignores a blank preparation', () => {
    expect(
      ingredientLine(
        usage({ quantityMin: 1, unit: cup, preparation: [{ type: 'paragraph', children: [{ text: ' ' }] }] }),
      ),
    ).toBe('1 cup flour');
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

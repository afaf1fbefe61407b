import { describe, expect, it } from 'vitest';
import { convertAmount, type ConvertibleIngredient } from './convert-units.ts';

const flour: ConvertibleIngredient = {
  gramsPerLiter: 528,
  defaultMetricMeasurementMethod: 'weight',
  defaultImperialMeasurementMethod: 'volume',
};
const water: ConvertibleIngredient = {
  gramsPerLiter: 1000,
  defaultMetricMeasurementMethod: 'volume',
  defaultImperialMeasurementMethod: 'volume',
};
const butter: ConvertibleIngredient = {
  gramsPerLiter: 959,
  defaultMetricMeasurementMethod: 'weight',
  defaultImperialMeasurementMethod: 'volume',
};
const chicken: ConvertibleIngredient = {
  gramsPerLiter: null,
  defaultMetricMeasurementMethod: 'weight',
  defaultImperialMeasurementMethod: 'weight',
};
const tomatoes: ConvertibleIngredient = {
  gramsPerLiter: 1030,
  defaultMetricMeasurementMethod: 'weight',
  defaultImperialMeasurementMethod: 'volume',
};

const metric = (quantity: number, unitTitle: string, ingredient: ConvertibleIngredient | null = null) =>
  convertAmount({ quantity, unitTitle }, ingredient, 'metric');
const imperial = (quantity: number, unitTitle: string, ingredient: ConvertibleIngredient | null = null) =>
  convertAmount({ quantity, unitTitle }, ingredient, 'imperial');

describe('converting to metric (spec §9 factors)', () => {
  it('turns a cup of water into 236.588 milliliters', () => {
    expect(metric(1, 'cup', water)).toEqual({ quantity: 236.588, unitTitle: 'milliliter' });
  });

  it('weighs cups of flour through its density: 2 cups → 250 grams', () => {
    expect(metric(2, 'cup', flour).unitTitle).toBe('gram');
    expect(metric(2, 'cup', flour).quantity).toBeCloseTo(249.837, 3);
  });

  it('uses 28.3495 g an ounce and 453.592 g a pound', () => {
    expect(metric(1, 'ounce')).toEqual({ quantity: 28.3495, unitTitle: 'gram' });
    expect(metric(0.5, 'ounce').quantity).toBeCloseTo(14.17475);
    expect(metric(1, 'pound')).toEqual({ quantity: 453.592, unitTitle: 'gram' });
  });

  it('uses 29.574 ml a fluid ounce, 946.353 ml a quart and 3785.41 ml a gallon', () => {
    expect(metric(0.5, 'fluid ounce').quantity).toBeCloseTo(14.787);
    expect(metric(1, 'quart')).toEqual({ quantity: 946.353, unitTitle: 'milliliter' });
    expect(metric(1, 'gallon')).toEqual({ quantity: 3785.41, unitTitle: 'milliliter' });
  });

  it('leaves the switch to kilograms and liters, and all rounding, to the display', () => {
    expect(metric(2.5, 'pound', chicken)).toEqual({ quantity: 1133.98, unitTitle: 'gram' });
    expect(metric(28, 'ounce', tomatoes).quantity).toBeCloseTo(793.786);
  });

  it('keeps a volume as a volume when the ingredient has no density', () => {
    expect(metric(1, 'cup', { ...flour, gramsPerLiter: null })).toEqual({
      quantity: 236.588,
      unitTitle: 'milliliter',
    });
  });

  it('leaves metric amounts, spoons and pinches as they are', () => {
    expect(metric(200, 'gram', flour)).toEqual({ quantity: 200, unitTitle: 'gram' });
    expect(metric(2, 'teaspoon', flour)).toEqual({ quantity: 2, unitTitle: 'teaspoon' });
    expect(metric(1, 'pinch')).toEqual({ quantity: 1, unitTitle: 'pinch' });
  });
});

describe('converting to US measures (spec §9)', () => {
  it('shows grams as ounces under 453.592 g and as pounds from there', () => {
    expect(imperial(200, 'gram', chicken).unitTitle).toBe('ounce');
    expect(imperial(200, 'gram', chicken).quantity).toBeCloseTo(7.0548);
    expect(imperial(453.592, 'gram', chicken)).toEqual({ quantity: 1, unitTitle: 'pound' });
    expect(imperial(500, 'gram', chicken).quantity).toBeCloseTo(1.1023);
  });

  it('multiplies kilograms by 2.2046 to get pounds', () => {
    expect(imperial(2, 'kilogram', chicken).quantity).toBeCloseTo(4.4092);
    expect(imperial(2, 'kilogram', chicken).unitTitle).toBe('pound');
  });

  it('turns milliliters and liters into cups', () => {
    expect(imperial(500, 'milliliter', water).quantity).toBeCloseTo(2.1134);
    expect(imperial(1, 'liter', water).quantity).toBeCloseTo(4.2268);
    expect(imperial(1, 'liter', water).unitTitle).toBe('cup');
  });

  it('measures grams of flour or butter in cups through the density', () => {
    expect(imperial(250, 'gram', flour).unitTitle).toBe('cup');
    expect(imperial(250, 'gram', flour).quantity).toBeCloseTo(2.0014, 3);
    expect(imperial(227, 'gram', butter).quantity).toBeCloseTo(1.0005, 3);
  });

  it('writes small volumes as tablespoons or teaspoons instead of slivers of a cup', () => {
    expect(imperial(30, 'milliliter', water).unitTitle).toBe('tablespoon');
    expect(imperial(30, 'milliliter', water).quantity).toBeCloseTo(2.0288);
    expect(imperial(10, 'milliliter', water).unitTitle).toBe('teaspoon');
    expect(imperial(10, 'milliliter', water).quantity).toBeCloseTo(2.0288);
  });

  it('converts large amounts exactly, for the display to round', () => {
    expect(imperial(15, 'kilogram', chicken).quantity).toBeCloseTo(33.069);
    expect(imperial(8, 'liter', water).quantity).toBeCloseTo(33.814, 3);
  });

  it('leaves US amounts as they are', () => {
    expect(imperial(2, 'cup', flour)).toEqual({ quantity: 2, unitTitle: 'cup' });
    expect(imperial(12, 'ounce', chicken)).toEqual({ quantity: 12, unitTitle: 'ounce' });
  });
});

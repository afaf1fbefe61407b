import fc from 'fast-check';
import { propertyRuns } from '../test-support/property-runs.ts';
import { describe, expect, it } from 'vitest';
import { DISPLAY_FRACTIONS, parseQuantity } from '../format/quantity.ts';
import type { MeasurementSystem } from '../schemas/common.ts';
import type { ConvertibleIngredient } from '../units/convert-units.ts';
import { UNIT_CATALOGUE, unitNames, type UnitNames } from '../units/unit-catalogue.ts';
import { G_PER, ML_PER, POUNDS_PER_KILOGRAM, isTemperatureUnit } from '../units/unit-factors.ts';
import { recipeView } from './recipe-view.ts';
import { SERVING_MULTIPLIERS } from './scale.ts';
import { formatMeasurement, viewAmount } from './view-amount.ts';

const water: ConvertibleIngredient = {
  gramsPerLiter: 1000,
  defaultMetricMeasurementMethod: 'volume',
  defaultImperialMeasurementMethod: 'volume',
};
const flour: ConvertibleIngredient = {
  gramsPerLiter: 528,
  defaultMetricMeasurementMethod: 'weight',
  defaultImperialMeasurementMethod: 'volume',
};
const chicken: ConvertibleIngredient = {
  gramsPerLiter: null,
  defaultMetricMeasurementMethod: 'weight',
  defaultImperialMeasurementMethod: 'weight',
};

const unit = (title: string): UnitNames => unitNames(title)!;
const show = (
  quantity: number,
  unitTitle: string,
  ingredient: ConvertibleIngredient | null,
  multiplier: number,
  measurementSystem: MeasurementSystem,
) => viewAmount(quantity, unit(unitTitle), ingredient, recipeView({ multiplier, measurementSystem })).text;

describe('the quantities of issue 9, as a reader sees them', () => {
  it.each([
    ['1 gallon of water in Metric', '3¾ liters', 1, 'gallon', water, 1, 'metric'],
    ['1 gallon of water in Metric at ½×', '2 liters', 1, 'gallon', water, 0.5, 'metric'],
    ['1.5 kg at ½×', '750 grams', 1.5, 'kilogram', chicken, 0.5, 'metric'],
    ['500 ml × 2.5', '1¼ liters', 500, 'milliliter', water, 2.5, 'metric'],
    ['500 ml at 2×', '1 liter', 500, 'milliliter', water, 2, 'metric'],
    ['800 g at 2×', '1⅔ kilograms', 800, 'gram', flour, 2, 'metric'],
    ['½ ounce in grams (under 25: a fraction)', '14⅛ grams', 0.5, 'ounce', chicken, 1, 'metric'],
    ['a cup of water in milliliters (above 25: whole)', '237 milliliters', 1, 'cup', water, 1, 'metric'],
    ['2 cups of flour weighed', '250 grams', 2, 'cup', flour, 1, 'metric'],
    ['2½ pounds of chicken', '1⅛ kilograms', 2.5, 'pound', chicken, 1, 'metric'],
    ['15 kg of chicken in pounds', '33 pounds', 15, 'kilogram', chicken, 1, 'imperial'],
    ['12 g in ounces', '½ ounce', 12, 'gram', chicken, 1, 'imperial'],
    ['30 ml of water in US', '2 tablespoons', 30, 'milliliter', water, 1, 'imperial'],
    ['2 tablespoons at 4×', '8 tablespoons', 2, 'tablespoon', water, 4, 'metric'],
    ['1 pinch at ½×', '½ pinch', 1, 'pinch', null, 0.5, 'imperial'],
  ] as const)('%s reads "%s"', (_, expected, quantity, unitTitle, ingredient, multiplier, system) => {
    expect(show(quantity, unitTitle, ingredient, multiplier, system)).toBe(expected);
  });

  it('converts temperatures but never scales them', () => {
    const fahrenheit = unit('fahrenheit');
    expect(viewAmount(350, fahrenheit, null, recipeView({ multiplier: 4 })).text).toBe('350°F');
    expect(viewAmount(350, fahrenheit, null, recipeView({ temperatureSystem: 'celsius' })).text).toBe(
      '175°C',
    );
  });

  it('scales counted items to readable halves', () => {
    expect(viewAmount(3, undefined, null, recipeView({ multiplier: 0.5 })).text).toBe('1½');
    expect(viewAmount(1, undefined, null, recipeView({ multiplier: 0.5 })).text).toBe('½');
  });
});

describe('formatMeasurement (rich-text measurements, decision 005)', () => {
  it('scales a weight, a volume or a count by default', () => {
    expect(formatMeasurement({ quantity: 1, scales: undefined }, unit('cup'), { multiplier: 2 })).toBe(
      '2 cups',
    );
    expect(
      formatMeasurement({ quantity: 100 }, unit('gram'), { multiplier: 3, measurementSystem: 'metric' }),
    ).toBe('300 grams');
    expect(formatMeasurement({ quantity: 0.5 }, undefined, { multiplier: 3 })).toBe('1½');
  });

  it('keeps a measurement marked as not scaling at its written size', () => {
    expect(formatMeasurement({ quantity: 2, scales: false }, unit('tablespoon'), { multiplier: 4 })).toBe(
      '2 tablespoons',
    );
  });

  it('never scales a temperature, even one marked as scaling', () => {
    expect(formatMeasurement({ quantity: 350, scales: true }, unit('fahrenheit'), { multiplier: 2 })).toBe(
      '350°F',
    );
  });

  it('does not scale a length', () => {
    const inch = { title: 'inch', pluralTitle: 'inches', abbreviation: 'in' };
    expect(formatMeasurement({ quantity: 9 }, inch, { multiplier: 2 })).toBe('9 inches');
  });
});

// Generated: every unit of the catalogue, every serving multiplier, both systems, random amounts.

const FACTOR: Record<string, number> = { ...ML_PER, ...G_PER };
const isWeight = (title: string) => title in G_PER;

/** The exact amount, in the unit shown, by the conversions of spec §9 (no rounding). */
function exactIn(
  shownUnit: string,
  quantity: number,
  from: string,
  ingredient: ConvertibleIngredient | null,
): number {
  if (shownUnit === from) return quantity;
  if (from === 'kilogram' && shownUnit === 'pound') return quantity * POUNDS_PER_KILOGRAM;
  const base = quantity * FACTOR[from]!;
  if (isWeight(from) === isWeight(shownUnit)) return base / FACTOR[shownUnit]!;
  const density = ingredient!.gramsPerLiter!;
  return isWeight(from)
    ? (base * 1000) / density / FACTOR[shownUnit]!
    : (base * density) / 1000 / FACTOR[shownUnit]!;
}

/** How far the nearest value the spec allows is from `exact`. */
function distanceToNearestAllowed(exact: number): number {
  if (exact > 25) return Math.abs(Math.round(exact) - exact);
  const whole = Math.floor(exact);
  const candidates = [whole, ...DISPLAY_FRACTIONS.map(([fraction]) => whole + fraction), whole + 1];
  return Math.min(...candidates.filter((value) => value > 0).map((value) => Math.abs(value - exact)));
}

const METRIC = new Set(['gram', 'kilogram', 'milliliter', 'liter']);
const US = new Set(['ounce', 'pound', 'fluid ounce', 'cup', 'quart', 'gallon']);
const SPOONS = new Set(['teaspoon', 'tablespoon', 'pinch']);

const amounts = fc.record({
  unit: fc.constantFrom(...UNIT_CATALOGUE.filter((entry) => !isTemperatureUnit(entry.title))),
  quantity: fc.double({ min: 0.05, max: 2500, noNaN: true }),
  multiplier: fc.constantFrom(...SERVING_MULTIPLIERS),
  system: fc.constantFrom<MeasurementSystem>('metric', 'imperial'),
  ingredient: fc.constantFrom<ConvertibleIngredient | null>(null, water, flour, chicken),
});

function read(text: string) {
  const [, quantityText, unitText] = /^(\S+) (.+)$/.exec(text) ?? [];
  const names = UNIT_CATALOGUE.find((entry) => entry.title === unitText || entry.pluralTitle === unitText);
  return { value: parseQuantity(quantityText ?? ''), unitText: unitText ?? '', names };
}

describe('every amount, in every view (generated)', () => {
  const runs = propertyRuns(5000);

  it('shows a value no further from the exact amount than the nearest allowed fraction (or whole number above 25)', () => {
    fc.assert(
      fc.property(amounts, ({ unit: from, quantity, multiplier, system, ingredient }) => {
        const { value, names } = read(show(quantity, from.title, ingredient, multiplier, system));
        expect(names).toBeDefined();
        const exact = exactIn(names!.title, quantity * multiplier, from.title, ingredient);
        expect(Math.abs(value - exact)).toBeLessThanOrEqual(distanceToNearestAllowed(exact) + 1e-9);
      }),
      runs,
    );
  });

  it('writes the unit in the plural exactly when the value shown is more than 1', () => {
    fc.assert(
      fc.property(amounts, ({ unit: from, quantity, multiplier, system, ingredient }) => {
        const { value, unitText, names } = read(show(quantity, from.title, ingredient, multiplier, system));
        expect(unitText).toBe(value > 1 ? names!.pluralTitle : names!.title);
      }),
      runs,
    );
  });

  it('shows kilograms and liters exactly when the amount is 1000 g or ml or more as shown', () => {
    fc.assert(
      fc.property(amounts, ({ unit: from, quantity, multiplier, ingredient }) => {
        const { names } = read(show(quantity, from.title, ingredient, multiplier, 'metric'));
        const shownUnit = names!.title;
        if (!METRIC.has(shownUnit)) return;
        const small = shownUnit === 'gram' || shownUnit === 'kilogram' ? 'gram' : 'milliliter';
        const exactSmall = exactIn(small, quantity * multiplier, from.title, ingredient);
        expect(shownUnit === 'kilogram' || shownUnit === 'liter').toBe(exactSmall >= 999.5);
      }),
      runs,
    );
  });

  it('shows only the reader’s system, with spoons and pinches in both', () => {
    fc.assert(
      fc.property(amounts, ({ unit: from, quantity, multiplier, system, ingredient }) => {
        const { names } = read(show(quantity, from.title, ingredient, multiplier, system));
        const allowed = system === 'metric' ? METRIC : US;
        expect(allowed.has(names!.title) || SPOONS.has(names!.title)).toBe(true);
      }),
      runs,
    );
  });

  it('never scales a temperature, and converts it to the nearest 5 degrees', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 550 }),
        fc.constantFrom(...SERVING_MULTIPLIERS),
        (degrees, multiplier) => {
          const fahrenheit = unit('fahrenheit');
          const celsius = viewAmount(
            degrees,
            fahrenheit,
            null,
            recipeView({ multiplier, temperatureSystem: 'celsius' }),
          );
          expect(celsius.value % 5).toBe(0);
          expect(Math.abs(celsius.value - ((degrees - 32) * 5) / 9)).toBeLessThanOrEqual(2.5);
          expect(viewAmount(degrees, fahrenheit, null, recipeView({ multiplier })).text).toBe(`${degrees}°F`);
        },
      ),
      runs,
    );
  });
});

import { describe, expect, it } from 'vitest';
import { amountList, amountsDisagree, readAlternativesAt, readMeasureAt } from './ingredient-amounts.ts';

describe('ingredient amounts', () => {
  it('reads an amount with a joined, hyphenated or spaced unit', () => {
    expect(readMeasureAt('25g sugar', 0)).toMatchObject({ quantityMin: 25, unit: 'gram', end: 3 });
    expect(readMeasureAt('6-inch tortillas', 0)).toMatchObject({ quantityMin: 6, unit: 'inch' });
    expect(readMeasureAt('2 cups flour', 0)).toMatchObject({ quantityMin: 2, unit: 'cup' });
  });

  it('adds "3lb 5oz" up in ounces and "1 cup + 2 tablespoons" in cups', () => {
    expect(readMeasureAt('3lb 5oz', 0)).toMatchObject({ quantityMin: 53, unit: 'ounce' });
    expect(readMeasureAt('1 cup + 2 tablespoons water', 0)).toMatchObject({
      quantityMin: 1.125,
      unit: 'cup',
    });
  });

  it('reads a range with the unit at both ends', () => {
    expect(readMeasureAt('200g-250g', 0)).toMatchObject({ quantityMin: 200, quantityMax: 250, unit: 'gram' });
  });

  it('keeps every further amount after the first: slashes, parentheses, joined ones', () => {
    const text = '25g/1oz (2 tbsp) sugar';
    const read = readAlternativesAt(text, 3);
    expect(read.alternatives).toEqual([
      { quantityMin: 1, quantityMax: null, unit: 'ounce' },
      { quantityMin: 2, quantityMax: null, unit: 'tablespoon' },
    ]);
    expect(text.slice(read.end)).toBe(' sugar');
    expect(readAlternativesAt('200ml7fl oz tub', 5).alternatives).toEqual([
      { quantityMin: 7, quantityMax: null, unit: 'fluid ounce' },
    ]);
  });

  it('reads a parenthetical of amounts, and refuses one with other words', () => {
    expect(amountList('125g or 1/2 cup')).toHaveLength(2);
    expect(amountList('6.3oz | 180g')).toHaveLength(2);
    expect(amountList('about 1 pound')).toEqual([{ quantityMin: 1, quantityMax: null, unit: 'pound' }]);
    expect(amountList('chopped, 16 ounces')).toBeNull();
  });

  it('says when amounts meant as one disagree, and not for rounding or different kinds', () => {
    const grams = { quantityMin: 25, quantityMax: null, unit: 'gram' };
    expect(amountsDisagree(grams, [{ quantityMin: 1, quantityMax: null, unit: 'ounce' }])).toBe(false);
    expect(amountsDisagree(grams, [{ quantityMin: 5, quantityMax: null, unit: 'ounce' }])).toBe(true);
    expect(amountsDisagree(grams, [{ quantityMin: 1, quantityMax: null, unit: 'cup' }])).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { cup } from '../test-support/unit-fixtures.ts';
import { displayAmount, displayCount, unitText } from './display-amount.ts';

const shown = (quantity: number, unitTitle: string) => displayAmount({ quantity, unitTitle }).text;

describe('displayAmount', () => {
  it('reads metric amounts in the nearest of the spec fractions, not decimals', () => {
    expect(shown(3.78541, 'liter')).toBe('3¾ liters');
    expect(shown(0.5, 'kilogram')).toBe('500 grams');
    expect(shown(2.25, 'gram')).toBe('2¼ grams');
  });

  it('reads an amount under 1000 grams in grams, whichever unit it was entered in', () => {
    expect(shown(0.75, 'kilogram')).toBe('750 grams');
    expect(shown(999, 'gram')).toBe('999 grams');
  });

  it('switches to kilograms and liters at 1000 as shown', () => {
    expect(shown(1000, 'gram')).toBe('1 kilogram');
    expect(shown(999.7, 'gram')).toBe('1 kilogram');
    expect(shown(999.4, 'gram')).toBe('999 grams');
    expect(shown(1250, 'milliliter')).toBe('1¼ liters');
    expect(shown(3785.41, 'milliliter')).toBe('3¾ liters');
  });

  it('rounds to whole numbers above 25, in whatever unit is shown', () => {
    expect(shown(25, 'gram')).toBe('25 grams');
    expect(shown(25.6, 'gram')).toBe('26 grams');
    expect(shown(12.6, 'gram')).toBe('12⅔ grams');
    expect(shown(30.4, 'kilogram')).toBe('30 kilograms');
  });

  it('writes the unit in the plural exactly when the value shown is more than 1', () => {
    expect(shown(1.02, 'cup')).toBe('1 cup');
    expect(shown(1.1, 'cup')).toBe('1⅛ cups');
    expect(shown(0.5, 'cup')).toBe('½ cup');
    expect(shown(0.9999, 'liter')).toBe('1 liter');
    expect(shown(2, 'pinch')).toBe('2 pinches');
  });

  it('keeps spoons and pinches in the unit they were written in', () => {
    expect(shown(8, 'tablespoon')).toBe('8 tablespoons');
    expect(shown(4, 'teaspoon')).toBe('4 teaspoons');
    expect(shown(0.5, 'pinch')).toBe('½ pinch');
  });

  it('uses the names of the recipe’s own unit when that unit is shown', () => {
    expect(displayAmount({ quantity: 2, unitTitle: 'cup' }, { ...cup, pluralTitle: 'cupfuls' }).text).toBe(
      '2 cupfuls',
    );
  });

  it('writes temperatures in whole degrees with the degree sign attached', () => {
    expect(shown(350, 'fahrenheit')).toBe('350°F');
    expect(shown(177.4, 'celsius')).toBe('177°C');
  });

  it('reports the value it shows alongside the text', () => {
    expect(displayAmount({ quantity: 1250, unitTitle: 'milliliter' })).toEqual({
      value: 1.25,
      unitTitle: 'liter',
      quantityText: '1¼',
      unitText: 'liters',
      text: '1¼ liters',
    });
  });
});

describe('displayCount', () => {
  it('writes a counted amount with the same fractions and no unit', () => {
    expect(displayCount(1.5)).toMatchObject({ value: 1.5, text: '1½', unitTitle: null, unitText: '' });
  });
});

describe('unitText', () => {
  it('is the degree abbreviation for temperatures, or the title without one', () => {
    expect(unitText({ title: 'celsius', pluralTitle: 'celsius', abbreviation: '°C' }, 180)).toBe('°C');
    expect(unitText({ title: 'celsius', pluralTitle: 'celsius', abbreviation: null }, 180)).toBe('celsius');
  });
});

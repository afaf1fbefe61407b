import { describe, expect, it } from 'vitest';
import { formatDecimal, formatFraction, formatQuantity } from './quantity.ts';

describe('formatFraction', () => {
  it.each([
    [2.25, '2 ¼'],
    [0.333, '⅓'],
    [0.66, '⅔'],
    [1.95, '2'],
    [0.1, '⅛'],
    [0, '0'],
    [1, '1'],
    [0.5, '½'],
    [1.5, '1 ½'],
    [3.75, '3 ¾'],
    [0.125, '⅛'],
    [2.7, '2 ⅔'],
    [4, '4'],
    [0.02, '0'],
  ])('formats %d as %j', (value, expected) => {
    expect(formatFraction(value)).toBe(expected);
  });

  it('formats negative and non-finite values as 0', () => {
    expect(formatFraction(-1)).toBe('0');
    expect(formatFraction(Number.NaN)).toBe('0');
    expect(formatFraction(Number.POSITIVE_INFINITY)).toBe('0');
  });
});

describe('formatDecimal', () => {
  it.each([
    [250, '250'],
    [12.6, '13'],
    [10, '10'],
    [9.96, '10'],
    [2.25, '2.3'],
    [1.04, '1'],
    [0.5, '0.5'],
    [0, '0'],
  ])('formats %d as %j', (value, expected) => {
    expect(formatDecimal(value)).toBe(expected);
  });
});

describe('formatQuantity', () => {
  it('writes metric and temperature units as decimals', () => {
    expect(formatQuantity(2.25, 'gram')).toBe('2.3');
    expect(formatQuantity(1.5, 'liter')).toBe('1.5');
    expect(formatQuantity(177.4, 'celsius')).toBe('177');
  });

  it('writes cups, spoons and unit-less quantities as fractions', () => {
    expect(formatQuantity(2.25, 'cup')).toBe('2 ¼');
    expect(formatQuantity(0.5, 'teaspoon')).toBe('½');
    expect(formatQuantity(1.5, null)).toBe('1 ½');
    expect(formatQuantity(0.75, undefined)).toBe('¾');
  });
});

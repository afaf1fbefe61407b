import fc from 'fast-check';
import { propertyRuns } from '../test-support/property-runs.ts';
import { describe, expect, it } from 'vitest';
import { DISPLAY_FRACTIONS, displayedValue, formatQuantity, parseQuantity } from './quantity.ts';

describe('formatQuantity', () => {
  it.each([
    [2.25, '2¼'],
    [0.333, '⅓'],
    [0.66, '⅔'],
    [1.95, '2'],
    [0.125, '⅛'],
    [0.1, '⅛'],
    [1, '1'],
    [0.5, '½'],
    [1.5, '1½'],
    [3.75, '3¾'],
    [2.7, '2⅔'],
    [4, '4'],
    [3.78541, '3¾'],
    [1.892705, '2'],
    [14.17475, '14⅛'],
    [25, '25'],
    [24.9, '25'],
    [25.4, '25'],
    [25.6, '26'],
    [236.588, '237'],
  ])('writes %d as %j', (value, expected) => {
    expect(formatQuantity(value)).toBe(expected);
  });

  it('writes the fraction straight after the whole number, with no space', () => {
    expect(formatQuantity(1.25)).toBe('1¼');
    expect(formatQuantity(1.25)).not.toContain(' ');
  });

  it('never writes a positive amount as 0: under an eighth reads as ⅛', () => {
    expect(formatQuantity(0.02)).toBe('⅛');
    expect(formatQuantity(0.0001)).toBe('⅛');
  });

  it('writes nothing, negative and non-finite values as 0', () => {
    expect(formatQuantity(0)).toBe('0');
    expect(formatQuantity(-1)).toBe('0');
    expect(formatQuantity(Number.NaN)).toBe('0');
    expect(formatQuantity(Number.POSITIVE_INFINITY)).toBe('0');
  });

  it('rounds to whole numbers only above 25, not from 10 as it once did', () => {
    expect(formatQuantity(12.5)).toBe('12½');
    expect(formatQuantity(20.33)).toBe('20⅓');
    expect(formatQuantity(26.5)).toBe('27');
  });
});

describe('displayedValue (generated)', () => {
  const allowed = (value: number): number[] => {
    if (value > 25) return [Math.floor(value), Math.ceil(value)];
    const whole = Math.floor(value);
    return [whole, ...DISPLAY_FRACTIONS.map(([fraction]) => whole + fraction), whole + 1].filter(
      (candidate) => candidate > 0,
    );
  };

  it('is the nearest whole number or whole-plus-fraction up to 25, and the nearest whole number above', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.001, max: 5000, noNaN: true }), (value) => {
        const shown = displayedValue(value);
        const best = Math.min(...allowed(value).map((candidate) => Math.abs(candidate - value)));
        expect(Math.abs(shown - value)).toBeLessThanOrEqual(best + 1e-9);
        if (value > 25) expect(Number.isInteger(shown)).toBe(true);
      }),
      propertyRuns(2000),
    );
  });

  it('is what the written quantity reads back as', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.001, max: 5000, noNaN: true }), (value) => {
        expect(parseQuantity(formatQuantity(value))).toBeCloseTo(displayedValue(value), 9);
      }),
      propertyRuns(2000),
    );
  });
});

describe('parseQuantity', () => {
  it('reads whole numbers, fractions and both together', () => {
    expect(parseQuantity('26')).toBe(26);
    expect(parseQuantity('¾')).toBe(0.75);
    expect(parseQuantity('1¼')).toBe(1.25);
  });

  it('rejects anything formatQuantity does not write', () => {
    expect(parseQuantity('1 ¼')).toBeNaN();
    expect(parseQuantity('1.5')).toBeNaN();
    expect(parseQuantity('')).toBeNaN();
  });
});

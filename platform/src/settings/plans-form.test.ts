import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { centsOf, yearlySavings } from './plans-form.ts';

describe('plan prices as typed', () => {
  it('reads prices with a point or a comma, and says when text is no price', () => {
    expect(centsOf('5')).toBe(500);
    expect(centsOf('4.5')).toBe(450);
    expect(centsOf(' 48,00 ')).toBe(4800);
    expect(centsOf('')).toBeNull();
    expect(centsOf('five')).toBeNaN();
    expect(centsOf('1.234')).toBeNaN();
    expect(centsOf('-3')).toBeNaN();
  });

  it('reads back every amount it shows', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999 }), (cents) => {
        expect(centsOf((cents / 100).toFixed(2))).toBe(cents);
      }),
    );
  });

  it('computes the yearly saving as the spec does', () => {
    expect(yearlySavings(500, 4800)).toBe(1200);
    expect(yearlySavings(null, 4800)).toBeNull();
  });
});

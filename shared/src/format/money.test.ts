import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CURRENCIES, formatMoney, recurringPriceText } from './money';

describe('money', () => {
  it('shows cents divided by 100 with the currency’s sign', () => {
    expect(formatMoney(500, 'USD')).toBe('$5.00');
    expect(formatMoney(4_800, 'GBP')).toBe('£48.00');
    expect(formatMoney(1_250, 'EUR')).toBe('€12.50');
    expect(formatMoney(500, 'CAD')).toBe('CA$5.00');
  });

  it('reads a plan’s price, and Free for nothing or no cadence', () => {
    expect(recurringPriceText(500, 'month', 'GBP')).toBe('£5.00/month');
    expect(recurringPriceText(4_800, 'year', 'USD')).toBe('$48.00/year');
    expect(recurringPriceText(0, 'month', 'USD')).toBe('Free');
    expect(recurringPriceText(500, 'none', 'USD')).toBe('Free');
  });

  it('gives every amount in every currency two decimals and its digits', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.constantFrom(...CURRENCIES),
        (cents, currency) => {
          const text = formatMoney(cents, currency);
          expect(text).toMatch(/\.\d\d$/);
          expect(Number(text.replace(/[^\d.]/g, ''))).toBeCloseTo(cents / 100, 2);
        },
      ),
    );
  });
});

import { describe, expect, it } from 'vitest';
import { planName, priceText, statusText } from './plan-text.ts';

describe('a subscription in words', () => {
  it('names the plan as the plan chooser does', () => {
    expect(planName('free')).toBe('Limited Access (Free)');
    expect(planName('monthly')).toBe('Full Access (monthly)');
    expect(planName('yearly')).toBe('Full Access (yearly)');
  });

  it('gives the price in dollars from cents, with its cadence', () => {
    expect(priceText({ priceAmountCents: 500, cadence: 'month' })).toBe('$5.00/month');
    expect(priceText({ priceAmountCents: 4999, cadence: 'year' })).toBe('$49.99/year');
    expect(priceText({ priceAmountCents: 123456, cadence: 'year' })).toBe('$1,234.56/year');
    expect(priceText({ priceAmountCents: 0, cadence: 'none' })).toBe('Free');
  });

  it('writes the status as words', () => {
    expect(statusText('active')).toBe('Active');
    expect(statusText('past_due')).toBe('Past due');
  });
});

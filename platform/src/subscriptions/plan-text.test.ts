import { describe, expect, it } from 'vitest';
import { canCancel, periodText, planName, priceText, statusText } from './plan-text.ts';

describe('a subscription in words', () => {
  it('names the plan as the plan chooser does', () => {
    expect(planName('free')).toBe('Limited Access (Free)');
    expect(planName('monthly')).toBe('Full Access (monthly)');
    expect(planName('yearly')).toBe('Full Access (yearly)');
  });

  it('gives the price in the kitchen’s currency from cents, with its cadence', () => {
    expect(priceText({ priceAmountCents: 500, cadence: 'month', currency: 'USD' })).toBe('$5.00/month');
    expect(priceText({ priceAmountCents: 4999, cadence: 'year', currency: 'USD' })).toBe('$49.99/year');
    expect(priceText({ priceAmountCents: 123456, cadence: 'year', currency: 'USD' })).toBe('$1,234.56/year');
    expect(priceText({ priceAmountCents: 500, cadence: 'month', currency: 'GBP' })).toBe('£5.00/month');
    expect(priceText({ priceAmountCents: 0, cadence: 'none', currency: 'GBP' })).toBe('Free');
  });

  it('writes the status as words', () => {
    expect(statusText('active')).toBe('Active');
    expect(statusText('past_due')).toBe('Past due');
  });

  it('says when a paid period renews, or ends once canceled, in short dates', () => {
    const end = '2026-12-23T10:00:00.000Z';
    expect(periodText({ currentPeriodEnd: end, cancelAtPeriodEnd: false })).toBe('Renews on Dec 23, 2026');
    expect(periodText({ currentPeriodEnd: end, cancelAtPeriodEnd: true })).toBe('Ends on Dec 23, 2026');
    expect(periodText({ currentPeriodEnd: null, cancelAtPeriodEnd: false })).toBeNull();
  });

  it('lets only billed paid plans that are not already ending be canceled', () => {
    const paid = { billable: true, planType: 'monthly', cancelAtPeriodEnd: false, status: 'active' } as const;
    expect(canCancel(paid)).toBe(true);
    expect(canCancel({ ...paid, cancelAtPeriodEnd: true })).toBe(false);
    expect(canCancel({ ...paid, billable: false })).toBe(false);
    expect(canCancel({ ...paid, planType: 'free' })).toBe(false);
    expect(canCancel({ ...paid, status: 'canceled' })).toBe(false);
  });
});

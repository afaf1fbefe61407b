import { describe, expect, it } from 'vitest';
import {
  defaultPlan,
  offeredPlans,
  paidPlansEnabled,
  planFeatures,
  planName,
  planPriceText,
  yearlySavingsCents,
  type SubscriptionOffer,
} from './subscription-offer';

const paid: SubscriptionOffer = {
  newslettersEnabled: true,
  subscriptionsEnabled: true,
  paymentsEnabled: true,
  monthlyAmountCents: 500,
  yearlyAmountCents: 4800,
};
const newslettersOnly: SubscriptionOffer = {
  ...paid,
  subscriptionsEnabled: false,
  paymentsEnabled: false,
  monthlyAmountCents: null,
  yearlyAmountCents: null,
};

describe('what a kitchen offers', () => {
  it('lists free, monthly and yearly when both prices are set', () => {
    expect(offeredPlans(paid)).toEqual(['free', 'monthly', 'yearly']);
    expect(paidPlansEnabled(paid)).toBe(true);
  });

  it('offers only the free plan without subscriptions, payments or prices', () => {
    expect(offeredPlans(newslettersOnly)).toEqual(['free']);
    expect(offeredPlans({ ...paid, paymentsEnabled: false })).toEqual(['free']);
    expect(offeredPlans({ ...paid, monthlyAmountCents: null, yearlyAmountCents: 0 })).toEqual(['free']);
    expect(paidPlansEnabled(newslettersOnly)).toBe(false);
  });

  it('defaults to monthly when paid plans are enabled, else free', () => {
    expect(defaultPlan(paid)).toBe('monthly');
    expect(defaultPlan({ ...paid, monthlyAmountCents: null })).toBe('yearly');
    expect(defaultPlan(newslettersOnly)).toBe('free');
  });

  it('shows prices as dollars from cents, by month and by year', () => {
    expect(planPriceText('monthly', paid, 'USD')).toBe('$5.00/month');
    expect(planPriceText('yearly', paid, 'USD')).toBe('$48.00/year');
    expect(planPriceText('free', paid, 'USD')).toBe('Free');
    // In the kitchen's currency.
    expect(planPriceText('monthly', paid, 'GBP')).toBe('£5.00/month');
  });

  it('saves twelve times the monthly price minus the yearly one', () => {
    expect(yearlySavingsCents(paid)).toBe(1200);
    expect(yearlySavingsCents({ ...paid, yearlyAmountCents: 6000 })).toBeNull();
    expect(yearlySavingsCents({ ...paid, monthlyAmountCents: null })).toBeNull();
  });

  it('names the plans and what each includes as the plan chooser does', () => {
    expect(planName('free')).toBe('Limited Access (Free)');
    expect(planName('yearly')).toBe('Full Access (yearly)');
    expect(planFeatures('free')).toEqual([
      { label: 'Newsletter', included: true },
      { label: 'Save recipes', included: true },
      { label: 'Premium recipes', included: false },
    ]);
    expect(planFeatures('monthly').every((feature) => feature.included)).toBe(true);
  });
});

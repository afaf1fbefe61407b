import type { ManagedSiteSettings } from '@larder/shared/schemas/site';

/** The plans screen's fields: prices as the creator types them ("5", "5.00"), in the kitchen's currency. */
export interface PlansValues {
  paymentsEnabled: boolean;
  monthly: string;
  yearly: string;
}

const PRICE = /^\s*(\d{1,7})(?:[.,](\d{1,2}))?\s*$/;

/**
 * Cents of a typed price: null when empty, NaN when it is not a price (the API's check then says
 * so on the field).
 */
export function centsOf(text: string): number | null {
  if (text.trim() === '') return null;
  const match = PRICE.exec(text);
  if (!match) return Number.NaN;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

const priceText = (cents: number | null) => (cents === null ? '' : (cents / 100).toFixed(2));

/** Spec §9: yearly savings = 12 times monthly minus yearly; null without both prices. */
export function yearlySavings(monthly: number | null, yearly: number | null): number | null {
  if (monthly === null || yearly === null || Number.isNaN(monthly) || Number.isNaN(yearly)) return null;
  return monthly * 12 - yearly;
}

export function plansValues(site: ManagedSiteSettings): PlansValues {
  return {
    paymentsEnabled: site.paymentsEnabled,
    monthly: priceText(site.monthlyAmountCents),
    yearly: priceText(site.yearlyAmountCents),
  };
}

export function plansBody(values: PlansValues) {
  return {
    paymentsEnabled: values.paymentsEnabled,
    // Paid plans are for readers with accounts: offering them switches accounts on.
    ...(values.paymentsEnabled ? { subscriptionsEnabled: true } : {}),
    monthlyAmountCents: centsOf(values.monthly),
    yearlyAmountCents: centsOf(values.yearly),
  };
}

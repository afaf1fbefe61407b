/** The currencies a kitchen can price its plans in (ISO 4217; each one Stripe charges in). */
export const CURRENCIES = ['USD', 'GBP', 'EUR', 'CAD', 'AUD', 'NZD'] as const;
export type Currency = (typeof CURRENCIES)[number];

const formats = new Map<Currency, Intl.NumberFormat>();

/** "$5.00", "£5.00", "€5.00", "CA$5.00" (spec §9: prices are cents divided by 100). */
export function formatMoney(cents: number, currency: Currency): string {
  let format = formats.get(currency);
  if (!format) formats.set(currency, (format = new Intl.NumberFormat('en', { style: 'currency', currency })));
  return format.format(cents / 100);
}

/** A recurring price as a reader reads it: "$5.00/month", "£48.00/year", or "Free". */
export function recurringPriceText(
  cents: number,
  cadence: 'none' | 'month' | 'year',
  currency: Currency,
): string {
  return cents > 0 && cadence !== 'none' ? `${formatMoney(cents, currency)}/${cadence}` : 'Free';
}

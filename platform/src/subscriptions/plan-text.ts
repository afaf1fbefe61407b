import type { ReaderSubscription } from '@larder/shared/schemas/subscription';

const DOLLARS = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** The plan names of the plan chooser (spec §2 "Choose your subscription"). */
export function planName(planType: ReaderSubscription['planType']): string {
  switch (planType) {
    case 'free':
      return 'Limited Access (Free)';
    case 'monthly':
      return 'Full Access (monthly)';
    case 'yearly':
      return 'Full Access (yearly)';
  }
}

/** "$5.00/month", "$50.00/year" or "Free" (spec §9: prices are cents divided by 100). */
export function priceText(subscription: Pick<ReaderSubscription, 'priceAmountCents' | 'cadence'>): string {
  if (subscription.priceAmountCents === 0 || subscription.cadence === 'none') return 'Free';
  const price = DOLLARS.format(subscription.priceAmountCents / 100);
  return `${price}/${subscription.cadence}`;
}

/** "Active", "Past due": a subscription's status in words. */
export function statusText(status: string): string {
  const words = status.replace(/[_-]+/g, ' ').trim().toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

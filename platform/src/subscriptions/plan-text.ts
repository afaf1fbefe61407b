import { formatShortDate } from '@larder/shared/format/date';
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

/** "Renews on Dec 23, 2026", or "Ends on …" once canceled at the period's end; null without a period. */
export function periodText(
  subscription: Pick<ReaderSubscription, 'currentPeriodEnd' | 'cancelAtPeriodEnd'>,
): string | null {
  if (!subscription.currentPeriodEnd) return null;
  const date = formatShortDate(subscription.currentPeriodEnd);
  return subscription.cancelAtPeriodEnd ? `Ends on ${date}` : `Renews on ${date}`;
}

/** A paid plan Stripe bills, not yet set to end, may be canceled (at the end of its period). */
export function canCancel(
  subscription: Pick<ReaderSubscription, 'billable' | 'planType' | 'cancelAtPeriodEnd' | 'status'>,
): boolean {
  return (
    subscription.billable &&
    subscription.planType !== 'free' &&
    !subscription.cancelAtPeriodEnd &&
    subscription.status !== 'canceled'
  );
}

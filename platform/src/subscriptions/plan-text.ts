import { recurringPriceText } from '@larder/shared/format/money';
import { formatShortDate } from '@larder/shared/format/date';
import type { ReaderSubscription } from '@larder/shared/schemas/subscription';

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

/** "$5.00/month", "£50.00/year" or "Free", in the kitchen's currency (spec §9: cents divided by 100). */
export function priceText(
  subscription: Pick<ReaderSubscription, 'priceAmountCents' | 'cadence' | 'currency'>,
): string {
  return recurringPriceText(subscription.priceAmountCents, subscription.cadence, subscription.currency);
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

import { type Currency, recurringPriceText } from '@larder/shared/format/money';
import type { PlanType } from '@larder/shared/schemas/user';

/** What a kitchen offers its readers: the site settings the subscribe pages and boxes read. */
export interface SubscriptionOffer {
  newslettersEnabled: boolean;
  subscriptionsEnabled: boolean;
  paymentsEnabled: boolean;
  monthlyAmountCents: number | null;
  yearlyAmountCents: number | null;
}

const hasPrice = (cents: number | null): cents is number => cents !== null && cents > 0;

/** The plans the plan chooser lists, free first, then the paid ones the kitchen has a price for. */
export function offeredPlans(offer: SubscriptionOffer): PlanType[] {
  if (!offer.subscriptionsEnabled) return ['free'];
  const paid: PlanType[] = [];
  if (offer.paymentsEnabled && hasPrice(offer.monthlyAmountCents)) paid.push('monthly');
  if (offer.paymentsEnabled && hasPrice(offer.yearlyAmountCents)) paid.push('yearly');
  return ['free', ...paid];
}

/** Whether readers can buy Full Access here (subscriptions on, payments on, a price set). */
export function paidPlansEnabled(offer: SubscriptionOffer): boolean {
  return offeredPlans(offer).length > 1;
}

/** Spec §4: monthly when paid plans are enabled (yearly when only that is priced), else free. */
export function defaultPlan(offer: SubscriptionOffer): PlanType {
  const plans = offeredPlans(offer);
  return plans.includes('monthly') ? 'monthly' : (plans[1] ?? 'free');
}

/** Spec §9: what a year paid at once saves against twelve months, in cents (null when nothing). */
export function yearlySavingsCents(offer: SubscriptionOffer): number | null {
  if (!hasPrice(offer.monthlyAmountCents) || !hasPrice(offer.yearlyAmountCents)) return null;
  const savings = 12 * offer.monthlyAmountCents - offer.yearlyAmountCents;
  return savings > 0 ? savings : null;
}

/** The plan chooser's plan names (spec §2). */
export function planName(plan: PlanType): string {
  switch (plan) {
    case 'free':
      return 'Limited Access (Free)';
    case 'monthly':
      return 'Full Access (monthly)';
    case 'yearly':
      return 'Full Access (yearly)';
  }
}

/** "$5.00/month", "£48.00/year" or "Free". */
export function planPriceText(plan: PlanType, offer: SubscriptionOffer, currency: Currency): string {
  if (plan === 'monthly' && hasPrice(offer.monthlyAmountCents))
    return recurringPriceText(offer.monthlyAmountCents, 'month', currency);
  if (plan === 'yearly' && hasPrice(offer.yearlyAmountCents))
    return recurringPriceText(offer.yearlyAmountCents, 'year', currency);
  return 'Free';
}

/** What each plan includes, as the plan chooser lists it (spec §2). */
export function planFeatures(plan: PlanType): { label: string; included: boolean }[] {
  const paid = plan !== 'free';
  return [
    { label: 'Newsletter', included: true },
    { label: 'Save recipes', included: true },
    { label: 'Premium recipes', included: paid },
  ];
}

import { AppError } from '@larder/shared/errors';
import type { AppDeps } from '../http/app-env.ts';
import type { UserRow } from '../auth/session-tokens.ts';
import type { SiteRow } from '../site/site-read.ts';

/** A reader about to pay for a kitchen's Full Access plan. */
export interface CheckoutRequest {
  site: SiteRow;
  plan: 'monthly' | 'yearly';
  /** The address the reader gave (a signed-in reader's own). */
  email: string;
  /** The signed-in reader, or null for a visitor whose account is made when the payment succeeds. */
  user: UserRow | null;
  /** `nextPaid`, carrying Stripe's `{CHECKOUT_SESSION_ID}` placeholder. */
  successUrl: string;
  /** `return`: the subscribe page the reader came from. */
  cancelUrl: string;
}

/**
 * Starts a Stripe Checkout Session in subscription mode for the kitchen's monthly or yearly
 * price and answers the hosted page's URL. Until payments are wired this refuses with
 * `payments_unavailable`, so a paid request never records anything.
 */
export async function startCheckout(deps: AppDeps, request: CheckoutRequest): Promise<{ url: string }> {
  void deps;
  void request;
  throw new AppError('payments_unavailable');
}

import { ApiError } from '@larder/shared/api/api-client';
import { createSubscription } from '@larder/shared/api/subscriptions.endpoints';
import { errorCatalogue } from '@larder/shared/errors';
import type { PlanType } from '@larder/shared/schemas/user';
import { kitchenApi } from './kitchen-api';
import type { KitchenContext } from './kitchen-context';
import { SOMETHING_WENT_WRONG } from './request-error';

/**
 * Stripe's placeholder in `nextPaid`: `CHECKOUT_SESSION_ID_PLACEHOLDER` of the shared schemas,
 * written out because importing that module would bring zod (and its `eval` check, which the
 * kitchen's Content-Security-Policy refuses) into the page.
 */
export const CHECKOUT_SESSION_ID = '{CHECKOUT_SESSION_ID}';

/** Where a subscription sends the reader (spec §7), all on the kitchen's own origin. */
export interface SubscriptionUrls {
  return: string;
  nextFree: string;
  nextPaid: string;
  nextLogin: string;
}

/** The subscribe page, its success page, the checkout-session success page, and the root. */
export function subscriptionUrls(origin: string): SubscriptionUrls {
  return {
    return: `${origin}/subscribe/`,
    nextFree: `${origin}/subscribe/success/`,
    nextPaid: `${origin}/subscribe/success/${CHECKOUT_SESSION_ID}`,
    nextLogin: origin,
  };
}

/** Where a free subscription goes on success: the success page, with the address when signed out. */
export function freeSuccessUrl(origin: string, email: string, signedIn: boolean): string {
  const next = subscriptionUrls(origin).nextFree;
  return signedIn ? next : `${next}?email=${encodeURIComponent(email)}`;
}

/** A failed subscription as the reader is told: account_already_exists gets its Sign in link. */
export type SubscribeFailure = { accountExists: true } | { accountExists: false; message: string };

export const ACCOUNT_EXISTS_MESSAGE = 'An account already exists for this email.';

export type SubscribeOutcome =
  { kind: 'checkout'; url: string } | { kind: 'subscribed' } | ({ kind: 'failed' } & SubscribeFailure);

/** Spec §8: the answer's own text as is; the spec's "Something went wrong" when there is none. */
export function subscribeFailure(error: unknown): SubscribeFailure {
  if (error instanceof ApiError && error.code === 'account_already_exists') return { accountExists: true };
  if (error instanceof ApiError && error.body?.error.message)
    return { accountExists: false, message: error.body.error.message };
  return { accountExists: false, message: SOMETHING_WENT_WRONG };
}

/** The message for a no-JS form's `?subscribeError={code}` (the API redirects back with the code). */
export function subscribeFailureForCode(code: string): SubscribeFailure {
  if (code === 'account_already_exists') return { accountExists: true };
  const known = Object.hasOwn(errorCatalogue, code)
    ? errorCatalogue[code as keyof typeof errorCatalogue]
    : null;
  return { accountExists: false, message: known?.message ?? SOMETHING_WENT_WRONG };
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The checkout page to send the reader to, or null for anything but an https: page (or an
 * http: one on this machine: the Stripe emulator of development and tests). A `javascript:` or
 * plain-http URL in the API's answer must never become the page's address.
 */
export function checkoutPageUrl(answer: string): string | null {
  let url: URL;
  try {
    url = new URL(answer);
  } catch {
    return null;
  }
  if (url.protocol === 'https:') return url.href;
  if (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname)) return url.href;
  return null;
}

/**
 * Asks the API for a subscription (spec §7 "Subscription create"): a paid plan answers the
 * checkout page to go to (only a safe one, see `checkoutPageUrl`), a free one is recorded at once. A signed-in reader's stored token goes
 * with it, so they subscribe as themselves.
 */
export async function requestSubscription(
  kitchen: KitchenContext,
  origin: string,
  request: { email: string; plan: PlanType },
): Promise<SubscribeOutcome> {
  try {
    const created = await kitchenApi(kitchen.apiOrigin).request(createSubscription, {
      params: { siteSlug: kitchen.siteSlug },
      body: {
        siteSlug: kitchen.siteSlug,
        email: request.email,
        plan: request.plan,
        ...subscriptionUrls(origin),
      },
    });
    if (!created.checkout) return { kind: 'subscribed' };
    const url = checkoutPageUrl(created.checkout.url);
    if (url) return { kind: 'checkout', url };
    console.error('Refused a checkout page that is not https:', created.checkout.url);
    return { kind: 'failed', accountExists: false, message: SOMETHING_WENT_WRONG };
  } catch (error) {
    if (!(error instanceof ApiError && error.body)) console.error('Could not subscribe', error);
    return { kind: 'failed', ...subscribeFailure(error) };
  }
}

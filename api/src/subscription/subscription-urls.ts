import { CHECKOUT_SESSION_ID_PLACEHOLDER } from '@larder/shared/schemas/subscription';

/** The URL fields of a subscription request (spec §7). */
export const SUBSCRIPTION_URL_FIELDS = ['return', 'nextFree', 'nextPaid', 'nextLogin'] as const;
export type SubscriptionUrlField = (typeof SUBSCRIPTION_URL_FIELDS)[number];

/** `url` parsed, when it is an address on `origin` exactly (scheme, host and port); else null. */
export function urlOnOrigin(url: string, origin: string): URL | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  // Credentials in a URL (`https://kitchen@evil.example`) are never a page of the kitchen.
  if (parsed.username || parsed.password) return null;
  return parsed.origin === new URL(origin).origin ? parsed : null;
}

/**
 * The problems of a request's URLs, by field: each must be a page of the kitchen itself (so the
 * API never redirects a reader, or Stripe, anywhere else), and `nextPaid` must carry Stripe's
 * `{CHECKOUT_SESSION_ID}` placeholder. Empty when all is well.
 */
export function subscriptionUrlProblems(
  urls: Record<SubscriptionUrlField, string>,
  origin: string,
): Record<string, string[]> {
  const problems: Record<string, string[]> = {};
  for (const field of SUBSCRIPTION_URL_FIELDS)
    if (!urlOnOrigin(urls[field], origin)) problems[field] = [`Must be a page of this kitchen (${origin})`];
  if (!urls.nextPaid.includes(CHECKOUT_SESSION_ID_PLACEHOLDER))
    (problems.nextPaid ??= []).push(`Must contain ${CHECKOUT_SESSION_ID_PLACEHOLDER}`);
  return problems;
}

/** `url` with one query parameter set (replacing any of the same name), as an absolute address. */
export function withQuery(url: URL, name: string, value: string): string {
  const copy = new URL(url);
  copy.searchParams.set(name, value);
  return copy.href;
}

import { AppError } from '@larder/shared/errors';
import Stripe from 'stripe';
import type { StripeSettings } from '../env.ts';

/**
 * The one module that imports the official `stripe` SDK (architecture test): every call to Stripe,
 * real or the local emulator, goes through the client made here, and the rest of the API names
 * Stripe's objects through the types re-exported below.
 */
export type StripeClient = Stripe;
export type StripeSubscription = Stripe.Subscription;
export type StripeCheckoutSession = Stripe.Checkout.Session;
export type StripeInvoice = Stripe.Invoice;
export type StripeEvent = Stripe.Event;
export type StripePrice = Stripe.Price;

/** A client for the configured Stripe: its URL's host, port and protocol become the SDK's own options. */
export function createStripeClient(settings: StripeSettings): StripeClient {
  const url = new URL(settings.apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return new Stripe(settings.secretKey, {
    host: url.hostname,
    port: url.port || (protocol === 'http' ? 80 : 443),
    protocol,
    // One retry for a dropped connection; a reader waits on most calls.
    maxNetworkRetries: 1,
    timeout: 15_000,
  });
}

/** The SDK's webhook helpers: verifying a delivery, and signing one in tests. */
export const stripeWebhooks = Stripe.webhooks;

/** Whether `error` came from Stripe (an answer it gave, or failing to reach it), not from our code. */
export function isStripeError(error: unknown): error is Stripe.errors.StripeError {
  return error instanceof Stripe.errors.StripeError;
}

/** Whether Stripe answered that the object does not exist (404 `resource_missing`). */
export function isMissingOnStripe(error: unknown): boolean {
  return isStripeError(error) && (error.statusCode === 404 || error.code === 'resource_missing');
}

/**
 * Runs a call to Stripe for a reader's or creator's request: when Stripe cannot be reached or
 * refuses, the request answers `payments_unavailable` (503) and nothing is recorded.
 */
export async function callStripe<T>(what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!isStripeError(error)) throw error;
    console.error(`[payments] ${what} failed: ${error.type} ${error.statusCode ?? ''} ${error.message}`);
    throw new AppError('payments_unavailable');
  }
}

const clients = new WeakMap<StripeSettings, StripeClient>();

/** The app's Stripe client: the one its deps were given (tests), else one per configuration. */
export function stripeOf(deps: { stripe?: StripeClient; env: { stripe: StripeSettings } }): StripeClient {
  if (deps.stripe) return deps.stripe;
  let client = clients.get(deps.env.stripe);
  if (!client) {
    client = createStripeClient(deps.env.stripe);
    clients.set(deps.env.stripe, client);
  }
  return client;
}

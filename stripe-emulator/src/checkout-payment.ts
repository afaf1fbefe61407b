import { cardOutcome } from './cards.ts';
import { emit, type EmulatorContext } from './context.ts';
import { createCustomer } from './customers.ts';
import { cardDeclined, missingParam, StripeApiError } from './errors.ts';
import { newId } from './ids.ts';
import { createInvoice, periodEnd } from './invoicing.ts';
import type { CheckoutSession, Subscription } from './objects.ts';
import { must } from './store.ts';

/** Marks an open session past its `expires_at` expired, as Stripe does after 24 hours. */
export function refreshSession(context: EmulatorContext, session: CheckoutSession): CheckoutSession {
  if (session.status === 'open' && context.clock.now() >= session.expires_at) {
    session.status = 'expired';
    session.url = null;
  }
  return session;
}

/**
 * Pays an open Checkout Session with a test card, as its hosted page does: creates the customer if
 * the session has none, an active subscription for one period from now and its paid invoice, then
 * emits `customer.subscription.created`, `invoice.paid` and `checkout.session.completed`. A declined
 * card changes nothing.
 */
export function payCheckoutSession(
  context: EmulatorContext,
  sessionId: string,
  payment: { card: string; email?: string | undefined },
): CheckoutSession {
  const { store } = context;
  const session = refreshSession(context, must(store.checkoutSessions, 'checkout.session', sessionId));
  if (session.status !== 'open') {
    throw new StripeApiError(400, 'invalid_request_error', `This Checkout Session is ${session.status}.`);
  }
  const outcome = cardOutcome(payment.card);
  if (outcome === null) {
    throw new StripeApiError(402, 'card_error', 'Your card number is incorrect.', 'card', 'incorrect_number');
  }
  if (outcome === 'decline') throw cardDeclined();

  let customer = session.customer === null ? undefined : store.customers.get(session.customer);
  const email = customer?.email ?? (payment.email?.trim() || session.customer_email);
  if (!email) throw missingParam('email');
  customer ??= createCustomer(context, { email });
  store.failingCards.delete(customer.id);

  const input = store.checkoutInputs.get(session.id)!;
  const now = context.clock.now();
  const prices = input.lineItems.map((line) => must(store.prices, 'price', line.price));
  const firstPrice = prices[0]!;
  const end = periodEnd(now, firstPrice, now);
  const subscriptionId = newId('sub');
  const subscription: Subscription = {
    id: subscriptionId,
    object: 'subscription',
    created: now,
    start_date: now,
    status: 'active',
    customer: customer.id,
    currency: firstPrice.currency,
    items: {
      object: 'list',
      has_more: false,
      url: `/v1/subscription_items?subscription=${subscriptionId}`,
      data: input.lineItems.map((line, index) => ({
        id: newId('si'),
        object: 'subscription_item' as const,
        created: now,
        subscription: subscriptionId,
        price: structuredClone(prices[index]!),
        quantity: line.quantity,
        metadata: {},
        current_period_start: now,
        current_period_end: end,
      })),
    },
    current_period_start: now,
    current_period_end: end,
    billing_cycle_anchor: now,
    cancel_at_period_end: false,
    cancel_at: null,
    canceled_at: null,
    ended_at: null,
    cancellation_details: { comment: null, feedback: null, reason: null },
    collection_method: 'charge_automatically',
    latest_invoice: null,
    metadata: { ...input.subscriptionMetadata },
    livemode: false,
    trial_start: null,
    trial_end: null,
  };
  store.subscriptions.set(subscription.id, subscription);
  const invoice = createInvoice(context, subscription, 'subscription_create', true);

  session.status = 'complete';
  session.payment_status = 'paid';
  session.customer = customer.id;
  session.customer_details = { email, name: customer.name };
  session.subscription = subscription.id;
  session.invoice = invoice.id;
  session.url = null;

  emit(context, [
    { type: 'customer.subscription.created', object: subscription },
    { type: 'invoice.paid', object: invoice },
    { type: 'checkout.session.completed', object: session },
  ]);
  return session;
}

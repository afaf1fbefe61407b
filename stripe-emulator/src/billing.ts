import { cardOutcome } from './cards.ts';
import { addInterval } from './clock.ts';
import { emit, type EmulatorContext, type EventSpec } from './context.ts';
import { cardDeclined, invalidParam, missingParam, StripeApiError } from './errors.ts';
import { newId } from './ids.ts';
import type { CheckoutSession, Customer, Invoice, Price, Subscription } from './objects.ts';
import { must } from './store.ts';

export function createCustomer(
  context: EmulatorContext,
  fields: {
    email?: string | null;
    name?: string | null;
    description?: string | null;
    metadata?: Record<string, string>;
  },
): Customer {
  const customer: Customer = {
    id: newId('cus'),
    object: 'customer',
    created: context.clock.now(),
    email: fields.email ?? null,
    name: fields.name ?? null,
    description: fields.description ?? null,
    metadata: fields.metadata ?? {},
    livemode: false,
    balance: 0,
    currency: null,
    default_source: null,
    delinquent: false,
    invoice_settings: { default_payment_method: null },
    shipping: null,
  };
  context.store.customers.set(customer.id, customer);
  return customer;
}

/** Marks an open session past its `expires_at` expired, as Stripe does after 24 hours. */
export function refreshSession(context: EmulatorContext, session: CheckoutSession): CheckoutSession {
  if (session.status === 'open' && context.clock.now() >= session.expires_at) {
    session.status = 'expired';
    session.url = null;
  }
  return session;
}

function periodEnd(anchor: number, price: Price, after: number): number {
  const recurring = price.recurring!;
  let periods = 1;
  let end = addInterval(anchor, recurring.interval, recurring.interval_count);
  while (end <= after) {
    periods++;
    end = addInterval(anchor, recurring.interval, recurring.interval_count * periods);
  }
  return end;
}

function subscriptionAmount(subscription: Subscription): number {
  return subscription.items.data.reduce((sum, item) => sum + item.price.unit_amount * item.quantity, 0);
}

function createInvoice(
  context: EmulatorContext,
  subscription: Subscription,
  reason: Invoice['billing_reason'],
  paid: boolean,
): Invoice {
  const now = context.clock.now();
  const total = subscriptionAmount(subscription);
  const customer = context.store.customers.get(subscription.customer);
  const invoice: Invoice = {
    id: newId('in'),
    object: 'invoice',
    created: now,
    customer: subscription.customer,
    customer_email: customer?.email ?? null,
    status: paid ? 'paid' : 'open',
    billing_reason: reason,
    currency: subscription.currency,
    amount_due: total,
    amount_paid: paid ? total : 0,
    amount_remaining: paid ? 0 : total,
    subtotal: total,
    total,
    attempt_count: 1,
    attempted: true,
    period_start: subscription.current_period_start,
    period_end: subscription.current_period_end,
    parent: {
      type: 'subscription_details',
      quote_details: null,
      subscription_details: { subscription: subscription.id, metadata: { ...subscription.metadata } },
    },
    lines: {
      object: 'list',
      has_more: false,
      url: '/v1/invoices/lines',
      data: subscription.items.data.map((item) => ({
        id: newId('il'),
        object: 'line_item' as const,
        amount: item.price.unit_amount * item.quantity,
        currency: item.price.currency,
        description: `${item.quantity} × ${context.store.products.get(item.price.product)?.name ?? 'Plan'}`,
        period: { start: item.current_period_start, end: item.current_period_end },
        pricing: {
          type: 'price_details' as const,
          price_details: { price: item.price.id, product: item.price.product },
        },
        quantity: item.quantity,
      })),
    },
    status_transitions: { paid_at: paid ? now : null, finalized_at: now },
    next_payment_attempt: null,
    hosted_invoice_url: null,
    metadata: {},
    livemode: false,
  };
  context.store.invoices.set(invoice.id, invoice);
  subscription.latest_invoice = invoice.id;
  return invoice;
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

function setPeriod(subscription: Subscription, start: number, end: number): void {
  subscription.current_period_start = start;
  subscription.current_period_end = end;
  for (const item of subscription.items.data) {
    item.current_period_start = start;
    item.current_period_end = end;
  }
}

/** Ends, or renews (once per period that has passed), every subscription whose period is over. */
export function processDueSubscriptions(context: EmulatorContext): void {
  const now = context.clock.now();
  for (const subscription of context.store.subscriptions.values()) {
    while (
      (subscription.status === 'active' || subscription.status === 'past_due') &&
      subscription.current_period_end <= now
    ) {
      if (subscription.cancel_at_period_end) {
        const previous = { status: subscription.status };
        subscription.status = 'canceled';
        subscription.ended_at = subscription.current_period_end;
        subscription.canceled_at ??= subscription.current_period_end;
        subscription.cancellation_details.reason = 'cancellation_requested';
        emit(context, [{ type: 'customer.subscription.deleted', object: subscription, previous }]);
        break;
      }
      renew(context, subscription);
    }
  }
}

function renew(context: EmulatorContext, subscription: Subscription): void {
  const previous = {
    status: subscription.status,
    current_period_start: subscription.current_period_start,
    current_period_end: subscription.current_period_end,
    latest_invoice: subscription.latest_invoice,
  };
  const start = subscription.current_period_end;
  const price = subscription.items.data[0]!.price;
  setPeriod(subscription, start, periodEnd(subscription.billing_cycle_anchor, price, start));
  const fails = context.store.failingCards.has(subscription.customer);
  if (fails) subscription.status = 'past_due';
  else subscription.status = 'active';
  const invoice = createInvoice(context, subscription, 'subscription_cycle', !fails);
  const updated: EventSpec = { type: 'customer.subscription.updated', object: subscription, previous };
  if (fails) {
    emit(context, [{ type: 'invoice.payment_failed', object: invoice }, updated]);
  } else {
    emit(context, [{ type: 'invoice.paid', object: invoice }, updated]);
  }
}

/**
 * Sets whether the customer's saved card pays renewals. Setting it back to succeed pays the open
 * invoices of their past-due subscriptions at once (as a customer updating their card would),
 * making those subscriptions active again.
 */
export function setCardOutcome(
  context: EmulatorContext,
  customerId: string,
  outcome: 'succeed' | 'fail',
): void {
  const { store } = context;
  must(store.customers, 'customer', customerId);
  if (outcome === 'fail') {
    store.failingCards.add(customerId);
    return;
  }
  store.failingCards.delete(customerId);
  for (const subscription of store.subscriptions.values()) {
    if (subscription.customer !== customerId || subscription.status !== 'past_due') continue;
    const specs: EventSpec[] = [];
    for (const invoice of store.invoices.values()) {
      if (invoice.parent.subscription_details.subscription !== subscription.id || invoice.status !== 'open')
        continue;
      invoice.status = 'paid';
      invoice.amount_paid = invoice.amount_due;
      invoice.amount_remaining = 0;
      invoice.attempt_count++;
      invoice.status_transitions.paid_at = context.clock.now();
      specs.push({ type: 'invoice.paid', object: invoice });
    }
    subscription.status = 'active';
    specs.push({
      type: 'customer.subscription.updated',
      object: subscription,
      previous: { status: 'past_due' },
    });
    emit(context, specs);
  }
}

/** Stripe's `POST /v1/subscriptions/{id}`: `cancel_at_period_end` and `metadata`. */
export function updateSubscription(
  context: EmulatorContext,
  id: string,
  changes: { cancel_at_period_end?: boolean; metadata?: Record<string, string> },
): Subscription {
  const subscription = must(context.store.subscriptions, 'subscription', id);
  if (subscription.status === 'canceled') {
    throw invalidParam('id', 'A canceled subscription can only update its metadata.');
  }
  const previous: Record<string, unknown> = {};
  if (
    changes.cancel_at_period_end !== undefined &&
    changes.cancel_at_period_end !== subscription.cancel_at_period_end
  ) {
    previous.cancel_at_period_end = subscription.cancel_at_period_end;
    previous.cancel_at = subscription.cancel_at;
    previous.canceled_at = subscription.canceled_at;
    subscription.cancel_at_period_end = changes.cancel_at_period_end;
    subscription.cancel_at = changes.cancel_at_period_end ? subscription.current_period_end : null;
    subscription.canceled_at = changes.cancel_at_period_end ? context.clock.now() : null;
    subscription.cancellation_details.reason = changes.cancel_at_period_end ? 'cancellation_requested' : null;
  }
  if (changes.metadata !== undefined) {
    previous.metadata = { ...subscription.metadata };
    subscription.metadata = withMetadata(subscription.metadata, changes.metadata);
  }
  if (Object.keys(previous).length > 0) {
    emit(context, [{ type: 'customer.subscription.updated', object: subscription, previous }]);
  }
  return subscription;
}

/** Stripe's `DELETE /v1/subscriptions/{id}`: ends the subscription now. */
export function cancelSubscription(context: EmulatorContext, id: string): Subscription {
  const subscription = must(context.store.subscriptions, 'subscription', id);
  if (subscription.status === 'canceled') return subscription;
  const previous = { status: subscription.status };
  const now = context.clock.now();
  subscription.status = 'canceled';
  subscription.canceled_at = now;
  subscription.ended_at = now;
  subscription.cancellation_details.reason = 'cancellation_requested';
  emit(context, [{ type: 'customer.subscription.deleted', object: subscription, previous }]);
  return subscription;
}

/** Stripe's metadata update: given keys are set, keys given an empty value are removed. */
export function withMetadata(
  current: Record<string, string>,
  changes: Record<string, string>,
): Record<string, string> {
  const merged = { ...current, ...changes };
  return Object.fromEntries(Object.entries(merged).filter(([, value]) => value !== ''));
}

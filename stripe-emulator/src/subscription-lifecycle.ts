import { emit, type EmulatorContext, type EventSpec } from './context.ts';
import { invalidParam } from './errors.ts';
import { createInvoice, periodEnd } from './invoicing.ts';
import { withMetadata } from './metadata.ts';
import type { Subscription } from './objects.ts';
import { must } from './store.ts';

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
  bill(context, subscription, 'subscription_cycle', previous);
}

/**
 * Invoices the subscription's current period with the customer's saved card: paid, or left open
 * and the subscription `past_due` when the card fails; emits the invoice's event, then
 * `customer.subscription.updated` with `previous`.
 */
function bill(
  context: EmulatorContext,
  subscription: Subscription,
  reason: 'subscription_cycle' | 'subscription_update',
  previous: Record<string, unknown>,
): void {
  const fails = context.store.failingCards.has(subscription.customer);
  if (fails) subscription.status = 'past_due';
  else subscription.status = 'active';
  const invoice = createInvoice(context, subscription, reason, !fails);
  const updated: EventSpec = { type: 'customer.subscription.updated', object: subscription, previous };
  if (fails) {
    emit(context, [{ type: 'invoice.payment_failed', object: invoice }, updated]);
  } else {
    emit(context, [{ type: 'invoice.paid', object: invoice }, updated]);
  }
}

/** A change of an item's price (`items[n][id]` with `items[n][price]`), as the billing portal makes. */
export interface ItemChange {
  id: string | undefined;
  price: string | undefined;
}

/**
 * Moves items to new prices. Like Stripe with `proration_behavior=none`: a price of the same
 * interval applies from the next renewal, in the current period; another interval starts a new
 * period (and billing cycle) now and bills it at once. True when an interval changed (the caller's
 * event is then the bill's).
 */
function changeItemPrices(
  context: EmulatorContext,
  subscription: Subscription,
  changes: ItemChange[],
  previous: Record<string, unknown>,
): boolean {
  let newCycle = false;
  changes.forEach((change, index) => {
    if (change.id === undefined)
      throw invalidParam(
        `items[${index}][id]`,
        'The emulator only changes the price of an existing item: pass the item id.',
      );
    const item = subscription.items.data.find((candidate) => candidate.id === change.id);
    if (item === undefined)
      throw invalidParam(`items[${index}][id]`, `No such subscription item: '${change.id}'`);
    if (change.price === undefined || change.price === item.price.id) return;
    const price = must(context.store.prices, 'price', change.price, `items[${index}][price]`);
    if (price.recurring === null)
      throw invalidParam(`items[${index}][price]`, 'A subscription item needs a recurring price.');
    previous.items ??= structuredClone(subscription.items);
    const before = item.price.recurring;
    if (
      before?.interval !== price.recurring.interval ||
      before.interval_count !== price.recurring.interval_count
    )
      newCycle = true;
    item.price = structuredClone(price);
  });
  if (newCycle) {
    const now = context.clock.now();
    previous.current_period_start = subscription.current_period_start;
    previous.current_period_end = subscription.current_period_end;
    previous.latest_invoice = subscription.latest_invoice;
    subscription.billing_cycle_anchor = now;
    setPeriod(subscription, now, periodEnd(now, subscription.items.data[0]!.price, now));
  }
  return newCycle;
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

/** Stripe's `POST /v1/subscriptions/{id}`: `cancel_at_period_end`, `metadata` and items' prices. */
export function updateSubscription(
  context: EmulatorContext,
  id: string,
  changes: { cancel_at_period_end?: boolean; metadata?: Record<string, string>; items?: ItemChange[] },
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
  if (changes.items !== undefined && changeItemPrices(context, subscription, changes.items, previous)) {
    bill(context, subscription, 'subscription_update', previous);
    return subscription;
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

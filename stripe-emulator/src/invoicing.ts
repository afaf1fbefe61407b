import { addInterval } from './clock.ts';
import type { EmulatorContext } from './context.ts';
import { newId } from './ids.ts';
import type { Invoice, Price, Subscription } from './objects.ts';

/** The end of the billing period that contains `after`, counted in whole periods from `anchor`. */
export function periodEnd(anchor: number, price: Price, after: number): number {
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

/** A subscription's invoice for its current period, paid or left open; it becomes `latest_invoice`. */
export function createInvoice(
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

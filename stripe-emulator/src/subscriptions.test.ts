import type Stripe from 'stripe';
import { afterEach, describe, expect, it } from 'vitest';
import type { StripeEmulator } from './server.ts';
import {
  monthlyPrice,
  startEmulatorWithSdk,
  startWebhookReceiver,
  type WebhookReceiver,
} from './test-support.ts';

const DAY = 86_400;
let emulator: StripeEmulator | undefined;
let receiver: WebhookReceiver | undefined;

afterEach(async () => {
  await emulator?.close();
  await receiver?.close();
  emulator = undefined;
  receiver = undefined;
});

/** An emulator with one paid monthly subscription, its events already delivered and forgotten. */
async function subscribed() {
  receiver = await startWebhookReceiver();
  const started = await startEmulatorWithSdk({ webhookUrl: receiver.url });
  emulator = started.emulator;
  const { stripe } = started;
  const price = await monthlyPrice(stripe);
  const session = await stripe.checkout.sessions.create({
    mode: 'subscription',
    line_items: [{ price: price.id }],
    customer_email: 'reader@example.com',
    success_url: 'http://example.test/done',
  });
  const paid = emulator.payCheckoutSession(session.id, { card: '4242 4242 4242 4242' });
  const subscription = await stripe.subscriptions.retrieve(paid.subscription!);
  await emulator.webhooksSettled();
  receiver.received.length = 0;
  return { stripe, emulator, receiver, subscription, customerId: paid.customer! };
}

async function advance(emulator: StripeEmulator, seconds: number): Promise<void> {
  const response = await fetch(`${emulator.url}/_emulator/clock/advance`, {
    method: 'POST',
    body: JSON.stringify({ seconds }),
  });
  expect(response.status).toBe(200);
  await emulator.webhooksSettled();
}

function types(receiver: WebhookReceiver): string[] {
  return receiver.received.map((webhook) => webhook.event.type);
}

describe('subscriptions through the official SDK', () => {
  it('cancels at period end, keeps the plan until then, and ends it with customer.subscription.deleted', async () => {
    const { stripe, emulator, receiver, subscription } = await subscribed();
    // The emulator's clock is the real one here: the second may turn during the call.
    const before = emulator.now();
    const updated = await stripe.subscriptions.update(subscription.id, { cancel_at_period_end: true });
    expect(updated).toMatchObject({ status: 'active', cancel_at_period_end: true });
    expect(updated.canceled_at).toBeGreaterThanOrEqual(before);
    expect(updated.canceled_at).toBeLessThanOrEqual(emulator.now());
    expect(updated.cancel_at).toBe(updated.items.data[0]!.current_period_end);

    await advance(emulator, 20 * DAY);
    expect((await stripe.subscriptions.retrieve(subscription.id)).status).toBe('active');
    await advance(emulator, 12 * DAY);

    const ended = await stripe.subscriptions.retrieve(subscription.id);
    expect(ended).toMatchObject({
      status: 'canceled',
      ended_at: subscription.items.data[0]!.current_period_end,
    });
    expect(types(receiver)).toEqual(['customer.subscription.updated', 'customer.subscription.deleted']);
    expect(receiver.received[0]!.event.data).toMatchObject({
      previous_attributes: { cancel_at_period_end: false },
    });
    expect((await stripe.subscriptions.list({ customer: subscription.customer as string })).data).toEqual([]);
    expect(
      (await stripe.subscriptions.list({ customer: subscription.customer as string, status: 'canceled' }))
        .data,
    ).toHaveLength(1);
  });

  it('renews a due subscription with a paid invoice and moves its period on by a month', async () => {
    const { stripe, emulator, receiver, subscription } = await subscribed();
    await advance(emulator, 32 * DAY);
    const renewed = await stripe.subscriptions.retrieve(subscription.id, { expand: ['latest_invoice'] });
    const item = renewed.items.data[0]!;
    expect(renewed.status).toBe('active');
    expect(item.current_period_start).toBe(subscription.items.data[0]!.current_period_end);
    expect(item.current_period_end).toBeGreaterThan(item.current_period_start + 27 * DAY);
    expect(renewed.latest_invoice as Stripe.Invoice).toMatchObject({
      status: 'paid',
      billing_reason: 'subscription_cycle',
      amount_paid: 500,
    });
    expect(types(receiver)).toEqual(['invoice.paid', 'customer.subscription.updated']);
  });

  it('makes a subscription past_due with invoice.payment_failed when the card fails on renewal, and active again once it pays', async () => {
    const { stripe, emulator, receiver, subscription, customerId } = await subscribed();
    const fail = await fetch(`${emulator.url}/_emulator/customers/${customerId}/card`, {
      method: 'POST',
      body: JSON.stringify({ outcome: 'fail' }),
    });
    expect(fail.status).toBe(200);
    await advance(emulator, 32 * DAY);

    const pastDue = await stripe.subscriptions.retrieve(subscription.id);
    expect(pastDue.status).toBe('past_due');
    expect(types(receiver)).toEqual(['invoice.payment_failed', 'customer.subscription.updated']);
    const failed = await stripe.invoices.retrieve(pastDue.latest_invoice as string);
    expect(failed).toMatchObject({ status: 'open', amount_paid: 0, amount_remaining: 500, attempted: true });
    expect((await stripe.invoices.list({ subscription: subscription.id, status: 'open' })).data).toHaveLength(
      1,
    );

    receiver.received.length = 0;
    emulator.setCardOutcome(customerId, 'succeed');
    await emulator.webhooksSettled();
    expect((await stripe.subscriptions.retrieve(subscription.id)).status).toBe('active');
    expect((await stripe.invoices.retrieve(failed.id)).status).toBe('paid');
    expect(types(receiver)).toEqual(['invoice.paid', 'customer.subscription.updated']);
  });

  it('moves an item to another price of the same interval in the current period, as the portal’s plan switch does', async () => {
    const { stripe, emulator, receiver, subscription } = await subscribed();
    const other = await monthlyPrice(stripe);
    const item = subscription.items.data[0]!;
    const switched = await stripe.subscriptions.update(subscription.id, {
      items: [{ id: item.id, price: other.id }],
      proration_behavior: 'none',
    });
    expect(switched.items.data).toHaveLength(1);
    expect(switched.items.data[0]).toMatchObject({
      id: item.id,
      price: { id: other.id },
      current_period_end: item.current_period_end,
    });
    expect((await stripe.subscriptions.retrieve(subscription.id)).items.data[0]!.price.id).toBe(other.id);
    await emulator.webhooksSettled();
    expect(types(receiver)).toEqual(['customer.subscription.updated']);
    expect(receiver.received[0]!.event.data).toMatchObject({
      previous_attributes: { items: { data: [{ price: { id: item.price.id } }] } },
    });
  });

  it('starts a new period and bills it at once when an item moves to a price of another interval', async () => {
    const { stripe, emulator, receiver, subscription } = await subscribed();
    await advance(emulator, 3 * DAY);
    const product = await stripe.products.create({ name: 'Full Access yearly' });
    const yearly = await stripe.prices.create({
      product: product.id,
      currency: 'eur',
      unit_amount: 4800,
      recurring: { interval: 'year' },
    });
    const before = emulator.now();
    const switched = await stripe.subscriptions.update(subscription.id, {
      items: [{ id: subscription.items.data[0]!.id, price: yearly.id }],
      expand: ['latest_invoice'],
    });
    const item = switched.items.data[0]!;
    expect(item.current_period_start).toBeGreaterThanOrEqual(before);
    expect(item.current_period_start).toBeLessThanOrEqual(emulator.now());
    expect(item.current_period_end).toBeGreaterThan(emulator.now() + 364 * DAY);
    expect(switched.latest_invoice as Stripe.Invoice).toMatchObject({
      status: 'paid',
      billing_reason: 'subscription_update',
      amount_paid: 4800,
    });
    await emulator.webhooksSettled();
    expect(types(receiver)).toEqual(['invoice.paid', 'customer.subscription.updated']);
  });

  it('refuses an item change without the item’s id, or to a price it does not know', async () => {
    const { stripe, subscription } = await subscribed();
    const other = await monthlyPrice(stripe);
    await expect(
      stripe.subscriptions.update(subscription.id, { items: [{ price: other.id }] }),
    ).rejects.toThrow(/existing item/);
    await expect(
      stripe.subscriptions.update(subscription.id, {
        items: [{ id: subscription.items.data[0]!.id, price: 'price_missing' }],
      }),
    ).rejects.toThrow(/No such price/);
  });

  it('cancels at once with DELETE and emits customer.subscription.deleted', async () => {
    const { stripe, emulator, receiver, subscription } = await subscribed();
    const canceled = await stripe.subscriptions.cancel(subscription.id);
    expect(canceled).toMatchObject({
      status: 'canceled',
      canceled_at: emulator.now(),
      ended_at: emulator.now(),
    });
    await emulator.webhooksSettled();
    expect(types(receiver)).toEqual(['customer.subscription.deleted']);
  });

  it('retrieves a session with its subscription, customer and invoice expanded', async () => {
    const { stripe, subscription } = await subscribed();
    const [session] = (await stripe.checkout.sessions.list({ subscription: subscription.id })).data;
    const expanded = await stripe.checkout.sessions.retrieve(session!.id, {
      expand: ['subscription.latest_invoice', 'customer', 'subscription.items.data.price.product'],
    });
    const expandedSubscription = expanded.subscription as Stripe.Subscription;
    expect((expandedSubscription.latest_invoice as Stripe.Invoice).object).toBe('invoice');
    expect((expanded.customer as Stripe.Customer).email).toBe('reader@example.com');
    expect((expandedSubscription.items.data[0]!.price.product as Stripe.Product).name).toBe('Full Access');
  });

  it('opens a billing portal whose "Cancel plan" cancels at period end and whose "Return" goes back', async () => {
    const { stripe, emulator, subscription, customerId } = await subscribed();
    const portal = await stripe.billingPortal.sessions.create({
      customer: customerId,
      return_url: 'http://example.test/account',
    });
    expect(portal.id).toMatch(/^bps_/);
    expect(portal.url).toBe(`${emulator.url}/billing-portal/${portal.id}`);
    const html = await (await fetch(portal.url)).text();
    expect(html).toContain('Full Access');
    expect(html).toContain('<button type="submit">Cancel plan</button>');
    expect(html).toContain('<a href="http://example.test/account">Return</a>');

    const action = /action="([^"]+\/cancel)"/.exec(html)![1]!;
    const response = await fetch(`${emulator.url}${action}`, { method: 'POST', redirect: 'manual' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`/billing-portal/${portal.id}`);
    expect((await stripe.subscriptions.retrieve(subscription.id)).cancel_at_period_end).toBe(true);
    const canceledPage = await (await fetch(portal.url)).text();
    expect(canceledPage).toContain('Renew plan');
    expect(canceledPage).toContain('Ends on');

    const renew = /action="([^"]+\/renew)"/.exec(canceledPage)![1]!;
    await fetch(`${emulator.url}${renew}`, { method: 'POST', redirect: 'manual' });
    expect(await stripe.subscriptions.retrieve(subscription.id)).toMatchObject({
      cancel_at_period_end: false,
      canceled_at: null,
      cancel_at: null,
    });
  });

  it('lists customers by email and updates them', async () => {
    const { stripe, customerId } = await subscribed();
    const updated = await stripe.customers.update(customerId, { name: 'Maya', metadata: { user: '12' } });
    expect(updated).toMatchObject({ name: 'Maya', metadata: { user: '12' } });
    const found = await stripe.customers.list({ email: 'reader@example.com' });
    expect(found.data.map((customer) => customer.id)).toEqual([customerId]);
    const cleared = await stripe.customers.update(customerId, { metadata: { user: '' } });
    expect(cleared.metadata).toEqual({});
  });
});

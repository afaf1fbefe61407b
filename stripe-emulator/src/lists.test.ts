import { afterEach, describe, expect, it } from 'vitest';
import type { StripeEmulator } from './server.ts';
import { monthlyPrice, startEmulatorWithSdk } from './test-support.ts';

let emulator: StripeEmulator | undefined;
afterEach(async () => {
  await emulator?.close();
  emulator = undefined;
});

async function setUp() {
  const started = await startEmulatorWithSdk();
  emulator = started.emulator;
  return started;
}

describe('lists and reads through the official SDK', () => {
  it('pages through customers newest first, as the SDK’s auto-pagination reads them', async () => {
    const { stripe } = await setUp();
    const created = [];
    for (let index = 0; index < 7; index++)
      created.push(await stripe.customers.create({ email: `${index}@example.com` }));
    const firstPage = await stripe.customers.list({ limit: 3 });
    expect(firstPage.has_more).toBe(true);
    expect(firstPage.data.map((customer) => customer.email)).toEqual([
      '6@example.com',
      '5@example.com',
      '4@example.com',
    ]);
    const all = await stripe.customers.list({ limit: 3 }).autoPagingToArray({ limit: 100 });
    expect(all.map((customer) => customer.id)).toEqual(created.map((customer) => customer.id).reverse());
  });

  it('lists events by types and by a created range', async () => {
    const { stripe, emulator } = await setUp();
    const price = await monthlyPrice(stripe);
    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      line_items: [{ price: price.id }],
      customer_email: 'reader@example.com',
      success_url: 'http://example.test/done',
    });
    const before = emulator.now();
    emulator.payCheckoutSession(session.id, { card: '4242424242424242' });
    emulator.advanceClock(40 * 86_400);

    const paid = await stripe.events.list({ types: ['invoice.paid', 'checkout.session.completed'] });
    expect(paid.data.map((event) => event.type)).toEqual([
      'invoice.paid',
      'checkout.session.completed',
      'invoice.paid',
    ]);
    const later = await stripe.events.list({ created: { gt: before + 86_400 } });
    expect(later.data.map((event) => event.type)).toEqual(['customer.subscription.updated', 'invoice.paid']);
    const retrieved = await stripe.events.retrieve(later.data[0]!.id);
    expect(retrieved.data.object).toMatchObject({ object: 'subscription' });
  });

  it('gives a session’s line items, expanded or listed', async () => {
    const { stripe } = await setUp();
    const price = await monthlyPrice(stripe);
    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      line_items: [{ price: price.id, quantity: 2 }],
      success_url: 'http://example.test/done',
    });
    const expanded = await stripe.checkout.sessions.retrieve(session.id, { expand: ['line_items'] });
    expect(expanded.line_items?.data[0]).toMatchObject({
      object: 'item',
      quantity: 2,
      amount_total: 1000,
      price: { id: price.id },
    });
    const listed = await stripe.checkout.sessions.listLineItems(session.id);
    expect(listed.data.map((item) => item.price?.id)).toEqual([price.id]);
    expect((await stripe.checkout.sessions.retrieve(session.id)).line_items).toBeUndefined();
  });

  it('updates a product and a price', async () => {
    const { stripe } = await setUp();
    const price = await monthlyPrice(stripe);
    const product = await stripe.products.update(price.product as string, {
      name: 'Family Table — Full Access',
      metadata: { kitchen: 'family-table' },
    });
    expect(product).toMatchObject({
      name: 'Family Table — Full Access',
      metadata: { kitchen: 'family-table' },
    });
    const archived = await stripe.prices.update(price.id, { active: false });
    expect(archived.active).toBe(false);
    expect((await stripe.prices.list({ active: true })).data).toEqual([]);
  });
});

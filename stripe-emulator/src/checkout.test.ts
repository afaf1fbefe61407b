import Stripe from 'stripe';
import { afterEach, describe, expect, it } from 'vitest';
import type { StripeEmulator } from './server.ts';
import {
  monthlyPrice,
  startEmulatorWithSdk,
  startWebhookReceiver,
  type WebhookReceiver,
} from './test-support.ts';

let emulator: StripeEmulator | undefined;
let receiver: WebhookReceiver | undefined;

afterEach(async () => {
  await emulator?.close();
  await receiver?.close();
  emulator = undefined;
  receiver = undefined;
});

async function setUp() {
  receiver = await startWebhookReceiver();
  const started = await startEmulatorWithSdk({ webhookUrl: receiver.url });
  emulator = started.emulator;
  return { stripe: started.stripe, emulator: started.emulator, receiver };
}

describe('Checkout through the official SDK', () => {
  it('creates a subscription-mode session with its line items, metadata and hosted URL', async () => {
    const { stripe, emulator } = await setUp();
    const price = await monthlyPrice(stripe);
    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      line_items: [{ price: price.id, quantity: 1 }],
      customer_email: 'reader@example.com',
      client_reference_id: 'user-7',
      metadata: { kitchen: 'family-table', plan: 'full' },
      subscription_data: { metadata: { kitchen: 'family-table' } },
      success_url: 'http://family-table.localhost:4321/subscribe/success/{CHECKOUT_SESSION_ID}',
      cancel_url: 'http://family-table.localhost:4321/subscribe',
    });
    expect(session.id).toMatch(/^cs_test_/);
    expect(session).toMatchObject({
      object: 'checkout.session',
      mode: 'subscription',
      status: 'open',
      payment_status: 'unpaid',
      customer: null,
      customer_email: 'reader@example.com',
      client_reference_id: 'user-7',
      metadata: { kitchen: 'family-table', plan: 'full' },
      subscription: null,
      amount_total: 500,
      currency: 'eur',
    });
    expect(session.url).toBe(`${emulator.url}/checkout/${session.id}`);
  });

  it('pays a session through the control endpoint and creates the customer, subscription and invoice', async () => {
    const { stripe, emulator, receiver } = await setUp();
    const price = await monthlyPrice(stripe);
    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      line_items: [{ price: price.id, quantity: 1 }],
      customer_email: 'reader@example.com',
      subscription_data: { metadata: { kitchen: 'family-table' } },
      success_url: 'http://example.test/done/{CHECKOUT_SESSION_ID}',
    });
    const paid = await fetch(`${emulator.url}/_emulator/checkout/sessions/${session.id}/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ card: '4242 4242 4242 4242' }),
    });
    expect(paid.status).toBe(200);

    const completed = await stripe.checkout.sessions.retrieve(session.id, { expand: ['subscription'] });
    expect(completed).toMatchObject({ status: 'complete', payment_status: 'paid' });
    expect(completed.customer_details?.email).toBe('reader@example.com');
    const subscription = completed.subscription as Stripe.Subscription;
    expect(subscription).toMatchObject({
      object: 'subscription',
      status: 'active',
      customer: completed.customer,
      cancel_at_period_end: false,
      canceled_at: null,
      ended_at: null,
      metadata: { kitchen: 'family-table' },
    });
    const item = subscription.items.data[0]!;
    expect(item.price).toMatchObject({ id: price.id, unit_amount: 500, recurring: { interval: 'month' } });
    const start = new Date(item.current_period_start * 1000);
    const end = new Date(item.current_period_end * 1000);
    expect(end.getUTCMonth()).toBe((start.getUTCMonth() + 1) % 12);
    expect((subscription as unknown as { current_period_end: number }).current_period_end).toBe(
      item.current_period_end,
    );

    const customer = await stripe.customers.retrieve(completed.customer as string);
    expect(customer).toMatchObject({ email: 'reader@example.com' });
    const invoice = await stripe.invoices.retrieve(subscription.latest_invoice as string);
    expect(invoice).toMatchObject({
      status: 'paid',
      amount_paid: 500,
      billing_reason: 'subscription_create',
    });
    expect(invoice.parent?.subscription_details?.subscription).toBe(subscription.id);

    await emulator.webhooksSettled();
    expect(receiver.received.map((webhook) => webhook.event.type)).toEqual([
      'customer.subscription.created',
      'invoice.paid',
      'checkout.session.completed',
    ]);
  });

  it('pays through the hosted form and redirects (303) to the success URL with the session id', async () => {
    const { stripe } = await setUp();
    const price = await monthlyPrice(stripe);
    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      line_items: [{ price: price.id }],
      success_url: 'http://example.test/subscribe/success/{CHECKOUT_SESSION_ID}',
    });
    const form = await fetch(session.url!);
    const html = await form.text();
    expect(html).toContain('<label for="email">Email</label>');
    expect(html).toContain('<label for="card">Card number</label>');
    expect(html).toContain(`action="/checkout/${session.id}"`);

    const response = await fetch(session.url!, {
      method: 'POST',
      body: new URLSearchParams({
        email: 'new@example.com',
        card: '4242424242424242',
        expiry: '12/34',
        cvc: '123',
      }),
      redirect: 'manual',
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`http://example.test/subscribe/success/${session.id}`);
    const completed = await stripe.checkout.sessions.retrieve(session.id);
    expect(completed.status).toBe('complete');
    expect(completed.customer_details?.email).toBe('new@example.com');
  });

  it('shows "Your card was declined." for the declining card and records nothing paid', async () => {
    const { stripe, emulator, receiver } = await setUp();
    const price = await monthlyPrice(stripe);
    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      line_items: [{ price: price.id }],
      customer_email: 'reader@example.com',
      success_url: 'http://example.test/done',
    });
    const response = await fetch(session.url!, {
      method: 'POST',
      body: new URLSearchParams({ email: 'reader@example.com', card: '4000 0000 0000 0341' }),
      redirect: 'manual',
    });
    expect(response.status).toBe(402);
    expect(await response.text()).toContain('<p role="alert" id="payment-error">Your card was declined.</p>');

    const control = await fetch(`${emulator.url}/_emulator/checkout/sessions/${session.id}/pay`, {
      method: 'POST',
      body: JSON.stringify({ card: '4000000000000341' }),
    });
    expect(control.status).toBe(402);
    expect(await control.json()).toMatchObject({ error: { type: 'card_error', code: 'card_declined' } });

    expect(await stripe.checkout.sessions.retrieve(session.id)).toMatchObject({
      status: 'open',
      payment_status: 'unpaid',
    });
    expect((await stripe.subscriptions.list()).data).toEqual([]);
    expect((await stripe.customers.list({ email: 'reader@example.com' })).data).toEqual([]);
    await emulator.webhooksSettled();
    expect(receiver.received).toEqual([]);
  });

  it('uses the session’s existing customer and lists sessions by customer', async () => {
    const { stripe, emulator } = await setUp();
    const price = await monthlyPrice(stripe);
    const customer = await stripe.customers.create({ email: 'known@example.com', metadata: { user: '3' } });
    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      customer: customer.id,
      line_items: [{ price: price.id }],
      success_url: 'http://example.test/done',
    });
    expect(await (await fetch(session.url!)).text()).toContain(
      'Paying as <strong>known@example.com</strong>',
    );
    emulator.payCheckoutSession(session.id, { card: '4242424242424242' });
    const sessions = await stripe.checkout.sessions.list({ customer: customer.id });
    expect(sessions.data.map((listed) => listed.id)).toEqual([session.id]);
    expect((await stripe.customers.list({ email: 'known@example.com' })).data).toHaveLength(1);
  });

  it('answers Stripe errors for unknown ids, missing params and a wrong key', async () => {
    const { stripe, emulator } = await setUp();
    await expect(stripe.customers.retrieve('cus_missing')).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      statusCode: 404,
      code: 'resource_missing',
    });
    await expect(
      stripe.checkout.sessions.create({ mode: 'subscription', success_url: 'http://example.test' }),
    ).rejects.toMatchObject({ statusCode: 400, param: 'line_items' });
    await expect(
      stripe.checkout.sessions.create({
        mode: 'subscription',
        line_items: [{ price: 'price_nope' }],
        success_url: 'x',
      }),
    ).rejects.toMatchObject({ statusCode: 404, param: 'line_items[0][price]' });
    const wrongKey = new Stripe('sk_test_wrong', {
      host: '127.0.0.1',
      port: emulator.port,
      protocol: 'http',
      maxNetworkRetries: 0,
    });
    await expect(wrongKey.customers.list()).rejects.toMatchObject({ statusCode: 401 });
    const anonymous = await fetch(`${emulator.url}/v1/customers`);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ error: { type: 'invalid_request_error' } });
  });

  it('takes the key as curl -u sends it (Basic, the key as user name)', async () => {
    const { emulator } = await setUp();
    const basic = Buffer.from(`${emulator.secretKey}:`).toString('base64');
    const answer = await fetch(`${emulator.url}/v1/customers`, {
      headers: { authorization: `Basic ${basic}` },
    });
    expect(answer.status).toBe(200);
  });

  it('finds prices by lookup key and moves a lookup key only when asked to', async () => {
    const { stripe } = await setUp();
    const first = await monthlyPrice(stripe, 'family-table:full:month');
    await expect(monthlyPrice(stripe, 'family-table:full:month')).rejects.toMatchObject({
      param: 'lookup_key',
    });
    const product = await stripe.products.create({ name: 'Full Access' });
    const second = await stripe.prices.create({
      product: product.id,
      currency: 'eur',
      unit_amount: 4800,
      recurring: { interval: 'year' },
      lookup_key: 'family-table:full:month',
      transfer_lookup_key: true,
    });
    const found = await stripe.prices.list({
      lookup_keys: ['family-table:full:month'],
      expand: ['data.product'],
    });
    expect(found.data.map((price) => price.id)).toEqual([second.id]);
    expect((found.data[0]!.product as Stripe.Product).name).toBe('Full Access');
    expect((await stripe.prices.retrieve(first.id)).lookup_key).toBeNull();
  });
});

describe('idempotent requests', () => {
  it('replays the first answer to a POST repeated with the same Idempotency-Key', async () => {
    const { stripe } = await setUp();
    const first = await stripe.customers.create({ email: 'once@example.com' }, { idempotencyKey: 'key-1' });
    const again = await stripe.customers.create({ email: 'once@example.com' }, { idempotencyKey: 'key-1' });
    expect(again.id).toBe(first.id);
    expect((await stripe.customers.list({ email: 'once@example.com' })).data).toHaveLength(1);
    const other = await stripe.customers.create({ email: 'once@example.com' }, { idempotencyKey: 'key-2' });
    expect(other.id).not.toBe(first.id);
  });
});

describe('sessions that are not open', () => {
  it('expires an unpaid session after 24 hours of emulator time; its page and payment refuse it', async () => {
    const { stripe, emulator } = await setUp();
    const price = await monthlyPrice(stripe);
    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      line_items: [{ price: price.id }],
      customer_email: 'late@example.com',
      success_url: 'http://example.test/done',
    });
    emulator.advanceClock(24 * 3600);
    expect(await stripe.checkout.sessions.retrieve(session.id)).toMatchObject({
      status: 'expired',
      url: null,
    });
    expect(await (await fetch(session.url!)).text()).toContain('This checkout has expired.');
    expect(() => emulator.payCheckoutSession(session.id, { card: '4242424242424242' })).toThrow(/expired/);
  });

  it('expires a session on request and shows a completed one a link onwards', async () => {
    const { stripe, emulator } = await setUp();
    const price = await monthlyPrice(stripe);
    const create = () =>
      stripe.checkout.sessions.create({
        mode: 'subscription',
        line_items: [{ price: price.id }],
        customer_email: 'reader@example.com',
        success_url: 'http://example.test/done/{CHECKOUT_SESSION_ID}',
      });
    const abandoned = await create();
    expect((await stripe.checkout.sessions.expire(abandoned.id)).status).toBe('expired');
    const paid = await create();
    emulator.payCheckoutSession(paid.id, { card: '4242424242424242' });
    const page = await (await fetch(paid.url!)).text();
    expect(page).toContain(`<a href="http://example.test/done/${paid.id}">Continue</a>`);
    const again = await fetch(paid.url!, {
      method: 'POST',
      body: new URLSearchParams({ card: '4242424242424242' }),
    });
    expect(again.status).toBe(409);
  });

  it('asks for an e-mail when the session has neither a customer nor an e-mail', async () => {
    const { stripe } = await setUp();
    const price = await monthlyPrice(stripe);
    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      line_items: [{ price: price.id }],
      success_url: 'http://example.test/done',
    });
    const response = await fetch(session.url!, {
      method: 'POST',
      body: new URLSearchParams({ email: ' ', card: '4242424242424242' }),
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('Enter your email address.');
    expect((await stripe.checkout.sessions.retrieve(session.id)).status).toBe('open');
  });
});

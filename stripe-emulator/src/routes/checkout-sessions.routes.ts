import { type Context, Hono } from 'hono';
import { refreshSession } from '../checkout-payment.ts';
import type { EmulatorContext } from '../context.ts';
import { invalidParam, missingParam, StripeApiError } from '../errors.ts';
import { newId } from '../ids.ts';
import { type ListPage, listPage } from '../list.ts';
import type { CheckoutSession, LineItem } from '../objects.ts';
import { Params } from '../params.ts';
import { must } from '../store.ts';
import { type ApiEnv, reply } from './env.ts';

const DAY = 86_400;

function createSession(context: EmulatorContext, params: Params): CheckoutSession {
  const { store } = context;
  const mode = params.string('mode');
  if (mode !== 'subscription') {
    throw invalidParam('mode', `The emulator supports mode=subscription only, not ${mode}.`);
  }
  const successUrl = params.string('success_url');
  const customerId = params.optionalString('customer');
  const customerEmail = params.optionalString('customer_email');
  if (customerId !== undefined && customerEmail !== undefined) {
    throw invalidParam(
      'customer_email',
      'You may only specify one of these parameters: customer, customer_email.',
    );
  }
  if (customerId !== undefined) must(store.customers, 'customer', customerId, 'customer');

  const items = params.array('line_items');
  if (items.length === 0) throw missingParam('line_items');
  const lineItems = items.map((item, index) => {
    if (typeof item !== 'object' || Array.isArray(item))
      throw invalidParam(`line_items[${index}]`, 'Invalid line item.');
    const line = new Params(item);
    const priceId = line.optionalString('price');
    if (priceId === undefined) throw missingParam(`line_items[${index}][price]`);
    const price = must(store.prices, 'price', priceId, `line_items[${index}][price]`);
    if (price.recurring === null) {
      throw invalidParam(
        `line_items[${index}][price]`,
        'You must specify at least one recurring price in `subscription` mode when using prices.',
      );
    }
    if (!price.active)
      throw invalidParam(`line_items[${index}][price]`, `The price \`${price.id}\` is not active.`);
    const quantity = line.optionalInteger('quantity') ?? 1;
    if (quantity < 1) throw invalidParam(`line_items[${index}][quantity]`, 'Quantity must be at least 1.');
    return { price, quantity };
  });
  const currency = lineItems[0]!.price.currency;
  if (lineItems.some((line) => line.price.currency !== currency)) {
    throw invalidParam('line_items', 'All prices must be in the same currency.');
  }
  const amount = lineItems.reduce((sum, line) => sum + line.price.unit_amount * line.quantity, 0);
  const now = context.clock.now();
  const id = newId('cs_test', 58);
  const session: CheckoutSession = {
    id,
    object: 'checkout.session',
    created: now,
    expires_at: params.optionalInteger('expires_at') ?? now + DAY,
    mode: 'subscription',
    status: 'open',
    payment_status: 'unpaid',
    url: `${context.origin()}/checkout/${id}`,
    customer: customerId ?? null,
    customer_email: customerEmail ?? null,
    customer_details: null,
    client_reference_id: params.optionalString('client_reference_id') ?? null,
    metadata: params.optionalMetadata() ?? {},
    subscription: null,
    invoice: null,
    success_url: successUrl,
    cancel_url: params.optionalString('cancel_url') ?? null,
    currency,
    amount_subtotal: amount,
    amount_total: amount,
    livemode: false,
    ui_mode: 'hosted',
  };
  store.checkoutSessions.set(id, session);
  store.checkoutInputs.set(id, {
    lineItems: lineItems.map((line) => ({ price: line.price.id, quantity: line.quantity })),
    subscriptionMetadata: params.optionalObject('subscription_data')?.optionalMetadata() ?? {},
  });
  return session;
}

/** The session's line items as Stripe lists them (`expand[]=line_items`, `listLineItems`). */
function lineItems(context: EmulatorContext, session: CheckoutSession): ListPage<LineItem> {
  const input = context.store.checkoutInputs.get(session.id)!;
  const data = input.lineItems.map((line, index): LineItem => {
    const price = must(context.store.prices, 'price', line.price);
    const amount = price.unit_amount * line.quantity;
    return {
      id: `li_${session.id.slice('cs_test_'.length, 'cs_test_'.length + 20)}${index}`,
      object: 'item',
      amount_discount: 0,
      amount_subtotal: amount,
      amount_tax: 0,
      amount_total: amount,
      currency: price.currency,
      description: context.store.products.get(price.product)?.name ?? '',
      price: structuredClone(price),
      quantity: line.quantity,
    };
  });
  return { object: 'list', data, has_more: false, url: `/v1/checkout/sessions/${session.id}/line_items` };
}

/** Answers a session, with its line items when `expand[]=line_items` asks for them. */
function replySession(c: Context<ApiEnv>, context: EmulatorContext, session: CheckoutSession): Response {
  const params = c.get('params');
  if (!params.expand().includes('line_items')) return reply(c, context, session);
  return reply(c, context, { ...session, line_items: lineItems(context, session) });
}

export function checkoutSessionRoutes(context: EmulatorContext) {
  const { store } = context;
  return new Hono<ApiEnv>()
    .post('/', (c) => replySession(c, context, createSession(context, c.get('params'))))
    .get('/', (c) => {
      const params = c.get('params');
      const customer = params.optionalString('customer');
      const subscription = params.optionalString('subscription');
      const status = params.optionalString('status');
      const sessions = [...store.checkoutSessions.values()]
        .map((session) => refreshSession(context, session))
        .filter(
          (session) =>
            (customer === undefined || session.customer === customer) &&
            (subscription === undefined || session.subscription === subscription) &&
            (status === undefined || session.status === status),
        );
      return reply(c, context, listPage(sessions, params, '/v1/checkout/sessions'));
    })
    .get('/:id', (c) => {
      const session = must(store.checkoutSessions, 'checkout.session', c.req.param('id'));
      return replySession(c, context, refreshSession(context, session));
    })
    .get('/:id/line_items', (c) => {
      const session = must(store.checkoutSessions, 'checkout.session', c.req.param('id'));
      return reply(c, context, lineItems(context, session));
    })
    .post('/:id/expire', (c) => {
      const session = refreshSession(
        context,
        must(store.checkoutSessions, 'checkout.session', c.req.param('id')),
      );
      if (session.status !== 'open') {
        throw new StripeApiError(
          400,
          'invalid_request_error',
          `Only open sessions can be expired; this one is ${session.status}.`,
        );
      }
      session.status = 'expired';
      session.url = null;
      return reply(c, context, session);
    });
}

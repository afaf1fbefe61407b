import { Hono } from 'hono';
import { withMetadata } from '../metadata.ts';
import type { EmulatorContext } from '../context.ts';
import { invalidParam } from '../errors.ts';
import { newId } from '../ids.ts';
import { listPage } from '../list.ts';
import type { Interval, Price } from '../objects.ts';
import type { Params } from '../params.ts';
import { must } from '../store.ts';
import { type ApiEnv, reply } from './env.ts';
import { createProduct } from './products.routes.ts';

const INTERVALS: readonly string[] = ['day', 'week', 'month', 'year'];

/** Gives `lookupKey` to `price`, taking it from another price only when `transfer` is set. */
function claimLookupKey(context: EmulatorContext, price: Price, lookupKey: string, transfer: boolean): void {
  for (const other of context.store.prices.values()) {
    if (other.id === price.id || other.lookup_key !== lookupKey) continue;
    if (!transfer) {
      throw invalidParam(
        'lookup_key',
        `A price (\`${other.id}\`) already uses that lookup key. Set transfer_lookup_key to move it.`,
      );
    }
    other.lookup_key = null;
  }
  price.lookup_key = lookupKey;
}

function recurringOf(params: Params): Price['recurring'] {
  const recurring = params.optionalObject('recurring');
  if (recurring === undefined) return null;
  const interval = recurring.string('interval');
  if (!INTERVALS.includes(interval))
    throw invalidParam('recurring[interval]', `Invalid interval: ${interval}`);
  const count = recurring.optionalInteger('interval_count') ?? 1;
  if (count < 1) throw invalidParam('recurring[interval_count]', 'interval_count must be at least 1.');
  return { interval: interval as Interval, interval_count: count, usage_type: 'licensed' };
}

export function priceRoutes(context: EmulatorContext) {
  const { store } = context;
  return new Hono<ApiEnv>()
    .post('/', (c) => {
      const params = c.get('params');
      const currency = params.string('currency').toLowerCase();
      const unitAmount = params.optionalInteger('unit_amount');
      if (unitAmount === undefined || unitAmount < 0)
        throw invalidParam('unit_amount', 'Missing or invalid unit_amount.');
      let productId = params.optionalString('product');
      if (productId !== undefined) {
        must(store.products, 'product', productId, 'product');
      } else {
        const productData = params.optionalObject('product_data');
        if (productData === undefined) throw invalidParam('product', 'Missing required param: product.');
        productId = createProduct(context, {
          name: productData.string('name'),
          metadata: productData.optionalMetadata(),
        }).id;
      }
      const recurring = recurringOf(params);
      const price: Price = {
        id: newId('price'),
        object: 'price',
        created: context.clock.now(),
        active: params.optionalBoolean('active') ?? true,
        currency,
        unit_amount: unitAmount,
        unit_amount_decimal: String(unitAmount),
        product: productId,
        lookup_key: null,
        nickname: params.optionalString('nickname') ?? null,
        metadata: params.optionalMetadata() ?? {},
        livemode: false,
        billing_scheme: 'per_unit',
        type: recurring === null ? 'one_time' : 'recurring',
        recurring,
        tax_behavior: 'unspecified',
      };
      const lookupKey = params.optionalString('lookup_key');
      if (lookupKey)
        claimLookupKey(context, price, lookupKey, params.optionalBoolean('transfer_lookup_key') ?? false);
      store.prices.set(price.id, price);
      const product = store.products.get(productId)!;
      product.default_price ??= price.id;
      return reply(c, context, price);
    })
    .get('/', (c) => {
      const params = c.get('params');
      const lookupKeys = params.strings('lookup_keys');
      const active = params.optionalBoolean('active');
      const product = params.optionalString('product');
      const prices = [...store.prices.values()].filter(
        (price) =>
          (lookupKeys.length === 0 || (price.lookup_key !== null && lookupKeys.includes(price.lookup_key))) &&
          (active === undefined || price.active === active) &&
          (product === undefined || price.product === product),
      );
      return reply(c, context, listPage(prices, params, '/v1/prices'));
    })
    .get('/:id', (c) => reply(c, context, must(store.prices, 'price', c.req.param('id'))))
    .post('/:id', (c) => {
      const params = c.get('params');
      const price = must(store.prices, 'price', c.req.param('id'));
      const active = params.optionalBoolean('active');
      if (active !== undefined) price.active = active;
      const metadata = params.optionalMetadata();
      if (metadata !== undefined) price.metadata = withMetadata(price.metadata, metadata);
      const nickname = params.optionalString('nickname');
      if (nickname !== undefined) price.nickname = nickname === '' ? null : nickname;
      const lookupKey = params.optionalString('lookup_key');
      if (lookupKey === '') price.lookup_key = null;
      else if (lookupKey !== undefined) {
        claimLookupKey(context, price, lookupKey, params.optionalBoolean('transfer_lookup_key') ?? false);
      }
      return reply(c, context, price);
    });
}

import { Hono } from 'hono';
import type { EmulatorContext } from '../context.ts';
import { withMetadata } from '../metadata.ts';
import { invalidParam } from '../errors.ts';
import { newId } from '../ids.ts';
import { listPage } from '../list.ts';
import type { Product } from '../objects.ts';
import { must } from '../store.ts';
import { type ApiEnv, reply } from './env.ts';

export function createProduct(
  context: EmulatorContext,
  fields: {
    id?: string | undefined;
    name: string;
    description?: string | undefined;
    metadata?: Record<string, string> | undefined;
  },
): Product {
  const id = fields.id ?? newId('prod');
  if (context.store.products.has(id)) throw invalidParam('id', `Product already exists: ${id}`);
  const now = context.clock.now();
  const product: Product = {
    id,
    object: 'product',
    created: now,
    updated: now,
    name: fields.name,
    description: fields.description ?? null,
    active: true,
    metadata: fields.metadata ?? {},
    livemode: false,
    default_price: null,
    images: [],
    type: 'service',
    url: null,
  };
  context.store.products.set(product.id, product);
  return product;
}

export function productRoutes(context: EmulatorContext) {
  const { store } = context;
  return new Hono<ApiEnv>()
    .post('/', (c) => {
      const params = c.get('params');
      const product = createProduct(context, {
        id: params.optionalString('id'),
        name: params.string('name'),
        description: params.optionalString('description'),
        metadata: params.optionalMetadata(),
      });
      return reply(c, context, product);
    })
    .get('/', (c) => {
      const params = c.get('params');
      const active = params.optionalBoolean('active');
      const products = [...store.products.values()].filter(
        (product) => active === undefined || product.active === active,
      );
      return reply(c, context, listPage(products, params, '/v1/products'));
    })
    .get('/:id', (c) => reply(c, context, must(store.products, 'product', c.req.param('id'))))
    .post('/:id', (c) => {
      const params = c.get('params');
      const product = must(store.products, 'product', c.req.param('id'));
      const name = params.optionalString('name');
      if (name !== undefined && name !== '') product.name = name;
      const description = params.optionalString('description');
      if (description !== undefined) product.description = description === '' ? null : description;
      const active = params.optionalBoolean('active');
      if (active !== undefined) product.active = active;
      const metadata = params.optionalMetadata();
      if (metadata !== undefined) product.metadata = withMetadata(product.metadata, metadata);
      product.updated = context.clock.now();
      return reply(c, context, product);
    });
}

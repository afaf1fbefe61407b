import { Hono } from 'hono';
import { createCustomer } from '../customers.ts';
import { withMetadata } from '../metadata.ts';
import type { EmulatorContext } from '../context.ts';
import { listPage } from '../list.ts';
import { must } from '../store.ts';
import { type ApiEnv, reply } from './env.ts';

export function customerRoutes(context: EmulatorContext) {
  const { store } = context;
  return new Hono<ApiEnv>()
    .post('/', (c) => {
      const params = c.get('params');
      const customer = createCustomer(context, {
        email: params.optionalString('email') ?? null,
        name: params.optionalString('name') ?? null,
        description: params.optionalString('description') ?? null,
        metadata: params.optionalMetadata() ?? {},
      });
      return reply(c, context, customer);
    })
    .get('/', (c) => {
      const params = c.get('params');
      const email = params.optionalString('email');
      const customers = [...store.customers.values()].filter(
        (customer) => email === undefined || customer.email === email,
      );
      return reply(c, context, listPage(customers, params, '/v1/customers'));
    })
    .get('/:id', (c) => reply(c, context, must(store.customers, 'customer', c.req.param('id'))))
    .post('/:id', (c) => {
      const params = c.get('params');
      const customer = must(store.customers, 'customer', c.req.param('id'));
      const email = params.optionalString('email');
      const name = params.optionalString('name');
      const description = params.optionalString('description');
      const metadata = params.optionalMetadata();
      if (email !== undefined) customer.email = email === '' ? null : email;
      if (name !== undefined) customer.name = name === '' ? null : name;
      if (description !== undefined) customer.description = description === '' ? null : description;
      if (metadata !== undefined) customer.metadata = withMetadata(customer.metadata, metadata);
      return reply(c, context, customer);
    });
}

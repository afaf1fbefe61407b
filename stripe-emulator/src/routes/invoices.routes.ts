import { Hono } from 'hono';
import type { EmulatorContext } from '../context.ts';
import { listPage } from '../list.ts';
import { must } from '../store.ts';
import { type ApiEnv, reply } from './env.ts';

export function invoiceRoutes(context: EmulatorContext) {
  const { store } = context;
  return new Hono<ApiEnv>()
    .get('/', (c) => {
      const params = c.get('params');
      const customer = params.optionalString('customer');
      const subscription = params.optionalString('subscription');
      const status = params.optionalString('status');
      const invoices = [...store.invoices.values()].filter(
        (invoice) =>
          (customer === undefined || invoice.customer === customer) &&
          (subscription === undefined || invoice.parent.subscription_details.subscription === subscription) &&
          (status === undefined || invoice.status === status),
      );
      return reply(c, context, listPage(invoices, params, '/v1/invoices'));
    })
    .get('/:id', (c) => reply(c, context, must(store.invoices, 'invoice', c.req.param('id'))));
}

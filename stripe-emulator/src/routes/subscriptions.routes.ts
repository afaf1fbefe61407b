import { Hono } from 'hono';
import { cancelSubscription, updateSubscription } from '../subscription-lifecycle.ts';
import type { EmulatorContext } from '../context.ts';
import { invalidParam } from '../errors.ts';
import { listPage } from '../list.ts';
import { Params } from '../params.ts';
import { must } from '../store.ts';
import { type ApiEnv, reply } from './env.ts';

const STATUSES = ['active', 'past_due', 'canceled', 'unpaid', 'incomplete', 'all', 'ended'];

export function subscriptionRoutes(context: EmulatorContext) {
  const { store } = context;
  return new Hono<ApiEnv>()
    .get('/', (c) => {
      const params = c.get('params');
      const customer = params.optionalString('customer');
      const price = params.optionalString('price');
      const status = params.optionalString('status');
      if (status !== undefined && !STATUSES.includes(status))
        throw invalidParam('status', `Invalid status: ${status}`);
      const subscriptions = [...store.subscriptions.values()].filter(
        (subscription) =>
          (customer === undefined || subscription.customer === customer) &&
          (price === undefined || subscription.items.data.some((item) => item.price.id === price)) &&
          // Like Stripe: without a status, canceled subscriptions are left out.
          (status === 'all' ||
            (status === 'ended' && subscription.status === 'canceled') ||
            (status === undefined ? subscription.status !== 'canceled' : subscription.status === status)),
      );
      return reply(c, context, listPage(subscriptions, params, '/v1/subscriptions'));
    })
    .get('/:id', (c) => reply(c, context, must(store.subscriptions, 'subscription', c.req.param('id'))))
    .post('/:id', (c) => {
      const params = c.get('params');
      const items = params.array('items').map((value, index) => {
        if (typeof value !== 'object' || Array.isArray(value))
          throw invalidParam(`items[${index}]`, 'Invalid object: each item must be a hash.');
        const item = new Params(value);
        return { id: item.optionalString('id'), price: item.optionalString('price') };
      });
      const subscription = updateSubscription(context, c.req.param('id'), {
        cancel_at_period_end: params.optionalBoolean('cancel_at_period_end'),
        metadata: params.optionalMetadata(),
        ...(items.length > 0 ? { items } : {}),
      });
      return reply(c, context, subscription);
    })
    .delete('/:id', (c) => reply(c, context, cancelSubscription(context, c.req.param('id'))));
}

import { Hono } from 'hono';
import type { EmulatorContext } from '../context.ts';
import { newId } from '../ids.ts';
import type { BillingPortalSession } from '../objects.ts';
import { must } from '../store.ts';
import { type ApiEnv, reply } from './env.ts';

export function billingPortalRoutes(context: EmulatorContext) {
  const { store } = context;
  return new Hono<ApiEnv>().post('/', (c) => {
    const params = c.get('params');
    const customer = must(store.customers, 'customer', params.string('customer'), 'customer');
    const id = newId('bps');
    const session: BillingPortalSession = {
      id,
      object: 'billing_portal.session',
      created: context.clock.now(),
      customer: customer.id,
      return_url: params.optionalString('return_url') ?? null,
      url: `${context.origin()}/billing-portal/${id}`,
      livemode: false,
      configuration: 'bpc_emulator_default',
      flow: null,
      locale: null,
      on_behalf_of: null,
    };
    store.portalSessions.set(id, session);
    return reply(c, context, session);
  });
}

import { Hono } from 'hono';
import type { EmulatorContext } from './context.ts';
import { StripeApiError } from './errors.ts';
import { parseFormBody } from './form-body.ts';
import { checkoutPage } from './pages/checkout.page.ts';
import { portalPage } from './pages/portal.page.ts';
import { Params } from './params.ts';
import { billingPortalRoutes } from './routes/billing-portal.routes.ts';
import { checkoutSessionRoutes } from './routes/checkout-sessions.routes.ts';
import { controlRoutes } from './routes/controls.routes.ts';
import { customerRoutes } from './routes/customers.routes.ts';
import type { ApiEnv } from './routes/env.ts';
import { eventRoutes } from './routes/events.routes.ts';
import { invoiceRoutes } from './routes/invoices.routes.ts';
import { priceRoutes } from './routes/prices.routes.ts';
import { productRoutes } from './routes/products.routes.ts';
import { subscriptionRoutes } from './routes/subscriptions.routes.ts';

/** The Stripe API under `/v1`, the hosted pages and the test controls under `/_emulator`. */
export function createApp(context: EmulatorContext, secretKey: string): Hono {
  const api = new Hono<ApiEnv>()
    .use('*', async (c, next) => {
      const authorization = c.req.header('authorization') ?? '';
      const key = authorization.replace(/^Bearer\s+/i, '');
      if (key !== secretKey) {
        const shown = key === '' ? 'none' : `${key.slice(0, 8)}…`;
        throw new StripeApiError(
          401,
          'invalid_request_error',
          `Invalid API Key provided: ${shown}. The emulator accepts only its own secret key.`,
        );
      }
      const query = new URL(c.req.url).search;
      const body = c.req.method === 'GET' || c.req.method === 'DELETE' ? '' : await c.req.text();
      c.set('params', new Params({ ...parseFormBody(query), ...parseFormBody(body) }));
      await next();
    })
    .route('/customers', customerRoutes(context))
    .route('/products', productRoutes(context))
    .route('/prices', priceRoutes(context))
    .route('/checkout/sessions', checkoutSessionRoutes(context))
    .route('/subscriptions', subscriptionRoutes(context))
    .route('/invoices', invoiceRoutes(context))
    .route('/billing_portal/sessions', billingPortalRoutes(context))
    .route('/events', eventRoutes(context));
  api.notFound((c) => {
    const error = new StripeApiError(
      404,
      'invalid_request_error',
      `Unrecognized request URL (${c.req.method}: ${new URL(c.req.url).pathname}). The emulator implements only what Larder uses.`,
    );
    return c.json(error.body(), 404);
  });

  const app = new Hono();
  app.onError((error, c) => {
    if (error instanceof StripeApiError) return c.json(error.body(), error.status);
    console.error('stripe emulator:', error);
    return c.json({ error: { type: 'api_error', message: error.message } }, 500);
  });
  app.route('/v1', api);
  app.route('/checkout', checkoutPage(context));
  app.route('/billing-portal', portalPage(context));
  app.route('/_emulator', controlRoutes(context));
  app.get('/', (c) => c.text('Stripe emulator for Larder. API under /v1, test controls under /_emulator.\n'));
  return app;
}

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

/** The key of `Bearer <key>` (the SDK) or `Basic base64(<key>:)` (`curl -u <key>:`), as Stripe takes both. */
function apiKeyOf(authorization: string): string {
  const [scheme = '', credentials = ''] = authorization.split(/\s+/, 2);
  if (/^bearer$/i.test(scheme)) return credentials;
  if (/^basic$/i.test(scheme)) return Buffer.from(credentials, 'base64').toString('utf8').split(':')[0] ?? '';
  return '';
}

/** The Stripe API under `/v1`, the hosted pages and the test controls under `/_emulator`. */
export function createApp(context: EmulatorContext, secretKey: string): Hono {
  const replays = new Map<string, { status: number; body: string }>();
  const api = new Hono<ApiEnv>()
    .use('*', async (c, next) => {
      const key = apiKeyOf(c.req.header('authorization') ?? '');
      if (key !== secretKey) {
        const message =
          key === ''
            ? 'You did not provide an API key. Send the emulator’s secret key as `Authorization: Bearer <key>`.'
            : `Invalid API Key provided: ${key.slice(0, 8)}…. The emulator accepts only its own secret key (LARDER_STRIPE_SECRET_KEY, default sk_test_larder_emulator).`;
        throw new StripeApiError(401, 'invalid_request_error', message);
      }
      const query = new URL(c.req.url).search;
      const body = c.req.method === 'GET' || c.req.method === 'DELETE' ? '' : await c.req.text();
      c.set('params', new Params({ ...parseFormBody(query), ...parseFormBody(body) }));
      await next();
    })
    .use('*', async (c, next) => {
      // Stripe answers a repeated POST with the same Idempotency-Key by replaying the first answer,
      // so the SDK's retries after a timeout never create a second object.
      const key = c.req.header('idempotency-key');
      if (c.req.method !== 'POST' || key === undefined) return next();
      const slot = `${new URL(c.req.url).pathname} ${key}`;
      const replay = replays.get(slot);
      if (replay !== undefined) {
        return c.body(replay.body, replay.status as 200, {
          'content-type': 'application/json',
          'idempotent-replayed': 'true',
        });
      }
      await next();
      if (c.res.status < 500) replays.set(slot, { status: c.res.status, body: await c.res.clone().text() });
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

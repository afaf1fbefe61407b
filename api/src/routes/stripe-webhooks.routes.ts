import { AppError } from '@larder/shared/errors';
import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env.ts';
import { handleStripeEvent } from '../payments/stripe-events.ts';
import { callStripe, stripeOf, stripeWebhooks, type StripeEvent } from '../payments/stripe-client.ts';

/** Stripe's own default: a delivery signed more than five minutes ago is refused (replays). */
const SIGNATURE_TOLERANCE_SECONDS = 300;

/** The paths (under /api/v1) that take Stripe's raw, signed bodies: no JSON checks before them. */
export const stripeWebhookPaths = ['/stripe/webhooks'];

/**
 * Stripe's webhook deliveries (prefix /api/v1/stripe). The body is verified byte for byte with
 * the SDK against the endpoint's signing secret; anything unsigned, mis-signed or stale is a 400
 * `webhook_signature_invalid` and changes nothing. A 2xx tells Stripe the event is applied (or
 * of no interest); any other answer makes it deliver the event again later.
 */
export const stripeWebhookRoutes = new Hono<AppEnv>().post('/webhooks', async (c) => {
  const { deps } = c.var;
  const payload = Buffer.from(await c.req.arrayBuffer());
  const signature = c.req.header('stripe-signature');
  let event: StripeEvent | null;
  try {
    if (!signature) throw new Error('no Stripe-Signature header');
    // Freshness is checked against the wall clock, as Stripe signs: not the app's (test) clock.
    event = stripeWebhooks.constructEvent(
      payload,
      signature,
      deps.env.stripe.webhookSecret,
      SIGNATURE_TOLERANCE_SECONDS,
    );
  } catch {
    throw new AppError('webhook_signature_invalid');
  }
  // Signed by whoever holds the secret, so shaped as Stripe shapes events; checked all the same.
  if (
    typeof event !== 'object' ||
    event === null ||
    typeof event.id !== 'string' ||
    typeof event.type !== 'string' ||
    typeof event.data !== 'object' ||
    event.data === null ||
    typeof event.data.object !== 'object' ||
    event.data.object === null
  )
    throw new AppError('webhook_signature_invalid', 'The webhook body is not a Stripe event.');
  const outcome = await callStripe(`applying ${event.type} ${event.id}`, () =>
    handleStripeEvent(
      {
        db: deps.db,
        env: deps.env,
        sitesConfig: deps.sitesConfig,
        mailer: c.var.mailer,
        stripe: stripeOf(deps),
        now: deps.now ?? Date.now,
      },
      event,
    ),
  );
  c.header('Cache-Control', 'no-store');
  return c.json({ received: true, outcome });
});

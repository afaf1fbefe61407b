import { Hono } from 'hono';
import { payCheckoutSession } from '../checkout-payment.ts';
import { processDueSubscriptions, setCardOutcome } from '../subscription-lifecycle.ts';
import type { EmulatorContext } from '../context.ts';
import { invalidParam } from '../errors.ts';
import type { WebhookMode } from '../webhook-delivery.ts';

async function jsonBody(request: Request): Promise<Record<string, unknown>> {
  const text = await request.text();
  if (text.trim() === '') return {};
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed))
      return parsed as Record<string, unknown>;
  } catch {
    // Answered below.
  }
  throw invalidParam('body', 'The body must be a JSON object.');
}

/** Moves the emulator's clock forward and lets due subscriptions renew or end. */
export function advanceClock(context: EmulatorContext, seconds: number): number {
  if (!Number.isInteger(seconds) || seconds < 0)
    throw invalidParam('seconds', 'seconds must be a whole number ≥ 0.');
  context.clock.advance(seconds);
  processDueSubscriptions(context);
  return context.clock.now();
}

/** Reads a partial webhook mode from a control request body. */
export function webhookModeFrom(body: Record<string, unknown>): Partial<WebhookMode> {
  const mode: Partial<WebhookMode> = {};
  if (body.duplicate !== undefined) {
    if (typeof body.duplicate !== 'number' || !Number.isInteger(body.duplicate) || body.duplicate < 0) {
      throw invalidParam('duplicate', 'duplicate must be a whole number ≥ 0 (extra copies of each event).');
    }
    mode.duplicate = body.duplicate;
  }
  for (const flag of ['reorder', 'hold'] as const) {
    if (body[flag] === undefined) continue;
    if (typeof body[flag] !== 'boolean') throw invalidParam(flag, `${flag} must be true or false.`);
    mode[flag] = body[flag];
  }
  return mode;
}

/** The test controls under `/_emulator` (JSON in and out); see the package README. */
export function controlRoutes(context: EmulatorContext) {
  const { store, delivery } = context;
  return new Hono()
    .get('/clock', (c) => c.json({ now: context.clock.now() }))
    .post('/clock/advance', async (c) => {
      const body = await jsonBody(c.req.raw);
      return c.json({ now: advanceClock(context, Number(body.seconds)) });
    })
    .post('/webhooks/mode', async (c) => c.json(delivery.setMode(webhookModeFrom(await jsonBody(c.req.raw)))))
    .post('/webhooks/flush', (c) => c.json({ flushed: delivery.flush() }))
    .post('/webhooks/endpoint', async (c) => {
      const body = await jsonBody(c.req.raw);
      if (typeof body.url !== 'string') throw invalidParam('url', 'url must be the webhook endpoint URL.');
      delivery.setEndpoint(body.url, typeof body.secret === 'string' ? body.secret : undefined);
      return c.json({ url: body.url });
    })
    .get('/events', (c) =>
      c.json(
        [...store.events.values()].map((event) => ({
          id: event.id,
          type: event.type,
          created: event.created,
          object: (event.data.object as { id?: string }).id ?? null,
          deliveries: delivery
            .list()
            .filter((entry) => entry.event.id === event.id)
            .map((entry) => ({ state: entry.state, attempts: entry.attempts })),
        })),
      ),
    )
    .post('/customers/:id/card', async (c) => {
      const body = await jsonBody(c.req.raw);
      if (body.outcome !== 'succeed' && body.outcome !== 'fail') {
        throw invalidParam('outcome', "outcome must be 'succeed' or 'fail'.");
      }
      setCardOutcome(context, c.req.param('id'), body.outcome);
      return c.json({ customer: c.req.param('id'), outcome: body.outcome });
    })
    .post('/checkout/sessions/:id/pay', async (c) => {
      const body = await jsonBody(c.req.raw);
      if (typeof body.card !== 'string') throw invalidParam('card', 'card must be a card number.');
      const email = typeof body.email === 'string' ? body.email : undefined;
      return c.json(payCheckoutSession(context, c.req.param('id'), { card: body.card, email }));
    });
}

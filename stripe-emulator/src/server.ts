import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { payCheckoutSession } from './checkout-payment.ts';
import { setCardOutcome } from './subscription-lifecycle.ts';
import { Clock } from './clock.ts';
import type { EmulatorContext } from './context.ts';
import type { CheckoutSession, StripeEvent } from './objects.ts';
import { advanceClock } from './routes/controls.routes.ts';
import { Store } from './store.ts';
import {
  DEFAULT_RETRY_DELAYS_MS,
  type Delivery,
  WebhookDelivery,
  type WebhookMode,
} from './webhook-delivery.ts';

export const DEFAULT_PORT = 12111;
export const DEFAULT_SECRET_KEY = 'sk_test_larder_emulator';
export const DEFAULT_WEBHOOK_SECRET = 'whsec_larder_emulator';

export interface StripeEmulatorOptions {
  /** Default 127.0.0.1 (loopback only). */
  host?: string;
  /** Default 12111; 0 picks a free port (for tests). */
  port?: number;
  /** Where signed events are POSTed; none: events are recorded but not sent. */
  webhookUrl?: string;
  /** Default `whsec_larder_emulator`. */
  webhookSecret?: string;
  /** The only key the API accepts as `Authorization: Bearer …`; default `sk_test_larder_emulator`. */
  secretKey?: string;
  /** Waits before each retry of a failed webhook delivery (default about a minute in all). */
  webhookRetryDelaysMs?: readonly number[];
}

export interface StripeEmulator {
  /** `http://127.0.0.1:12111` — give it to the API as `LARDER_STRIPE_API_URL`. */
  readonly url: string;
  readonly port: number;
  readonly secretKey: string;
  /** Moves the clock forward (renewals, ends of canceled plans); returns the new time in Unix seconds. */
  advanceClock(seconds: number): number;
  now(): number;
  /** What the hosted checkout page does with a typed card. Throws the card error when declined. */
  payCheckoutSession(sessionId: string, payment: { card: string; email?: string }): CheckoutSession;
  setCardOutcome(customerId: string, outcome: 'succeed' | 'fail'): void;
  setWebhookEndpoint(url: string | undefined, secret?: string): void;
  setWebhookMode(mode: Partial<WebhookMode>): WebhookMode;
  flushWebhooks(): number;
  /** Every event so far, oldest first. */
  events(): StripeEvent[];
  deliveries(): readonly Delivery[];
  /** Resolves once every started webhook delivery has succeeded or run out of retries. */
  webhooksSettled(): Promise<void>;
  close(): Promise<void>;
}

/** Starts the emulator on loopback; state lives in memory until `close()`. */
export async function startStripeEmulator(options: StripeEmulatorOptions = {}): Promise<StripeEmulator> {
  const host = options.host ?? '127.0.0.1';
  const secretKey = options.secretKey ?? DEFAULT_SECRET_KEY;
  const delivery = new WebhookDelivery({
    url: options.webhookUrl,
    secret: options.webhookSecret ?? DEFAULT_WEBHOOK_SECRET,
    retryDelaysMs: options.webhookRetryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS,
  });
  let origin = '';
  const context: EmulatorContext = { store: new Store(), clock: new Clock(), delivery, origin: () => origin };
  const app = createApp(context, secretKey);

  const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const started = serve({ fetch: app.fetch, hostname: host, port: options.port ?? DEFAULT_PORT }, () => {
      resolve(started);
    });
    started.once('error', reject);
  });
  const port = (server.address() as AddressInfo).port;
  origin = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;

  return {
    url: origin,
    port,
    secretKey,
    advanceClock: (seconds) => advanceClock(context, seconds),
    now: () => context.clock.now(),
    payCheckoutSession: (sessionId, payment) => payCheckoutSession(context, sessionId, payment),
    setCardOutcome: (customerId, outcome) => {
      setCardOutcome(context, customerId, outcome);
    },
    setWebhookEndpoint: (url, secret) => {
      delivery.setEndpoint(url, secret);
    },
    setWebhookMode: (mode) => delivery.setMode(mode),
    flushWebhooks: () => delivery.flush(),
    events: () => [...context.store.events.values()],
    deliveries: () => delivery.list(),
    webhooksSettled: () => delivery.settled(),
    close: () =>
      new Promise<void>((resolve, reject) => {
        delivery.close();
        server.close((error) => {
          if (error) reject(error);
          else resolve();
        });
        if ('closeAllConnections' in server) server.closeAllConnections();
      }),
  };
}

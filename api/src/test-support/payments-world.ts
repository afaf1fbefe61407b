import { serve } from '@hono/node-server';
import { startStripeEmulator, type StripeEmulator } from '@larder/stripe-emulator';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { createApp } from '../http/app.ts';
import { startCheckout } from '../payments/checkout.ts';
import { createStripeClient, stripeWebhooks, type StripeClient } from '../payments/stripe-client.ts';
import { findSiteBySlug } from '../site/site-read.ts';
import type { UserRow } from '../auth/session-tokens.ts';
import { createTestWorld, smallKitchens, type TestWorld } from './test-database.ts';

/**
 * A test world whose API is served over loopback and paired with a Stripe emulator that sends
 * its signed webhooks to it: the API's clock is the emulator's, so moving one moves both.
 */
export interface PaymentsWorld extends TestWorld {
  emulator: StripeEmulator;
  stripe: StripeClient;
  webhookUrl: string;
  /** Starts a checkout as the subscribe route would; answers the session id. */
  checkout: (options: {
    email: string;
    plan?: 'monthly' | 'yearly';
    user?: UserRow | null;
    slug?: string;
    nextLogin?: string;
  }) => Promise<string>;
  /** Pays a session on the emulator with the test card that succeeds. */
  pay: (sessionId: string, email?: string) => void;
}

export const SUCCEEDING_CARD = '4242424242424242';
export const DECLINED_CARD = '4000000000000341';

export async function createPaymentsWorld(): Promise<PaymentsWorld> {
  const emulator = await startStripeEmulator({ port: 0, webhookRetryDelaysMs: [50, 100, 200, 400, 800] });
  const world = await createTestWorld(smallKitchens(), {
    LARDER_STRIPE_API_URL: emulator.url,
    LARDER_RATE_LIMITS: 'off',
  });
  const stripe = createStripeClient(world.env.stripe);
  const app = createApp({
    db: world.db,
    env: world.env,
    sitesConfig: world.sitesConfig,
    stripe,
    now: () => emulator.now() * 1000,
  });
  const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 });
  await new Promise<void>((resolve) => server.once('listening', resolve));
  const webhookUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1/stripe/webhooks`;
  emulator.setWebhookEndpoint(webhookUrl);
  return {
    ...world,
    app,
    emulator,
    stripe,
    webhookUrl,
    checkout: async ({ email, plan = 'monthly', user = null, slug = 'family-table', nextLogin }) => {
      const site = (await findSiteBySlug(world.db, slug))!;
      const origin = `http://${slug}.localhost:4321`;
      const { url } = await startCheckout(
        {
          db: world.db,
          env: world.env,
          sitesConfig: world.sitesConfig,
          stripe,
          now: () => emulator.now() * 1000,
        },
        {
          site,
          plan,
          email,
          user,
          successUrl: `${origin}/subscribe/success/{CHECKOUT_SESSION_ID}`,
          cancelUrl: `${origin}/subscribe`,
          nextLogin: nextLogin ?? `${origin}/recipes/`,
        },
      );
      return url.split('/').pop()!;
    },
    pay: (sessionId, email) => {
      emulator.payCheckoutSession(sessionId, { card: SUCCEEDING_CARD, ...(email ? { email } : {}) });
    },
    cleanup: async () => {
      await emulator.close();
      await new Promise<void>((resolve) => {
        server.close(() => {
          resolve();
        });
        if ('closeAllConnections' in server) server.closeAllConnections();
      });
      await world.cleanup();
    },
  };
}

/** A webhook delivery signed with the API's secret (or another), as Stripe would send it. */
export function signedDelivery(
  world: TestWorld,
  event: Record<string, unknown>,
  options: { secret?: string; timestamp?: number } = {},
): { body: string; signature: string } {
  const body = JSON.stringify(event);
  const signature = stripeWebhooks.generateTestHeaderString({
    payload: body,
    secret: options.secret ?? world.env.stripe.webhookSecret,
    ...(options.timestamp === undefined ? {} : { timestamp: options.timestamp }),
  });
  return { body, signature };
}

/** The `Stripe-Signature` of exactly this text, with the API's secret. */
export function signText(world: TestWorld, text: string): string {
  return stripeWebhooks.generateTestHeaderString({ payload: text, secret: world.env.stripe.webhookSecret });
}

/** A Stripe-shaped event about an object. */
export function stripeEvent(type: string, object: Record<string, unknown>, created = Date.now() / 1000) {
  return {
    id: `evt_${randomUUID().replaceAll('-', '')}`,
    object: 'event',
    type,
    created: Math.floor(created),
    data: { object },
  };
}

/** Posts a delivery to the app in process. */
export function deliver(
  app: { request: (url: string, init: RequestInit) => Response | Promise<Response> },
  delivery: { body: string; signature?: string | null },
  headers: Record<string, string> = {},
): Promise<Response> {
  return Promise.resolve(
    app.request('/api/v1/stripe/webhooks', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        ...(delivery.signature ? { 'Stripe-Signature': delivery.signature } : {}),
        ...headers,
      },
      body: delivery.body,
    }),
  );
}

import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { startStripeEmulator, type StripeEmulator, type StripeEmulatorOptions } from './server.ts';

export interface ReceivedWebhook {
  body: string;
  signature: string;
  event: { id: string; type: string; data: { object: { id: string } & Record<string, unknown> } };
}

/** A webhook endpoint for tests: records what arrives; answers `status()` (200 unless changed). */
export interface WebhookReceiver {
  url: string;
  received: ReceivedWebhook[];
  status: number;
  close(): Promise<void>;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      resolve(Buffer.concat(chunks).toString('utf8'));
    });
    request.on('error', reject);
  });
}

export async function startWebhookReceiver(port = 0): Promise<WebhookReceiver> {
  const receiver: WebhookReceiver = {
    url: '',
    received: [],
    status: 200,
    close: () => Promise.resolve(),
  };
  const server: Server = createServer((request, response) => {
    void readBody(request).then((body) => {
      if (receiver.status < 300) {
        receiver.received.push({
          body,
          signature: String(request.headers['stripe-signature']),
          event: JSON.parse(body) as ReceivedWebhook['event'],
        });
      }
      response.writeHead(receiver.status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhooks`;
  receiver.close = () =>
    new Promise((resolve) => {
      server.close(() => {
        resolve();
      });
      server.closeAllConnections();
    });
  return receiver;
}

/** The official SDK pointed at a running emulator, as `api/src/payments/stripe-client.ts` does. */
export function sdkFor(emulator: StripeEmulator): Stripe {
  const url = new URL(emulator.url);
  return new Stripe(emulator.secretKey, {
    host: url.hostname,
    port: Number(url.port),
    protocol: 'http',
    maxNetworkRetries: 0,
  });
}

export async function startEmulatorWithSdk(options: StripeEmulatorOptions = {}) {
  const emulator = await startStripeEmulator({ port: 0, ...options });
  return { emulator, stripe: sdkFor(emulator) };
}

/** A monthly price of €5 on a new product, created through the SDK. */
export async function monthlyPrice(stripe: Stripe, lookupKey?: string): Promise<Stripe.Price> {
  const product = await stripe.products.create({ name: 'Full Access' });
  return stripe.prices.create({
    product: product.id,
    currency: 'eur',
    unit_amount: 500,
    recurring: { interval: 'month' },
    ...(lookupKey === undefined ? {} : { lookup_key: lookupKey }),
  });
}

export async function eventually(check: () => void | Promise<void>, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await check();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}

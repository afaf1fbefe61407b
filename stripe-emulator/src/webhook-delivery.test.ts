import Stripe from 'stripe';
import { afterEach, describe, expect, it } from 'vitest';
import type { StripeEmulator } from './server.ts';
import {
  eventually,
  monthlyPrice,
  startEmulatorWithSdk,
  startWebhookReceiver,
  type WebhookReceiver,
} from './test-support.ts';

let emulator: StripeEmulator | undefined;
const receivers: WebhookReceiver[] = [];

afterEach(async () => {
  await emulator?.close();
  emulator = undefined;
  for (const receiver of receivers.splice(0)) await receiver.close();
});

async function receiverOn(port = 0): Promise<WebhookReceiver> {
  const receiver = await startWebhookReceiver(port);
  receivers.push(receiver);
  return receiver;
}

/** Starts an emulator that posts to `url` and returns a function that completes one checkout. */
async function emulatorPostingTo(url: string, retryDelaysMs: number[] = [50, 100, 200, 400]) {
  const started = await startEmulatorWithSdk({ webhookUrl: url, webhookRetryDelaysMs: retryDelaysMs });
  emulator = started.emulator;
  const price = await monthlyPrice(started.stripe);
  const checkout = async () => {
    const session = await started.stripe.checkout.sessions.create({
      mode: 'subscription',
      line_items: [{ price: price.id }],
      customer_email: 'reader@example.com',
      success_url: 'http://example.test/done',
    });
    return started.emulator.payCheckoutSession(session.id, { card: '4242424242424242' });
  };
  return { emulator: started.emulator, checkout };
}

async function control(emulator: StripeEmulator, path: string, body?: object): Promise<Response> {
  return fetch(`${emulator.url}/_emulator${path}`, {
    method: 'POST',
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

const COMPLETION = ['customer.subscription.created', 'invoice.paid', 'checkout.session.completed'];

describe('webhook delivery', () => {
  it('delivers each event again as many extra times as the duplicate mode asks', async () => {
    const receiver = await receiverOn();
    const { emulator, checkout } = await emulatorPostingTo(receiver.url);
    expect(await (await control(emulator, '/webhooks/mode', { duplicate: 1 })).json()).toEqual({
      duplicate: 1,
      reorder: false,
      hold: false,
    });
    await checkout();
    await emulator.webhooksSettled();
    const ids = receiver.received.map((webhook) => webhook.event.id);
    expect(ids).toHaveLength(6);
    expect(new Set(ids).size).toBe(3);
  });

  it('delivers the events of one operation in reverse order in reorder mode', async () => {
    const receiver = await receiverOn();
    const { emulator, checkout } = await emulatorPostingTo(receiver.url);
    await control(emulator, '/webhooks/mode', { reorder: true });
    await checkout();
    await emulator.webhooksSettled();
    expect(receiver.received.map((webhook) => webhook.event.type)).toEqual([...COMPLETION].reverse());
  });

  it('holds events until flushed', async () => {
    const receiver = await receiverOn();
    const { emulator, checkout } = await emulatorPostingTo(receiver.url);
    await control(emulator, '/webhooks/mode', { hold: true });
    await checkout();
    await emulator.webhooksSettled();
    expect(receiver.received).toEqual([]);
    expect(await (await control(emulator, '/webhooks/flush')).json()).toEqual({ flushed: 3 });
    await emulator.webhooksSettled();
    expect(receiver.received.map((webhook) => webhook.event.type)).toEqual(COMPLETION);
  });

  it('delivers what it held when hold mode is turned off', async () => {
    const receiver = await receiverOn();
    const { emulator, checkout } = await emulatorPostingTo(receiver.url);
    await control(emulator, '/webhooks/mode', { hold: true });
    await checkout();
    await control(emulator, '/webhooks/mode', { hold: false });
    await emulator.webhooksSettled();
    expect(receiver.received.map((webhook) => webhook.event.type)).toEqual(COMPLETION);
  });

  it('refuses a mode it does not understand', async () => {
    const receiver = await receiverOn();
    const { emulator } = await emulatorPostingTo(receiver.url);
    const response = await control(emulator, '/webhooks/mode', { duplicate: -1 });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { param: 'duplicate' } });
  });

  it('retries after a refused connection and delivers once the endpoint is back on its port', async () => {
    const first = await receiverOn();
    const { port } = new URL(first.url);
    await first.close();
    const { emulator, checkout } = await emulatorPostingTo(first.url, [100, 200, 400, 800, 1600]);
    await checkout();
    await eventually(() => {
      expect(emulator.deliveries()[0]!.attempts[0]?.error).toMatch(/fetch failed|ECONNREFUSED/);
    });

    const restarted = await receiverOn(Number(port));
    await emulator.webhooksSettled();
    expect(restarted.received.map((webhook) => webhook.event.type).sort()).toEqual([...COMPLETION].sort());
    expect(emulator.deliveries().every((delivery) => delivery.state === 'delivered')).toBe(true);
  });

  it('retries an endpoint that answers 500 and records every attempt', async () => {
    const receiver = await receiverOn();
    receiver.status = 500;
    const { emulator, checkout } = await emulatorPostingTo(receiver.url);
    await checkout();
    await eventually(() => {
      expect(emulator.deliveries()[0]!.attempts.length).toBeGreaterThanOrEqual(2);
    });
    receiver.status = 200;
    await emulator.webhooksSettled();
    expect(receiver.received).toHaveLength(3);
    const events = (await (await fetch(`${emulator.url}/_emulator/events`)).json()) as {
      type: string;
      deliveries: { state: string; attempts: { status?: number }[] }[];
    }[];
    expect(events.map((event) => event.type)).toEqual(COMPLETION);
    expect(events[0]!.deliveries[0]!.state).toBe('delivered');
    expect(events[0]!.deliveries[0]!.attempts[0]!.status).toBe(500);
    expect(events[0]!.deliveries[0]!.attempts.at(-1)!.status).toBe(200);
  });

  it('gives a delivery up as failed when its retries run out', async () => {
    const receiver = await receiverOn();
    receiver.status = 503;
    const { emulator, checkout } = await emulatorPostingTo(receiver.url, [20, 20]);
    await checkout();
    await emulator.webhooksSettled();
    expect(emulator.deliveries().map((delivery) => [delivery.state, delivery.attempts.length])).toEqual([
      ['failed', 3],
      ['failed', 3],
      ['failed', 3],
    ]);
  });

  it('sends to an endpoint set after start, with its secret', async () => {
    const receiver = await receiverOn();
    const { emulator, checkout } = await emulatorPostingTo('http://127.0.0.1:9/unused');
    const response = await control(emulator, '/webhooks/endpoint', {
      url: receiver.url,
      secret: 'whsec_later',
    });
    expect(response.status).toBe(200);
    await checkout();
    await emulator.webhooksSettled();
    expect(receiver.received).toHaveLength(3);
    const [first] = receiver.received;
    const event = new Stripe('sk_test_unused').webhooks.constructEvent(
      first!.body,
      first!.signature,
      'whsec_later',
    );
    expect(event.type).toBe('customer.subscription.created');
  });
});

import type { StripeEvent } from './objects.ts';
import { signatureHeader } from './signature.ts';

/** How events reach the endpoint: extra copies of each, each batch reversed, or held until flushed. */
export interface WebhookMode {
  /** Extra deliveries of every event (0: each event once). */
  duplicate: number;
  /** Deliver the events of one operation (e.g. a completed checkout) in reverse order. */
  reorder: boolean;
  /** Keep events until `flush()` (or until hold is turned off). */
  hold: boolean;
}

export interface DeliveryAttempt {
  /** Wall-clock time of the attempt, ISO 8601. */
  at: string;
  status?: number;
  error?: string;
}

export interface Delivery {
  event: StripeEvent;
  state: 'held' | 'pending' | 'delivered' | 'failed' | 'no_endpoint';
  attempts: DeliveryAttempt[];
}

export interface WebhookDeliveryOptions {
  url?: string;
  secret: string;
  /** Waits before each retry of a failed delivery; when they run out, the delivery has failed. */
  retryDelaysMs: readonly number[];
  attemptTimeoutMs?: number;
}

/** About a minute in all, like Stripe's schedule of retries but seconds apart instead of hours. */
export const DEFAULT_RETRY_DELAYS_MS = [500, 1000, 2000, 4000, 8000, 15_000, 30_000] as const;

/**
 * Posts signed events to the webhook endpoint. First attempts go out one at a time in the order the
 * events were emitted; a failed attempt (a non-2xx answer, a refused connection, a timeout) is
 * retried after the next delay while later events carry on, as Stripe does.
 */
export class WebhookDelivery {
  private url: string | undefined;
  private secret: string;
  private mode: WebhookMode = { duplicate: 0, reorder: false, hold: false };
  private readonly deliveries: Delivery[] = [];
  private held: Delivery[] = [];
  private chain: Promise<void> = Promise.resolve();
  private readonly timers = new Set<NodeJS.Timeout>();
  private inFlight = 0;
  private waiters: (() => void)[] = [];
  private closed = false;

  private readonly options: WebhookDeliveryOptions;

  constructor(options: WebhookDeliveryOptions) {
    this.options = options;
    this.url = options.url;
    this.secret = options.secret;
  }

  endpoint(): { url: string | undefined; secret: string } {
    return { url: this.url, secret: this.secret };
  }

  setEndpoint(url: string | undefined, secret?: string): void {
    this.url = url;
    if (secret !== undefined) this.secret = secret;
  }

  currentMode(): WebhookMode {
    return { ...this.mode };
  }

  setMode(mode: Partial<WebhookMode>): WebhookMode {
    this.mode = { ...this.mode, ...mode };
    if (!this.mode.hold) this.flush();
    return this.currentMode();
  }

  /** Sends the events of one operation, in order unless reorder mode is on. */
  emit(events: StripeEvent[]): void {
    const ordered = this.mode.reorder ? [...events].reverse() : events;
    for (const event of ordered) {
      for (let copy = 0; copy <= this.mode.duplicate; copy++) {
        const delivery: Delivery = { event, state: 'held', attempts: [] };
        this.deliveries.push(delivery);
        if (this.mode.hold) this.held.push(delivery);
        else this.start(delivery);
      }
    }
  }

  /** Delivers the held events now (in the order they were held). */
  flush(): number {
    const held = this.held;
    this.held = [];
    for (const delivery of held) this.start(delivery);
    return held.length;
  }

  list(): readonly Delivery[] {
    return this.deliveries;
  }

  /** Resolves once no delivery is waiting for an attempt or a retry (held ones aside). */
  settled(): Promise<void> {
    if (this.inFlight === 0) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  close(): void {
    this.closed = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    this.inFlight = 0;
    this.release();
  }

  private start(delivery: Delivery): void {
    if (this.url === undefined) {
      delivery.state = 'no_endpoint';
      return;
    }
    delivery.state = 'pending';
    this.inFlight++;
    this.enqueueAttempt(delivery);
  }

  private enqueueAttempt(delivery: Delivery): void {
    this.chain = this.chain.then(() => this.attempt(delivery));
  }

  private async attempt(delivery: Delivery): Promise<void> {
    if (this.closed) return;
    const url = this.url;
    const payload = JSON.stringify(delivery.event, null, 2);
    // Signed with the wall clock, not the emulator's: receivers check the timestamp against theirs.
    const timestamp = Math.floor(Date.now() / 1000);
    const record: DeliveryAttempt = { at: new Date().toISOString() };
    delivery.attempts.push(record);
    let ok = false;
    try {
      if (url === undefined) throw new Error('no webhook endpoint');
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'stripe-signature': signatureHeader(payload, this.secret, timestamp),
          'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
        },
        body: payload,
        signal: AbortSignal.timeout(this.options.attemptTimeoutMs ?? 10_000),
      });
      await response.arrayBuffer().catch(() => undefined);
      record.status = response.status;
      ok = response.ok;
    } catch (error) {
      record.error = describe(error);
    }
    if (this.closed) return;
    if (ok) {
      delivery.state = 'delivered';
      this.done();
      return;
    }
    const delay = this.options.retryDelaysMs[delivery.attempts.length - 1];
    if (delay === undefined) {
      delivery.state = 'failed';
      this.done();
      return;
    }
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      this.enqueueAttempt(delivery);
    }, delay);
    this.timers.add(timer);
  }

  private done(): void {
    this.inFlight--;
    if (this.inFlight === 0) this.release();
  }

  private release(): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const resolve of waiters) resolve();
  }
}

function describe(error: unknown): string {
  if (error instanceof Error) {
    const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
    return `${error.message}${cause}`;
  }
  return String(error);
}

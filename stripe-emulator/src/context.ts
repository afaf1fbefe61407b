import type { Clock } from './clock.ts';
import { newId } from './ids.ts';
import type { StripeEvent } from './objects.ts';
import type { Store } from './store.ts';
import type { WebhookDelivery } from './webhook-delivery.ts';

/** The API version the emulator's objects follow (the `stripe` SDK 23's pinned version). */
export const API_VERSION = '2026-10-28.endive';

/** What every part of a running emulator shares. */
export interface EmulatorContext {
  readonly store: Store;
  readonly clock: Clock;
  readonly delivery: WebhookDelivery;
  /** `http://127.0.0.1:12111`: where the hosted pages are linked from. */
  origin(): string;
}

export interface EventSpec {
  type: string;
  object: object;
  previous?: Record<string, unknown>;
}

/**
 * Records the events of one operation and hands them to webhook delivery. Each event carries a
 * snapshot of its object as it is now, as Stripe's do.
 */
export function emit(context: EmulatorContext, specs: EventSpec[]): StripeEvent[] {
  const events = specs.map((spec): StripeEvent => {
    const data: StripeEvent['data'] = { object: structuredClone(spec.object) };
    if (spec.previous !== undefined) data.previous_attributes = spec.previous;
    return {
      id: newId('evt', 24),
      object: 'event',
      api_version: API_VERSION,
      created: context.clock.now(),
      type: spec.type,
      data,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
    };
  });
  for (const event of events) context.store.events.set(event.id, event);
  context.delivery.emit(events);
  return events;
}

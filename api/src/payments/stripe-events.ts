import { durableTransaction } from '../db/durable-transaction.ts';
import {
  applyCheckoutSnapshot,
  readCheckoutSession,
  sendCheckoutSignInEmail,
  type SignInMailContext,
} from './checkout-completion.ts';
import { isMissingOnStripe, type StripeClient, type StripeEvent } from './stripe-client.ts';
import { applySubscriptionSnapshot, readSubscription } from './subscription-sync.ts';

export interface PaymentsContext extends SignInMailContext {
  stripe: StripeClient;
}

export type EventOutcome = 'processed' | 'duplicate' | 'ignored';

const SUBSCRIPTION_EVENTS = new Set([
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
]);
const INVOICE_EVENTS = new Set(['invoice.paid', 'invoice.payment_failed']);

/** The subscription an invoice bills: under `parent` since API version 2025-03-31, top-level before. */
function invoiceSubscriptionId(invoice: Record<string, unknown>): string | null {
  const parent = invoice.parent as { subscription_details?: { subscription?: unknown } } | null | undefined;
  const id = parent?.subscription_details?.subscription ?? invoice.subscription;
  if (typeof id === 'string') return id;
  if (id && typeof id === 'object' && typeof (id as { id?: unknown }).id === 'string')
    return (id as { id: string }).id;
  return null;
}

async function alreadyProcessed(context: PaymentsContext, eventId: string): Promise<boolean> {
  const row = await context.db
    .selectFrom('stripe_events')
    .select('id')
    .where('id', '=', eventId)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Applies one verified webhook event (decision 016). The object it names is read again from
 * Stripe first, never taken from the event, so a late or repeated event writes today's state;
 * then one durable `BEGIN IMMEDIATE` transaction writes that state and records the event id, so
 * an event is applied once however often it is delivered. Types Larder does not use are
 * acknowledged and ignored. Throws when Stripe cannot be read: the delivery fails, and Stripe
 * sends it again.
 */
export async function handleStripeEvent(context: PaymentsContext, event: StripeEvent): Promise<EventOutcome> {
  const type: string = event.type;
  const object = event.data.object as unknown as Record<string, unknown> & { id?: unknown };
  const objectId = typeof object.id === 'string' ? object.id : null;
  const handled =
    type === 'checkout.session.completed' || SUBSCRIPTION_EVENTS.has(type) || INVOICE_EVENTS.has(type);
  if (!handled || objectId === null) return 'ignored';

  if (await alreadyProcessed(context, event.id)) {
    // The first delivery may have stopped after its commit, before the e-mail went out.
    if (type === 'checkout.session.completed') await sendCheckoutSignInEmail(context, objectId);
    return 'duplicate';
  }

  const now = context.now;
  const record = async (
    apply: (trx: Parameters<Parameters<typeof durableTransaction>[1]>[0]) => Promise<unknown>,
  ): Promise<EventOutcome> =>
    durableTransaction(context.db, async (trx) => {
      const inserted = await trx
        .insertInto('stripe_events')
        .values({ id: event.id, type, processed_at: new Date(now()).toISOString() })
        .onConflict((conflict) => conflict.column('id').doNothing())
        .executeTakeFirst();
      // Delivered twice at once: the other delivery has applied it.
      if (inserted.numInsertedOrUpdatedRows === 0n) return 'duplicate';
      await apply(trx);
      return 'processed';
    });

  try {
    if (type === 'checkout.session.completed') {
      const snapshot = await readCheckoutSession(context.stripe, objectId, now);
      const outcome = await record((trx) => applyCheckoutSnapshot(trx, context.sitesConfig, snapshot, now()));
      await sendCheckoutSignInEmail(context, objectId);
      return outcome;
    }
    const subscriptionId = SUBSCRIPTION_EVENTS.has(type) ? objectId : invoiceSubscriptionId(object);
    if (subscriptionId === null) return await record(() => Promise.resolve());
    const snapshot = await readSubscription(context.stripe, subscriptionId, now);
    const pastDueSince =
      type === 'invoice.payment_failed' && Number.isSafeInteger(event.created) && event.created > 0
        ? new Date(event.created * 1000).toISOString()
        : undefined;
    return await record((trx) =>
      applySubscriptionSnapshot(trx, context.sitesConfig, snapshot, pastDueSince ? { pastDueSince } : {}),
    );
  } catch (error) {
    // An object Stripe does not know (deleted, or of another account) has nothing to apply.
    if (isMissingOnStripe(error)) return record(() => Promise.resolve());
    throw error;
  }
}

import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database.ts';
import type { SitesConfig } from '@larder/shared/sites-config';
import { appPlanOfPrice, kitchenPlanOfPrice } from './prices.ts';
import { rememberStripeCustomer } from './stripe-customers.ts';
import type { StripeClient, StripeSubscription } from './stripe-client.ts';
import { parseMetadata, type LarderMetadata } from './stripe-metadata.ts';
import { findOrCreateUser } from '../auth/user-accounts.ts';

type LocalStatus = 'active' | 'past_due' | 'canceled' | 'incomplete';

/**
 * A subscription as Stripe has it now, read before any transaction opens: what the local row
 * becomes. `readAt` is when the read began; a row is only ever overwritten by a later read, so
 * concurrent or reordered deliveries converge on the state of the last read (decision 016).
 */
export interface SubscriptionSnapshot {
  id: string;
  customerId: string;
  status: LocalStatus;
  priceId: string | null;
  /** The price's metadata: Larder's prices name their kitchen and plan there (`prices.ts`). */
  priceMetadata: Record<string, string>;
  amountCents: number;
  cadence: 'month' | 'year';
  currentPeriodEnd: string | null;
  cancelAtPeriodEnd: boolean;
  canceledAt: string | null;
  /**
   * Past due: when the renewal that failed was billed (the oldest unpaid invoice's creation when
   * read, else the current period's start, which that renewal began); null otherwise. Always a
   * time Stripe gives, never when it was read, so the grace period cannot restart.
   */
  pastDueSince: string | null;
  metadata: LarderMetadata | null;
  /** The paying customer's address: for a visitor, the account the payment makes. */
  email: string | null;
  readAt: string;
}

/** Stripe's statuses in the four the API knows. */
export function localStatus(status: StripeSubscription['status']): LocalStatus {
  switch (status) {
    case 'active':
    case 'trialing':
      return 'active';
    case 'past_due':
    case 'unpaid':
      return 'past_due';
    case 'canceled':
    case 'incomplete_expired':
      return 'canceled';
    default:
      return 'incomplete';
  }
}

const isoOf = (seconds: number | null | undefined) =>
  typeof seconds === 'number' ? new Date(seconds * 1000).toISOString() : null;

/** Turns a subscription Stripe just answered into a snapshot. */
export function snapshotOf(
  subscription: StripeSubscription,
  readAt: string,
  email: string | null,
): SubscriptionSnapshot {
  const item = subscription.items.data[0];
  // Since API version 2025-03-31 the period lives on each item; older answers had it on the subscription.
  const legacy = subscription as unknown as { current_period_end?: number; current_period_start?: number };
  const customer = subscription.customer;
  const status = localStatus(subscription.status);
  return {
    id: subscription.id,
    customerId: typeof customer === 'string' ? customer : customer.id,
    status,
    priceId: item?.price.id ?? null,
    priceMetadata: item?.price.metadata ?? {},
    amountCents: item?.price.unit_amount ?? 0,
    cadence: item?.price.recurring?.interval === 'year' ? 'year' : 'month',
    currentPeriodEnd: isoOf(item?.current_period_end ?? legacy.current_period_end),
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    canceledAt: isoOf(subscription.ended_at ?? subscription.canceled_at),
    pastDueSince:
      status === 'past_due' ? isoOf(item?.current_period_start ?? legacy.current_period_start) : null,
    metadata: parseMetadata(subscription.metadata),
    email,
    readAt,
  };
}

/**
 * Reads a subscription from Stripe now; the customer's address is read too when the metadata
 * names no account, since a visitor's account is made from it, and a past-due one's unpaid
 * invoices, whose oldest says when its renewal failed.
 */
export async function readSubscription(
  stripe: StripeClient,
  subscriptionId: string,
  now: () => number,
): Promise<SubscriptionSnapshot> {
  const readAt = new Date(now()).toISOString();
  const subscription = await stripe.subscriptions.retrieve(subscriptionId);
  const metadata = parseMetadata(subscription.metadata);
  let email = metadata?.kind === 'reader' ? metadata.email : null;
  if (metadata?.kind === 'reader' && !metadata.userId) {
    const customerId =
      typeof subscription.customer === 'string' ? subscription.customer : subscription.customer.id;
    const customer = await stripe.customers.retrieve(customerId);
    if (!('deleted' in customer && customer.deleted) && customer.email) email = customer.email;
  }
  const snapshot = snapshotOf(subscription, readAt, email);
  if (snapshot.status === 'past_due') {
    const unpaid = await stripe.invoices.list({ subscription: subscriptionId, status: 'open', limit: 100 });
    const oldest = Math.min(...unpaid.data.map((invoice) => invoice.created));
    if (Number.isFinite(oldest)) snapshot.pastDueSince = new Date(oldest * 1000).toISOString();
  }
  return snapshot;
}

/** What applying a snapshot changed, for logs and `larder stripe reconcile`. */
export interface SubscriptionChange {
  kind: 'reader' | 'app';
  subscriptionId: string;
  siteId: string;
  /** The reader (or manager) it belongs to. */
  userId: string | null;
  before: string | null;
  after: string;
}

const describe = (status: string, cancelAtPeriodEnd: boolean | number) =>
  cancelAtPeriodEnd ? `${status} (ends at period end)` : status;

/**
 * When a past-due subscription's grace period starts: the earliest of what the row kept, what
 * Stripe's invoices say and what the event said; the read's own time only when none is known.
 */
function pastDueSince(
  existing: { past_due_since: string | null } | undefined,
  snapshot: SubscriptionSnapshot,
  options: ApplyOptions,
): string {
  const known = [existing?.past_due_since, snapshot.pastDueSince, options.pastDueSince].filter(
    (value): value is string => typeof value === 'string',
  );
  return known.sort()[0] ?? snapshot.readAt;
}

async function userExists(db: Db, userId: string | null): Promise<string | null> {
  if (!userId) return null;
  const user = await db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst();
  return user?.id ?? null;
}

export interface ApplyOptions {
  /** The checkout that bought it, when known. */
  checkoutSessionId?: string;
  /** The address to make the account from, when the snapshot has none (the checkout's). */
  email?: string | null;
  /** When a renewal failed, if the event says so (the earliest time known wins). */
  pastDueSince?: string;
}

/**
 * Writes a snapshot into its local row, inside the caller's transaction: the reader's paid
 * subscription (their account made from the paying address if they had none) or the kitchen's
 * creator plan. The kitchen is the one Larder's metadata names; the plan is the one of the price
 * Stripe bills now (a billing-portal switch changes it), and a reader's subscription billed at a
 * price that is not its kitchen's is marked `foreign_price` and gives no access. Null when
 * nothing changed: an older read than the one stored, or a subscription Larder did not make.
 */
export async function applySubscriptionSnapshot(
  trx: Db,
  sitesConfig: SitesConfig,
  snapshot: SubscriptionSnapshot,
  options: ApplyOptions = {},
): Promise<SubscriptionChange | null> {
  const { metadata } = snapshot;
  if (!metadata) return null;
  const site = await trx
    .selectFrom('sites')
    .select(['id', 'slug'])
    .where('id', '=', metadata.siteId)
    .executeTakeFirst();
  if (!site) return null;
  if (metadata.kind === 'app') return applyAppSubscription(trx, snapshot, metadata, options);
  const price = { id: snapshot.priceId, metadata: snapshot.priceMetadata };
  return applyReaderSubscription(
    trx,
    snapshot,
    metadata,
    kitchenPlanOfPrice(sitesConfig, site, price),
    options,
  );
}

async function applyReaderSubscription(
  trx: Db,
  snapshot: SubscriptionSnapshot,
  metadata: Extract<LarderMetadata, { kind: 'reader' }>,
  pricePlan: 'monthly' | 'yearly' | null,
  options: ApplyOptions,
): Promise<SubscriptionChange | null> {
  const existing = await trx
    .selectFrom('subscriptions')
    .selectAll()
    .where('stripe_subscription_id', '=', snapshot.id)
    .executeTakeFirst();
  if (existing?.stripe_read_at && existing.stripe_read_at > snapshot.readAt) return null;
  const email = snapshot.email ?? options.email ?? null;
  const userId =
    existing?.user_id ??
    (await userExists(trx, metadata.userId)) ??
    (email ? await findOrCreateUser(trx, email.toLowerCase()) : null);
  if (!userId) {
    console.error(`[payments] ${snapshot.id} names no account and no address; left for reconcile.`);
    return null;
  }
  const values = {
    plan_type: pricePlan ?? existing?.plan_type ?? metadata.plan,
    foreign_price: pricePlan === null ? 1 : 0,
    price_amount_cents: snapshot.amountCents,
    cadence: snapshot.cadence,
    status: snapshot.status,
    stripe_customer_id: snapshot.customerId,
    stripe_price_id: snapshot.priceId,
    current_period_end: snapshot.currentPeriodEnd,
    cancel_at_period_end: snapshot.cancelAtPeriodEnd ? 1 : 0,
    canceled_at: snapshot.status === 'canceled' ? (snapshot.canceledAt ?? snapshot.readAt) : null,
    past_due_since: snapshot.status === 'past_due' ? pastDueSince(existing, snapshot, options) : null,
    stripe_read_at: snapshot.readAt,
  };
  if (existing) {
    await trx
      .updateTable('subscriptions')
      .set({
        ...values,
        ...(options.checkoutSessionId && !existing.stripe_checkout_session_id
          ? { stripe_checkout_session_id: options.checkoutSessionId }
          : {}),
      })
      .where('id', '=', existing.id)
      .execute();
  } else {
    await trx
      .insertInto('subscriptions')
      .values({
        id: randomUUID(),
        site_id: metadata.siteId,
        user_id: userId,
        stripe_subscription_id: snapshot.id,
        stripe_checkout_session_id: options.checkoutSessionId ?? null,
        ...values,
      })
      .execute();
  }
  await rememberStripeCustomer(trx, userId, snapshot.customerId);
  const before = existing ? describe(existing.status, existing.cancel_at_period_end) : null;
  const after = describe(values.status, values.cancel_at_period_end);
  return { kind: 'reader', subscriptionId: snapshot.id, siteId: metadata.siteId, userId, before, after };
}

async function applyAppSubscription(
  trx: Db,
  snapshot: SubscriptionSnapshot,
  metadata: Extract<LarderMetadata, { kind: 'app' }>,
  options: ApplyOptions,
): Promise<SubscriptionChange | null> {
  const existing = await trx
    .selectFrom('app_subscriptions')
    .selectAll()
    .where('stripe_subscription_id', '=', snapshot.id)
    .executeTakeFirst();
  if (existing?.stripe_read_at && existing.stripe_read_at > snapshot.readAt) return null;
  const userId = existing?.user_id ?? (await userExists(trx, metadata.userId));
  const values = {
    plan: appPlanOfPrice({ id: snapshot.priceId, metadata: snapshot.priceMetadata }) ?? metadata.plan,
    status: snapshot.status,
    stripe_customer_id: snapshot.customerId,
    stripe_price_id: snapshot.priceId,
    current_period_end: snapshot.currentPeriodEnd,
    cancel_at_period_end: snapshot.cancelAtPeriodEnd ? 1 : 0,
    past_due_since: snapshot.status === 'past_due' ? pastDueSince(existing, snapshot, options) : null,
    stripe_read_at: snapshot.readAt,
  };
  if (existing) {
    await trx.updateTable('app_subscriptions').set(values).where('id', '=', existing.id).execute();
  } else {
    await trx
      .insertInto('app_subscriptions')
      .values({
        id: randomUUID(),
        site_id: metadata.siteId,
        user_id: userId,
        stripe_subscription_id: snapshot.id,
        ...values,
      })
      .execute();
  }
  if (userId) await rememberStripeCustomer(trx, userId, snapshot.customerId);
  const before = existing ? describe(existing.status, existing.cancel_at_period_end) : null;
  const after = describe(values.status, values.cancel_at_period_end);
  return { kind: 'app', subscriptionId: snapshot.id, siteId: metadata.siteId, userId, before, after };
}

import { kitchenDeployment, type SitesConfig } from '@larder/shared/sites-config';
import { withoutQueue } from '../email/email-queue.ts';
import { requestSignIn } from '../auth/magic-link-flow.ts';
import type { Db } from '../db/database.ts';
import type { Mailer } from '../email/email-message.ts';
import type { Env } from '../env.ts';
import type { StripeClient } from './stripe-client.ts';
import { addToNewsletter } from '../newsletter/newsletter-subscribers.ts';
import { parseMetadata, type LarderMetadata } from './stripe-metadata.ts';
import {
  applySubscriptionSnapshot,
  snapshotOf,
  type SubscriptionChange,
  type SubscriptionSnapshot,
} from './subscription-sync.ts';

/** A Checkout Session as Stripe has it now, with the subscription it bought. */
export interface CheckoutSnapshot {
  id: string;
  complete: boolean;
  expired: boolean;
  email: string | null;
  metadata: Record<string, string>;
  subscription: SubscriptionSnapshot | null;
}

export async function readCheckoutSession(
  stripe: StripeClient,
  sessionId: string,
  now: () => number,
): Promise<CheckoutSnapshot> {
  const readAt = new Date(now()).toISOString();
  const session = await stripe.checkout.sessions.retrieve(sessionId, { expand: ['subscription'] });
  const email = session.customer_details?.email ?? session.customer_email ?? null;
  let subscription = session.subscription;
  if (typeof subscription === 'string') subscription = await stripe.subscriptions.retrieve(subscription);
  return {
    id: session.id,
    complete: session.status === 'complete',
    expired: session.status === 'expired',
    email,
    metadata: session.metadata ?? {},
    subscription: subscription ? snapshotOf(subscription, readAt, email) : null,
  };
}

/**
 * Records a paid checkout inside the caller's transaction: the session is marked complete and
 * the subscription it bought written (the visitor's account made on the way), and the payer put on
 * the kitchen's mailing list when it has newsletters. The session row is
 * made from Stripe's metadata when the API never wrote it (it stopped between Stripe and the
 * database). Null when the session is not Larder's or not paid.
 */
export async function applyCheckoutSnapshot(
  trx: Db,
  sitesConfig: SitesConfig,
  snapshot: CheckoutSnapshot,
  now: number,
): Promise<{ change: SubscriptionChange | null } | null> {
  const metadata = parseMetadata(snapshot.metadata);
  if (metadata?.kind !== 'reader') {
    // A creator's plan has no session row; its subscription is all there is to record.
    if (metadata?.kind === 'app' && snapshot.complete && snapshot.subscription)
      return { change: await applySubscriptionSnapshot(trx, sitesConfig, snapshot.subscription) };
    return null;
  }
  const site = await trx
    .selectFrom('sites')
    .select(['id', 'newsletters_enabled'])
    .where('id', '=', metadata.siteId)
    .executeTakeFirst();
  if (!site) return null;
  const existing = await trx
    .selectFrom('checkout_sessions')
    .select(['id', 'status'])
    .where('id', '=', snapshot.id)
    .executeTakeFirst();
  if (!existing)
    await trx
      .insertInto('checkout_sessions')
      .values({
        id: snapshot.id,
        site_id: metadata.siteId,
        email: snapshot.email ?? metadata.email ?? '',
        plan_type: metadata.plan,
        user_id: metadata.userId,
        next_login: snapshot.metadata.nextLogin ?? null,
      })
      .execute();
  if (snapshot.expired && existing?.status !== 'complete') {
    await trx
      .updateTable('checkout_sessions')
      .set({ status: 'expired' })
      .where('id', '=', snapshot.id)
      .execute();
    return null;
  }
  if (!snapshot.complete || !snapshot.subscription) return null;
  const change = await applySubscriptionSnapshot(trx, sitesConfig, snapshot.subscription, {
    checkoutSessionId: snapshot.id,
    email: snapshot.email,
  });
  const completed = await trx
    .updateTable('checkout_sessions')
    .set({
      status: 'complete',
      completed_at: new Date(now).toISOString(),
      stripe_subscription_id: snapshot.subscription.id,
    })
    .where('id', '=', snapshot.id)
    .where('status', '!=', 'complete')
    .executeTakeFirst();
  // Once, when the payment is first recorded: a later re-read must not undo an unsubscribe.
  if (completed.numUpdatedRows > 0n && site.newsletters_enabled)
    await joinMailingList(trx, snapshot.subscription.id, metadata, now);
  return { change };
}

/**
 * Puts a reader who paid on the kitchen's mailing list, as subscribing for free does: confirmed
 * at once when they paid signed in (their session came from a link to this mailbox), else
 * pending until they use the sign-in e-mail the payment sends (its confirm marks it confirmed).
 */
async function joinMailingList(
  trx: Db,
  stripeSubscriptionId: string,
  metadata: Extract<LarderMetadata, { kind: 'reader' }>,
  now: number,
): Promise<void> {
  const payer = await trx
    .selectFrom('subscriptions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select(['u.id', 'u.email'])
    .where('s.stripe_subscription_id', '=', stripeSubscriptionId)
    .executeTakeFirst();
  if (!payer) return;
  await addToNewsletter(
    trx,
    {
      siteId: metadata.siteId,
      email: payer.email,
      userId: payer.id,
      confirmed: metadata.userId !== null && metadata.userId === payer.id,
      source: 'subscribe',
    },
    now,
  );
}

export interface SignInMailContext {
  db: Db;
  env: Env;
  sitesConfig: SitesConfig;
  mailer: Mailer;
  now: () => number;
}

/** A claim on sending an e-mail older than this was left by a process that stopped. */
const ABANDONED_CLAIM_MS = 2 * 60_000;

/**
 * Sends the sign-in e-mail of a visitor's paid checkout: the account was made by the payment,
 * and the link returns them to the kitchen (`nextLogin`). Sent once while the API runs: a
 * delivery claims it first, and marks it sent after. A claim left by a process that stopped
 * before sending is taken over by a later redelivery or `larder stripe reconcile`, so the reader
 * gets it at least once (a second copy only holds another valid link).
 */
export async function sendCheckoutSignInEmail(context: SignInMailContext, sessionId: string): Promise<void> {
  const { db } = context;
  const now = context.now();
  const row = await db
    .selectFrom('checkout_sessions as cs')
    .innerJoin('sites as s', 's.id', 'cs.site_id')
    .leftJoin('subscriptions as sub', 'sub.stripe_checkout_session_id', 'cs.id')
    .leftJoin('users as u', 'u.id', 'sub.user_id')
    .select(['cs.id', 'cs.next_login', 'cs.email', 'u.email as account_email', 's.slug'])
    .where('cs.id', '=', sessionId)
    .where('cs.status', '=', 'complete')
    .where('cs.user_id', 'is', null)
    .where('cs.login_email_sent_at', 'is', null)
    .executeTakeFirst();
  if (!row) return;
  const claimedAt = new Date(now).toISOString();
  const claimed = await db
    .updateTable('checkout_sessions')
    .set({ login_email_claimed_at: claimedAt })
    .where('id', '=', sessionId)
    .where('login_email_sent_at', 'is', null)
    .where((eb) =>
      eb.or([
        eb('login_email_claimed_at', 'is', null),
        eb('login_email_claimed_at', '<', new Date(now - ABANDONED_CLAIM_MS).toISOString()),
      ]),
    )
    .executeTakeFirst();
  if (claimed.numUpdatedRows === 0n) return;
  try {
    const site = await db
      .selectFrom('sites')
      .selectAll()
      .where('slug', '=', row.slug)
      .executeTakeFirstOrThrow();
    const origin = kitchenDeployment(context.sitesConfig, site.slug).origin;
    await requestSignIn(
      {
        db,
        // Past the queue: this e-mail is marked sent below only once Postmark took it, and a
        // failure releases the claim for Stripe's redelivery or `larder stripe reconcile`.
        mailer: withoutQueue(context.mailer),
        readContext: { db, apiOrigin: context.env.apiOrigin },
        sessionDays: context.env.sessionDays,
        now,
      },
      { site, origin },
      row.account_email ?? row.email,
      row.next_login ?? undefined,
    );
  } catch (error) {
    await db
      .updateTable('checkout_sessions')
      .set({ login_email_claimed_at: null })
      .where('id', '=', sessionId)
      .where('login_email_claimed_at', '=', claimedAt)
      .execute();
    throw error;
  }
  await db
    .updateTable('checkout_sessions')
    .set({ login_email_sent_at: new Date(context.now()).toISOString() })
    .where('id', '=', sessionId)
    .execute();
}

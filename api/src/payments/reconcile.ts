import { durableTransaction } from '../db/durable-transaction.ts';
import {
  applyCheckoutSnapshot,
  readCheckoutSession,
  sendCheckoutSignInEmail,
} from './checkout-completion.ts';
import type { PaymentsContext } from './stripe-events.ts';
import { parseMetadata } from './stripe-metadata.ts';
import {
  applySubscriptionSnapshot,
  readSubscription,
  snapshotOf,
  type SubscriptionChange,
} from './subscription-sync.ts';

export interface ReconcileSummary {
  checkouts: number;
  subscriptions: number;
  /** One line per repair, e.g. `sub_… family-table reader@x: past_due → active`. */
  changes: string[];
}

async function describeChange(context: PaymentsContext, change: SubscriptionChange): Promise<string> {
  const site = await context.db
    .selectFrom('sites')
    .select('slug')
    .where('id', '=', change.siteId)
    .executeTakeFirst();
  const user = change.userId
    ? await context.db.selectFrom('users').select('email').where('id', '=', change.userId).executeTakeFirst()
    : undefined;
  const who = change.kind === 'app' ? `creator plan${user ? ` (${user.email})` : ''}` : (user?.email ?? '?');
  return `${change.subscriptionId} ${site?.slug ?? change.siteId} ${who}`;
}

/** Whether the local copy of a subscription Stripe listed differs from what Stripe has. */
async function drifted(
  context: PaymentsContext,
  snapshot: ReturnType<typeof snapshotOf>,
): Promise<{ periodEnd: string | null } | false> {
  const table = snapshot.metadata?.kind === 'app' ? 'app_subscriptions' : 'subscriptions';
  const row = await context.db
    .selectFrom(table)
    .select(['status', 'cancel_at_period_end', 'current_period_end', 'stripe_price_id'])
    .where('stripe_subscription_id', '=', snapshot.id)
    .executeTakeFirst();
  const differs =
    !row ||
    row.status !== snapshot.status ||
    row.cancel_at_period_end !== (snapshot.cancelAtPeriodEnd ? 1 : 0) ||
    row.current_period_end !== snapshot.currentPeriodEnd ||
    row.stripe_price_id !== snapshot.priceId;
  return differs && { periodEnd: row?.current_period_end ?? null };
}

/**
 * `larder stripe reconcile`: brings the local money rows to Stripe's state, for whatever webhooks
 * never arrived (the API was down past Stripe's retries, or stopped between Stripe and the
 * database). Paid checkouts not yet recorded are recorded (accounts made, sign-in e-mails sent),
 * then every subscription Larder made is compared with its row and a drifted one re-read and
 * written, one durable transaction each. Rows Stripe does not know (free plans, seeded ones) are
 * left alone. Prints each change.
 */
export async function reconcileWithStripe(
  context: PaymentsContext,
  log: (line: string) => void = () => undefined,
): Promise<ReconcileSummary> {
  const summary: ReconcileSummary = { checkouts: 0, subscriptions: 0, changes: [] };
  const report = async (change: SubscriptionChange | null | undefined, periodBefore?: string | null) => {
    if (!change) return;
    let line = `${await describeChange(context, change)}: ${change.before ?? 'missing'} → ${change.after}`;
    if (change.before === change.after) {
      const periodAfter = await context.db
        .selectFrom(change.kind === 'app' ? 'app_subscriptions' : 'subscriptions')
        .select('current_period_end')
        .where('stripe_subscription_id', '=', change.subscriptionId)
        .executeTakeFirst();
      if (periodBefore === undefined || periodAfter?.current_period_end === periodBefore) return;
      line = `${await describeChange(context, change)}: ${change.after}, period end ${periodBefore ?? 'none'} → ${periodAfter?.current_period_end ?? 'none'}`;
    }
    summary.changes.push(line);
    log(line);
  };

  for await (const session of context.stripe.checkout.sessions.list({ status: 'complete', limit: 100 })) {
    if (session.mode !== 'subscription' || parseMetadata(session.metadata)?.kind !== 'reader') continue;
    summary.checkouts += 1;
    const local = await context.db
      .selectFrom('checkout_sessions')
      .select('status')
      .where('id', '=', session.id)
      .executeTakeFirst();
    if (local?.status !== 'complete') {
      const snapshot = await readCheckoutSession(context.stripe, session.id, context.now);
      const applied = await durableTransaction(context.db, (trx) =>
        applyCheckoutSnapshot(trx, context.sitesConfig, snapshot, context.now()),
      );
      await report(applied?.change);
    }
    await sendCheckoutSignInEmail(context, session.id);
  }

  const listedAt = new Date(context.now()).toISOString();
  for await (const subscription of context.stripe.subscriptions.list({ status: 'all', limit: 100 })) {
    const metadata = parseMetadata(subscription.metadata);
    if (!metadata) continue;
    summary.subscriptions += 1;
    const drift = await drifted(context, snapshotOf(subscription, listedAt, null));
    if (!drift) continue;
    // Read again on its own: the list may be older than a webhook applied meanwhile.
    const snapshot = await readSubscription(context.stripe, subscription.id, context.now);
    await report(
      await durableTransaction(context.db, (trx) =>
        applySubscriptionSnapshot(trx, context.sitesConfig, snapshot),
      ),
      drift.periodEnd,
    );
  }
  log(
    `Checked ${summary.checkouts} paid checkouts and ${summary.subscriptions} subscriptions on Stripe: ` +
      (summary.changes.length === 0
        ? 'nothing to repair.'
        : `${summary.changes.length} ${summary.changes.length === 1 ? 'repair' : 'repairs'}.`),
  );
  return summary;
}

import { AppError } from '@larder/shared/errors';
import type { CurrentAppSubscription, ReaderSubscription } from '@larder/shared/schemas/subscription';
import type { UserRow } from '../auth/session-tokens.ts';
import { durableTransaction } from '../db/durable-transaction.ts';
import type { AppDeps } from '../http/app-env.ts';
import type { SiteRow } from '../site/site-read.ts';
import { readReaderSubscription } from '../subscription/reader-subscriptions-read.ts';
import { appPlanPrice, type AppPlan } from './prices.ts';
import { callStripe, stripeOf } from './stripe-client.ts';
import { stripeCustomerFor } from './stripe-customers.ts';
import { metadataOf } from './stripe-metadata.ts';
import { applySubscriptionSnapshot, snapshotOf } from './subscription-sync.ts';

const nowOf = (deps: AppDeps) => deps.now?.() ?? Date.now();

/**
 * A return URL for a Stripe page, on the platform origin only (its account and dashboard
 * pages): anything else would let a link bounce a reader from Stripe to any site.
 */
export function platformReturnUrl(
  deps: AppDeps,
  returnUrl: string | undefined,
  fallbackPath: string,
): string {
  const origin = deps.env.platformOrigin;
  if (returnUrl === undefined) return `${origin}${fallbackPath}`;
  let url: URL | null;
  try {
    url = new URL(returnUrl);
  } catch {
    url = null;
  }
  if (url?.origin !== new URL(origin).origin)
    throw new AppError('validation_failed', `returnUrl must be a page of ${origin}.`, {
      returnUrl: [`Must be a page of ${origin}`],
    });
  return url.href;
}

async function ownSubscription(deps: AppDeps, userId: string, subscriptionId: string) {
  const row = await deps.db
    .selectFrom('subscriptions')
    .selectAll()
    .where('id', '=', subscriptionId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) throw new AppError('subscription_not_found');
  return row;
}

/**
 * Cancels one of the reader's subscriptions at the end of its period (access until then). A
 * paid plan Stripe bills is canceled there and its answer recorded at once, without waiting for
 * the webhook; one Stripe does not know (seeded) is marked locally; a free plan ends now.
 */
export async function cancelReaderSubscription(
  deps: AppDeps,
  user: UserRow,
  subscriptionId: string,
): Promise<ReaderSubscription> {
  const row = await ownSubscription(deps, user.id, subscriptionId);
  if (row.status === 'canceled') throw new AppError('subscription_not_found', 'That subscription has ended.');
  if (row.plan_type === 'free') {
    await deps.db
      .updateTable('subscriptions')
      .set({ status: 'canceled', canceled_at: new Date(nowOf(deps)).toISOString() })
      .where('id', '=', row.id)
      .execute();
  } else if (row.stripe_subscription_id === null) {
    await deps.db
      .updateTable('subscriptions')
      .set({ cancel_at_period_end: 1 })
      .where('id', '=', row.id)
      .execute();
  } else {
    const stripeId = row.stripe_subscription_id;
    const readAt = new Date(nowOf(deps)).toISOString();
    const updated = await callStripe('canceling a subscription', () =>
      stripeOf(deps).subscriptions.update(stripeId, { cancel_at_period_end: true }),
    );
    await durableTransaction(deps.db, (trx) =>
      applySubscriptionSnapshot(trx, deps.sitesConfig, snapshotOf(updated, readAt, user.email)),
    );
  }
  return (await readReaderSubscription(deps.db, deps.sitesConfig, user.id, row.id))!;
}

/** Stripe's billing portal for the customer that pays one of the reader's subscriptions. */
export async function readerBillingPortal(
  deps: AppDeps,
  user: UserRow,
  subscriptionId: string,
  returnUrl: string | undefined,
): Promise<{ url: string }> {
  const row = await ownSubscription(deps, user.id, subscriptionId);
  const customer = row.stripe_customer_id;
  if (!customer)
    throw new AppError('subscription_not_found', 'That subscription is not billed through Stripe.');
  const back = platformReturnUrl(deps, returnUrl, '/subscriptions');
  const session = await callStripe('opening the billing portal', () =>
    stripeOf(deps).billingPortal.sessions.create({ customer, return_url: back }),
  );
  return { url: session.url };
}

const APP_PLAN_STATUS_ORDER = ['active', 'past_due', 'incomplete', 'canceled'];

/** The kitchen's creator plan row: the newest one still running, else the newest; undefined if never bought. */
async function currentAppPlanRow(deps: AppDeps, siteId: string) {
  const rows = await deps.db
    .selectFrom('app_subscriptions')
    .selectAll()
    .where('site_id', '=', siteId)
    .orderBy('created_at', 'desc')
    .execute();
  return rows.sort(
    (a, b) => APP_PLAN_STATUS_ORDER.indexOf(a.status) - APP_PLAN_STATUS_ORDER.indexOf(b.status),
  )[0];
}

/**
 * The kitchen's creator plan, as any of its managers may see it; `paidByYou` says whether the
 * manager asking is the one who pays (the only one who may open its billing portal).
 */
export async function readCurrentAppSubscription(
  deps: AppDeps,
  siteId: string,
  manager: UserRow,
): Promise<CurrentAppSubscription> {
  const row = await currentAppPlanRow(deps, siteId);
  return {
    appSubscription: row
      ? {
          plan: row.plan,
          status: row.status,
          currentPeriodEnd: row.current_period_end,
          cancelAtPeriodEnd: row.cancel_at_period_end === 1,
          paidByYou: row.user_id === manager.id,
        }
      : null,
  };
}

/**
 * A Checkout Session for the kitchen's creator plan, paid by the manager asking. The plan is
 * recorded when Stripe reports the payment. `already_on_plan` while any creator plan of the
 * kitchen has not ended, whichever manager pays it: a kitchen pays for one plan, and switching
 * between monthly and yearly is the billing portal's job.
 */
export async function startAppSubscription(
  deps: AppDeps,
  site: SiteRow,
  manager: UserRow,
  plan: AppPlan,
  returnUrl: string | undefined,
): Promise<{ url: string }> {
  const running = await deps.db
    .selectFrom('app_subscriptions')
    .select('id')
    .where('site_id', '=', site.id)
    .where('status', '!=', 'canceled')
    .executeTakeFirst();
  if (running) throw new AppError('already_on_plan', 'This kitchen already has a creator plan.');
  const back = platformReturnUrl(deps, returnUrl, `/kitchen/${site.slug}/plans`);
  const stripe = stripeOf(deps);
  const session = await callStripe('starting a creator plan checkout', async () => {
    const price = await appPlanPrice(stripe, plan);
    const customer = await stripeCustomerFor(deps.db, stripe, manager);
    const metadata = metadataOf({ kind: 'app', siteId: site.id, plan, userId: manager.id });
    return stripe.checkout.sessions.create({
      mode: 'subscription',
      line_items: [{ price, quantity: 1 }],
      customer,
      client_reference_id: manager.id,
      metadata,
      subscription_data: { metadata },
      success_url: back,
      cancel_url: back,
    });
  });
  if (!session.url) throw new AppError('payments_unavailable');
  return { url: session.url };
}

/**
 * Stripe's billing portal for the kitchen's creator plan, for the manager who pays it only: the
 * portal belongs to their own Stripe customer (their card, invoices, and every other plan they
 * pay), which a co-manager must not open. `forbidden` for any other manager.
 */
export async function appBillingPortal(
  deps: AppDeps,
  site: SiteRow,
  manager: UserRow,
  returnUrl: string | undefined,
): Promise<{ url: string }> {
  const row = await currentAppPlanRow(deps, site.id);
  if (!row) throw new AppError('subscription_not_found', 'This kitchen has no creator plan yet.');
  if (row.user_id !== manager.id)
    throw new AppError(
      'forbidden',
      'Only the manager who pays for this kitchen’s plan can open its billing. Ask them to change it.',
    );
  const back = platformReturnUrl(deps, returnUrl, `/kitchen/${site.slug}/plans`);
  const session = await callStripe('opening the billing portal', () =>
    stripeOf(deps).billingPortal.sessions.create({ customer: row.stripe_customer_id, return_url: back }),
  );
  return { url: session.url };
}

import { AppError } from '@larder/shared/errors';
import type { AppDeps } from '../http/app-env.ts';
import type { UserRow } from '../auth/session-tokens.ts';
import type { SiteRow } from '../site/site-read.ts';
import { currentSubscription } from '../subscription/entitlement.ts';
import { kitchenPlanAmount, kitchenPrice } from './prices.ts';
import { callStripe, stripeOf } from './stripe-client.ts';
import { stripeCustomerFor } from './stripe-customers.ts';
import { metadataOf } from './stripe-metadata.ts';

/** A reader about to pay for a kitchen's Full Access plan. */
export interface CheckoutRequest {
  site: SiteRow;
  plan: 'monthly' | 'yearly';
  /** The address the reader gave (a signed-in reader's own). */
  email: string;
  /** The signed-in reader, or null for a visitor whose account is made when the payment succeeds. */
  user: UserRow | null;
  /** `nextPaid`, carrying Stripe's `{CHECKOUT_SESSION_ID}` placeholder. */
  successUrl: string;
  /** `return`: the subscribe page the reader came from. */
  cancelUrl: string;
  /** `nextLogin`: where the sign-in e-mail sent after a visitor's payment returns them. */
  nextLogin?: string;
}

/** Stripe keeps metadata values up to 500 characters; a longer `nextLogin` stays only in our row. */
const METADATA_VALUE_LIMIT = 500;

/**
 * Starts a Stripe Checkout Session in subscription mode for the kitchen's monthly or yearly
 * price and answers the hosted page's URL. Nothing is granted here: the subscription is recorded
 * when Stripe reports the payment (webhook, or `larder stripe reconcile`). Refuses with
 * `plan_not_offered` when the kitchen does not sell the plan, `already_on_plan` when the reader
 * has it already, `payments_unavailable` when Stripe cannot be reached.
 */
export async function startCheckout(deps: AppDeps, request: CheckoutRequest): Promise<{ url: string }> {
  const { db } = deps;
  const { site, plan, user } = request;
  if (kitchenPlanAmount(site, plan) === null) throw new AppError('plan_not_offered');
  if (user) {
    const current = await currentSubscription(db, user.id, site.id, deps.now?.());
    if (current?.plan_type === plan) throw new AppError('already_on_plan');
  }
  const stripe = stripeOf(deps);
  const session = await callStripe('starting a checkout', async () => {
    const price = await kitchenPrice(stripe, deps.sitesConfig, site, plan);
    if (!price) throw new AppError('plan_not_offered');
    const customer = user ? await stripeCustomerFor(db, stripe, user) : null;
    const metadata = metadataOf({
      kind: 'reader',
      siteId: site.id,
      plan,
      userId: user?.id ?? null,
      email: request.email,
    });
    return stripe.checkout.sessions.create({
      mode: 'subscription',
      line_items: [{ price: price.priceId, quantity: 1 }],
      ...(customer ? { customer } : { customer_email: request.email }),
      ...(user ? { client_reference_id: user.id } : {}),
      metadata: {
        ...metadata,
        ...(request.nextLogin && request.nextLogin.length <= METADATA_VALUE_LIMIT
          ? { nextLogin: request.nextLogin }
          : {}),
      },
      subscription_data: { metadata },
      success_url: request.successUrl,
      cancel_url: request.cancelUrl,
    });
  });
  if (!session.url) throw new AppError('payments_unavailable');
  await db
    .insertInto('checkout_sessions')
    .values({
      id: session.id,
      site_id: site.id,
      email: request.email,
      plan_type: plan,
      user_id: user?.id ?? null,
      next_login: request.nextLogin ?? null,
    })
    .execute();
  return { url: session.url };
}

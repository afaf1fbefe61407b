import type { CheckoutSession } from '@larder/shared/schemas/subscription';
import type { Db } from '../db/database.ts';

/**
 * A kitchen's checkout session for its success page (spec §2): the address the reader paid with
 * and, once Stripe's report of the payment has been recorded, what it bought. Read from the
 * database only, so the page may poll it. Null when the kitchen has no such session.
 */
export async function readCheckoutSession(
  db: Db,
  siteId: string,
  sessionId: string,
): Promise<CheckoutSession | null> {
  const session = await db
    .selectFrom('checkout_sessions')
    .select(['id', 'email'])
    .where('id', '=', sessionId)
    .where('site_id', '=', siteId)
    .executeTakeFirst();
  if (!session) return null;
  const subscription = await db
    .selectFrom('subscriptions as sub')
    .innerJoin('users as u', 'u.id', 'sub.user_id')
    .select([
      'sub.plan_type',
      'sub.price_amount_cents',
      'sub.cadence',
      'sub.status',
      'sub.current_period_end',
      'sub.cancel_at_period_end',
      'u.email',
    ])
    .where('sub.stripe_checkout_session_id', '=', sessionId)
    .where('sub.site_id', '=', siteId)
    .executeTakeFirst();
  return {
    email: subscription?.email ?? session.email,
    subscription: subscription
      ? {
          planType: subscription.plan_type,
          priceAmountCents: subscription.price_amount_cents,
          cadence: subscription.cadence,
          status: subscription.status,
          currentPeriodEnd: subscription.current_period_end,
          cancelAtPeriodEnd: subscription.cancel_at_period_end === 1,
        }
      : null,
  };
}

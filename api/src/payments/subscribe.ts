import { AppError } from '@larder/shared/errors';
import { safeNextPath } from '@larder/shared/safe-next';
import type { SubscriptionCreated } from '@larder/shared/schemas/subscription';
import type { AuthContext } from '../auth/magic-link-flow.ts';
import { callbackUrl } from '../auth/magic-link-flow.ts';
import type { UserRow } from '../auth/session-tokens.ts';
import { createSignInLink, LINK_LIFETIME_MS, linkEmailUsefulUntil } from '../auth/sign-in-links.ts';
import type { Db } from '../db/database.ts';
import { kitchenBrand } from '../email/email-brand.ts';
import { subscriptionConfirmEmail } from '../email/subscription-emails.ts';
import type { AppDeps } from '../http/app-env.ts';
import { addToNewsletter } from '../newsletter/newsletter-subscribers.ts';
import type { SiteRow } from '../site/site-read.ts';
import { currentSubscription } from '../subscription/entitlement.ts';
import { recordFreeSubscription } from '../subscription/free-subscription.ts';
import { startCheckout } from './checkout.ts';
import { ensureUser } from '../auth/user-accounts.ts';

export interface SubscribeRequest {
  site: SiteRow;
  /** The kitchen's origin; every URL below is on it (checked by the route). */
  origin: string;
  email: string;
  plan: 'free' | 'monthly' | 'yearly';
  returnUrl: string;
  nextPaid: string;
  nextLogin: string;
  /** The signed-in reader (their own address, checked by the route), or null for a visitor. */
  user: UserRow | null;
}

/** Whether a kitchen offers a plan at all (spec §6): paid plans need payments on and a price. */
export function offersPlan(site: SiteRow, plan: SubscribeRequest['plan']): boolean {
  if (!site.newsletters_enabled && !site.subscriptions_enabled) return false;
  if (plan === 'free') return true;
  const price = plan === 'monthly' ? site.monthly_amount_cents : site.yearly_amount_cents;
  return Boolean(site.subscriptions_enabled) && Boolean(site.payments_enabled) && price !== null && price > 0;
}

/** The reader's current plan on a kitchen, as entitlement sees it: paid outranking free; null without one. */
async function currentPlan(
  db: Db,
  userId: string,
  siteId: string,
  now: number,
): Promise<'free' | 'paid' | null> {
  const current = await currentSubscription(db, userId, siteId, now);
  if (current === null) return null;
  return current.plan_type === 'free' ? 'free' : 'paid';
}

/**
 * `POST /site/{slug}/subscriptions` once the request is valid (spec §7). Free: records the free
 * subscription and, when the kitchen has newsletters, the mailing-list row; a visitor's account
 * is made now and sent one e-mail whose link or code signs them in and confirms the newsletter.
 * Paid: Stripe Checkout (`startCheckout`); nothing is recorded until the payment's webhook.
 */
export async function subscribe(
  deps: AppDeps,
  context: AuthContext,
  request: SubscribeRequest,
): Promise<SubscriptionCreated> {
  const { db } = context;
  const { site, user } = request;
  if (!offersPlan(site, request.plan)) throw new AppError('plan_not_offered');
  // A visitor may not subscribe an address that has an account: they sign in first (spec §8).
  if (!user) {
    const existing = await db
      .selectFrom('users')
      .select('id')
      .where('email', '=', request.email)
      .executeTakeFirst();
    if (existing) throw new AppError('account_already_exists');
  }
  const current = user ? await currentPlan(db, user.id, site.id, context.now) : null;
  if (request.plan !== 'free') {
    // Switching between monthly and yearly is the billing portal's job, never a second payment.
    if (current === 'paid') throw new AppError('already_on_plan');
    const { url } = await startCheckout(deps, {
      site,
      plan: request.plan,
      email: request.email,
      user,
      successUrl: request.nextPaid,
      cancelUrl: request.returnUrl,
      nextLogin: request.nextLogin,
    });
    return { checkout: { url } };
  }
  if (current !== null) throw new AppError('already_on_plan');
  const newsletter = Boolean(site.newsletters_enabled);
  if (user) {
    // A signed-in reader's session came from a link sent to this mailbox: already proven.
    await db.transaction().execute(async (trx) => {
      await recordFreeSubscription(trx, site.id, user.id, context.now);
      if (newsletter)
        await addToNewsletter(
          trx,
          { siteId: site.id, email: user.email, userId: user.id, confirmed: true, source: 'subscribe' },
          context.now,
        );
    });
    return {};
  }
  const link = await db.transaction().execute(async (trx) => {
    // A concurrent request for the same address may have made the account meanwhile.
    const { id: userId, created } = await ensureUser(trx, request.email);
    if (!created) throw new AppError('account_already_exists');
    await recordFreeSubscription(trx, site.id, userId, context.now);
    if (newsletter)
      await addToNewsletter(
        trx,
        { siteId: site.id, email: request.email, userId, confirmed: false, source: 'subscribe' },
        context.now,
      );
    return createSignInLink(
      trx,
      {
        purpose: 'sign_in',
        email: request.email,
        userId,
        siteId: site.id,
        next: safeNextPath(request.nextLogin, request.origin),
      },
      context.now,
    );
  });
  const brand = await kitchenBrand(context.readContext, site, request.origin);
  await context.mailer.send({
    ...(await subscriptionConfirmEmail(request.email, {
      brand,
      link: callbackUrl(request.origin, link.token, 'kitchen'),
      code: link.code,
      minutes: LINK_LIFETIME_MS / 60_000,
      newsletter,
    })),
    usefulUntil: linkEmailUsefulUntil(context.now),
  });
  return {};
}

import { confirmSignIn, type AuthContext } from '../auth/magic-link-flow.ts';
import type { SpentLink } from '../auth/sign-in-links.ts';
import type { Db } from '../db/database.ts';
import type { SiteRow } from '../site/site-read.ts';
import { recordFreeSubscription } from '../subscription/free-subscription.ts';
import { addToNewsletter, confirmPendingNewsletter } from './newsletter-subscribers.ts';

/**
 * A sign-in on a kitchen: `confirmSignIn`, recording in its transaction what the sign-in means
 * for the kitchen's mailing list. A sign-up form's newsletter opt-in is a free plan (unless the
 * reader already has one) and a confirmed row. Spending a link or code proves the mailbox, so the
 * reader's pending newsletter sign-ups on the kitchen are confirmed (double opt-in, decision 017).
 */
export function confirmKitchenSignIn(
  context: AuthContext,
  site: SiteRow,
  spendIn: (db: Db) => Promise<SpentLink | null>,
): ReturnType<typeof confirmSignIn> {
  return confirmSignIn(context, spendIn, async (trx, { user, spent, signUp }) => {
    if (signUp?.subscribe && site.newsletters_enabled) {
      await recordFreeSubscription(trx, site.id, user.id, context.now);
      await addToNewsletter(
        trx,
        { siteId: site.id, email: spent.email!, userId: user.id, confirmed: true, source: 'sign-up' },
        context.now,
      );
    }
    // A single-use token (an account link) was never sent to the mailbox: it proves nothing.
    if (spent.email !== null)
      await confirmPendingNewsletter(
        trx,
        { siteId: site.id, userId: user.id, email: user.email },
        context.now,
      );
  });
}

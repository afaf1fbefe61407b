import { paidPlansEnabled, type SubscriptionOffer } from './subscription-offer';

/** Who is reading, as far as the newsletter blocks care: null for a visitor. */
export type NewsletterViewer = { isSubscribedToFree: boolean; isSubscribedToPaid: boolean } | null;

/**
 * Spec §6: a newsletter block shows when the kitchen has newsletters, the viewer is not a paid
 * subscriber, and they are not a free subscriber unless paid plans are there to upgrade to.
 */
export function showsNewsletterBlock(offer: SubscriptionOffer, viewer: NewsletterViewer): boolean {
  if (!offer.newslettersEnabled || viewer?.isSubscribedToPaid) return false;
  return !viewer?.isSubscribedToFree || paidPlansEnabled(offer);
}

/**
 * The inline subscribe box's variant (spec §2), or null when it is hidden: the e-mail form that
 * subscribes to the newsletter, the e-mail that leads on to the subscribe page's plans, or the
 * Upgrade button for a free subscriber. (The fourth, "Thanks for subscribing", follows a submit.)
 */
export type SubscribeBoxVariant = 'newsletter' | 'plans' | 'upgrade';

export function subscribeBoxVariant(
  offer: SubscriptionOffer,
  viewer: NewsletterViewer,
): SubscribeBoxVariant | null {
  if (!showsNewsletterBlock(offer, viewer)) return null;
  if (viewer?.isSubscribedToFree) return 'upgrade';
  return offer.subscriptionsEnabled ? 'plans' : 'newsletter';
}

/** The popup is for readers not yet subscribed at all: subscribers already get the newsletter. */
export function popupForViewer(offer: SubscriptionOffer, viewer: NewsletterViewer): boolean {
  return showsNewsletterBlock(offer, viewer) && !viewer?.isSubscribedToFree;
}

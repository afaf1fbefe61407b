import { deployment, kitchen, site } from './kitchen';
import type { SubscriptionOffer } from './subscription-offer';

/** What this kitchen offers, for the subscribe pages and the newsletter blocks. */
export const subscriptionOffer: SubscriptionOffer = {
  newslettersEnabled: site.newslettersEnabled,
  subscriptionsEnabled: site.subscriptionsEnabled,
  paymentsEnabled: site.paymentsEnabled,
  monthlyAmountCents: site.monthlyAmountCents,
  yearlyAmountCents: site.yearlyAmountCents,
};

/** Where the subscribe forms post without JavaScript (the API answers with a redirect back). */
export const subscribeFormAction = `${kitchen.apiOrigin}/api/v1/site/${encodeURIComponent(site.slug)}/subscriptions`;

/** The kitchen's origin, which every URL of a subscription request must be on. */
export const kitchenOrigin = deployment.origin;

import { deployment, kitchen, onKitchen, site } from './kitchen';
import type { SubscriptionOffer } from './subscription-offer';

/** What this kitchen offers, for the subscribe pages and the newsletter blocks. */
export let subscriptionOffer: SubscriptionOffer;
/** Where the subscribe forms post without JavaScript (the API answers with a redirect back). */
export let subscribeFormAction: string;
/** The kitchen's origin, which every URL of a subscription request must be on. */
export let kitchenOrigin: string;

// Worked out again for each kitchen a renderer renders (see lib/kitchen.ts).
onKitchen(() => {
  subscriptionOffer = {
    newslettersEnabled: site.newslettersEnabled,
    subscriptionsEnabled: site.subscriptionsEnabled,
    paymentsEnabled: site.paymentsEnabled,
    monthlyAmountCents: site.monthlyAmountCents,
    yearlyAmountCents: site.yearlyAmountCents,
  };
  subscribeFormAction = `${kitchen.apiOrigin}/api/v1/site/${encodeURIComponent(site.slug)}/subscriptions`;
  kitchenOrigin = deployment.origin;
});

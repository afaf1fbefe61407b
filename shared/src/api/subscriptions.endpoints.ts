import type { Ok } from '../schemas/auth.ts';
import type {
  AppSubscriptionRequest,
  BillingPortalRequest,
  CancellationRequest,
  CheckoutSession,
  CurrentAppSubscription,
  NewsletterPreview,
  NewsletterPreviewRequest,
  NewsletterSendRecord,
  NewsletterSendRequest,
  NewsletterTestSendRequest,
  NewsletterSends,
  NewsletterSendsQuery,
  NewsletterToken,
  ReaderSubscription,
  RedirectUrl,
  SubscribersPage,
  SubscribersQuery,
  SubscriptionCreated,
  SubscriptionRequest,
} from '../schemas/subscription.ts';
import { endpoint } from './endpoint.ts';

/**
 * Subscribe (spec §7): free records the subscription; monthly or yearly answers the Stripe
 * Checkout URL. Also accepts the no-JS form post (urlencoded), answered with `303` to a page.
 */
export const createSubscription = /* @__PURE__ */ endpoint<{
  body: SubscriptionRequest;
  response: SubscriptionCreated;
}>()('POST', '/site/:siteSlug/subscriptions');

/** The checkout-session success page's details (spec §2). */
export const checkoutSession = /* @__PURE__ */ endpoint<{ response: CheckoutSession }>()(
  'GET',
  '/site/:siteSlug/checkout-sessions/:checkoutSessionId',
);

/** One-click newsletter unsubscribe (RFC 8058); works without signing in. */
export const newsletterUnsubscribe = /* @__PURE__ */ endpoint<{ body: NewsletterToken; response: Ok }>()(
  'POST',
  '/site/:siteSlug/newsletter-unsubscriptions',
);

/** The reader's side, on the platform's /subscriptions. */
export const cancelSubscription = /* @__PURE__ */ endpoint<{
  body: CancellationRequest;
  response: { subscription: ReaderSubscription };
}>()('POST', '/manage/cancellations');
export const billingPortalSession = /* @__PURE__ */ endpoint<{
  body: BillingPortalRequest;
  response: RedirectUrl;
}>()('POST', '/manage/billing-portal-sessions');

/** The creator's own platform plan for a kitchen. */
export const createAppSubscription = /* @__PURE__ */ endpoint<{
  body: AppSubscriptionRequest;
  response: RedirectUrl;
}>()('POST', '/manage/:siteSlug/app-subscriptions');
export const appSubscriptionBillingPortalSession = /* @__PURE__ */ endpoint<{
  body: { returnUrl?: string };
  response: RedirectUrl;
}>()('POST', '/manage/:siteSlug/app-subscription-billing-portal-sessions');
export const currentAppSubscription = /* @__PURE__ */ endpoint<{ response: CurrentAppSubscription }>()(
  'GET',
  '/manage/:siteSlug/current-app-subscription',
);

/** The kitchen's subscribers (managers only); `format: 'csv'` answers `text/csv` instead. */
export const kitchenSubscribers = /* @__PURE__ */ endpoint<{
  query: SubscribersQuery;
  response: SubscribersPage;
}>()('GET', '/manage/:siteSlug/subscribers');

/** New-recipe newsletters (managers only). */
export const newsletterSends = /* @__PURE__ */ endpoint<{
  query: NewsletterSendsQuery;
  response: NewsletterSends;
}>()('GET', '/manage/:siteSlug/newsletter-sends');
/** The newsletter e-mail as a reader would get it, not sent (its HTML, to show in a frame). */
export const previewNewsletter = /* @__PURE__ */ endpoint<{
  body: NewsletterPreviewRequest;
  response: { newsletter: NewsletterPreview; preview: { url: string; expiresAt: string } };
}>()('POST', '/manage/:siteSlug/newsletter-previews');
/** The newsletter to the signed-in manager alone, marked as a test. */
export const sendTestNewsletter = /* @__PURE__ */ endpoint<{
  body: NewsletterTestSendRequest;
  response: { sentTo: string };
}>()('POST', '/manage/:siteSlug/newsletter-test-sends');
export const createNewsletterSend = /* @__PURE__ */ endpoint<{
  body: NewsletterSendRequest;
  response: { newsletterSend: NewsletterSendRecord };
}>()('POST', '/manage/:siteSlug/newsletter-sends');

import { CURRENCIES } from '../format/money.ts';
import { z } from 'zod';
import {
  IdSchema,
  MeasurementSystemSchema,
  SlugSchema,
  TemperatureSystemSchema,
  WebUrlSchema,
} from './common.ts';
import { EmailSchema } from './email.ts';
import { PlanTypeSchema } from './user.ts';

/** Subscription request (spec §3): the URLs say where the reader lands after each outcome. */
export const SubscriptionRequestSchema = z.object({
  siteSlug: SlugSchema.optional(),
  email: EmailSchema,
  plan: PlanTypeSchema,
  return: WebUrlSchema,
  nextFree: WebUrlSchema,
  nextPaid: WebUrlSchema,
  nextLogin: WebUrlSchema,
});

export type SubscriptionRequest = z.input<typeof SubscriptionRequestSchema>;

/** The `{CHECKOUT_SESSION_ID}` placeholder Stripe fills in `nextPaid` (spec §7). */
export const CHECKOUT_SESSION_ID_PLACEHOLDER = '{CHECKOUT_SESSION_ID}';

/**
 * `POST /site/{slug}/subscriptions` (spec §7): `checkout.url` to send the reader to payment, or
 * neither field for a recorded free subscription (the page then shows its success page). Failures
 * are `{ error: { code, message } }` bodies; `account_already_exists` has its own text (spec §8).
 */
export const SubscriptionCreatedSchema = z.object({
  checkout: z.object({ url: z.string() }).optional(),
});
export type SubscriptionCreated = z.infer<typeof SubscriptionCreatedSchema>;

export const CADENCES = ['none', 'month', 'year'] as const;
export const CadenceSchema = z.enum(CADENCES);

export const SUBSCRIPTION_STATUSES = ['active', 'past_due', 'canceled', 'incomplete'] as const;
export const SubscriptionStatusSchema = z.enum(SUBSCRIPTION_STATUSES);

/** A subscription as the reader sees it after paying (checkout-session page, spec §2). */
export const SubscriptionDetailsSchema = z.object({
  planType: PlanTypeSchema,
  priceAmountCents: z.number().int(),
  cadence: CadenceSchema,
  status: SubscriptionStatusSchema,
  /** ISO time the paid period ends (renews, or ends when cancelAtPeriodEnd); null for free. */
  currentPeriodEnd: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
});
export type SubscriptionDetails = z.infer<typeof SubscriptionDetailsSchema>;

/**
 * `GET /site/{slug}/checkout-sessions/{id}` (spec §3 "Checkout session"): the e-mail the reader
 * paid with and, once the payment has been recorded, the subscription it bought (null while the
 * webhook is still on its way, or when the payment did not go through).
 */
export const CheckoutSessionSchema = z.object({
  email: z.string(),
  subscription: SubscriptionDetailsSchema.nullable(),
});
export type CheckoutSession = z.infer<typeof CheckoutSessionSchema>;

/** `POST /manage/cancellations`: cancels a paid subscription at the end of its period. */
export const CancellationSchema = z.object({ subscriptionId: IdSchema });
export type CancellationRequest = z.infer<typeof CancellationSchema>;

/** `POST /manage/billing-portal-sessions`: the portal for one of the reader's paid subscriptions. */
export const BillingPortalRequestSchema = z.object({
  subscriptionId: IdSchema,
  /** Where the portal's "return" link leads; on the platform origin. Defaults to its /subscriptions. */
  returnUrl: WebUrlSchema.optional(),
});
export type BillingPortalRequest = z.input<typeof BillingPortalRequestSchema>;

/** A hosted page to send the browser to (billing portal, checkout). */
export const RedirectUrlSchema = z.object({ url: z.string() });
export type RedirectUrl = z.infer<typeof RedirectUrlSchema>;

/** The creator's own plan on the platform (spec §7 app subscriptions). */
export const APP_PLANS = ['creator_monthly', 'creator_yearly'] as const;

/**
 * What the creator plan costs (US cents, in US dollars). Fixed by the platform, not by a kitchen; prices for
 * these amounts are found or made by lookup key, so changing one here makes a new Stripe price
 * (existing subscribers stay on the old one).
 */
export const APP_PLAN_AMOUNT_CENTS: Record<(typeof APP_PLANS)[number], number> = {
  creator_monthly: 1_900,
  creator_yearly: 19_000,
};

export const AppPlanSchema = z.enum(APP_PLANS, { error: 'Choose creator_monthly or creator_yearly' });
export const AppSubscriptionRequestSchema = z.object({
  plan: AppPlanSchema,
  /** Where Stripe returns the creator; on the platform origin. Defaults to /kitchen/{slug}/plans. */
  returnUrl: WebUrlSchema.optional(),
});
export type AppSubscriptionRequest = z.input<typeof AppSubscriptionRequestSchema>;

export const AppSubscriptionSchema = z.object({
  plan: AppPlanSchema,
  status: SubscriptionStatusSchema,
  currentPeriodEnd: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  /** Whether the manager asking pays for it: only they may open its billing portal. */
  paidByYou: z.boolean(),
});
export const CurrentAppSubscriptionSchema = z.object({ appSubscription: AppSubscriptionSchema.nullable() });
export type CurrentAppSubscription = z.infer<typeof CurrentAppSubscriptionSchema>;

/** `GET /manage/{slug}/subscribers`: one page, newest first; `?format=csv` answers every row as CSV. */
export const SubscribersQuerySchema = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  format: z.enum(['json', 'csv']).default('json'),
  /** Only subscribers whose e-mail contains this text (any case). */
  q: z.string().trim().max(200).optional(),
  /** Only subscribers on this plan. */
  plan: PlanTypeSchema.optional(),
});
export type SubscribersQuery = z.input<typeof SubscribersQuerySchema>;
export const SubscriberSchema = z.object({
  email: z.string(),
  planType: PlanTypeSchema,
  status: SubscriptionStatusSchema,
  /** Newsletter: confirmed (double opt-in done), pending, or unsubscribed / never asked (null). */
  newsletter: z.enum(['confirmed', 'pending']).nullable(),
  /** The units the reader chose for recipes and newsletters; null when they never chose. */
  units: z.enum(['metric', 'imperial']).nullable(),
  since: z.string(),
});
export type Subscriber = z.infer<typeof SubscriberSchema>;
export const SubscribersPageSchema = z.object({
  subscribers: z.array(SubscriberSchema),
  /** Pass as `cursor` for the next page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type SubscribersPage = z.infer<typeof SubscribersPageSchema>;

/** `POST /manage/{slug}/newsletter-sends` (spec §3 "Newsletter send"). */
export const NewsletterSendSchema = z.object({
  recipeId: IdSchema,
  note: z.string().trim().max(5000).optional(),
  /** Send a recipe that was already sent once more; without it a retried request gets the sent one back. */
  resend: z.boolean().optional(),
});
export type NewsletterSendRequest = z.input<typeof NewsletterSendSchema>;
/** `GET /manage/{slug}/newsletter-sends`: every send of the kitchen, or those of one recipe. */
export const NewsletterSendsQuerySchema = z.object({
  recipeId: IdSchema.optional(),
  /** How many, newest first (default 200). */
  limit: z.coerce
    .number()
    .int()
    .min(1, { error: 'limit must be between 1 and 200' })
    .max(200, { error: 'limit must be between 1 and 200' })
    .default(200),
});
export type NewsletterSendsQuery = z.input<typeof NewsletterSendsQuerySchema>;
export const NewsletterSendRecordSchema = z.object({
  id: IdSchema,
  recipeId: IdSchema,
  /** The recipe's title now. */
  recipeTitle: z.string(),
  note: z.string().nullable(),
  status: z.enum(['queued', 'sending', 'sent', 'failed']),
  recipientCount: z.number().int(),
  sentCount: z.number().int(),
  failedCount: z.number().int(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type NewsletterSendRecord = z.infer<typeof NewsletterSendRecordSchema>;
export const NewsletterSendsSchema = z.object({ newsletterSends: z.array(NewsletterSendRecordSchema) });
export type NewsletterSends = z.infer<typeof NewsletterSendsSchema>;

/** Who a newsletter preview shows the e-mail to: a free subscriber (the teaser) or a paying one. */
export const NEWSLETTER_AUDIENCES = ['free', 'paid'] as const;

/**
 * `POST /manage/{slug}/newsletter-previews`: the e-mail a reader of the audience gets, in the
 * units given, with the note as typed (nothing is sent or saved).
 */
export const NewsletterPreviewSchema = z.object({
  recipeId: IdSchema,
  note: NewsletterSendSchema.shape.note,
  audience: z.enum(NEWSLETTER_AUDIENCES, { error: 'Preview for free or paid subscribers' }),
  measurementSystem: MeasurementSystemSchema,
  temperatureSystem: TemperatureSystemSchema,
});
export type NewsletterPreviewRequest = z.input<typeof NewsletterPreviewSchema>;
export interface NewsletterPreview {
  subject: string;
  html: string;
}

/** `POST /manage/{slug}/newsletter-test-sends`: the newsletter, as a paying subscriber gets it, to the creator alone. */
export const NewsletterTestSendSchema = z.object({
  recipeId: IdSchema,
  note: NewsletterSendSchema.shape.note,
});
export type NewsletterTestSendRequest = z.input<typeof NewsletterTestSendSchema>;

/** The confirm and unsubscribe links of a newsletter e-mail carry one opaque token each. */
export const NewsletterTokenSchema = z.object({ token: z.string().min(16).max(200) });
export type NewsletterToken = z.infer<typeof NewsletterTokenSchema>;

/** One of the reader's subscriptions, as the platform's /subscriptions lists them. */
export const ReaderSubscriptionSchema = z.object({
  id: IdSchema,
  siteSlug: z.string(),
  siteTitle: z.string(),
  siteOrigin: z.string(),
  planType: PlanTypeSchema,
  priceAmountCents: z.number().int(),
  /** What the price is in: the kitchen's currency. */
  currency: z.enum(CURRENCIES),
  cadence: CadenceSchema,
  status: SubscriptionStatusSchema,
  since: z.string(),
  /** When the paid period ends: the renewal date, or the last day of access once canceled. */
  currentPeriodEnd: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  /** Whether Stripe knows this subscription, so "Manage billing" and "Cancel" apply. */
  billable: z.boolean(),
});
export type ReaderSubscription = z.infer<typeof ReaderSubscriptionSchema>;

/** `GET /manage/subscriptions`: the signed-in reader's subscriptions on every kitchen. */
export const ReaderSubscriptionsResponseSchema = z.object({
  subscriptions: z.array(ReaderSubscriptionSchema),
});
export type ReaderSubscriptionsResponse = z.infer<typeof ReaderSubscriptionsResponseSchema>;

import { z } from 'zod';
import { IdSchema, SlugSchema, WebUrlSchema } from './common.ts';
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

export const NewsletterSendSchema = z.object({ recipeId: IdSchema, note: z.string().max(5000).optional() });
export const CancellationSchema = z.object({ subscriptionId: IdSchema });

/** One of the reader's subscriptions, as the platform's /subscriptions lists them. */
export const ReaderSubscriptionSchema = z.object({
  id: IdSchema,
  siteSlug: z.string(),
  siteTitle: z.string(),
  siteOrigin: z.string(),
  planType: PlanTypeSchema,
  priceAmountCents: z.number().int(),
  cadence: z.enum(['none', 'month', 'year']),
  status: z.string(),
  since: z.string(),
});
export type ReaderSubscription = z.infer<typeof ReaderSubscriptionSchema>;

/** `GET /manage/subscriptions`: the signed-in reader's subscriptions on every kitchen. */
export const ReaderSubscriptionsResponseSchema = z.object({
  subscriptions: z.array(ReaderSubscriptionSchema),
});
export type ReaderSubscriptionsResponse = z.infer<typeof ReaderSubscriptionsResponseSchema>;

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

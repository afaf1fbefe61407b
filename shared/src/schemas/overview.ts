import { z } from 'zod';
import { IdSchema } from './common.ts';

/**
 * The creator's overview (`/kitchen/{siteSlug}/overview`): each card is one read of the manage
 * API, counted in the database, so a kitchen of 3,000 recipes and 100,000 subscribers answers
 * in a few small rows (decision 033). Builds and newsletter sends have calls of their own.
 */

/** `GET /manage/{siteSlug}/overview/recipe-statuses`: the kitchen's recipes by where they stand. */
export const RecipeStatusCountsSchema = z.object({
  total: z.number().int(),
  /** Never published. */
  draft: z.number().int(),
  /** Publishing at a time still to come. */
  scheduled: z.number().int(),
  /** Live for every reader. */
  published: z.number().int(),
  /** Live for paying subscribers only (not counted in `published`). */
  subscribersOnly: z.number().int(),
  /** Recipes with autosaved edits not yet saved (any status). */
  unsavedEdits: z.number().int(),
});
export type RecipeStatusCounts = z.infer<typeof RecipeStatusCountsSchema>;

export const SUBSCRIBER_GROWTH_WEEKS = { min: 4, max: 104, default: 26 } as const;

export const SubscriberGrowthQuerySchema = z.object({
  weeks: z.coerce
    .number()
    .int()
    .min(SUBSCRIBER_GROWTH_WEEKS.min, { error: 'weeks must be between 4 and 104' })
    .max(SUBSCRIBER_GROWTH_WEEKS.max, { error: 'weeks must be between 4 and 104' })
    .default(SUBSCRIBER_GROWTH_WEEKS.default),
});
export type SubscriberGrowthQuery = z.input<typeof SubscriberGrowthQuerySchema>;

/** How many were subscribed at the end of one day, by plan, and on the newsletter list. */
export const SubscriberCountsSchema = z.object({
  /** `YYYY-MM-DD` (UTC): counted as of the end of this day, or as of now for today. */
  date: z.string(),
  free: z.number().int(),
  monthly: z.number().int(),
  yearly: z.number().int(),
  /** Confirmed newsletter addresses not unsubscribed (with or without an account). */
  newsletter: z.number().int(),
});
export type SubscriberCounts = z.infer<typeof SubscriberCountsSchema>;

/**
 * `GET /manage/{siteSlug}/overview/subscriber-growth?weeks=`: one point a week, oldest first,
 * the last one today. A subscription counts from when it began until it was cancelled; one that
 * never completed its checkout never counts.
 */
export const SubscriberGrowthSchema = z.object({ points: z.array(SubscriberCountsSchema) });
export type SubscriberGrowth = z.infer<typeof SubscriberGrowthSchema>;

export const RecipeEngagementQuerySchema = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1, { error: 'limit must be between 1 and 50' })
    .max(50, { error: 'limit must be between 1 and 50' })
    .default(10),
});
export type RecipeEngagementQuery = z.input<typeof RecipeEngagementQuerySchema>;

export const RecipeEngagementSchema = z.object({
  /** The recipes readers saved and discussed most, most first (bookmarks plus comments). */
  recipes: z.array(
    z.object({
      id: IdSchema,
      title: z.string(),
      bookmarks: z.number().int(),
      /** Shown comments and replies; hidden ones are counted in `totals.hiddenComments` only. */
      comments: z.number().int(),
    }),
  ),
  totals: z.object({
    bookmarks: z.number().int(),
    comments: z.number().int(),
    hiddenComments: z.number().int(),
  }),
});
export type RecipeEngagement = z.infer<typeof RecipeEngagementSchema>;

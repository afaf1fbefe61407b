import type {
  RecipeEngagement,
  RecipeEngagementQuery,
  RecipeStatusCounts,
  SubscriberGrowth,
  SubscriberGrowthQuery,
} from '../schemas/overview.ts';
import type { RebuildJobsResponse } from '../schemas/rebuild-job.ts';
import { endpoint } from './endpoint.ts';

/**
 * The creator's overview, one call per card (managers only; decision 033). The newsletter card
 * reads `newsletterSends` of `subscriptions.endpoints.ts`.
 */
export const recipeStatusCounts = /* @__PURE__ */ endpoint<{ response: RecipeStatusCounts }>()(
  'GET',
  '/manage/:siteSlug/overview/recipe-statuses',
);

export const subscriberGrowth = /* @__PURE__ */ endpoint<{
  query: SubscriberGrowthQuery;
  response: SubscriberGrowth;
}>()('GET', '/manage/:siteSlug/overview/subscriber-growth');

export const recipeEngagement = /* @__PURE__ */ endpoint<{
  query: RecipeEngagementQuery;
  response: RecipeEngagement;
}>()('GET', '/manage/:siteSlug/overview/recipe-engagement');

/** The kitchen's recent rebuilds, whether one runs now, and the recipes its builds set aside. */
export const rebuildJobs = /* @__PURE__ */ endpoint<{
  query: { limit?: number };
  response: RebuildJobsResponse;
}>()('GET', '/manage/:siteSlug/rebuild-jobs');

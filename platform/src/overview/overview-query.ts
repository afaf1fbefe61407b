import {
  rebuildJobs,
  recipeEngagement,
  recipeStatusCounts,
  subscriberGrowth,
} from '@larder/shared/api/overview.endpoints';
import { newsletterSends } from '@larder/shared/api/subscriptions.endpoints';
import { queryOptions } from '@tanstack/react-query';
import type { Session } from '../session/session.ts';

/** The overview's cards: one query each (decision 033), so each loads, fails and retries on its own. */
export const overviewQueries = {
  recipes: (session: Session, siteSlug: string) =>
    queryOptions({
      queryKey: ['kitchen', siteSlug, 'overview', 'recipe-statuses'],
      queryFn: ({ signal }) => session.api.request(recipeStatusCounts, { params: { siteSlug }, signal }),
    }),
  subscribers: (session: Session, siteSlug: string, weeks: number) =>
    queryOptions({
      queryKey: ['kitchen', siteSlug, 'overview', 'subscriber-growth', weeks],
      queryFn: ({ signal }) =>
        session.api.request(subscriberGrowth, { params: { siteSlug }, query: { weeks }, signal }),
    }),
  engagement: (session: Session, siteSlug: string) =>
    queryOptions({
      queryKey: ['kitchen', siteSlug, 'overview', 'recipe-engagement'],
      queryFn: ({ signal }) =>
        session.api.request(recipeEngagement, { params: { siteSlug }, query: { limit: 8 }, signal }),
    }),
  newsletters: (session: Session, siteSlug: string) =>
    queryOptions({
      queryKey: ['kitchen', siteSlug, 'overview', 'newsletter-sends'],
      queryFn: ({ signal }) =>
        session.api.request(newsletterSends, { params: { siteSlug }, query: { limit: 10 }, signal }),
    }),
  builds: (session: Session, siteSlug: string) =>
    queryOptions({
      queryKey: ['kitchen', siteSlug, 'overview', 'rebuild-jobs'],
      queryFn: ({ signal }) =>
        session.api.request(rebuildJobs, { params: { siteSlug }, query: { limit: 100 }, signal }),
      // A build under way is followed until it ends.
      refetchInterval: (query) =>
        query.state.data?.building || query.state.data?.rebuildJobs.some((job) => job.status === 'queued')
          ? 3_000
          : false,
    }),
};

import { kitchenSubscribers } from '@larder/shared/api/subscriptions.endpoints';
import { infiniteQueryOptions } from '@tanstack/react-query';
import type { Session } from '../session/session.ts';
import type { SubscribersSearch } from './subscribers-search.ts';

const PAGE = 50;

/** The kitchen's subscribers a page of 50 at a time, newest first, searched and filtered by the API. */
export function subscribersQuery(session: Session, siteSlug: string, search: SubscribersSearch) {
  return infiniteQueryOptions({
    queryKey: ['kitchen', siteSlug, 'subscribers', search.q ?? '', search.plan ?? 'all'],
    queryFn: ({ pageParam, signal }) =>
      session.api.request(kitchenSubscribers, {
        params: { siteSlug },
        query: {
          limit: PAGE,
          ...(pageParam ? { cursor: pageParam } : {}),
          ...(search.q ? { q: search.q } : {}),
          ...(search.plan ? { plan: search.plan } : {}),
        },
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}

import { accountSubscriptions } from '@larder/shared/api/reader.endpoints';
import { queryOptions } from '@tanstack/react-query';
import type { Session } from '../session/session.ts';

export const SUBSCRIPTIONS_KEY = 'subscriptions';

/** The reader's subscriptions on every kitchen (`GET /manage/subscriptions`). */
export function subscriptionsQuery(session: Session) {
  return queryOptions({
    queryKey: [SUBSCRIPTIONS_KEY],
    queryFn: ({ signal }) => session.api.request(accountSubscriptions, { signal }),
  });
}

import { accountBookmarks } from '@larder/shared/api/reader.endpoints';
import { queryOptions } from '@tanstack/react-query';
import type { Session } from '../session/session.ts';

/** Every recipe the reader saved, on every kitchen, grouped by kitchen (`GET /manage/bookmarks`). */
export function bookmarksQuery(session: Session) {
  return queryOptions({
    queryKey: ['bookmarks'],
    queryFn: ({ signal }) => session.api.request(accountBookmarks, { signal }),
  });
}

import { manageCollection, manageCollections } from '@larder/shared/api/manage-collections.endpoints';
import { queryOptions } from '@tanstack/react-query';
import type { Session } from '../session/session.ts';

export const collectionsKey = (siteSlug: string) => ['kitchen', siteSlug, 'collections'] as const;

/** The kitchen's collections with their recipe counts (`GET /manage/{siteSlug}/collections`). */
export function collectionsQuery(session: Session, siteSlug: string) {
  return queryOptions({
    queryKey: collectionsKey(siteSlug),
    queryFn: async ({ signal }) =>
      (await session.api.request(manageCollections, { params: { siteSlug }, signal })).collections,
  });
}

/** One collection in its management form. */
export function collectionQuery(session: Session, siteSlug: string, collectionId: string) {
  return queryOptions({
    queryKey: [...collectionsKey(siteSlug), collectionId],
    queryFn: async ({ signal }) =>
      (await session.api.request(manageCollection, { params: { siteSlug, collectionId }, signal }))
        .collection,
    // The editor holds its own copy while open; a refetch must not replace what is being typed.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

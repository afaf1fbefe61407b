import { kitchenVideos } from '@larder/shared/api/video.endpoints';
import type { ManagedVideo } from '@larder/shared/schemas/video';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { Session } from '../session/session.ts';

const key = (siteSlug: string) => ['kitchen', siteSlug, 'videos'] as const;

/** The kitchen's videos, newest first (`GET /manage/{siteSlug}/videos`). */
export function kitchenVideosQuery(session: Session, siteSlug: string) {
  return queryOptions({
    queryKey: key(siteSlug),
    queryFn: async ({ signal }) =>
      (await session.api.request(kitchenVideos, { params: { siteSlug }, signal })).videos,
    staleTime: 5 * 60_000,
  });
}

/** Puts a new or changed video in the kitchen's videos without asking the API again. */
export function rememberVideo(queryClient: QueryClient, siteSlug: string, video: ManagedVideo): void {
  queryClient.setQueryData<ManagedVideo[]>(key(siteSlug), (videos = []) =>
    videos.some((known) => known.id === video.id)
      ? videos.map((known) => (known.id === video.id ? video : known))
      : [video, ...videos],
  );
}

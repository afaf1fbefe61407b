import { siteSettings } from '@larder/shared/api/manage-sites.endpoints';
import { queryOptions } from '@tanstack/react-query';
import type { Session } from '../session/session.ts';

export const settingsKey = (siteSlug: string) => ['kitchen', siteSlug, 'settings'] as const;

/** The kitchen's settings in their management form (`GET /manage/{siteSlug}/sites`). */
export function settingsQuery(session: Session, siteSlug: string) {
  return queryOptions({
    queryKey: settingsKey(siteSlug),
    queryFn: async ({ signal }) =>
      (await session.api.request(siteSettings, { params: { siteSlug }, signal })).site,
    // The screen holds its own copy while open; a refetch must not replace what is being typed.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

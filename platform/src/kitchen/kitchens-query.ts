import { managedKitchens } from '@larder/shared/api/manage-sites.endpoints';
import type { ManagedKitchen } from '@larder/shared/schemas/kitchen-create';
import { queryOptions } from '@tanstack/react-query';
import type { Session } from '../session/session.ts';

export const KITCHENS_KEY = ['kitchens'] as const;

/** Whether a kitchen's build is still on its way (its dashboard keeps asking until it is not). */
export function isBuildPending(kitchen: ManagedKitchen): boolean {
  return kitchen.build.state === 'queued' || kitchen.build.state === 'building';
}

/**
 * The kitchens the creator manages (`GET /manage/sites`), asked again every two seconds while any
 * of them is queued or building, so a publish shows as live without a reload.
 */
export function kitchensQuery(session: Session) {
  return queryOptions({
    queryKey: KITCHENS_KEY,
    queryFn: async ({ signal }) => (await session.api.request(managedKitchens, { signal })).sites,
    refetchInterval: (query) => (query.state.data?.some(isBuildPending) ? 2000 : false),
  });
}

import { kitchenImages } from '@larder/shared/api/media.endpoints';
import type { PublicImage } from '@larder/shared/schemas/image';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { Session } from '../session/session.ts';

const key = (siteSlug: string) => ['kitchen', siteSlug, 'images'] as const;

/** The kitchen's photos, newest first (`GET /manage/{siteSlug}/images`). */
export function kitchenImagesQuery(session: Session, siteSlug: string) {
  return queryOptions({
    queryKey: key(siteSlug),
    queryFn: async ({ signal }) =>
      (await session.api.request(kitchenImages, { params: { siteSlug }, signal })).images,
    staleTime: 5 * 60_000,
  });
}

/** Puts a new or changed photo in the kitchen's photos without asking the API again. */
export function rememberImage(queryClient: QueryClient, siteSlug: string, image: PublicImage): void {
  queryClient.setQueryData<PublicImage[]>(key(siteSlug), (images = []) =>
    images.some((known) => known.id === image.id)
      ? images.map((known) => (known.id === image.id ? image : known))
      : [image, ...images],
  );
}

import type { PublicImage, PublicVideo } from '../schemas/image.ts';

/** One slide of a media slider. */
export type MediaItem =
  | { kind: 'video'; video: PublicVideo }
  | { kind: 'embed'; youtubeVideoId: string; poster: PublicImage | null }
  | { kind: 'image'; image: PublicImage };

export interface MediaSources {
  video?: PublicVideo | null;
  youtubeVideoId?: string | null;
  images: PublicImage[];
}

/**
 * The slides of a media slider in the product's order (spec §2): the hosted video, then the
 * video-platform embed, then the images. An embed shows the hosted video's poster, else the
 * first image, until the reader plays it.
 */
export function mediaItems({ video, youtubeVideoId, images }: MediaSources): MediaItem[] {
  return [
    ...(video ? [{ kind: 'video' as const, video }] : []),
    ...(youtubeVideoId
      ? [{ kind: 'embed' as const, youtubeVideoId, poster: video?.posterImage ?? images[0] ?? null }]
      : []),
    ...images.map((image) => ({ kind: 'image' as const, image })),
  ];
}

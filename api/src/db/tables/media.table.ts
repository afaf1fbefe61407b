import type { Generated } from 'kysely';

export interface ImagesTable {
  id: string;
  key: string;
  content_type: string;
  width: number;
  height: number;
  lqip: string | null;
  alt: Generated<string>;
  /** The kitchen the image was uploaded for; null for a reader's avatar. */
  site_id: string | null;
  created_by: string | null;
  created_at: Generated<string>;
}

export interface VideosTable {
  id: string;
  key: string;
  poster_image_id: string | null;
  /** The kitchen the video was uploaded for. */
  site_id: string | null;
  created_at: Generated<string>;
}

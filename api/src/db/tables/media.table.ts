import type { Generated } from 'kysely';

export interface ImagesTable {
  id: string;
  key: string;
  content_type: string;
  width: number;
  height: number;
  lqip: string | null;
  alt: Generated<string>;
  created_by: string | null;
  created_at: Generated<string>;
}

export interface VideosTable {
  id: string;
  key: string;
  poster_image_id: string | null;
  created_at: Generated<string>;
}

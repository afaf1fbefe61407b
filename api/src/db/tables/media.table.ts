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

export interface ImageUploadsTable {
  id: string;
  /** SHA-256 of the upload URL's token; the token itself is never stored. */
  token_hash: string;
  user_id: string;
  /** Where the file is stored under the file host's folder. */
  key: string;
  file_name: string;
  content_type: string;
  expires_at: string;
  /** Set once the file is stored, with what was read from it. */
  uploaded_at: string | null;
  width: number | null;
  height: number | null;
  lqip: string | null;
  created_at: Generated<string>;
}

export interface VideoUploadsTable {
  id: string;
  /** SHA-256 of the upload URL's token; the token itself is never stored. */
  token_hash: string;
  user_id: string;
  /** The kitchen the video is uploaded for; its file is stored under `sites/{site_id}/`. */
  site_id: string;
  /** Where the file is stored under the file host's folder. */
  key: string;
  file_name: string;
  content_type: string;
  expires_at: string;
  /** Set once the file is stored, with its size. */
  uploaded_at: string | null;
  size_bytes: number | null;
  created_at: Generated<string>;
}

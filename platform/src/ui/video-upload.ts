import { createVideo, createVideoUploadUrl } from '@larder/shared/api/video.endpoints';
import {
  ALLOWED_VIDEO_TYPES,
  VIDEO_UPLOAD_MAX_BYTES,
  type ManagedVideo,
  type VideoType,
  type VideoUploadedResponse,
} from '@larder/shared/schemas/video';
import type { Session } from '../session/session.ts';
import { megabytes, putFile, type PutFile } from './image-upload.ts';

/** The video types the API keeps (stored as uploaded: every browser plays them). */
export const VIDEO_TYPES = ALLOWED_VIDEO_TYPES;

/** What is wrong with a chosen video file, in words, or null. */
export function videoFileProblem(file: { type: string; size: number }): string | null {
  if (!(VIDEO_TYPES as readonly string[]).includes(file.type)) return 'Choose an MP4 or WebM video.';
  if (file.size > VIDEO_UPLOAD_MAX_BYTES)
    return `Choose a video of at most ${megabytes(VIDEO_UPLOAD_MAX_BYTES)}.`;
  return null;
}

/**
 * A kitchen video in three steps, as a photo: an upload URL, the file's bytes (progress heard by
 * `onProgress`, 0 to 1), then the video record with its poster, one of the kitchen's photos.
 */
export async function uploadVideo(
  session: Session,
  file: File,
  options: {
    siteSlug: string;
    posterImageId?: string | null;
    put?: PutFile<VideoUploadedResponse>;
    onProgress?: (sent: number) => void;
  },
): Promise<ManagedVideo> {
  const { siteSlug, posterImageId = null, put = putFile<VideoUploadedResponse>, onProgress } = options;
  const { upload } = await session.api.request(createVideoUploadUrl, {
    body: { siteSlug, fileName: file.name || 'video', contentType: file.type as VideoType },
  });
  await put(upload, file, onProgress);
  const { video } = await session.api.request(createVideo, { body: { uploadId: upload.id, posterImageId } });
  return video;
}

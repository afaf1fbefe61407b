import { z } from 'zod';
import { IdSchema } from './common.ts';
import { ImageUploadUrlResponseSchema, PublicVideoSchema } from './image.ts';

/** The containers every browser plays in a `<video>` element; files are stored as uploaded. */
export const ALLOWED_VIDEO_TYPES = ['video/mp4', 'video/webm'] as const;
export type VideoType = (typeof ALLOWED_VIDEO_TYPES)[number];

/** The largest video file an upload URL takes. */
export const VIDEO_UPLOAD_MAX_BYTES = 200 * 1024 * 1024;

/** `POST /manage/video-upload-urls`: a video for a recipe or a step of a kitchen the user manages. */
export const VideoUploadRequestSchema = z.object({
  siteSlug: z.string().min(1, { error: 'Required' }).max(100),
  fileName: z.string().min(1, { error: 'Required' }).max(255),
  contentType: z.enum(ALLOWED_VIDEO_TYPES, {
    error: 'Allowed video types: video/mp4 (MP4) and video/webm (WebM)',
  }),
});
export type VideoUploadRequest = z.input<typeof VideoUploadRequestSchema>;

/**
 * Answer to `POST /manage/video-upload-urls`: the image upload's answer (see
 * `ImageUploadUrlResponseSchema`) and the upload's `id`, which `POST /manage/videos` records.
 * `PUT` the file's bytes to `upload.url` with `upload.headers`, at most `upload.maxBytes`.
 */
export const VideoUploadUrlResponseSchema = z.object({
  upload: ImageUploadUrlResponseSchema.shape.upload.extend({ id: IdSchema }),
});
export type VideoUploadUrlResponse = z.infer<typeof VideoUploadUrlResponseSchema>;

/** Answer to the `PUT` of a video upload: the stored file's key and its size in bytes. */
export const VideoUploadedResponseSchema = z.object({
  key: z.string(),
  bytes: z.number().int(),
});
export type VideoUploadedResponse = z.infer<typeof VideoUploadedResponseSchema>;

/** `POST /manage/videos`: records an uploaded file as a video of the kitchen it was uploaded for. */
export const VideoRecordSchema = z.object({
  uploadId: IdSchema,
  /** One of the kitchen's photos, shown before the video plays. */
  posterImageId: IdSchema.nullable().optional(),
});
export type VideoRecordInput = z.input<typeof VideoRecordSchema>;

/** A kitchen video's editable fields (`PUT /manage/{siteSlug}/videos/{videoId}`). */
export const VideoUpdateSchema = z.object({
  /** One of the kitchen's photos, or null for none. */
  posterImageId: IdSchema.nullable(),
});
export type VideoUpdate = z.input<typeof VideoUpdateSchema>;

/** A video as its kitchen's managers read it: the public read and the poster's id, for forms. */
export const ManagedVideoSchema = PublicVideoSchema.extend({
  posterImageId: IdSchema.nullable(),
});
export type ManagedVideo = z.infer<typeof ManagedVideoSchema>;

/** Answer to `POST /manage/videos` and `PUT /manage/{siteSlug}/videos/{videoId}`. */
export const VideoResponseSchema = z.object({ video: ManagedVideoSchema });
export type VideoResponse = z.infer<typeof VideoResponseSchema>;

/** Answer to `GET /manage/{siteSlug}/videos`: the kitchen's videos, newest first. */
export const KitchenVideosResponseSchema = z.object({ videos: z.array(ManagedVideoSchema) });
export type KitchenVideosResponse = z.infer<typeof KitchenVideosResponseSchema>;

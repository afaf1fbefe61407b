import { z } from 'zod';
import { IdSchema } from './common.ts';

export const ALLOWED_IMAGE_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/avif',
  'image/heic',
  'image/heif',
  'image/svg+xml',
] as const;

export const CropSchema = z.object({
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  x: z.number().int().min(0),
  y: z.number().int().min(0),
});
export type Crop = z.infer<typeof CropSchema>;

/** An image attached to an entity: its id and an optional crop. */
export const ImageRefSchema = z.object({ id: IdSchema, crop: CropSchema.optional() });
export type ImageRef = z.infer<typeof ImageRefSchema>;

/** Image record (management): stored file key, intrinsic size and low-quality placeholder. */
export const ImageRecordSchema = z.object({
  key: z.string().min(1, { error: 'Required' }).max(500),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  lqip: z.string().max(10_000).nullable().optional(),
  alt: z.string().max(500).optional(),
  /** The kitchen the image is a photo of (its managers only); absent for the user's own (an avatar). */
  siteSlug: z.string().min(1).max(100).optional(),
});
export type ImageRecordInput = z.input<typeof ImageRecordSchema>;

/** A kitchen photo's editable fields (`PUT /manage/{siteSlug}/images/{imageId}`). */
export const ImageUpdateSchema = z.object({
  alt: z.string().trim().max(500, { error: 'Alt text is at most 500 characters' }),
});
export type ImageUpdate = z.input<typeof ImageUpdateSchema>;

export const ImageUploadRequestSchema = z.object({
  fileName: z.string().min(1, { error: 'Required' }).max(255),
  contentType: z.enum(ALLOWED_IMAGE_TYPES, {
    error: 'Allowed image types: jpeg, png, webp, gif, avif, heic, heif, svg+xml',
  }),
  /** The kitchen the file is for (its managers only); absent for the user's own image. */
  siteSlug: z.string().min(1).max(100).optional(),
});
export type ImageUploadRequest = z.input<typeof ImageUploadRequestSchema>;

/** Image as read publicly. `url` serves the original from the file host. */
export const PublicImageSchema = z.object({
  id: IdSchema,
  key: z.string(),
  url: z.string(),
  width: z.number(),
  height: z.number(),
  lqip: z.string().nullable(),
  alt: z.string(),
  crop: CropSchema.nullable().optional(),
  /** Set by the builder: paths of the resized copies in the kitchen, by width ("640") or crop ("4x3"). */
  variants: z.record(z.string(), z.string()).optional(),
});
export type PublicImage = z.infer<typeof PublicImageSchema>;

export const PublicVideoSchema = z.object({
  id: IdSchema,
  key: z.string(),
  url: z.string(),
  posterImage: PublicImageSchema.nullable(),
});
export type PublicVideo = z.infer<typeof PublicVideoSchema>;

/** The largest image file an upload URL takes. */
export const IMAGE_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;

/**
 * Answer to `POST /manage/image-upload-urls`: where to send the file. The URL itself is the
 * permission (single use, short-lived): `PUT` the file's bytes to it with these headers and no
 * token, then record the image with `POST /manage/images` and `key`.
 */
export const ImageUploadUrlResponseSchema = z.object({
  upload: z.object({
    url: z.string(),
    method: z.literal('PUT'),
    headers: z.record(z.string(), z.string()),
    key: z.string(),
    maxBytes: z.number().int(),
    expiresAt: z.string(),
  }),
});
export type ImageUploadUrlResponse = z.infer<typeof ImageUploadUrlResponseSchema>;

/** Answer to the `PUT` of an upload: the stored file's key and its size in pixels as read from it. */
export const ImageUploadedResponseSchema = z.object({
  key: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type ImageUploadedResponse = z.infer<typeof ImageUploadedResponseSchema>;

/** Answer to `POST /manage/images`: the image record, ready to be used (e.g. as an avatar). */
export const ImageResponseSchema = z.object({ image: PublicImageSchema });
export type ImageResponse = z.infer<typeof ImageResponseSchema>;

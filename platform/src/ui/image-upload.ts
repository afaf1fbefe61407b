import { ApiError } from '@larder/shared/api/api-client';
import { createImage, createImageUploadUrl } from '@larder/shared/api/media.endpoints';
import type { ErrorBody } from '@larder/shared/errors';
import {
  IMAGE_UPLOAD_MAX_BYTES,
  type ImageUploadedResponse,
  type ImageUploadUrlResponse,
  type PublicImage,
} from '@larder/shared/schemas/image';
import type { Session } from '../session/session.ts';

/** Picture types every browser shows (the API takes a few more: HEIC, SVG). */
export const PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'] as const;
type PictureType = (typeof PICTURE_TYPES)[number];

/** Thrown when this API has no image uploads (it answers 404): the control is hidden. */
export class UploadsUnavailable extends Error {
  constructor() {
    super('This Larder server does not take image uploads yet.');
    this.name = 'UploadsUnavailable';
  }
}

export const megabytes = (bytes: number) => `${Math.floor(bytes / 1024 / 1024)} MB`;

/** What is wrong with a chosen file, in words, or null. */
export function pictureFileProblem(file: { type: string; size: number }): string | null {
  if (!(PICTURE_TYPES as readonly string[]).includes(file.type))
    return 'Choose a JPEG, PNG, WebP, GIF or AVIF picture.';
  if (file.size > IMAGE_UPLOAD_MAX_BYTES)
    return `Choose a picture of at most ${megabytes(IMAGE_UPLOAD_MAX_BYTES)}.`;
  return null;
}

/**
 * Sends the file's bytes to the upload URL: a plain request, whose body is the file, not JSON.
 * `onProgress` hears the share sent so far (0 to 1).
 */
export type PutFile<Stored = ImageUploadedResponse> = (
  upload: Pick<ImageUploadUrlResponse['upload'], 'url' | 'method' | 'headers'>,
  file: Blob,
  onProgress?: (sent: number) => void,
) => Promise<Stored>;

/** `PutFile` with XMLHttpRequest, the one browser request that reports upload progress. */
export const putFile = <Stored = ImageUploadedResponse>(
  ...[upload, file, onProgress]: Parameters<PutFile<Stored>>
): Promise<Stored> =>
  new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(upload.method, upload.url);
    for (const [name, value] of Object.entries(upload.headers)) request.setRequestHeader(name, value);
    request.responseType = 'json';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    request.onload = () => {
      const body = request.response as unknown;
      if (request.status >= 200 && request.status < 300) resolve(body as Stored);
      else reject(new ApiError(request.status, body as ErrorBody | null));
    };
    request.onerror = () => {
      reject(new TypeError('The upload could not reach Larder.'));
    };
    request.send(file);
  });

/**
 * Spec §7's upload in three steps: an upload URL, the file's bytes, then the image record (the
 * API reads the size from the file). With `siteSlug` the image is one of that kitchen's photos,
 * else the user's own. A 404 to the first call without a kitchen means the API takes no uploads.
 */
export async function uploadPicture(
  session: Session,
  file: File,
  options: { siteSlug?: string; put?: PutFile; onProgress?: (sent: number) => void } = {},
): Promise<PublicImage> {
  const { siteSlug, put = putFile, onProgress } = options;
  let upload: ImageUploadUrlResponse['upload'];
  try {
    ({ upload } = await session.api.request(createImageUploadUrl, {
      body: {
        fileName: file.name || 'picture',
        contentType: file.type as PictureType,
        ...(siteSlug ? { siteSlug } : {}),
      },
    }));
  } catch (error) {
    if (!siteSlug && error instanceof ApiError && error.status === 404) throw new UploadsUnavailable();
    throw error;
  }
  const stored = await put(upload, file, onProgress);
  const { image } = await session.api.request(createImage, {
    body: { key: stored.key, width: stored.width, height: stored.height, ...(siteSlug ? { siteSlug } : {}) },
  });
  return image;
}

/** A refusal the API explains (a file too large, of the wrong type) in its words; else null. */
export function uploadRefusal(error: unknown): string | null {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 401)
    return error.message;
  return null;
}

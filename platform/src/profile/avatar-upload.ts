import { ApiError } from '@larder/shared/api/api-client';
import { createImage, createImageUploadUrl } from '@larder/shared/api/media.endpoints';
import { updateAccountProfile } from '@larder/shared/api/reader.endpoints';
import type { ErrorBody } from '@larder/shared/errors';
import {
  IMAGE_UPLOAD_MAX_BYTES,
  type ImageUploadedResponse,
  type ImageUploadUrlResponse,
} from '@larder/shared/schemas/image';
import type { UserProfile } from '@larder/shared/schemas/user';
import type { Session } from '../session/session.ts';

/** Picture types browsers show (the API takes a few more; these make sense as avatars). */
export const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'] as const;
type AvatarType = (typeof AVATAR_TYPES)[number];

/** Thrown when this API has no image uploads (it answers 404): the control is hidden. */
export class UploadsUnavailable extends Error {
  constructor() {
    super('This Larder server does not take image uploads yet.');
    this.name = 'UploadsUnavailable';
  }
}

const megabytes = (bytes: number) => `${Math.floor(bytes / 1024 / 1024)} MB`;

/** What is wrong with a chosen file, in words, or null. */
export function avatarFileProblem(file: { type: string; size: number }): string | null {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type))
    return 'Choose a JPEG, PNG, WebP, GIF or AVIF picture.';
  if (file.size > IMAGE_UPLOAD_MAX_BYTES)
    return `Choose a picture of at most ${megabytes(IMAGE_UPLOAD_MAX_BYTES)}.`;
  return null;
}

/** Sends the file's bytes to the upload URL: a plain request, whose body is the file, not JSON. */
export type PutFile = (
  upload: ImageUploadUrlResponse['upload'],
  file: Blob,
) => Promise<ImageUploadedResponse>;

export const putFile: PutFile = async (upload, file) => {
  const response = await fetch(upload.url, { method: upload.method, headers: upload.headers, body: file });
  const body = (await response.json().catch(() => null)) as unknown;
  if (!response.ok) throw new ApiError(response.status, body as ErrorBody | null);
  return body as ImageUploadedResponse;
};

/**
 * Spec §7: asks for an upload URL, uploads the file, records it as an image (the API reads its
 * size), then makes it the reader's avatar; answers the updated profile. A 404 to the first
 * call means this API offers no uploads.
 */
export async function uploadAvatar(
  session: Session,
  file: File,
  put: PutFile = putFile,
): Promise<UserProfile> {
  let upload: ImageUploadUrlResponse['upload'];
  try {
    ({ upload } = await session.api.request(createImageUploadUrl, {
      body: { fileName: file.name || 'avatar', contentType: file.type as AvatarType },
    }));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw new UploadsUnavailable();
    throw error;
  }
  const stored = await put(upload, file);
  const { image } = await session.api.request(createImage, {
    body: { key: stored.key, width: stored.width, height: stored.height },
  });
  const { currentUser } = await session.api.request(updateAccountProfile, {
    body: { avatar: { id: image.id } },
  });
  return currentUser;
}

/** A refusal the API explains (a file too large, of the wrong type) in its words; else null. */
export function uploadRefusal(error: unknown): string | null {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 401)
    return error.message;
  return null;
}

import { ApiError } from '@larder/shared/api/api-client';
import { createImage, createImageUploadUrl } from '@larder/shared/api/media.endpoints';
import { updateAccountProfile } from '@larder/shared/api/reader.endpoints';
import type { UserProfile } from '@larder/shared/schemas/user';
import type { Session } from '../session/session.ts';

/** Picture types a browser can read the size of (the API accepts more; these make sense as avatars). */
export const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'] as const;
export const AVATAR_MAX_BYTES = 10 * 1024 * 1024;

/** Thrown when this API has no image uploads (it answers 404): the control is hidden. */
export class UploadsUnavailable extends Error {
  constructor() {
    super('This Larder server does not take image uploads yet.');
    this.name = 'UploadsUnavailable';
  }
}

/** What is wrong with a chosen file, in words, or null. */
export function avatarFileProblem(file: { type: string; size: number }): string | null {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type))
    return 'Choose a JPEG, PNG, WebP, GIF or AVIF picture.';
  if (file.size > AVATAR_MAX_BYTES) return 'Choose a picture of at most 10 MB.';
  return null;
}

export interface AvatarUploadDeps {
  /** The picture's pixel size (the browser decodes it). */
  measure: (file: Blob) => Promise<{ width: number; height: number }>;
  /** Sends the bytes to the upload address. */
  put: (url: string, file: Blob, contentType: string) => Promise<void>;
}

export const browserUploadDeps: AvatarUploadDeps = {
  async measure(file) {
    const bitmap = await createImageBitmap(file);
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return size;
  },
  async put(url, file, contentType) {
    const response = await fetch(url, {
      method: 'PUT',
      body: file,
      headers: { 'Content-Type': contentType },
    });
    if (!response.ok) throw new Error(`The upload answered ${response.status}.`);
  },
};

/**
 * Spec §7: asks where to upload, uploads, registers the image, then sets it as the reader's
 * avatar; answers the updated profile. A 404 to the first call means uploads are not offered.
 */
export async function uploadAvatar(
  session: Session,
  file: File,
  deps: AvatarUploadDeps = browserUploadDeps,
): Promise<UserProfile> {
  const size = await deps.measure(file);
  let target;
  try {
    target = await session.api.request(createImageUploadUrl, {
      body: { fileName: file.name || 'avatar', contentType: file.type as (typeof AVATAR_TYPES)[number] },
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw new UploadsUnavailable();
    throw error;
  }
  await deps.put(target.uploadUrl, file, file.type);
  const { image } = await session.api.request(createImage, {
    body: { key: target.key, width: size.width, height: size.height, lqip: null },
  });
  const { currentUser } = await session.api.request(updateAccountProfile, {
    body: { avatar: { id: image.id } },
  });
  return currentUser;
}

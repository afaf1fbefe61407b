import { updateAccountProfile } from '@larder/shared/api/reader.endpoints';
import type { UserProfile } from '@larder/shared/schemas/user';
import type { Session } from '../session/session.ts';
import {
  PICTURE_TYPES,
  pictureFileProblem,
  putFile,
  uploadPicture,
  type PutFile,
} from '../ui/image-upload.ts';

export { uploadRefusal, UploadsUnavailable, type PutFile } from '../ui/image-upload.ts';

/** Picture types browsers show (the API takes a few more; these make sense as avatars). */
export const AVATAR_TYPES = PICTURE_TYPES;

/** What is wrong with a chosen file, in words, or null. */
export const avatarFileProblem = pictureFileProblem;

/**
 * Uploads the file as the reader's own picture (`uploadPicture`), then makes it their avatar;
 * answers the updated profile.
 */
export async function uploadAvatar(
  session: Session,
  file: File,
  put: PutFile = putFile,
): Promise<UserProfile> {
  const image = await uploadPicture(session, file, { put });
  const { currentUser } = await session.api.request(updateAccountProfile, {
    body: { avatar: { id: image.id } },
  });
  return currentUser;
}

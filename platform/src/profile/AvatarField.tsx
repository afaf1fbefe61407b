import { errorCatalogue } from '@larder/shared/errors';
import { updateAccountProfile } from '@larder/shared/api/reader.endpoints';
import type { UserProfile } from '@larder/shared/schemas/user';
import { useId, useRef, useState } from 'react';
import { CURRENT_USER_KEY } from '../session/session.ts';
import { useSession } from '../session/use-session.tsx';
import { Avatar } from '../ui/Avatar.tsx';
import {
  AVATAR_TYPES,
  avatarFileProblem,
  uploadAvatar,
  uploadRefusal,
  UploadsUnavailable,
} from './avatar-upload.ts';

/**
 * The reader's picture: upload a new one, or remove it. Each change is saved at once. Where the
 * API takes no uploads yet, the upload control is replaced by a note.
 */
export function AvatarField({ user }: { user: UserProfile }) {
  const session = useSession();
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [busy, setBusy] = useState<'upload' | 'remove' | null>(null);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const [uploadsOffered, setUploadsOffered] = useState(true);

  const saved = (profile: UserProfile, text: string) => {
    session.queryClient.setQueryData(CURRENT_USER_KEY, profile);
    setMessage({ text, error: false });
  };
  const failed = (error: unknown) => {
    if (error instanceof UploadsUnavailable) {
      setUploadsOffered(false);
      setMessage(null);
      return;
    }
    console.error('[profile] the picture was not saved', error);
    setMessage({ text: uploadRefusal(error) ?? errorCatalogue.internal.message, error: true });
  };

  return (
    <fieldset className="avatar-field">
      <legend className="field-label">Profile picture</legend>
      <div className="avatar-row">
        <Avatar image={user.avatar} name={user.displayName} email={user.email} size={96} />
        <div className="avatar-actions">
          {uploadsOffered ? (
            <>
              <input
                ref={input}
                className="visually-hidden"
                type="file"
                accept={AVATAR_TYPES.join(',')}
                tabIndex={-1}
                aria-hidden="true"
                onChange={(event) => {
                  const file = event.target.files?.[0];
                  event.target.value = '';
                  if (!file) return;
                  const problem = avatarFileProblem(file);
                  if (problem) {
                    setMessage({ text: problem, error: true });
                    return;
                  }
                  setBusy('upload');
                  setMessage(null);
                  uploadAvatar(session, file)
                    .then((profile) => {
                      saved(profile, 'Picture saved');
                    })
                    .catch(failed)
                    .finally(() => {
                      setBusy(null);
                    });
                }}
              />
              <button
                type="button"
                className="button button-secondary"
                aria-describedby={hintId}
                disabled={busy !== null}
                onClick={() => input.current?.click()}
              >
                {busy === 'upload' ? 'Uploading...' : user.avatar ? 'Change picture' : 'Upload picture'}
              </button>
            </>
          ) : null}
          {user.avatar ? (
            <button
              type="button"
              className="button button-quiet"
              disabled={busy !== null}
              onClick={() => {
                setBusy('remove');
                setMessage(null);
                session.api
                  .request(updateAccountProfile, { body: { avatar: null } })
                  .then(({ currentUser }) => {
                    saved(currentUser, 'Picture removed');
                  })
                  .catch(failed)
                  .finally(() => {
                    setBusy(null);
                  });
              }}
            >
              {busy === 'remove' ? 'Removing...' : 'Remove picture'}
            </button>
          ) : null}
          <p className="field-hint" id={hintId}>
            {uploadsOffered
              ? 'A square picture of at least 196 pixels looks best. JPEG, PNG, WebP, GIF or AVIF, up to 10 MB.'
              : 'Picture uploads are not available on this server yet.'}
          </p>
        </div>
      </div>
      <p className={message?.error ? 'field-error' : 'form-status'} role="status">
        {message?.text}
      </p>
    </fieldset>
  );
}

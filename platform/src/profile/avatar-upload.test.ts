import { ApiError } from '@larder/shared/api/api-client';
import { describe, expect, it, vi } from 'vitest';
import { READER, testSession } from '../test-support/fake-api.ts';
import { avatarFileProblem, uploadAvatar, uploadRefusal, UploadsUnavailable } from './avatar-upload.ts';

const IMAGE = {
  id: '22222222-2222-4222-8222-222222222222',
  key: 'users/robin/avatar.png',
  url: 'http://api.test/api/v1/files/users/robin/avatar.png',
  width: 400,
  height: 300,
  lqip: null,
  alt: '',
};
const UPLOAD = {
  url: 'http://api.test/api/v1/uploads/one-use',
  method: 'PUT' as const,
  headers: { 'Content-Type': 'image/png' },
  key: IMAGE.key,
  maxBytes: 10 * 1024 * 1024,
  expiresAt: '2026-11-23T12:10:00.000Z',
};
const file = () => new File([new Uint8Array(10)], 'me.png', { type: 'image/png' });

describe('uploading an avatar', () => {
  it('asks for an upload URL, uploads, records the image with the size the API read, then sets it on the profile', async () => {
    const withAvatar = { ...READER, avatar: IMAGE };
    const { session, calls } = testSession(
      {
        'POST /manage/image-upload-urls': { status: 201, body: { upload: UPLOAD } },
        'POST /manage/images': { status: 201, body: { image: IMAGE } },
        'PUT /manage/current-user': { status: 200, body: { currentUser: withAvatar } },
      },
      'tok',
    );
    const put = vi.fn(() => Promise.resolve({ key: IMAGE.key, width: 400, height: 300 }));
    const chosen = file();
    expect(await uploadAvatar(session, chosen, put)).toEqual(withAvatar);
    expect(put).toHaveBeenCalledWith(UPLOAD, chosen, undefined);
    expect(calls.map((call) => [call.method, call.path, call.body])).toEqual([
      ['POST', '/manage/image-upload-urls', { fileName: 'me.png', contentType: 'image/png' }],
      ['POST', '/manage/images', { key: IMAGE.key, width: 400, height: 300 }],
      ['PUT', '/manage/current-user', { avatar: { id: IMAGE.id } }],
    ]);
  });

  it('reports that uploads are not offered when the API has no upload route (404)', async () => {
    const { session } = testSession({}, 'tok');
    const put = vi.fn();
    await expect(uploadAvatar(session, file(), put)).rejects.toBeInstanceOf(UploadsUnavailable);
    expect(put).not.toHaveBeenCalled();
  });

  it('takes only pictures browsers show, up to 10 MB', () => {
    expect(avatarFileProblem({ type: 'image/webp', size: 1000 })).toBeNull();
    expect(avatarFileProblem({ type: 'image/heic', size: 1000 })).toBe(
      'Choose a JPEG, PNG, WebP, GIF or AVIF picture.',
    );
    expect(avatarFileProblem({ type: 'image/png', size: 11 * 1024 * 1024 })).toBe(
      'Choose a picture of at most 10 MB.',
    );
  });

  it('says what the API refused in its words, and nothing for other failures', () => {
    const tooLarge = new ApiError(413, {
      error: { code: 'payload_too_large', message: 'The file is larger than 10 MB. Upload a smaller image.' },
    });
    expect(uploadRefusal(tooLarge)).toBe('The file is larger than 10 MB. Upload a smaller image.');
    expect(uploadRefusal(new ApiError(500, null))).toBeNull();
    expect(uploadRefusal(new TypeError('Failed to fetch'))).toBeNull();
  });
});

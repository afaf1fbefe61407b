import { describe, expect, it, vi } from 'vitest';
import { READER, testSession } from '../test-support/fake-api.ts';
import { avatarFileProblem, uploadAvatar, UploadsUnavailable } from './avatar-upload.ts';

const IMAGE = {
  id: '22222222-2222-4222-8222-222222222222',
  key: 'avatars/robin.png',
  url: 'http://api.test/api/v1/files/avatars/robin.png',
  width: 400,
  height: 300,
  lqip: null,
  alt: '',
};

describe('uploading an avatar', () => {
  it('asks where to upload, uploads, registers the image, then sets it on the profile', async () => {
    const withAvatar = { ...READER, avatar: IMAGE };
    const { session, calls } = testSession(
      {
        'POST /manage/image-upload-urls': {
          status: 200,
          body: { uploadUrl: 'http://files.test/up/1', key: IMAGE.key },
        },
        'POST /manage/images': { status: 200, body: { image: IMAGE } },
        'PUT /manage/current-user': { status: 200, body: { currentUser: withAvatar } },
      },
      'tok',
    );
    const put = vi.fn(() => Promise.resolve());
    const file = new File([new Uint8Array(10)], 'me.png', { type: 'image/png' });
    const profile = await uploadAvatar(session, file, {
      measure: () => Promise.resolve({ width: 400, height: 300 }),
      put,
    });
    expect(profile).toEqual(withAvatar);
    expect(put).toHaveBeenCalledWith('http://files.test/up/1', file, 'image/png');
    expect(calls.map((call) => [call.method, call.path, call.body])).toEqual([
      ['POST', '/manage/image-upload-urls', { fileName: 'me.png', contentType: 'image/png' }],
      ['POST', '/manage/images', { key: IMAGE.key, width: 400, height: 300, lqip: null }],
      ['PUT', '/manage/current-user', { avatar: { id: IMAGE.id } }],
    ]);
  });

  it('reports that uploads are not offered when the API has no upload route (404)', async () => {
    const { session } = testSession({}, 'tok');
    const file = new File([new Uint8Array(10)], 'me.png', { type: 'image/png' });
    const upload = uploadAvatar(session, file, {
      measure: () => Promise.resolve({ width: 1, height: 1 }),
      put: () => Promise.resolve(),
    });
    await expect(upload).rejects.toBeInstanceOf(UploadsUnavailable);
  });

  it('takes only pictures a browser can measure, up to 10 MB', () => {
    expect(avatarFileProblem({ type: 'image/webp', size: 1000 })).toBeNull();
    expect(avatarFileProblem({ type: 'image/svg+xml', size: 1000 })).toBe(
      'Choose a JPEG, PNG, WebP, GIF or AVIF picture.',
    );
    expect(avatarFileProblem({ type: 'image/png', size: 11 * 1024 * 1024 })).toBe(
      'Choose a picture of at most 10 MB.',
    );
  });
});

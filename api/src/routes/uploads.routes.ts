import { AppError } from '@larder/shared/errors';
import { IMAGE_UPLOAD_MAX_BYTES } from '@larder/shared/schemas/image';
import { VIDEO_UPLOAD_MAX_BYTES } from '@larder/shared/schemas/video';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../http/app-env.ts';
import { receiveImageUpload } from '../media/image-upload.ts';
import { receiveVideoUpload } from '../media/video-upload.ts';

/**
 * Upload URLs (prefix /api/v1/uploads): the file's bytes are `PUT` to the URL that
 * `POST /manage/image-upload-urls` or `POST /manage/video-upload-urls` gave; its token is the
 * only permission needed.
 */
export const uploadRoutes = new Hono<AppEnv>()
  .put(
    '/:token',
    bodyLimit({
      maxSize: IMAGE_UPLOAD_MAX_BYTES,
      onError: () => {
        throw new AppError(
          'payload_too_large',
          `The file is larger than ${IMAGE_UPLOAD_MAX_BYTES / 1024 / 1024} MB. Upload a smaller image.`,
        );
      },
    }),
    async (c) => {
      const uploaded = await receiveImageUpload(c.var.deps.db, c.var.deps.env.filesDir, {
        token: c.req.param('token'),
        contentType: c.req.header('content-type'),
        bytes: new Uint8Array(await c.req.arrayBuffer()),
        now: c.var.deps.now?.() ?? Date.now(),
      });
      c.header('Cache-Control', 'no-store');
      return c.json(uploaded);
    },
  )
  // A video is streamed to disk as it arrives, and checks its own size as it does.
  .put('/videos/:token', async (c) => {
    const uploaded = await receiveVideoUpload(c.var.deps.db, c.var.deps.env.filesDir, {
      token: c.req.param('token'),
      contentType: c.req.header('content-type'),
      contentLength: c.req.header('content-length'),
      body: c.req.raw.body,
      maxBytes: c.var.deps.videoUploadMaxBytes ?? VIDEO_UPLOAD_MAX_BYTES,
      now: c.var.deps.now?.() ?? Date.now(),
    });
    c.header('Cache-Control', 'no-store');
    return c.json(uploaded);
  });

import { ImageRecordSchema, ImageUploadRequestSchema } from '@larder/shared/schemas/image';
import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env.ts';
import { requireSignedIn } from '../http/auth-middleware.ts';
import { validate } from '../http/validate.ts';
import { createImageUpload, recordUploadedImage } from '../media/image-upload.ts';

/**
 * A signed-in user's own images (prefix /api/v1/manage), for the platform's /profile avatar:
 * an upload URL for one file, then the image record made from the uploaded file.
 */
export const manageImageRoutes = new Hono<AppEnv>()
  .post('/image-upload-urls', requireSignedIn, validate('json', ImageUploadRequestSchema), async (c) => {
    const { fileName, contentType } = c.req.valid('json');
    const upload = await createImageUpload(c.var.deps.db, {
      userId: c.var.user!.id,
      fileName,
      contentType,
      apiOrigin: c.var.deps.env.apiOrigin,
      now: c.var.deps.now?.() ?? Date.now(),
    });
    return c.json({ upload }, 201);
  })
  .post('/images', requireSignedIn, validate('json', ImageRecordSchema), async (c) => {
    const { key, alt } = c.req.valid('json');
    const image = await recordUploadedImage(c.var.readContext, c.var.user!.id, { key, alt });
    return c.json({ image }, 201);
  });

import { IdSchema } from '@larder/shared/schemas/common';
import { ImageRecordSchema, ImageUpdateSchema, ImageUploadRequestSchema } from '@larder/shared/schemas/image';
import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env.ts';
import { requireSignedIn, requireSiteManager } from '../http/auth-middleware.ts';
import { requireManagedSite } from '../auth/site-access.ts';
import { byUser, rateLimit } from '../http/rate-limit.ts';
import { validate, type ValidatedJson } from '../http/validate.ts';
import { createImageUpload, recordUploadedImage } from '../media/image-upload.ts';
import { listKitchenImages, updateKitchenImage } from '../media/kitchen-images.ts';
import { z } from 'zod';
import type { Db } from '../db/database.ts';

const ImageParamSchema = z.object({ siteSlug: z.string(), imageId: IdSchema });

/** The kitchen's id, when the user manages it (`requireManagedSite`). */
const managedSiteId = async (db: Db, userId: string, siteSlug: string) =>
  (await requireManagedSite(db, userId, siteSlug)).id;

/**
 * Images (prefix /api/v1/manage): an upload URL for one file, then the image record made from the
 * uploaded file, the user's own (the platform's /profile avatar) or a kitchen's photo; and a
 * kitchen's photo library for its managers.
 */
export const manageImageRoutes = new Hono<AppEnv>()
  .post(
    '/image-upload-urls',
    requireSignedIn,
    validate('json', ImageUploadRequestSchema),
    // A reader changes an avatar now and then; a creator uploads a recipe's photos by the dozen.
    rateLimit<ValidatedJson<typeof ImageUploadRequestSchema>>(
      { budget: 'image-upload-per-user', key: (c) => (c.req.valid('json').siteSlug ? null : byUser(c)) },
      {
        budget: 'kitchen-photo-upload-per-user',
        key: (c) => (c.req.valid('json').siteSlug ? byUser(c) : null),
      },
    ),
    async (c) => {
      const { fileName, contentType, siteSlug } = c.req.valid('json');
      const userId = c.var.user!.id;
      const siteId = siteSlug === undefined ? null : await managedSiteId(c.var.deps.db, userId, siteSlug);
      const upload = await createImageUpload(c.var.deps.db, {
        userId,
        siteId,
        fileName,
        contentType,
        apiOrigin: c.var.deps.env.apiOrigin,
        now: c.var.deps.now?.() ?? Date.now(),
      });
      return c.json({ upload }, 201);
    },
  )
  .post('/images', requireSignedIn, validate('json', ImageRecordSchema), async (c) => {
    const { key, alt, siteSlug } = c.req.valid('json');
    const userId = c.var.user!.id;
    const siteId = siteSlug === undefined ? null : await managedSiteId(c.var.deps.db, userId, siteSlug);
    const image = await recordUploadedImage(c.var.readContext, userId, { key, alt }, siteId);
    return c.json({ image }, 201);
  })
  .use('/:siteSlug/images', requireSiteManager)
  .use('/:siteSlug/images/*', requireSiteManager)
  .get('/:siteSlug/images', async (c) =>
    c.json({ images: await listKitchenImages(c.var.readContext, c.var.site.id) }),
  )
  .put(
    '/:siteSlug/images/:imageId',
    validate('param', ImageParamSchema),
    validate('json', ImageUpdateSchema),
    async (c) => {
      const { imageId } = c.req.valid('param');
      const image = await updateKitchenImage(c.var.readContext, c.var.site.id, imageId, c.req.valid('json'));
      return c.json({ image });
    },
  );

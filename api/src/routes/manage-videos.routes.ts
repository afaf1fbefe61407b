import { IdSchema } from '@larder/shared/schemas/common';
import {
  VIDEO_UPLOAD_MAX_BYTES,
  VideoRecordSchema,
  VideoUpdateSchema,
  VideoUploadRequestSchema,
} from '@larder/shared/schemas/video';
import { Hono } from 'hono';
import { z } from 'zod';
import { requireManagedSite } from '../auth/site-access.ts';
import type { AppEnv } from '../http/app-env.ts';
import { requireSignedIn, requireSiteManager } from '../http/auth-middleware.ts';
import { byUser, rateLimit } from '../http/rate-limit.ts';
import { validate } from '../http/validate.ts';
import { listKitchenVideos, recordUploadedVideo, updateKitchenVideo } from '../media/kitchen-videos.ts';
import { createVideoUpload } from '../media/video-upload.ts';

const VideoParamSchema = z.object({ siteSlug: z.string(), videoId: IdSchema });

/**
 * Kitchen videos (prefix /api/v1/manage): an upload URL for one video file of a kitchen the user
 * manages, then the video record made from the uploaded file; and the kitchen's video library.
 */
export const manageVideoRoutes = new Hono<AppEnv>()
  .post(
    '/video-upload-urls',
    requireSignedIn,
    validate('json', VideoUploadRequestSchema),
    rateLimit({ budget: 'kitchen-video-upload-per-user', key: byUser }),
    async (c) => {
      const { fileName, contentType, siteSlug } = c.req.valid('json');
      const userId = c.var.user!.id;
      const site = await requireManagedSite(c.var.deps.db, userId, siteSlug);
      const upload = await createVideoUpload(c.var.deps.db, {
        userId,
        siteId: site.id,
        fileName,
        contentType,
        apiOrigin: c.var.deps.env.apiOrigin,
        maxBytes: c.var.deps.videoUploadMaxBytes ?? VIDEO_UPLOAD_MAX_BYTES,
        now: c.var.deps.now?.() ?? Date.now(),
      });
      return c.json({ upload }, 201);
    },
  )
  .post('/videos', requireSignedIn, validate('json', VideoRecordSchema), async (c) => {
    const video = await recordUploadedVideo(c.var.readContext, c.var.user!.id, c.req.valid('json'));
    return c.json({ video }, 201);
  })
  .use('/:siteSlug/videos', requireSiteManager)
  .use('/:siteSlug/videos/*', requireSiteManager)
  .get('/:siteSlug/videos', async (c) =>
    c.json({ videos: await listKitchenVideos(c.var.readContext, c.var.site.id) }),
  )
  .put(
    '/:siteSlug/videos/:videoId',
    validate('param', VideoParamSchema),
    validate('json', VideoUpdateSchema),
    async (c) => {
      const { videoId } = c.req.valid('param');
      const video = await updateKitchenVideo(c.var.readContext, c.var.site.id, videoId, c.req.valid('json'));
      return c.json({ video });
    },
  );

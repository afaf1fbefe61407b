import { RebuildJobsQuerySchema } from '@larder/shared/schemas/rebuild-job';
import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env.ts';
import { requireSiteManager } from '../http/auth-middleware.ts';
import { validate } from '../http/validate.ts';
import { readRebuildJobs } from '../jobs/rebuild-jobs-read.ts';

/**
 * The kitchen's rebuilds (prefix /api/v1/manage/{siteSlug}): whether the last change is live,
 * which attempts failed and why, and which recipes were kept at an earlier version or left out.
 */
export const manageRebuildJobRoutes = new Hono<AppEnv>()
  .use('/:siteSlug/rebuild-jobs', requireSiteManager)
  .get('/:siteSlug/rebuild-jobs', validate('query', RebuildJobsQuerySchema), async (c) =>
    c.json(await readRebuildJobs(c.var.deps.db, c.var.site, c.req.valid('query').limit)),
  );

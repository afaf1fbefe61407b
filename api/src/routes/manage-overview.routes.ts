import { RecipeEngagementQuerySchema, SubscriberGrowthQuerySchema } from '@larder/shared/schemas/overview';
import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env.ts';
import { requireSiteManager } from '../http/auth-middleware.ts';
import { validate } from '../http/validate.ts';
import {
  readRecipeEngagement,
  readRecipeStatusCounts,
  readSubscriberGrowth,
} from '../overview/overview-read.ts';

/**
 * The overview's cards (prefix /api/v1/manage/{siteSlug}), managers only: one call per card,
 * each counted in the database (decision 033). The builds card reads `rebuild-jobs` and the
 * newsletter card `newsletter-sends`.
 */
export const manageOverviewRoutes = new Hono<AppEnv>()
  .use('/:siteSlug/overview/*', requireSiteManager)
  .use('/:siteSlug/overview/*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  })
  .get('/:siteSlug/overview/recipe-statuses', async (c) =>
    c.json(await readRecipeStatusCounts(c.var.deps.db, c.var.site.id, c.var.deps.now?.() ?? Date.now())),
  )
  .get('/:siteSlug/overview/subscriber-growth', validate('query', SubscriberGrowthQuerySchema), async (c) =>
    c.json(
      await readSubscriberGrowth(
        c.var.deps.db,
        c.var.site.id,
        c.var.deps.now?.() ?? Date.now(),
        c.req.valid('query').weeks,
      ),
    ),
  )
  .get('/:siteSlug/overview/recipe-engagement', validate('query', RecipeEngagementQuerySchema), async (c) =>
    c.json(await readRecipeEngagement(c.var.deps.db, c.var.site.id, c.req.valid('query').limit)),
  );

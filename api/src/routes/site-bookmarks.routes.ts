import { BookmarkRequestSchema } from '@larder/shared/schemas/bookmark';
import { IdSchema } from '@larder/shared/schemas/common';
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { addBookmark, removeBookmark } from '../bookmark/bookmark-write.ts';
import type { AppEnv } from '../http/app-env.ts';
import { requireSignedIn } from '../http/auth-middleware.ts';
import { byUser, rateLimit } from '../http/rate-limit.ts';
import { validate } from '../http/validate.ts';
import { requireSiteBySlug } from '../site/site-read.ts';
import { readSiteUserData } from '../subscription/current-user-read.ts';

const RecipeIdParamSchema = z.object({ siteSlug: z.string(), recipeId: IdSchema });

/** Answers with the reader's data on this kitchen, which the kitchen replaces whole (spec §4). */
async function siteUserData(c: Context<AppEnv>, siteId: string) {
  c.header('Cache-Control', 'no-store');
  return c.json({ siteUserData: await readSiteUserData(c.var.deps.db, c.var.user!.id, siteId) });
}

/** Saving and unsaving recipes on a kitchen (prefix /api/v1/site); signed-in readers only. */
export const siteBookmarkRoutes = new Hono<AppEnv>()
  .post(
    '/:siteSlug/bookmarks',
    requireSignedIn,
    rateLimit({ budget: 'bookmark-per-user', key: byUser }),
    validate('json', BookmarkRequestSchema),
    async (c) => {
      const site = await requireSiteBySlug(c.var.deps.db, c.req.param('siteSlug'));
      await addBookmark(c.var.deps.db, c.var.user!.id, site.id, c.req.valid('json').recipeId);
      return siteUserData(c, site.id);
    },
  )
  .delete(
    '/:siteSlug/bookmarks/:recipeId',
    requireSignedIn,
    rateLimit({ budget: 'bookmark-per-user', key: byUser }),
    validate('param', RecipeIdParamSchema),
    async (c) => {
      const { siteSlug, recipeId } = c.req.valid('param');
      const site = await requireSiteBySlug(c.var.deps.db, siteSlug);
      await removeBookmark(c.var.deps.db, c.var.user!.id, site.id, recipeId);
      return siteUserData(c, site.id);
    },
  );

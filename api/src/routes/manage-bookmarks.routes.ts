import { Hono } from 'hono';
import { readAccountBookmarks } from '../bookmark/account-bookmarks-read.ts';
import type { AppEnv } from '../http/app-env.ts';
import { requireSignedIn } from '../http/auth-middleware.ts';

/** The platform's /bookmarks (prefix /api/v1/manage): the reader's saved recipes on every kitchen. */
export const manageBookmarkRoutes = new Hono<AppEnv>().get('/bookmarks', requireSignedIn, async (c) => {
  c.header('Cache-Control', 'no-store');
  return c.json(await readAccountBookmarks(c.var.readContext, c.var.deps.sitesConfig, c.var.user!.id));
});

import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env.ts';
import { requireSignedIn } from '../http/auth-middleware.ts';
import { readReaderSubscriptions } from '../subscription/reader-subscriptions-read.ts';

/** The platform's /subscriptions (prefix /api/v1/manage): the reader's subscriptions on every kitchen. */
export const manageSubscriptionRoutes = new Hono<AppEnv>().get(
  '/subscriptions',
  requireSignedIn,
  async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await readReaderSubscriptions(c.var.deps.db, c.var.deps.sitesConfig, c.var.user!.id));
  },
);

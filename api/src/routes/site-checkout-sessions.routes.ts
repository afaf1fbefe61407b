import { AppError } from '@larder/shared/errors';
import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env.ts';
import { requireSiteBySlug } from '../site/site-read.ts';
import { readCheckoutSession } from '../subscription/checkout-session-read.ts';

/**
 * The checkout-session success page's details (prefix /api/v1/site): public, since Stripe puts the
 * unguessable session id in the reader's success URL and a visitor who paid is not signed in yet.
 * A session of another kitchen is not found.
 */
export const siteCheckoutSessionRoutes = new Hono<AppEnv>().get(
  '/:siteSlug/checkout-sessions/:checkoutSessionId',
  async (c) => {
    const { db } = c.var.deps;
    const site = await requireSiteBySlug(db, c.req.param('siteSlug'));
    const session = await readCheckoutSession(db, site.id, c.req.param('checkoutSessionId'));
    if (!session) throw new AppError('not_found', 'No checkout session with that id exists in this kitchen.');
    c.header('Cache-Control', 'no-store');
    return c.json(session);
  },
);

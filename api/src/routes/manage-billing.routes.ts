import {
  AppSubscriptionRequestSchema,
  BillingPortalRequestSchema,
  CancellationSchema,
} from '@larder/shared/schemas/subscription';
import { WebUrlSchema } from '@larder/shared/schemas/common';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../http/app-env.ts';
import { requireSignedIn, requireSiteManager } from '../http/auth-middleware.ts';
import { byUser, rateLimit } from '../http/rate-limit.ts';
import { validate } from '../http/validate.ts';
import {
  appBillingPortal,
  cancelReaderSubscription,
  readCurrentAppSubscription,
  readerBillingPortal,
  startAppSubscription,
} from '../payments/billing.ts';

const billingBudget = rateLimit({ budget: 'billing-per-user', key: byUser });
const AppBillingPortalRequestSchema = z.object({ returnUrl: WebUrlSchema.optional() });

/**
 * Paying and stopping paying (prefix /api/v1/manage): a reader's cancellations and billing portal
 * (their own subscriptions only), and a kitchen's creator plan (its managers only).
 */
export const manageBillingRoutes = new Hono<AppEnv>()
  .post('/cancellations', requireSignedIn, billingBudget, validate('json', CancellationSchema), async (c) => {
    const subscription = await cancelReaderSubscription(
      c.var.deps,
      c.var.user!,
      c.req.valid('json').subscriptionId,
    );
    return c.json({ subscription });
  })
  .post(
    '/billing-portal-sessions',
    requireSignedIn,
    billingBudget,
    validate('json', BillingPortalRequestSchema),
    async (c) => {
      const { subscriptionId, returnUrl } = c.req.valid('json');
      return c.json(await readerBillingPortal(c.var.deps, c.var.user!, subscriptionId, returnUrl));
    },
  )
  .post(
    '/:siteSlug/app-subscriptions',
    requireSiteManager,
    billingBudget,
    validate('json', AppSubscriptionRequestSchema),
    async (c) => {
      const { plan, returnUrl } = c.req.valid('json');
      return c.json(await startAppSubscription(c.var.deps, c.var.site, c.var.user!, plan, returnUrl));
    },
  )
  .post(
    '/:siteSlug/app-subscription-billing-portal-sessions',
    requireSiteManager,
    billingBudget,
    validate('json', AppBillingPortalRequestSchema),
    async (c) =>
      c.json(await appBillingPortal(c.var.deps, c.var.site, c.var.user!, c.req.valid('json').returnUrl)),
  )
  .get('/:siteSlug/current-app-subscription', requireSiteManager, async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await readCurrentAppSubscription(c.var.deps, c.var.site.id, c.var.user!));
  });

import { AppError } from '@larder/shared/errors';
import { KitchenCreateSchema, KitchenSlugQuerySchema } from '@larder/shared/schemas/kitchen-create';
import { SiteSettingsUpdateSchema } from '@larder/shared/schemas/site';
import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env.ts';
import { requireSignedIn, requireSiteManager } from '../http/auth-middleware.ts';
import { byUser, rateLimit } from '../http/rate-limit.ts';
import { validate } from '../http/validate.ts';
import { createKitchen, kitchenSlugAvailability } from '../site/kitchen-create.ts';
import { listManagedKitchens } from '../site/managed-kitchens-read.ts';
import { readManagedSiteSettings } from '../site/site-settings-read.ts';
import { updateSiteSettings, type SiteSettingsChange } from '../site/site-settings-write.ts';
import { syncKitchenPrices } from '../payments/prices.ts';
import { stripeOf } from '../payments/stripe-client.ts';
import type { SiteRow } from '../site/site-read.ts';

/** The kitchen as a change would leave its plans, when the change touches them; else null. */
function pricedAs(site: SiteRow, change: SiteSettingsChange): SiteRow | null {
  const next: SiteRow = {
    ...site,
    monthly_amount_cents:
      change.monthlyAmountCents === undefined ? site.monthly_amount_cents : change.monthlyAmountCents,
    yearly_amount_cents:
      change.yearlyAmountCents === undefined ? site.yearly_amount_cents : change.yearlyAmountCents,
    payments_enabled:
      change.paymentsEnabled === undefined ? site.payments_enabled : Number(change.paymentsEnabled),
    subscriptions_enabled:
      change.subscriptionsEnabled === undefined
        ? site.subscriptions_enabled
        : Number(change.subscriptionsEnabled),
  };
  const same = (
    ['monthly_amount_cents', 'yearly_amount_cents', 'payments_enabled', 'subscriptions_enabled'] as const
  ).every((column) => next[column] === site[column]);
  return same ? null : next;
}

/**
 * The kitchens a creator manages (prefix /api/v1/manage): the list with each kitchen's address
 * and build, an address check while the creator types, a new kitchen, and a kitchen's settings
 * (`GET, PUT /{siteSlug}/sites`, docs/decisions/031).
 */
export const manageSiteRoutes = new Hono<AppEnv>()
  .get('/sites', requireSignedIn, async (c) =>
    c.json({ sites: await listManagedKitchens(c.var.deps.db, c.var.deps.sitesConfig, c.var.user!.id) }),
  )
  .get(
    '/site-slug-availability',
    requireSignedIn,
    rateLimit({ budget: 'kitchen-address-check-per-user', key: byUser }),
    validate('query', KitchenSlugQuerySchema),
    async (c) =>
      c.json(await kitchenSlugAvailability(c.var.deps.db, c.var.deps.sitesConfig, c.req.valid('query').slug)),
  )
  .post(
    '/sites',
    requireSignedIn,
    rateLimit({ budget: 'kitchen-create-per-user', key: byUser }),
    validate('json', KitchenCreateSchema),
    async (c) => {
      const { db, sitesConfig } = c.var.deps;
      const userId = c.var.user!.id;
      const input = c.req.valid('json');
      await createKitchen(db, userId, input);
      const [site] = await listManagedKitchens(db, sitesConfig, userId, { slug: input.slug });
      if (!site) throw new AppError('internal');
      return c.json({ site }, 201);
    },
  )
  .use('/:siteSlug/sites', requireSiteManager)
  .get('/:siteSlug/sites', async (c) =>
    c.json({ site: await readManagedSiteSettings(c.var.readContext, c.var.deps.sitesConfig, c.var.site.id) }),
  )
  .put('/:siteSlug/sites', validate('json', SiteSettingsUpdateSchema), async (c) => {
    const { version, ...change } = c.req.valid('json');
    const { db, sitesConfig } = c.var.deps;
    const siteId = c.var.site.id;
    // New plan prices (or plans switched on) exist in Stripe before they are saved and offered.
    const priced = pricedAs(c.var.site, change);
    if (priced) await syncKitchenPrices(stripeOf(c.var.deps), sitesConfig, priced);
    try {
      await updateSiteSettings(db, siteId, change, { expectedVersion: version });
    } catch (error) {
      // Saved elsewhere since the screen loaded them: the settings as they are now, to compare or reload.
      if (!(error instanceof AppError) || error.code !== 'site_changed') throw error;
      const site = await readManagedSiteSettings(c.var.readContext, sitesConfig, siteId);
      return c.json({ ...error.toBody(), site }, 409);
    }
    return c.json({ site: await readManagedSiteSettings(c.var.readContext, sitesConfig, siteId) });
  });

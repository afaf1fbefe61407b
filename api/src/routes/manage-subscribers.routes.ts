import { toCsv } from '@larder/shared/format/csv';
import { SubscribersQuerySchema } from '@larder/shared/schemas/subscription';
import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env.ts';
import { requireSiteManager } from '../http/auth-middleware.ts';
import { validate } from '../http/validate.ts';
import {
  readAllKitchenSubscribers,
  readKitchenSubscribers,
} from '../subscription/kitchen-subscribers-read.ts';

/**
 * The kitchen's subscribers (prefix /api/v1/manage/{siteSlug}), managers only: one page as JSON,
 * or with `?format=csv` every row as a spreadsheet-safe CSV download.
 */
export const manageSubscriberRoutes = new Hono<AppEnv>()
  .use('/:siteSlug/subscribers', requireSiteManager)
  .get('/:siteSlug/subscribers', validate('query', SubscribersQuerySchema), async (c) => {
    const query = c.req.valid('query');
    const { db } = c.var.deps;
    c.header('Cache-Control', 'no-store');
    if (query.format === 'csv') {
      const subscribers = await readAllKitchenSubscribers(db, c.var.site.id);
      const csv = toCsv([
        ['email', 'plan', 'status', 'newsletter', 'since'],
        ...subscribers.map((one) => [one.email, one.planType, one.status, one.newsletter ?? '', one.since]),
      ]);
      c.header('Content-Type', 'text/csv; charset=utf-8');
      // Slugs are lower-case letters, digits and dashes: safe inside the quoted file name.
      c.header('Content-Disposition', `attachment; filename="${c.var.site.slug}-subscribers.csv"`);
      return c.body(csv);
    }
    return c.json(await readKitchenSubscribers(db, c.var.site.id, query));
  });

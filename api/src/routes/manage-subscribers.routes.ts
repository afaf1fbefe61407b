import { toCsv } from '@larder/shared/format/csv';
import { SubscribersQuerySchema } from '@larder/shared/schemas/subscription';
import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env.ts';
import { requireSiteManager } from '../http/auth-middleware.ts';
import { validate } from '../http/validate.ts';
import {
  kitchenSubscriberBatches,
  readKitchenSubscribers,
  type SubscriberFilter,
} from '../subscription/kitchen-subscribers-read.ts';
import type { Db } from '../db/database.ts';

const CSV_HEADER = ['email', 'plan', 'status', 'newsletter', 'units', 'since'];

/**
 * The export as a stream of CSV text: the header, then each batch of rows as it is read, so a
 * kitchen of 100,000 subscribers never holds them all in memory (nor does the answer wait for the
 * last row before the first is sent).
 */
function subscribersCsv(db: Db, siteId: string, filter: SubscriberFilter): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const batches = kitchenSubscriberBatches(db, siteId, filter);
  let headerSent = false;
  return new ReadableStream({
    async pull(controller) {
      if (!headerSent) {
        headerSent = true;
        controller.enqueue(encoder.encode(toCsv([CSV_HEADER])));
        return;
      }
      const next = await batches.next();
      if (next.done) {
        controller.close();
        return;
      }
      controller.enqueue(
        encoder.encode(
          toCsv(
            next.value.map((one) => [
              one.email,
              one.planType,
              one.status,
              one.newsletter ?? '',
              one.units ?? '',
              one.since,
            ]),
          ),
        ),
      );
    },
    async cancel() {
      await batches.return(undefined);
    },
  });
}

/**
 * The kitchen's subscribers (prefix /api/v1/manage/{siteSlug}), managers only: one page as JSON,
 * or with `?format=csv` every row as a spreadsheet-safe CSV download, streamed; both searched by
 * e-mail (`q`) and filtered by plan (`plan`).
 */
export const manageSubscriberRoutes = new Hono<AppEnv>()
  .use('/:siteSlug/subscribers', requireSiteManager)
  .get('/:siteSlug/subscribers', validate('query', SubscribersQuerySchema), async (c) => {
    const query = c.req.valid('query');
    const { db } = c.var.deps;
    c.header('Cache-Control', 'no-store');
    if (query.format === 'csv') {
      c.header('Content-Type', 'text/csv; charset=utf-8');
      // Slugs are lower-case letters, digits and dashes: safe inside the quoted file name.
      c.header('Content-Disposition', `attachment; filename="${c.var.site.slug}-subscribers.csv"`);
      return c.body(subscribersCsv(db, c.var.site.id, { q: query.q, plan: query.plan }));
    }
    return c.json(await readKitchenSubscribers(db, c.var.site.id, query));
  });

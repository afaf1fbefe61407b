import {
  NewsletterSendSchema,
  NewsletterSendsQuerySchema,
  NewsletterTestSendSchema,
} from '@larder/shared/schemas/subscription';
import { byUser, rateLimit } from '../http/rate-limit.ts';
import { sendTestNewsletter } from '../newsletter/newsletter-preview.ts';
import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env.ts';
import { requireSiteManager } from '../http/auth-middleware.ts';
import { validate } from '../http/validate.ts';
import { createNewsletterSend, listNewsletterSends, toSendRecord } from '../newsletter/newsletter-sends.ts';
import { kickNewsletterSends } from '../newsletter/send-runner.ts';

/**
 * New-recipe newsletters (prefix /api/v1/manage/{siteSlug}), managers only. A POST records the
 * send and its recipients and answers at once: 202 for a new send, 200 with the recipe's send
 * under way or, unless the body says `resend: true`, the one that already went out. The e-mails
 * go out in the background (decision 017).
 */
export const manageNewsletterSendRoutes = new Hono<AppEnv>()
  .use('/:siteSlug/newsletter-sends', requireSiteManager)
  .get('/:siteSlug/newsletter-sends', validate('query', NewsletterSendsQuerySchema), async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({
      newsletterSends: await listNewsletterSends(c.var.deps.db, c.var.site.id, c.req.valid('query')),
    });
  })
  .post('/:siteSlug/newsletter-sends', validate('json', NewsletterSendSchema), async (c) => {
    const { deps } = c.var;
    const body = c.req.valid('json');
    const { send, created, recipeTitle } = await createNewsletterSend(deps.db, c.var.site.id, {
      recipeId: body.recipeId,
      note: body.note,
      resend: body.resend,
    });
    kickNewsletterSends({
      db: deps.db,
      mailer: c.var.mailer,
      sitesConfig: deps.sitesConfig,
      apiOrigin: deps.env.apiOrigin,
      ...(deps.now ? { now: deps.now } : {}),
    });
    return c.json({ newsletterSend: toSendRecord(send, recipeTitle) }, created ? 202 : 200);
  })
  .use('/:siteSlug/newsletter-test-sends', requireSiteManager)
  .post(
    '/:siteSlug/newsletter-test-sends',
    rateLimit({ budget: 'newsletter-test-sends-per-user', key: byUser }),
    validate('json', NewsletterTestSendSchema),
    async (c) => {
      const { deps } = c.var;
      const { recipeId, note } = c.req.valid('json');
      const to = c.var.user!.email;
      await sendTestNewsletter(
        { db: deps.db, sitesConfig: deps.sitesConfig, apiOrigin: deps.env.apiOrigin, mailer: c.var.mailer },
        c.var.site.id,
        recipeId,
        note || null,
        to,
      );
      return c.json({ sentTo: to }, 202);
    },
  );

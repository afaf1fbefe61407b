import { AppError, type ErrorCode } from '@larder/shared/errors';
import { NewsletterTokenSchema } from '@larder/shared/schemas/subscription';
import { kitchenDeployment } from '@larder/shared/sites-config';
import type { Context } from 'hono';
import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env.ts';
import { validationError } from '../http/validate.ts';
import { unsubscribeByToken } from '../newsletter/newsletter-subscribers.ts';
import { requireSiteBySlug } from '../site/site-read.ts';

/**
 * Paths (under `/site`) that read no session and take form bodies: mail providers post RFC 8058
 * one-click unsubscribes, and the kitchen's unsubscribe page posts without JavaScript.
 */
export const siteNewsletterUnsubscriptionPaths = ['/:siteSlug/newsletter-unsubscriptions'];

/** The kitchen pages of unsubscribing (decision 017). */
export const UNSUBSCRIBE_PAGE = '/newsletter/unsubscribe/';
export const UNSUBSCRIBED_PAGE = '/newsletter/unsubscribe/done/';

type BodyKind = 'json' | 'form';

function bodyKind(c: Context): BodyKind | null {
  const type = (c.req.header('content-type') ?? '').toLowerCase();
  if (type.startsWith('application/x-www-form-urlencoded') || type.startsWith('multipart/form-data'))
    return 'form';
  if (!type || type.startsWith('application/json')) return 'json';
  return null;
}

async function unsubscribe(c: Context<AppEnv>, siteId: string, token: unknown): Promise<void> {
  const parsed = NewsletterTokenSchema.shape.token.safeParse(token);
  const { db, now } = c.var.deps;
  if (!parsed.success || !(await unsubscribeByToken(db, siteId, parsed.data, now?.() ?? Date.now())))
    throw new AppError('newsletter_link_invalid');
}

/**
 * Unsubscribing from a kitchen's newsletter, without signing in, three ways:
 * - `{ token }` as JSON (the kitchen page's island): 200 `{ ok: true }`;
 * - RFC 8058 one-click, as mail providers send it: the token in the URL of the `List-Unsubscribe`
 *   header and the body `List-Unsubscribe=One-Click`: 200;
 * - the kitchen page's form without JavaScript (`token` field): 303 to its "done" page, or back
 *   to the page with `?unsubscribeError={code}`.
 * The token is that of one of the reader's newsletter e-mails, for 180 days after it was sent;
 * any other is `newsletter_link_invalid`.
 */
export const siteNewsletterUnsubscriptionRoutes = new Hono<AppEnv>().post(
  '/:siteSlug/newsletter-unsubscriptions',
  async (c) => {
    const site = await requireSiteBySlug(c.var.deps.db, c.req.param('siteSlug'));
    c.header('Cache-Control', 'no-store');
    const kind = bodyKind(c);
    if (kind === null) throw new AppError('unsupported_media_type');
    const queryToken = c.req.query('token');
    if (kind === 'json') {
      const text = await c.req.text();
      if (text === '' && queryToken !== undefined) {
        await unsubscribe(c, site.id, queryToken);
        return c.json({ ok: true as const });
      }
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        throw new AppError('validation_failed', 'The request body is not valid JSON.');
      }
      const body = NewsletterTokenSchema.safeParse(json);
      if (!body.success) throw validationError(body.error);
      await unsubscribe(c, site.id, body.data.token);
      return c.json({ ok: true as const });
    }
    const form = await c.req.parseBody();
    if (queryToken !== undefined) {
      // One-click: a provider's request, answered plainly; it follows no redirect.
      await unsubscribe(c, site.id, queryToken);
      return c.json({ ok: true as const });
    }
    const origin = kitchenDeployment(c.var.deps.sitesConfig, site.slug).origin;
    let location = `${origin}${UNSUBSCRIBED_PAGE}`;
    try {
      await unsubscribe(c, site.id, form.token);
    } catch (error) {
      const code: ErrorCode = error instanceof AppError ? error.code : 'internal';
      location = `${origin}${UNSUBSCRIBE_PAGE}?unsubscribeError=${code}`;
    }
    return c.redirect(location, 303);
  },
);

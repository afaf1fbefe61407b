import { AppError } from '@larder/shared/errors';
import { RecipePreviewRequestSchema } from '@larder/shared/schemas/recipe-checks';
import { RecipeInputSchema } from '@larder/shared/schemas/recipe-input';
import { Hono, type Context } from 'hono';
import { readFile } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';
import type { AppEnv } from '../http/app-env.ts';
import { requireSiteManager } from '../http/auth-middleware.ts';
import { byUser, rateLimit } from '../http/rate-limit.ts';
import { validate } from '../http/validate.ts';
import {
  framedPreviewHtml,
  PreviewStore,
  renderRecipePreview,
  renderSitePreview,
} from '../recipe/recipe-preview.ts';
import { SitePreviewRequestSchema } from '@larder/shared/schemas/site';
import { NewsletterPreviewSchema } from '@larder/shared/schemas/subscription';
import { previewNewsletter } from '../newsletter/newsletter-preview.ts';
import { kitchenDeployment } from '@larder/shared/sites-config';

const previews = new PreviewStore();

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.mp3': 'audio/mpeg',
  '.json': 'application/json',
};

/** Keeps a rendered page for ten minutes, framed for the dashboard; answers where it opens. */
function keepPreview(
  c: Context<AppEnv>,
  page: { html: string; theme: string; files: Record<string, Uint8Array>; kitchenOrigin: string },
): { url: string; expiresAt: string } {
  const { env } = c.var.deps;
  const now = c.var.deps.now?.() ?? Date.now();
  const { token, expiresAt } = previews.reserve(now);
  const html = framedPreviewHtml(page.html, {
    apiOrigin: env.apiOrigin,
    theme: page.theme,
    kitchenOrigin: page.kitchenOrigin,
    token,
  });
  previews.put(token, { html, files: page.files, kitchenOrigin: page.kitchenOrigin, expiresAt }, now);
  return { url: `${env.apiOrigin}/api/v1/previews/${token}`, expiresAt: new Date(expiresAt).toISOString() };
}

/**
 * The studio's real-page preview (prefix /api/v1/manage/{siteSlug}): the editor's fields, not
 * saved, rendered by the kitchen's own theme; answers where the page can be opened for ten minutes.
 */
export const manageRecipePreviewRoutes = new Hono<AppEnv>()
  .use('/:siteSlug/recipe-previews', requireSiteManager)
  .post(
    '/:siteSlug/recipe-previews',
    rateLimit({ budget: 'recipe-previews-per-user', key: byUser }),
    validate('json', RecipePreviewRequestSchema),
    async (c) => {
      const renderer = c.var.deps.previewRenderer;
      if (!renderer) throw new AppError('not_found', 'Previews are not available on this server.');
      const { recipeId, recipe, viewer } = c.req.valid('json');
      const parsed = RecipeInputSchema.safeParse(recipe);
      if (!parsed.success)
        throw new AppError('validation_failed', 'Fix the fields the checks name, then preview again.');
      const { env, db, sitesConfig } = c.var.deps;
      const page = await renderRecipePreview(
        {
          db,
          sitesConfig,
          renderer,
          origins: { apiOrigin: env.apiOrigin, platformOrigin: env.platformOrigin },
        },
        c.var.site,
        recipeId ?? null,
        parsed.data,
        viewer,
      );
      return c.json({ preview: keepPreview(c, page) }, 201);
    },
  )
  .use('/:siteSlug/site-previews', requireSiteManager)
  .post(
    '/:siteSlug/site-previews',
    rateLimit({ budget: 'recipe-previews-per-user', key: byUser }),
    validate('json', SitePreviewRequestSchema),
    async (c) => {
      const renderer = c.var.deps.previewRenderer;
      if (!renderer) throw new AppError('not_found', 'Previews are not available on this server.');
      const { settings, page } = c.req.valid('json');
      const { env, db, sitesConfig } = c.var.deps;
      const rendered = await renderSitePreview(
        {
          db,
          sitesConfig,
          renderer,
          origins: { apiOrigin: env.apiOrigin, platformOrigin: env.platformOrigin },
        },
        c.var.site,
        settings,
        page,
      );
      return c.json({ preview: keepPreview(c, rendered) }, 201);
    },
  )
  .use('/:siteSlug/newsletter-previews', requireSiteManager)
  .post(
    '/:siteSlug/newsletter-previews',
    rateLimit({ budget: 'recipe-previews-per-user', key: byUser }),
    validate('json', NewsletterPreviewSchema),
    async (c) => {
      const { deps } = c.var;
      const { recipeId, note, audience, measurementSystem, temperatureSystem } = c.req.valid('json');
      const newsletter = await previewNewsletter(
        { db: deps.db, sitesConfig: deps.sitesConfig, apiOrigin: deps.env.apiOrigin },
        c.var.site.id,
        recipeId,
        note || null,
        { entitled: audience === 'paid', measurementSystem, temperatureSystem },
      );
      // Shown from the API's origin like a page preview: the e-mail's own inline styles apply
      // there, which the dashboard's policy would refuse in a frame of its own.
      const preview = keepPreview(c, {
        html: newsletter.html,
        theme: '',
        files: {},
        kitchenOrigin: kitchenDeployment(deps.sitesConfig, c.var.site.slug).origin,
      });
      return c.json({ newsletter, preview }, 201);
    },
  );

/**
 * Opening a preview (prefix /api/v1): the page, framed only by the platform's dashboard and
 * sandboxed (an origin of its own: its scripts reach no one's storage and call nothing), and
 * the theme's assets it loads.
 */
export const previewPageRoutes = new Hono<AppEnv>()
  .get('/previews/:token', (c) => {
    const preview = previews.get(c.req.param('token'), c.var.deps.now?.() ?? Date.now());
    if (preview === null) throw new AppError('not_found', 'This preview has expired. Preview it again.');
    const { apiOrigin, platformOrigin } = c.var.deps.env;
    c.header('X-Frame-Options', undefined);
    c.header(
      'Content-Security-Policy',
      [
        'sandbox allow-scripts allow-popups allow-popups-to-escape-sandbox',
        "default-src 'none'",
        `script-src ${apiOrigin} 'unsafe-inline'`,
        `style-src ${apiOrigin} 'unsafe-inline'`,
        `font-src ${apiOrigin} data:`,
        // The kitchen's own icons (and any picture not on the file host) from the live kitchen.
        `img-src ${apiOrigin} ${preview.kitchenOrigin} data: blob:`,
        `media-src ${apiOrigin}`,
        `frame-ancestors ${platformOrigin}`,
      ].join('; '),
    );
    c.header('Cache-Control', 'no-store');
    return c.html(preview.html);
  })
  .get('/previews/:token/files/*', (c) => {
    const preview = previews.get(c.req.param('token'), c.var.deps.now?.() ?? Date.now());
    const path = c.req.path.split('/files/')[1] ?? '';
    const bytes = preview?.files[decodeURIComponent(path)];
    if (!bytes) throw new AppError('not_found');
    return c.body(bytes.slice().buffer, 200, {
      'Content-Type': TYPES[extname(path)] ?? 'application/octet-stream',
      'Cache-Control': 'private, max-age=600',
      'Access-Control-Allow-Origin': '*',
    });
  })
  .get('/preview-assets/:theme/*', async (c) => {
    const dir = c.var.deps.previewRenderer?.assetsDir(c.req.param('theme'));
    const wanted = decodeURIComponent(c.req.path.split(`/preview-assets/${c.req.param('theme')}/`)[1] ?? '');
    const path = dir ? resolve(dir, wanted) : null;
    if (!dir || !path?.startsWith(`${resolve(dir)}${sep}`)) throw new AppError('not_found');
    const bytes = await readFile(path).catch(() => null);
    if (!bytes) throw new AppError('not_found');
    return c.body(new Uint8Array(bytes), 200, {
      'Content-Type': TYPES[extname(path)] ?? 'application/octet-stream',
      'Cache-Control': 'public, max-age=31536000, immutable',
      // The sandboxed preview has an origin of its own: its module scripts and fonts load by CORS.
      'Access-Control-Allow-Origin': '*',
    });
  });

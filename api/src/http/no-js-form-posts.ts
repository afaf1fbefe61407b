import { AppError } from '@larder/shared/errors';
import { kitchenDeployment } from '@larder/shared/sites-config';
import type { Context, MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { z } from 'zod';
import { requireSiteBySlug } from '../site/site-read.ts';
import type { AppEnv } from './app-env.ts';
import { validate, validationError, withoutNul } from './validate.ts';

/**
 * The sign-in and sign-up forms of a kitchen work without JavaScript: the browser posts them
 * `application/x-www-form-urlencoded` to the same API routes the islands call with JSON, and
 * the API answers with a redirect back to the kitchen instead of JSON (decision 011).
 */
const FORM_TYPE = 'application/x-www-form-urlencoded';

export function isFormPost(c: Context): boolean {
  return (c.req.header('content-type') ?? '').toLowerCase().startsWith(FORM_TYPE);
}

/**
 * For a form post, answers `303 See Other` to `sent` on the kitchen's origin when the route
 * succeeds, and to `retry` on any failure (a bad address, a rate limit…). JSON calls pass through.
 * An unknown kitchen has no origin to return to: it stays a 404.
 */
export function redirectFormPosts(paths: { sent: string; retry: string }) {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (!isFormPost(c)) return next();
    const site = await requireSiteBySlug(c.var.deps.db, c.req.param('siteSlug') ?? '');
    const origin = kitchenDeployment(c.var.deps.sitesConfig, site.slug).origin;
    await next();
    const target = `${origin}${c.error || !c.res.ok ? paths.retry : paths.sent}`;
    // The headers every answer carries stay; those describing the JSON answer it replaces go.
    const headers = new Headers(c.res.headers);
    for (const name of ['content-type', 'content-length', 'retry-after']) headers.delete(name);
    headers.set('Location', target);
    c.res = undefined;
    c.res = new Response(null, { status: 303, headers });
  });
}

/**
 * The request body as JSON (validated like `validate('json', schema)`) or, from a no-JS form,
 * as form fields turned into the same input by `fromForm`. Any other type is a 415.
 */
export function jsonOrFormBody<Schema extends z.ZodType>(
  schema: Schema,
  fromForm: (form: URLSearchParams) => z.input<Schema>,
) {
  const json = validate('json', schema) as unknown as MiddlewareHandler<AppEnv>;
  return createMiddleware<AppEnv, string, { out: { json: z.output<Schema> } }>(async (c, next) => {
    if (isFormPost(c)) {
      const result = withoutNul(schema).safeParse(fromForm(new URLSearchParams(await c.req.text())));
      if (!result.success) throw validationError(result.error);
      c.req.addValidatedData('json', result.data as object);
      return next();
    }
    const type = (c.req.header('content-type') ?? '').toLowerCase();
    if (type && !type.startsWith('application/json')) throw new AppError('unsupported_media_type');
    return json(c, next);
  });
}

import { AppError, errorCatalogue, type ErrorCode } from '@larder/shared/errors';
import {
  CHECKOUT_SESSION_ID_PLACEHOLDER,
  SubscriptionCreatedSchema,
  SubscriptionRequestSchema,
} from '@larder/shared/schemas/subscription';
import { kitchenDeployment } from '@larder/shared/sites-config';
import type { Context, MiddlewareHandler } from 'hono';
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { z } from 'zod';
import type { AppEnv } from '../http/app-env.ts';
import { authContext } from '../http/auth-requests.ts';
import { isFormPost } from '../http/no-js-form-posts.ts';
import { byIp, rateLimit } from '../http/rate-limit.ts';
import { validate, validationError, withoutNul } from '../http/validate.ts';
import { subscribe } from '../payments/subscribe.ts';
import { requireSiteBySlug, type SiteRow } from '../site/site-read.ts';
import {
  SUBSCRIPTION_URL_FIELDS,
  subscriptionUrlProblems,
  urlOnOrigin,
  withQuery,
} from '../subscription/subscription-urls.ts';

/** Paths (under `/site`) that also take the no-JS forms' `application/x-www-form-urlencoded`. */
export const siteSubscriptionFormPaths = ['/:siteSlug/subscriptions'];

type SubscriptionBody = z.output<typeof SubscriptionRequestSchema>;

async function kitchenOf(c: Context<AppEnv>): Promise<{ site: SiteRow; origin: string }> {
  const site = await requireSiteBySlug(c.var.deps.db, c.req.param('siteSlug') ?? '');
  return { site, origin: kitchenDeployment(c.var.deps.sitesConfig, site.slug).origin };
}

/**
 * Where a no-JS form's reader lands when its hidden fields leave a URL out: the kitchen's
 * subscribe page and its success pages (the routes of decision 018).
 */
function formDefaults(origin: string): Record<(typeof SUBSCRIPTION_URL_FIELDS)[number], string> {
  return {
    return: `${origin}/subscribe/`,
    nextFree: `${origin}/subscribe/success/`,
    nextPaid: `${origin}/subscribe/success/${CHECKOUT_SESSION_ID_PLACEHOLDER}/`,
    nextLogin: `${origin}/`,
  };
}

/**
 * The request as JSON, or from a no-JS form (the same field names; `plan` defaults to free and
 * missing URLs to the kitchen's subscribe pages). Any other type is a 415.
 */
const subscriptionBody: MiddlewareHandler<AppEnv, string, { out: { json: SubscriptionBody } }> =
  createMiddleware<AppEnv, string, { out: { json: SubscriptionBody } }>(async (c, next) => {
    if (isFormPost(c)) {
      const { origin } = await kitchenOf(c);
      const form = new URLSearchParams(await c.req.text());
      const input: Record<string, string> = { plan: 'free', ...formDefaults(origin) };
      for (const field of ['siteSlug', 'email', 'plan', ...SUBSCRIPTION_URL_FIELDS]) {
        const value = form.get(field);
        if (value !== null && value !== '') input[field] = value;
      }
      input.email ??= '';
      const result = withoutNul(SubscriptionRequestSchema).safeParse(input);
      if (!result.success) throw validationError(result.error);
      c.req.addValidatedData('json', result.data);
      return next();
    }
    const type = (c.req.header('content-type') ?? '').toLowerCase();
    if (type && !type.startsWith('application/json')) throw new AppError('unsupported_media_type');
    return (validate('json', SubscriptionRequestSchema) as unknown as MiddlewareHandler<AppEnv>)(c, next);
  });

function formField(form: URLSearchParams, name: string): string | null {
  const value = form.get(name);
  return value === null || value === '' ? null : value;
}

/**
 * For a no-JS form post: `303 See Other` to `nextFree` (with `?email=` for a visitor, for the
 * success page's "Check your {email} inbox") or to Stripe's checkout page; on any failure to
 * `return` with `?subscribeError={code}`. A URL that is not on the kitchen is never followed: the
 * kitchen's own /subscribe page stands in. JSON calls pass through.
 */
const redirectSubscriptionForms = createMiddleware<AppEnv>(async (c, next) => {
  if (!isFormPost(c)) return next();
  const { origin } = await kitchenOf(c);
  const form = new URLSearchParams(await c.req.text());
  const defaults = formDefaults(origin);
  const page = (field: 'return' | 'nextFree') =>
    urlOnOrigin(formField(form, field) ?? defaults[field], origin) ?? new URL(defaults[field]);
  await next();
  let target: string;
  if (c.error || !c.res.ok) {
    const code: ErrorCode = c.error instanceof AppError ? c.error.code : 'internal';
    target = withQuery(page('return'), 'subscribeError', code in errorCatalogue ? code : 'internal');
  } else {
    const created = SubscriptionCreatedSchema.parse(await c.res.clone().json());
    const email = formField(form, 'email')?.trim().toLowerCase();
    target = created.checkout
      ? created.checkout.url
      : c.var.user || !email
        ? page('nextFree').href
        : withQuery(page('nextFree'), 'email', email);
  }
  const headers = new Headers(c.res.headers);
  for (const name of ['content-type', 'content-length', 'retry-after']) headers.delete(name);
  headers.set('Location', target);
  c.res = undefined;
  c.res = new Response(null, { status: 303, headers });
});

/**
 * Subscribing to a kitchen (spec §7, public): a free plan is recorded at once; a paid one answers
 * Stripe Checkout's URL. Signed-in readers subscribe as themselves. Decision 017.
 */
export const siteSubscriptionRoutes = new Hono<AppEnv>().post(
  '/:siteSlug/subscriptions',
  redirectSubscriptionForms,
  subscriptionBody,
  rateLimit({ budget: 'subscribe-per-ip', key: byIp }),
  async (c) => {
    const { site, origin } = await kitchenOf(c);
    const body = c.req.valid('json');
    const user = c.var.user;
    const fields = subscriptionUrlProblems(body, origin);
    if (body.siteSlug !== undefined && body.siteSlug !== site.slug)
      fields.siteSlug = ['Must be the slug of the kitchen in the path'];
    if (user && body.email !== user.email.toLowerCase())
      fields.email = ['Must be the address of the account you are signed in with'];
    if (Object.keys(fields).length > 0) {
      const summary = Object.entries(fields)
        .map(([field, messages]) => `${field}: ${messages.join(', ')}`)
        .join('; ');
      throw new AppError('validation_failed', `Some fields are not valid: ${summary}`, fields);
    }
    const created = await subscribe(c.var.deps, authContext(c), {
      site,
      origin,
      email: body.email,
      plan: body.plan,
      returnUrl: body.return,
      nextPaid: body.nextPaid,
      nextLogin: body.nextLogin,
      user,
    });
    c.header('Cache-Control', 'no-store');
    return c.json(created);
  },
);

import { AppError } from '@larder/shared/errors';
import { createMiddleware } from 'hono/factory';
import { requireManagedSite } from '../auth/site-access.ts';
import { userForSessionToken } from '../auth/session-tokens.ts';
import type { AppEnv } from './app-env.ts';

export function bearerToken(header: string | undefined): string | null {
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1] ?? null;
}

/** Resolves the bearer token, if any, to `c.var.user`. An unknown token is a 401, never a silent visitor. */
export const resolveUser = createMiddleware<AppEnv>(async (c, next) => {
  const token = bearerToken(c.req.header('authorization'));
  if (token === null) {
    c.set('user', null);
  } else {
    const user = await userForSessionToken(c.var.deps.db, token, c.var.deps.now?.());
    if (!user)
      throw new AppError(
        'unauthorized',
        'Your session has expired or the token is not valid. Sign in again.',
      );
    c.set('user', user);
  }
  await next();
});

/**
 * Manage routes: 401 without a valid bearer, 404 when the kitchen does not exist or the user
 * does not manage it (a manager of another kitchen learns nothing about this one).
 */
export const requireSiteManager = createMiddleware<AppEnv>(async (c, next) => {
  const user = c.var.user;
  if (!user) throw new AppError('unauthorized');
  const siteSlug = c.req.param('siteSlug');
  if (!siteSlug) throw new AppError('site_not_found');
  c.set('site', await requireManagedSite(c.var.deps.db, user.id, siteSlug));
  await next();
});

/** Reader routes: 401 for visitors, before anything about the request is looked at. */
export const requireSignedIn = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.var.user) throw new AppError('unauthorized');
  await next();
});

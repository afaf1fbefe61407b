import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';
import type { AppEnv } from './app-env.ts';

export interface ApiCorsOptions {
  /** The origin to allow for a request's `Origin` (empty when it sent none), or null. */
  origin: (origin: string) => string | null;
  allowHeaders: string[];
  allowMethods: string[];
  exposeHeaders: string[];
  maxAge: number;
}

/**
 * CORS with credentials for the kitchens' and the platform's origins: Hono's own middleware for
 * preflights, and for every other request the same headers set before the handler runs. Hono's
 * sets them on `c.res` and appends `Vary: Origin` once the answer is made, and either step turns
 * the handler's light response into a full one again (a copy of its headers and of its body,
 * as a stream): a fifth of a cached read's time. Set beforehand, they are part of the answer as
 * it is made, as the security headers are.
 */
export function apiCors(options: ApiCorsOptions): MiddlewareHandler<AppEnv> {
  const preflight = cors({ ...options, credentials: true });
  const exposeHeaders = options.exposeHeaders.join(',');
  return async (c, next) => {
    if (c.req.method === 'OPTIONS') return preflight(c, next);
    const allowed = options.origin(c.req.header('origin') ?? '');
    if (allowed) c.header('Access-Control-Allow-Origin', allowed);
    c.header('Access-Control-Allow-Credentials', 'true');
    if (exposeHeaders) c.header('Access-Control-Expose-Headers', exposeHeaders);
    c.header('Vary', 'Origin', { append: true });
    await next();
  };
}

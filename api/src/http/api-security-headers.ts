import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './app-env.ts';

/**
 * What an API that answers JSON to kitchens on other origins needs: no sniffing, readable from
 * those origins, never framed, no referrer. Set before the handler runs, so they are part of the
 * response as it is made rather than copied onto it afterwards (this is on every request's path).
 * HTTPS-only (HSTS) is for the TLS-terminating proxy in front to send.
 */
const HEADERS = [
  ['X-Content-Type-Options', 'nosniff'],
  ['Cross-Origin-Resource-Policy', 'cross-origin'],
  ['X-Frame-Options', 'DENY'],
  ['Referrer-Policy', 'no-referrer'],
  ['Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'"],
] as const;

export const apiSecurityHeaders = createMiddleware<AppEnv>(async (c, next) => {
  for (const [name, value] of HEADERS) c.header(name, value);
  await next();
});

import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './app-env.ts';

/**
 * A response sent before the request body has fully arrived (413, 415, 401, 429… refused
 * before reading it) says `Connection: close`. The node server drains such a body for a moment
 * and then destroys the socket; had the response promised keep-alive, a pooled client would
 * send its next request into that closing socket.
 */
export const closeAfterEarlyResponse = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  const incoming = c.env?.incoming;
  if (incoming && !incoming.complete) c.header('Connection', 'close');
});

import { AppError, type ErrorBody } from '@larder/shared/errors';
import type { ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppEnv } from './app-env.ts';

/** The one place where failures become HTTP responses: `{ "error": { "code", "message" } }`. */
export const handleError: ErrorHandler<AppEnv> = (error, c) => {
  if (error instanceof AppError) {
    return c.json(error.toBody(), error.status as ContentfulStatusCode);
  }
  if (error instanceof HTTPException) {
    const code =
      error.status === 413 ? 'payload_too_large' : error.status === 401 ? 'unauthorized' : 'bad_request';
    const appError = new AppError(code, error.status === 413 ? undefined : error.message || undefined);
    return c.json(appError.toBody(), error.status);
  }
  if (error instanceof SyntaxError) {
    return c.json(new AppError('bad_request', 'The request body is not valid JSON.').toBody(), 400);
  }
  console.error(`[api] ${c.req.method} ${c.req.path} failed:`, error);
  return c.json(new AppError('internal').toBody(), 500);
};

export const handleNotFound: NotFoundHandler<AppEnv> = (c) => {
  const body: ErrorBody = {
    error: { code: 'not_found', message: `No endpoint ${c.req.method} ${c.req.path}.` },
  };
  return c.json(body, 404);
};

import { AppError } from '@larder/shared/errors';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './app-env.ts';

/** POST and PUT bodies that declare a type other than JSON are refused with 415 before any handler reads them. */
export const rejectNonJsonBodies = createMiddleware<AppEnv>(async (c, next) => {
  if (c.req.method === 'POST' || c.req.method === 'PUT') {
    const length = c.req.header('content-length');
    const hasBody =
      (length !== undefined && length !== '0') || c.req.header('transfer-encoding') !== undefined;
    const type = c.req.header('content-type')?.toLowerCase() ?? '';
    if (hasBody && type && !type.startsWith('application/json')) throw new AppError('unsupported_media_type');
  }
  await next();
});

import { AppError } from '@larder/shared/errors';
import { Hono } from 'hono';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import type { AppEnv } from '../http/app-env.ts';

const CONTENT_TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.avif': 'image/avif',
  '.svg': 'image/svg+xml',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
};

/** The file host: stored uploads by key, immutable once written. */
export const fileRoutes = new Hono<AppEnv>().get('/*', async (c) => {
  const root = resolve(c.var.deps.env.filesDir);
  const key = decodeURIComponent(c.req.path.replace(/^.*?\/files\//, ''));
  const path = resolve(root, key);
  if (!path.startsWith(root + sep)) throw new AppError('not_found');
  const info = await stat(path).catch(() => null);
  if (!info?.isFile()) throw new AppError('not_found', 'No file with that key.');
  c.header('Content-Type', CONTENT_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream');
  c.header('Content-Length', String(info.size));
  c.header('Cache-Control', 'public, max-age=31536000, immutable');
  if (extname(path).toLowerCase() === '.svg')
    c.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
  return c.body(Readable.toWeb(createReadStream(path)) as ReadableStream);
});

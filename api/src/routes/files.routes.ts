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
  '.heic': 'image/heic',
  '.heif': 'image/heif',
  '.svg': 'image/svg+xml',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
};

/**
 * The stored key a request path names. Hono's path has had every escape decoded except those
 * `decodeURI` keeps (`%2F`, `%25`…), so decoding once more decodes each escape exactly once.
 */
function fileKey(path: string): string {
  try {
    return decodeURIComponent(path.replace(/^.*?\/files\//, ''));
  } catch {
    throw new AppError(
      'bad_request',
      'The file path is not valid: every % must start an escape of UTF-8 bytes, such as %20.',
    );
  }
}

/** The file host: stored uploads by key, immutable once written. */
export const fileRoutes = new Hono<AppEnv>().get('/*', async (c) => {
  const root = resolve(c.var.deps.env.filesDir);
  const key = fileKey(c.req.path);
  const path = resolve(root, key);
  if (!path.startsWith(root + sep)) throw new AppError('not_found');
  const info = await stat(path).catch(() => null);
  if (!info?.isFile()) throw new AppError('not_found', 'No file with that key.');
  c.header('Content-Type', CONTENT_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream');
  c.header('Cache-Control', 'public, max-age=31536000, immutable');
  c.header('Accept-Ranges', 'bytes');
  if (extname(path).toLowerCase() === '.svg')
    c.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
  // Video players ask for byte ranges to start quickly and to seek.
  const range = parseByteRange(c.req.header('Range'), info.size);
  if (range === 'unsatisfiable') {
    c.header('Content-Range', `bytes */${info.size}`);
    throw new AppError('range_not_satisfiable');
  }
  const { start, end } = range ?? { start: 0, end: info.size - 1 };
  c.header('Content-Length', String(info.size === 0 ? 0 : end - start + 1));
  if (range) c.header('Content-Range', `bytes ${start}-${end}/${info.size}`);
  if (info.size === 0) return c.body(null, 200);
  return c.body(Readable.toWeb(createReadStream(path, { start, end })) as ReadableStream, range ? 206 : 200);
});

/**
 * A single byte range of a `Range` header (RFC 9110 §14.1.2): "bytes=0-99", "bytes=100-" or
 * "bytes=-500" (the last 500 bytes). Multiple ranges and malformed headers are ignored (the whole
 * file is sent); ranges starting past the end are unsatisfiable.
 */
export function parseByteRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | 'unsatisfiable' | null {
  const match = header?.trim().match(/^bytes=(\d*)-(\d*)$/);
  if (!match || (match[1] === '' && match[2] === '')) return null;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}

import { headersForPath, parseHeadersFile, type HeaderRule } from '@larder/shared/hosting/headers-file';
import {
  movedTo,
  parseRedirectsFile,
  rewriteFor,
  type RewriteRule,
} from '@larder/shared/hosting/redirects-file';
import { isCompressedType } from '@larder/shared/hosting/compressed-types';
import { createReadStream } from 'node:fs';
import { readFile, realpath, stat } from 'node:fs/promises';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { constants as zlib, createBrotliCompress, createGzip } from 'node:zlib';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.webm': 'audio/webm',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
};

/**
 * The encoding to send a file of this type in: Brotli (at a quality fast enough to compress on
 * the fly) or gzip when the request accepts it, else none. `q=0` refuses an encoding.
 */
export function responseEncoding(contentType: string, headers: IncomingHttpHeaders): 'br' | 'gzip' | null {
  if (!isCompressedType(contentType)) return null;
  const accepted = new Set(
    (headers['accept-encoding'] ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase().split(';'))
      .filter(([, ...params]) => !params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param)))
      .map(([name]) => name),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

/** Where the platform app's live release is served from: `<outputDir>/_platform` (no kitchen slug starts with `_`). */
export const PLATFORM_DIR = '_platform';

/** The host (name and port) of an origin, as a Host header names it: `localhost:4321`. */
export function hostOf(origin: string): string | null {
  return URL.parse(origin)?.host.toLowerCase() ?? null;
}

/** The kitchen a request is for: the first label of the Host header ("family-table.localhost:4321"). */
export function kitchenSlugFromHost(host: string | undefined): string | null {
  const name = (host ?? '').split(':')[0]?.toLowerCase() ?? '';
  const [label, ...rest] = name.split('.');
  if (!label || rest.length === 0 || !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(label)) return null;
  return label;
}

/** A request path decoded once, or null when an escape is not valid UTF-8 (`%E0%A4%A`). */
export function decodePath(pathname: string): string | null {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return null;
  }
}

/** A file of the release and whether it is the index of a folder (a page: `/recipes/`). */
export interface FoundFile {
  path: string;
  isIndex: boolean;
}

/**
 * The file a path names inside the release, if any: the file itself, or the `index.html` of a
 * folder. The release's own host files (`_headers` and its nginx and Caddy forms, `_redirects`)
 * are not pages, however the path spells them (`/.//_headers`).
 */
async function fileFor(root: string, decoded: string): Promise<FoundFile | null> {
  const candidate = resolve(root, `.${decoded}`);
  if (candidate !== root && !candidate.startsWith(root + sep)) return null;
  if (/^_(headers|redirects)/.test(candidate.slice(root.length + 1))) return null;
  for (const path of [candidate, join(candidate, 'index.html')]) {
    const info = await stat(path).catch(() => null);
    if (info?.isFile()) return { path, isIndex: path !== candidate };
  }
  return null;
}

/** The not-found page's own addresses: it is only ever served as the answer to a missing page. */
const NOT_FOUND_PAGE = /^\/404(?:\.html|\/)?$/;

/**
 * Where a kitchen address in the other URL form goes (docs/decisions/019): a page asked for
 * without its trailing slash moves permanently to the slash form, query kept. Null when the
 * address is already in its form, or is a file (`/robots.txt`). A path starting `//` would
 * leave the origin as a redirect, so it is never redirected.
 */
export function slashRedirect(rawPathname: string, search: string, found: FoundFile): string | null {
  if (!found.isIndex || rawPathname.endsWith('/') || /^\/[/\\]/.test(rawPathname)) return null;
  return `${rawPathname}/${search}`;
}

/**
 * A file of each kitchen's live release, parsed once per release: a build switches the live
 * symlink to a new folder, whose path is the key.
 */
function perRelease<T>(file: string, parse: (text: string) => T[]) {
  const live = new Map<string, { root: string; rules: Promise<T[]> }>();
  return (slug: string, root: string): Promise<T[]> => {
    const cached = live.get(slug);
    if (cached?.root === root) return cached.rules;
    const rules = readFile(join(root, file), 'utf8')
      .then(parse)
      .catch(() => []);
    live.set(slug, { root, rules });
    return rules;
  };
}

/** A path the platform app routes itself (`/sign-in/callback`), as opposed to a file (`/assets/x.js`). */
export function isAppRoute(path: string): boolean {
  return !/\.[^/]*$/.test(path);
}

export interface StaticServerOptions {
  /**
   * The host of the platform origin (`localhost:4321`): requests for it get the platform app
   * from `<outputDir>/_platform/`, with every route answered by its `index.html`.
   */
  platformHost?: string | null;
}

/**
 * Serves each kitchen from its own origin, routing by Host header the way a static host with one
 * site per domain does: `<slug>.localhost` → `<outputDir>/<slug>/`. A page asked for without its
 * trailing slash is redirected to it with 301 (the one URL form, docs/decisions/019). An address no file answers
 * gets the page a rewrite of the release's `_redirects` names, else the kitchen's 404.html with
 * status 404, and every response the headers of the release's `_headers` file, as Netlify or
 * Cloudflare Pages would send them. Files are read per request, so
 * a rebuild shows at once. The platform origin's host gets the platform app, a single-page app:
 * a path that names no file is answered with its `index.html`.
 */
export function createKitchenStaticServer(outputDir: string, options: StaticServerOptions = {}): Server {
  const headersOf = perRelease<HeaderRule>('_headers', parseHeadersFile);
  const rewritesOf = perRelease<RewriteRule>('_redirects', parseRedirectsFile);
  const redirectsTextOf = perRelease<string>('_redirects', (text) => [text]);
  const platformHost = options.platformHost?.toLowerCase() ?? null;
  return createServer((request, response) => {
    void (async () => {
      const host = request.headers.host?.toLowerCase();
      const slug = host !== undefined && host === platformHost ? PLATFORM_DIR : kitchenSlugFromHost(host);
      const url = URL.parse(request.url ?? '/', 'http://localhost');
      const path = url ? decodePath(url.pathname) : null;
      if (path === null) {
        response.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' });
        response.end('The address is not valid: every % must start an escape of UTF-8 bytes, such as %20.');
        return;
      }
      if (!slug) {
        response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
        response.end(
          'Open a kitchen at http://<slug>.localhost:<port>/ (for example http://family-table.localhost:4321/).',
        );
        return;
      }
      // Resolve the live symlink once per request, so a release switch mid-request cannot mix releases.
      const root = await realpath(join(outputDir, slug)).catch(() => null);
      if (!root) {
        response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
        response.end(
          slug === PLATFORM_DIR
            ? 'The platform app has not been published here: run `larder build --platform`.'
            : `No kitchen "${slug}" has been built here.`,
        );
        return;
      }
      const kitchen = slug !== PLATFORM_DIR;
      let status = 200;
      let found = kitchen && NOT_FOUND_PAGE.test(path) ? null : await fileFor(root, path);
      // A file has one address: `/robots.txt/` is not it.
      if (found && kitchen && !found.isIndex && path.endsWith('/')) found = null;
      const moved = found && kitchen && url ? slashRedirect(url.pathname, url.search, found) : null;
      if (moved) status = 301;
      if (!found && !kitchen && isAppRoute(path)) found = await fileFor(root, '/index.html');
      if (!found && kitchen) {
        const rewritten = rewriteFor(await rewritesOf(slug, root), path);
        if (rewritten) found = await fileFor(root, rewritten);
      }
      if (!found && kitchen) {
        // A kitchen that moved: its old address answers every path with the way to the new one.
        const [redirects] = await redirectsTextOf(slug, root);
        const location = redirects && url ? movedTo(redirects, url.pathname, url.search) : null;
        if (location) {
          response.writeHead(301, {
            location,
            'content-type': 'text/plain; charset=utf-8',
            'cache-control': 'no-cache',
          });
          response.end(`Moved to ${location}`);
          return;
        }
      }
      if (!found) {
        status = 404;
        found = await fileFor(root, '/404.html');
      }
      if (!found) {
        response.writeHead(404).end();
        return;
      }
      const file = found.path;
      const headers: Record<string, string> = {
        'content-type': CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream',
        'cache-control': 'no-cache',
        'x-content-type-options': 'nosniff',
      };
      for (const [name, value] of headersForPath(await headersOf(slug, root), path)) {
        headers[name.toLowerCase()] = value;
      }
      if (moved) {
        headers.location = moved;
        headers['content-type'] = 'text/plain; charset=utf-8';
        response.writeHead(status, headers);
        response.end(`Moved to ${moved}`);
        return;
      }
      const encoding = responseEncoding(headers['content-type']!, request.headers);
      if (isCompressedType(headers['content-type']!))
        headers.vary = headers.vary ? `${headers.vary}, accept-encoding` : 'accept-encoding';
      if (encoding) headers['content-encoding'] = encoding;
      response.writeHead(status, headers);
      if (request.method === 'HEAD') {
        response.end();
        return;
      }
      if (encoding === 'br')
        await pipeline(
          createReadStream(file),
          createBrotliCompress({ params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }),
          response,
        );
      else if (encoding === 'gzip') await pipeline(createReadStream(file), createGzip(), response);
      else await pipeline(createReadStream(file), response);
    })().catch((error: unknown) => {
      // A reader who leaves mid-download is not a failure.
      const code = (error as { code?: string }).code;
      if (code === 'ERR_STREAM_PREMATURE_CLOSE' || code === 'ERR_STREAM_UNABLE_TO_PIPE') return;
      console.error('[sites] request failed', error);
      if (!response.headersSent) response.writeHead(500);
      response.end();
    });
  });
}

import { createReadStream } from 'node:fs';
import { realpath, stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';

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
  '.xml': 'application/xml',
};

/** The kitchen a request is for: the first label of the Host header ("family-table.localhost:4321"). */
export function kitchenSlugFromHost(host: string | undefined): string | null {
  const name = (host ?? '').split(':')[0]?.toLowerCase() ?? '';
  const [label, ...rest] = name.split('.');
  if (!label || rest.length === 0 || !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(label)) return null;
  return label;
}

async function fileFor(root: string, pathname: string): Promise<string | null> {
  const decoded = decodeURIComponent(pathname);
  const candidate = resolve(root, `.${decoded}`);
  if (candidate !== root && !candidate.startsWith(root + sep)) return null;
  for (const path of [candidate, join(candidate, 'index.html'), `${candidate}.html`]) {
    const info = await stat(path).catch(() => null);
    if (info?.isFile()) return path;
  }
  return null;
}

/**
 * Serves each kitchen from its own origin, routing by Host header the way a static host with one
 * site per domain does: `<slug>.localhost` → `<outputDir>/<slug>/`. Missing pages get the
 * kitchen's 404.html with status 404. Nothing is cached in memory, so a rebuild shows at once.
 */
export function createKitchenStaticServer(outputDir: string): Server {
  return createServer((request, response) => {
    void (async () => {
      const slug = kitchenSlugFromHost(request.headers.host);
      const url = new URL(request.url ?? '/', 'http://localhost');
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
        response.end(`No kitchen "${slug}" has been built here.`);
        return;
      }
      let status = 200;
      let file = await fileFor(root, url.pathname);
      if (!file) {
        status = 404;
        file = await fileFor(root, '/404.html');
      }
      if (!file) {
        response.writeHead(404).end();
        return;
      }
      const type = CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';
      const immutable = url.pathname.startsWith('/_astro/') || url.pathname.startsWith('/_img/');
      response.writeHead(status, {
        'content-type': type,
        'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        'x-content-type-options': 'nosniff',
      });
      if (request.method === 'HEAD') {
        response.end();
        return;
      }
      createReadStream(file).pipe(response);
    })().catch((error: unknown) => {
      console.error('[sites] request failed', error);
      if (!response.headersSent) response.writeHead(500);
      response.end();
    });
  });
}

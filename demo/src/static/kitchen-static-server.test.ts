import fc from 'fast-check';
import { mkdirSync, mkdtempSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { connect, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { movedKitchenRedirects } from '@larder/shared/hosting/redirects-file';
import { hostilePathPiece } from '@larder/api/test-support/hostile-paths';
import {
  createKitchenStaticServer,
  hostOf,
  isAppRoute,
  kitchenSlugFromHost,
  responseEncoding,
} from './kitchen-static-server.ts';

let dir: string;
let port: number;
const server = { close: () => {} };

function fetchFrom(
  host: string,
  path: string,
): Promise<{ status: number; body: string; headers: Record<string, string | string[] | undefined> }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers: { host } }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => {
        resolve({ status: response.statusCode ?? 0, body, headers: response.headers });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

async function get(host: string, path: string): Promise<{ status: number; body: string }> {
  const { status, body } = await fetchFrom(host, path);
  return { status, body };
}

/** A request written byte for byte, so paths reach the server exactly as generated. */
function rawGet(path: Buffer): Promise<{ status: number; response: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('end', () => {
      const response = Buffer.concat(chunks).toString('latin1');
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(response)?.[1] ?? 0), response });
    });
    socket.on('error', reject);
    // Not end(): a half-closed socket can be dropped before a long request is answered.
    socket.write(
      Buffer.concat([
        Buffer.from('GET '),
        path,
        Buffer.from(' HTTP/1.1\r\nHost: family-table.localhost\r\nConnection: close\r\n\r\n'),
      ]),
    );
  });
}

const HEADERS = `/*
  Content-Security-Policy: default-src 'none'
  X-Content-Type-Options: nosniff
/_astro/*
  Cache-Control: public, max-age=31536000, immutable
  Vary: Origin
`;

const PLATFORM_HEADERS = `/*
  Content-Security-Policy: default-src 'none'; script-src 'self'
/assets/*
  Cache-Control: public, max-age=31536000, immutable
`;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'larder-static-'));
  const release = join(dir, '.releases', 'family-table', 'r1');
  mkdirSync(join(release, 'recipes', 'pancakes'), { recursive: true });
  writeFileSync(join(release, 'index.html'), 'home');
  writeFileSync(join(release, '404.html'), 'not found page');
  writeFileSync(join(release, 'recipes', 'pancakes', 'index.html'), 'pancakes');
  mkdirSync(join(release, '_astro'));
  writeFileSync(join(release, '_astro', 'client.js'), 'run()');
  writeFileSync(join(release, '_headers'), HEADERS);
  writeFileSync(join(release, '_headers.nginx.conf'), 'add_header X 1;');
  mkdirSync(join(release, 'subscribe', 'success', 'session'), { recursive: true });
  writeFileSync(join(release, 'subscribe', 'success', 'index.html'), 'free success');
  writeFileSync(join(release, 'subscribe', 'success', 'session', 'index.html'), 'checkout session page');
  writeFileSync(
    join(release, '_redirects'),
    '# rewrites\n/subscribe/success/:checkoutSessionId /subscribe/success/session/ 200\n',
  );
  writeFileSync(join(dir, 'secret.txt'), 'secret');
  symlinkSync(release, join(dir, 'family-table'));
  const moved = join(dir, '.releases', 'old-table', 'm1');
  mkdirSync(moved, { recursive: true });
  writeFileSync(join(moved, '_redirects'), movedKitchenRedirects('http://family-table.localhost:4321'));
  writeFileSync(join(moved, '404.html'), 'moved');
  symlinkSync(moved, join(dir, 'old-table'));
  const platform = join(dir, '.releases', '_platform', 'p1');
  mkdirSync(join(platform, 'assets'), { recursive: true });
  writeFileSync(join(platform, 'index.html'), 'platform app');
  writeFileSync(join(platform, 'config.js'), 'window.LARDER_CONFIG = {};');
  writeFileSync(join(platform, 'assets', 'app.js'), 'start()');
  writeFileSync(join(platform, '_headers'), PLATFORM_HEADERS);
  writeFileSync(join(platform, '_redirects'), '/* /index.html 200');
  symlinkSync(platform, join(dir, '_platform'));
  const http = createKitchenStaticServer(dir, { platformHost: 'localhost:4321' });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  port = (http.address() as AddressInfo).port;
  server.close = () => {
    http.close();
  };
});
afterAll(() => {
  server.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('kitchen static server', () => {
  it('answers every path of a kitchen’s old address with a 301 to the same path at its new one', async () => {
    for (const path of ['/', '/recipes/pancakes/?units=metric', '/no/such/page']) {
      const { status, headers } = await fetchFrom('old-table.localhost:4321', path);
      expect(status).toBe(301);
      expect(headers.location).toBe(`http://family-table.localhost:4321${path}`);
    }
    // A path that looks like another origin never leaves the new one.
    const { headers } = await fetchFrom('old-table.localhost:4321', '//evil.example.com/');
    expect(headers.location).toMatch(/^http:\/\/family-table\.localhost:4321\//);
    // The live kitchen's rewrites are not moves.
    expect((await get('family-table.localhost', '/subscribe/success/cs_1')).body).toBe(
      'checkout session page',
    );
  });

  it('reads the kitchen from the first label of the host', () => {
    expect(kitchenSlugFromHost('family-table.localhost:4321')).toBe('family-table');
    expect(kitchenSlugFromHost('localhost:4321')).toBeNull();
    expect(kitchenSlugFromHost('..evil.localhost')).toBeNull();
  });

  it('serves pages by host, with directory indexes', async () => {
    expect(await get('family-table.localhost', '/')).toEqual({ status: 200, body: 'home' });
    expect(await get('family-table.localhost', '/recipes/pancakes/')).toEqual({
      status: 200,
      body: 'pancakes',
    });
  });

  it('moves a page asked for without its trailing slash to the slash form with 301, query kept', async () => {
    const moved = await fetchFrom('family-table.localhost', '/recipes/pancakes?servings=4&units=metric');
    expect(moved.status).toBe(301);
    expect(moved.headers.location).toBe('/recipes/pancakes/?servings=4&units=metric');
    expect(moved.headers['content-security-policy']).toBe("default-src 'none'");
    expect((await fetchFrom('family-table.localhost', '/subscribe/success')).headers.location).toBe(
      '/subscribe/success/',
    );
  });

  it('serves a file at its own address only, without a redirect', async () => {
    expect((await get('family-table.localhost', '/_astro/client.js')).status).toBe(200);
    expect(await get('family-table.localhost', '/_astro/client.js/')).toEqual({
      status: 404,
      body: 'not found page',
    });
  });

  it('never redirects to another origin', async () => {
    mkdirSync(join(dir, '.releases', 'family-table', 'r1', 'evil.example'), { recursive: true });
    writeFileSync(join(dir, '.releases', 'family-table', 'r1', 'evil.example', 'index.html'), 'x');
    const { status, response } = await rawGet(Buffer.from('//evil.example'));
    expect(status).not.toBe(301);
    expect(response).not.toMatch(/location:/i);
    rmSync(join(dir, '.releases', 'family-table', 'r1', 'evil.example'), { recursive: true });
  });

  it('answers missing pages with the kitchen 404 page and status', async () => {
    expect(await get('family-table.localhost', '/recipes/nope')).toEqual({
      status: 404,
      body: 'not found page',
    });
  });

  it('never answers the not-found page itself with 200', async () => {
    for (const path of ['/404', '/404/', '/404.html']) {
      expect(await get('family-table.localhost', path), path).toEqual({
        status: 404,
        body: 'not found page',
      });
    }
  });

  it('never serves files outside the kitchen', async () => {
    const escaped = await get('family-table.localhost', '/..%2f..%2fsecret.txt');
    expect(escaped.body).not.toBe('secret');
    expect((await get('unknown.localhost', '/')).status).toBe(404);
  });

  it('sends the headers of the release _headers file, by path', async () => {
    const page = await fetchFrom('family-table.localhost', '/recipes/pancakes/');
    expect(page.headers['content-security-policy']).toBe("default-src 'none'");
    expect(page.headers['cache-control']).toBe('no-cache');
    const script = await fetchFrom('family-table.localhost', '/_astro/client.js');
    expect(script.headers['content-security-policy']).toBe("default-src 'none'");
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await fetchFrom('family-table.localhost', '/nope')).headers['content-security-policy']).toBe(
      "default-src 'none'",
    );
  });

  it('answers an address a rewrite names with its page, while files keep their own', async () => {
    expect(await get('family-table.localhost', '/subscribe/success/cs_test_a1')).toEqual({
      status: 200,
      body: 'checkout session page',
    });
    expect(await get('family-table.localhost', '/subscribe/success/cs_test_a1/')).toEqual({
      status: 200,
      body: 'checkout session page',
    });
    expect(await get('family-table.localhost', '/subscribe/success/')).toEqual({
      status: 200,
      body: 'free success',
    });
    expect((await get('family-table.localhost', '/subscribe/success/a/b')).status).toBe(404);
    const page = await fetchFrom('family-table.localhost', '/subscribe/success/cs_test_a1');
    expect(page.headers['content-security-policy']).toBe("default-src 'none'");
  });

  it('never serves the headers files themselves', async () => {
    for (const path of ['/_headers', '/_headers.nginx.conf', '/%5Fheaders']) {
      expect(await get('family-table.localhost', path), path).toEqual({
        status: 404,
        body: 'not found page',
      });
    }
  });

  it('reads _headers once per release and again after a switch', async () => {
    const live = join(dir, '.releases', 'family-table', 'r1');
    writeFileSync(join(live, '_headers'), "/*\n  Content-Security-Policy: default-src 'self'\n");
    const csp = async () =>
      (await fetchFrom('family-table.localhost', '/')).headers['content-security-policy'];
    expect(await csp()).toBe("default-src 'none'");

    const next = join(dir, '.releases', 'family-table', 'r2');
    mkdirSync(next);
    writeFileSync(join(next, 'index.html'), 'home 2');
    writeFileSync(
      join(next, '_headers'),
      "/*\n  Content-Security-Policy: default-src 'none'; img-src 'self'\n",
    );
    symlinkSync(next, join(dir, 'family-table.next'));
    renameSync(join(dir, 'family-table.next'), join(dir, 'family-table'));
    expect(await csp()).toBe("default-src 'none'; img-src 'self'");

    rmSync(join(dir, 'family-table'));
    writeFileSync(join(live, '_headers'), HEADERS);
    symlinkSync(live, join(dir, 'family-table'));
  });

  it('compresses text with Brotli or gzip as the browser accepts, and never images', async () => {
    const body = 'pancakes '.repeat(400);
    writeFileSync(join(dir, 'family-table', 'recipes', 'pancakes', 'index.html'), body);
    const fetchEncoded = (path: string, acceptEncoding: string) =>
      new Promise<{ encoding: string | undefined; vary: string | undefined; bytes: Buffer }>(
        (resolve, reject) => {
          const req = request(
            {
              host: '127.0.0.1',
              port,
              path,
              headers: { host: 'family-table.localhost', 'accept-encoding': acceptEncoding },
            },
            (response) => {
              const chunks: Buffer[] = [];
              response.on('data', (chunk: Buffer) => chunks.push(chunk));
              response.on('end', () => {
                resolve({
                  encoding: response.headers['content-encoding'],
                  vary: response.headers.vary,
                  bytes: Buffer.concat(chunks),
                });
              });
            },
          );
          req.on('error', reject);
          req.end();
        },
      );
    const brotli = await fetchEncoded('/recipes/pancakes/', 'gzip, deflate, br');
    expect(brotli.encoding).toBe('br');
    expect(brotli.vary).toBe('accept-encoding');
    expect(brotliDecompressSync(brotli.bytes).toString()).toBe(body);
    expect(brotli.bytes.length).toBeLessThan(body.length / 10);
    const gzip = await fetchEncoded('/recipes/pancakes/', 'gzip;q=1, br;q=0');
    expect(gzip.encoding).toBe('gzip');
    expect(gunzipSync(gzip.bytes).toString()).toBe(body);
    const plain = await fetchEncoded('/recipes/pancakes/', 'identity');
    expect(plain.encoding).toBeUndefined();
    expect(plain.bytes.toString()).toBe(body);
    // A Vary of the release's own headers is kept, the encoding added to it.
    expect((await fetchEncoded('/_astro/client.js', 'gzip')).vary).toBe('Origin, accept-encoding');
    expect(responseEncoding('image/webp', { 'accept-encoding': 'br, gzip' })).toBeNull();
    expect(responseEncoding('font/woff2', { 'accept-encoding': 'br, gzip' })).toBeNull();
    expect(responseEncoding('image/svg+xml', { 'accept-encoding': 'gzip' })).toBe('gzip');
  });

  it('answers a malformed percent-escape with 400', async () => {
    expect((await get('family-table.localhost', '/%E0%A4%A')).status).toBe(400);
  });

  it('answers hostile paths with 200, 301 (to its own origin), 400 or 404, never with a file outside the kitchen or _headers', async () => {
    const piece = hostilePathPiece(['secret.txt', '_headers', 'family-table', 'recipes', 'pancakes']);
    const hostilePath = fc.oneof(
      fc.array(piece, { maxLength: 16 }).map((pieces) => Buffer.from(`/${pieces.join('')}`)),
      fc.uint8Array({ maxLength: 40 }).map((bytes) => Buffer.concat([Buffer.from('/'), bytes])),
      fc.constant(Buffer.from(`/${'a/'.repeat(5000)}`)),
    );
    await fc.assert(
      fc.asyncProperty(hostilePath, async (path) => {
        const { status, response } = await rawGet(path);
        expect([200, 301, 400, 404]).toContain(status);
        if (status === 301) expect(response).toMatch(/\r\nlocation: \/[^/\\]/i);
        expect(response).not.toContain('secret');
        expect(response).not.toContain('max-age=31536000, immutable\n');
        expect(response).not.toContain('add_header');
      }),
      { seed: 20_260_509, numRuns: 300 },
    );
  });
});

describe('the platform app on the static server', () => {
  it('is served for the platform origin’s host only', async () => {
    expect(hostOf('http://localhost:4321')).toBe('localhost:4321');
    expect(hostOf('https://Account.Example.com/')).toBe('account.example.com');
    expect(await get('localhost:4321', '/')).toEqual({ status: 200, body: 'platform app' });
    expect(await get('LOCALHOST:4321', '/config.js')).toEqual({
      status: 200,
      body: 'window.LARDER_CONFIG = {};',
    });
    expect((await get('localhost:9999', '/')).status).toBe(404);
  });

  it('answers every route of the app with its index.html, but a missing file with 404', async () => {
    expect(isAppRoute('/sign-in/callback')).toBe(true);
    expect(isAppRoute('/assets/app-123.js')).toBe(false);
    for (const path of [
      '/sign-in',
      '/sign-in/callback?token=abc',
      '/bookmarks/',
      '/kitchen/family-table/recipes',
    ])
      expect(await get('localhost:4321', path), path).toEqual({ status: 200, body: 'platform app' });
    expect(await get('localhost:4321', '/assets/app.js')).toEqual({ status: 200, body: 'start()' });
    expect((await get('localhost:4321', '/assets/missing.js')).status).toBe(404);
  });

  it('sends the headers of the app’s release, and never its host files', async () => {
    const page = await fetchFrom('localhost:4321', '/profile');
    expect(page.headers['content-security-policy']).toBe("default-src 'none'; script-src 'self'");
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe('no-cache');
    const script = await fetchFrom('localhost:4321', '/assets/app.js');
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // A path without a dot is a route of the app: it gets the app, never the file.
    for (const path of ['/_headers', '/_redirects', '/_headers.caddy'])
      expect((await get('localhost:4321', path)).body, path).not.toMatch(
        /Content-Security-Policy|index\.html 200/,
      );
  });

  it('says how to publish the app when it has not been', async () => {
    rmSync(join(dir, '_platform'));
    try {
      expect(await get('localhost:4321', '/bookmarks')).toEqual({
        status: 404,
        body: 'The platform app has not been published here: run `larder build --platform`.',
      });
    } finally {
      symlinkSync(join(dir, '.releases', '_platform', 'p1'), join(dir, '_platform'));
    }
  });
});

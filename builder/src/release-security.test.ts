import { headersForPath, parseHeadersFile } from '@larder/shared/hosting/headers-file';
import { parseRedirectsFile } from '@larder/shared/hosting/redirects-file';
import type { KitchenSnapshot } from '@larder/shared/schemas/kitchen-snapshot';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { secureRelease } from './release-security.ts';
import { cspHash } from './security-headers.ts';

const LQIP = 'data:image/webp;base64,UklGRkYAAABXRUJQ';
const snapshot = {
  site: { slug: 'family-table', googleAnalyticsId: null },
  apiOrigin: 'http://localhost:8787',
  recipes: [{ images: [{ id: 'img-1', key: 'a.jpg', width: 800, height: 600, lqip: LQIP }] }],
} as unknown as KitchenSnapshot;

let dir: string;
const read = (file: string) => readFileSync(join(dir, file), 'utf8');
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'larder-secure-'));
  mkdirSync(join(dir, 'recipes', 'pancakes'), { recursive: true });
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html><head><style>:root{--a:1}</style></head><body><img src="/_img/img-1-640.webp" data-lqip="img-1"><script>boot()</script></body></html>',
  );
  writeFileSync(
    join(dir, 'recipes', 'pancakes', 'index.html'),
    '<!doctype html><html><head></head><body><div data-youtube-embed="abc123"></div></body></html>',
  );
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('secureRelease', () => {
  it('writes _headers whose policy allows exactly the inline code of the pages, and the host snippets', async () => {
    await secureRelease(dir, snapshot);
    const headers = Object.fromEntries(headersForPath(parseHeadersFile(read('_headers')), '/'));
    const policy = headers['Content-Security-Policy']!;
    expect(policy).toContain(`script-src 'self' ${cspHash('boot()')};`);
    expect(policy).toContain(`style-src 'self' ${cspHash(':root{--a:1}')};`);
    expect(policy).toContain('frame-src https://www.youtube-nocookie.com;');
    expect(read('_headers.nginx.conf')).toContain(`add_header Content-Security-Policy "${policy}" always;`);
    expect(read('_headers.caddy')).toContain(`Content-Security-Policy "${policy}"`);
  });

  it('writes the rewrite of checkout-session addresses for every host: _redirects, nginx and Caddy', async () => {
    await secureRelease(dir, snapshot);
    expect(parseRedirectsFile(read('_redirects'))).toEqual([
      { from: '/subscribe/success/:checkoutSessionId', to: '/subscribe/success/session/' },
    ]);
    expect(read('_headers.nginx.conf')).toContain('location ~ ^/subscribe/success/[^/]+/?$ {');
    expect(read('_headers.caddy')).toContain('rewrite @larderRewrite0 /subscribe/success/session/');
  });

  it('writes the one URL form for every host: slash redirects and a not-found page served with 404', async () => {
    await secureRelease(dir, snapshot);
    expect(read('_redirects')).toContain('/404.html /404.html 404!');
    expect(read('_headers.nginx.conf')).toContain('rewrite ^(.*[^/])$ $1/ permanent;');
    expect(read('_headers.nginx.conf')).toContain('gzip on;');
    expect(read('_headers.caddy')).toContain('encode zstd gzip');
    expect(read('_headers.caddy')).toContain('redir @larderPageWithoutSlash {path}/{?query} 301');
  });

  it('links a page to the stylesheet of its placeholders at the end of its body (it blocks no rendering), leaving pages without any alone', async () => {
    await secureRelease(dir, snapshot);
    const link = /<link rel="stylesheet" href="\/(_img\/lqip\.[0-9a-f]+\.css)"><\/body>/.exec(
      read('index.html'),
    );
    expect(read(link![1]!)).toBe(`img[data-lqip="img-1"]{background-image:url("${LQIP}")}\n`);
    expect(read('recipes/pancakes/index.html')).not.toContain('lqip');
  });

  it('fails a release with an inline event handler or a foreign frame', async () => {
    writeFileSync(
      join(dir, 'about.html'),
      '<html><head></head><body onload="x()"><iframe src="https://evil.example/"></iframe></body></html>',
    );
    await expect(secureRelease(dir, snapshot)).rejects.toThrow(
      /about\.html: body onload, about\.html: iframe https:\/\/evil\.example\//,
    );
  });
});

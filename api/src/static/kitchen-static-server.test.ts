import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKitchenStaticServer, kitchenSlugFromHost } from './kitchen-static-server.ts';

let dir: string;
let port: number;
const server = { close: () => {} };

function get(host: string, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers: { host } }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => {
        resolve({ status: response.statusCode ?? 0, body });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'larder-static-'));
  const release = join(dir, '.releases', 'family-table', 'r1');
  mkdirSync(join(release, 'recipes', 'pancakes'), { recursive: true });
  writeFileSync(join(release, 'index.html'), 'home');
  writeFileSync(join(release, '404.html'), 'not found page');
  writeFileSync(join(release, 'recipes', 'pancakes', 'index.html'), 'pancakes');
  writeFileSync(join(dir, 'secret.txt'), 'secret');
  symlinkSync(release, join(dir, 'family-table'));
  const http = createKitchenStaticServer(dir);
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
  it('reads the kitchen from the first label of the host', () => {
    expect(kitchenSlugFromHost('family-table.localhost:4321')).toBe('family-table');
    expect(kitchenSlugFromHost('localhost:4321')).toBeNull();
    expect(kitchenSlugFromHost('..evil.localhost')).toBeNull();
  });

  it('serves pages by host, with directory indexes', async () => {
    expect(await get('family-table.localhost', '/')).toEqual({ status: 200, body: 'home' });
    expect(await get('family-table.localhost', '/recipes/pancakes')).toEqual({
      status: 200,
      body: 'pancakes',
    });
    expect(await get('family-table.localhost', '/recipes/pancakes/')).toEqual({
      status: 200,
      body: 'pancakes',
    });
  });

  it('answers missing pages with the kitchen 404 page and status', async () => {
    expect(await get('family-table.localhost', '/recipes/nope')).toEqual({
      status: 404,
      body: 'not found page',
    });
  });

  it('never serves files outside the kitchen', async () => {
    const escaped = await get('family-table.localhost', '/..%2f..%2fsecret.txt');
    expect(escaped.body).not.toBe('secret');
    expect((await get('unknown.localhost', '/')).status).toBe(404);
  });
});

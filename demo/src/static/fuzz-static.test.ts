import fc from 'fast-check';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { maxHeaderSize, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKitchenStaticServer } from '@larder/demo/static/kitchen-static-server';
import { hostilePathPiece } from '@larder/api/test-support/hostile-paths';
import { FUZZ_RUNS, FUZZ_SEED, ofFullRuns } from '@larder/api/fuzz/fuzz-harness';

/**
 * The demo static server under generated requests (10,000 at full strength): hostile paths, hosts, methods and
 * headers, written byte for byte. It never answers 5xx, never serves a file outside the kitchen
 * or a headers file, and never stops answering.
 */
let dir: string;
let server: Server;
let port: number;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'larder-static-fuzz-'));
  const release = join(dir, '.releases', 'family-table', 'r1');
  mkdirSync(join(release, 'recipes', 'pancakes'), { recursive: true });
  writeFileSync(join(release, 'index.html'), '<!doctype html><title>home</title>');
  writeFileSync(join(release, '404.html'), '<!doctype html><title>not found</title>');
  writeFileSync(join(release, 'recipes', 'pancakes', 'index.html'), '<!doctype html><title>pancakes</title>');
  writeFileSync(
    join(release, '_headers'),
    '/*\n  X-Content-Type-Options: nosniff\n  X-Marker: from-release\n',
  );
  writeFileSync(join(release, '_headers.nginx.conf'), 'add_header X-Leak 1;');
  writeFileSync(join(dir, 'secret.txt'), 'TOP-SECRET');
  symlinkSync(release, join(dir, 'family-table'));
  server = createKitchenStaticServer(dir);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise<void>((resolve) =>
    server.close(() => {
      resolve();
    }),
  );
  rmSync(dir, { recursive: true, force: true });
});

function send(request: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.setTimeout(5_000, () => {
      socket.destroy(new Error('the server did not answer within 5 s'));
    });
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('end', () => {
      resolve(Buffer.concat(chunks).toString('latin1'));
    });
    socket.on('error', (error: NodeJS.ErrnoException) => {
      // Node answers a head beyond its limit with 431 and closes at once: a client still writing
      // the rest of it may see the reset before the answer. Only such a request may be reset.
      if (error.code === 'ECONNRESET' && request.length > maxHeaderSize)
        resolve(Buffer.concat(chunks).toString('latin1') || 'HTTP/1.1 431 (reset while still writing)');
      else reject(error);
    });
    socket.write(request);
  });
}

const piece = hostilePathPiece([
  'secret.txt',
  '_headers',
  '/.//_headers',
  '/./_headers.nginx.conf',
  'x/../_headers',
  '_headers.nginx.conf',
  'family-table',
  'recipes',
  'pancakes',
  'index.html',
]);
const path = fc.oneof(
  { weight: 4, arbitrary: fc.array(piece, { maxLength: 12 }).map((pieces) => `/${pieces.join('')}`) },
  fc.constantFrom('/', '/recipes/pancakes', '/recipes/pancakes/', '/missing', `/${'a/'.repeat(3000)}`, '*'),
);
const host = fc.oneof(
  { weight: 4, arbitrary: fc.constant('family-table.localhost') },
  fc.constantFrom(
    'localhost',
    '',
    'FAMILY-TABLE.localhost:80',
    '..localhost',
    'family-table',
    '[::1]',
    'a.b.c.d.e',
  ),
  fc.string({ unit: 'binary', maxLength: 30 }),
);
const header = fc.oneof(
  fc.constantFrom(
    'Range: bytes=0-10',
    'Range: bytes=99999999-',
    'If-None-Match: *',
    'Accept-Encoding: gzip, br',
    'Transfer-Encoding: chunked',
    'Content-Length: 5',
    'Content-Length: -1',
    `X-Long: ${'x'.repeat(20_000)}`,
  ),
  fc
    .tuple(fc.stringMatching(/^[A-Za-z-]{1,20}$/), fc.string({ unit: 'binary', maxLength: 40 }))
    .map(([name, value]) => `${name}: ${value.replace(/[\r\n]/g, '')}`),
);
const request = fc
  .tuple(
    fc.constantFrom('GET', 'GET', 'GET', 'HEAD', 'POST', 'OPTIONS', 'DELETE', 'BREW'),
    path,
    host,
    fc.array(header, { maxLength: 3 }),
  )
  .map(([method, target, hostName, headers]) =>
    Buffer.concat([
      Buffer.from(`${method} `),
      Buffer.from(target, 'latin1'),
      Buffer.from(
        ` HTTP/1.1\r\nHost: ${hostName.replace(/[\r\n]/g, '')}\r\n${headers.map((line) => `${line}\r\n`).join('')}Connection: close\r\n\r\n`,
        'latin1',
      ),
    ]),
  );

describe('fuzzing the demo static server', { timeout: 300_000 }, () => {
  it('answers hostile requests without a 5xx, a file outside the kitchen or a headers file', async () => {
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(request, async (bytes) => {
        const response = await send(bytes);
        const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(response)?.[1] ?? 0);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        expect(status, response.slice(0, 200)).toBeGreaterThanOrEqual(200);
        expect(status, response.slice(0, 200)).toBeLessThan(500);
        expect(response).not.toContain('TOP-SECRET');
        expect(response).not.toContain('X-Leak');
        expect(response).not.toContain('X-Marker: from-release\n');
      }),
      { seed: FUZZ_SEED, numRuns: FUZZ_RUNS, endOnFailure: true },
    );
    expect(statuses.get(200)).toBeGreaterThan(ofFullRuns(300));
    // And it still serves the kitchen afterwards.
    expect(
      await send(Buffer.from('GET / HTTP/1.1\r\nHost: family-table.localhost\r\nConnection: close\r\n\r\n')),
    ).toMatch(/^HTTP\/1\.1 200/);
  });
});

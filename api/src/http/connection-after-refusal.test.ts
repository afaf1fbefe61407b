import { serve, type ServerType } from '@hono/node-server';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestWorld, type TestWorld } from '../test-support/test-database.ts';
import { createApp } from './app.ts';

// A real node server: what happens to the connection is invisible to `app.request()`.
let world: TestWorld;
let server: ServerType;
let port: number;

beforeAll(async () => {
  world = await createTestWorld([]);
  const app = createApp({
    db: world.db,
    env: { ...world.env, bodyLimitBytes: 1024 },
    sitesConfig: world.sitesConfig,
  });
  server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 });
  await new Promise((resolve) => server.once('listening', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await world.cleanup();
});

interface Answer {
  status: number;
  connection: string | undefined;
  body: string;
  reusedSocket: boolean;
}

/**
 * Sends a request on `agent`, the body in `chunks` pieces 40 ms apart (longer in all than the
 * half second the node server drains an unread body for), and resolves with the response as
 * soon as it has arrived, as a client that reads the answer while still sending would.
 */
function send(
  agent: http.Agent,
  request: { method: string; path: string; headers?: Record<string, string>; chunks?: string[] },
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        agent,
        method: request.method,
        path: request.path,
        headers: request.headers,
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => {
          resolve({
            status: res.statusCode!,
            connection: res.headers.connection,
            body,
            reusedSocket: req.reusedSocket,
          });
        });
      },
    );
    // After the response, an error (the server closed the socket while the rest of a refused
    // body was on its way) changes nothing; before it, it fails the test.
    req.on('error', reject);
    void (async () => {
      for (const chunk of request.chunks ?? []) {
        if (req.destroyed) return;
        req.write(chunk);
        await sleep(40);
      }
      if (!req.destroyed) req.end();
    })();
  });
}

const slowly = (bytes: number, pieces = 30) =>
  Array.from({ length: pieces }, () => 'x'.repeat(Math.ceil(bytes / pieces)));

async function refusalThenNextRequest(request: Parameters<typeof send>[1]) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const refusal = await send(agent, request);
    const next = await send(agent, { method: 'GET', path: '/api/v1/health' });
    return { refusal, next };
  } finally {
    agent.destroy();
  }
}

const json = { 'Content-Type': 'application/json' };

describe('the connection after a request is refused', () => {
  it.each([
    {
      refusal: '413 for a body over the limit with Content-Length',
      request: { headers: { ...json, 'Content-Length': '30000' }, chunks: slowly(30_000) },
      status: 413,
      code: 'payload_too_large',
    },
    {
      refusal: '413 for a chunked body over the limit',
      request: { headers: json, chunks: slowly(30_000) },
      status: 413,
      code: 'payload_too_large',
    },
    {
      refusal: '415 for a body that is not JSON',
      request: { headers: { 'Content-Type': 'text/plain', 'Content-Length': '900' }, chunks: slowly(900) },
      status: 415,
      code: 'unsupported_media_type',
    },
    {
      refusal: '401 for a write without a token',
      request: {
        method: 'POST',
        path: '/api/v1/manage/some-kitchen/recipes',
        headers: { ...json, 'Content-Length': '900' },
        chunks: slowly(900),
      },
      status: 401,
      code: 'unauthorized',
    },
    {
      refusal: '404 for a write to no endpoint',
      request: {
        method: 'POST',
        path: '/no-such-endpoint',
        headers: { ...json, 'Content-Length': '900' },
        chunks: slowly(900),
      },
      status: 404,
      code: 'not_found',
    },
    {
      refusal: '400 for a body that is not valid JSON',
      request: { headers: json, chunks: ['{"displayName":', ' nope'] },
      status: 400,
      code: 'bad_request',
    },
  ])(
    'after $refusal, says Connection: close or serves the next request on it',
    async ({ request, status, code }) => {
      const { refusal, next } = await refusalThenNextRequest({
        method: 'PUT',
        path: '/api/v1/manage/current-user',
        ...request,
      });
      expect(refusal.status).toBe(status);
      expect(JSON.parse(refusal.body)).toMatchObject({ error: { code } });
      expect(next.status).toBe(200);
      expect(refusal.connection === 'close' || next.reusedSocket).toBe(true);
    },
  );

  it('keeps the connection open after a refusal that read the whole body', async () => {
    const { refusal, next } = await refusalThenNextRequest({
      method: 'PUT',
      path: '/api/v1/manage/current-user',
      headers: json,
      chunks: ['{"displayName":', ' nope'],
    });
    expect(refusal.status).toBe(400);
    expect(refusal.connection).toBe('keep-alive');
    expect(next.reusedSocket).toBe(true);
  });

  it('keeps the connection of an ordinary request open for the next one', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const first = await send(agent, { method: 'GET', path: '/api/v1/health' });
      const second = await send(agent, { method: 'GET', path: '/api/v1/health' });
      expect(first.connection).toBe('keep-alive');
      expect(second.reusedSocket).toBe(true);
    } finally {
      agent.destroy();
    }
  });

  it('gets its 413 to a client that keeps sending the rest of a large body, not a reset', async () => {
    // A script or integration sends a file in one write and reads the answer when the socket
    // tells it: a socket destroyed under its feet answers its bytes with a reset, and the 413
    // waiting in its receive buffer is lost with it. The client runs in a process of its own, as
    // it would: in this one its reads would take turns with the server's work.
    // The API as served, with its own body limit (a megabyte).
    const app = createApp({ db: world.db, env: world.env, sitesConfig: world.sitesConfig });
    const served = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 });
    await once(served, 'listening');
    try {
      const { port: servedPort } = served.address() as AddressInfo;
      const outcomes = await uploadsFromAnotherProcess(servedPort, 20, 16_000_000);
      expect(outcomes).toEqual(Array.from({ length: 20 }, () => '413'));
    } finally {
      served.close();
    }
  });
});

/** Sends `count` PUTs of `bytes` each from a child process; answers each one's status, or the error that came first. */
async function uploadsFromAnotherProcess(port: number, count: number, bytes: number): Promise<string[]> {
  const client = `
    const http = require('node:http');
    const once = () => new Promise((resolve) => {
      const req = http.request({ host: '127.0.0.1', port: ${port}, agent: false, method: 'PUT',
        path: '/api/v1/manage/current-user',
        headers: { 'Content-Type': 'application/json', 'Content-Length': '${bytes}' } }, (res) => {
        res.resume();
        resolve(String(res.statusCode));
      });
      req.on('error', (error) => resolve(error.code || error.message));
      req.end(Buffer.alloc(${bytes}, 'x'));
    });
    (async () => {
      const outcomes = [];
      for (let i = 0; i < ${count}; i += 1) outcomes.push(await once());
      process.stdout.write(JSON.stringify(outcomes));
    })();`;
  const child = spawn(process.execPath, ['-e', client], { stdio: ['ignore', 'pipe', 'inherit'] });
  let output = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  await once(child, 'close');
  return JSON.parse(output) as string[];
}

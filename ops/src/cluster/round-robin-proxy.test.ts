import { createServer, type Server } from 'node:http';
import { createServer as createTcpServer } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from '../test-support/processes.ts';
import { startRoundRobinProxy, type RoundRobinProxy } from './round-robin-proxy.ts';

/** A backend that answers with its name, the method, the body and the forwarded address. */
async function backend(name: string): Promise<{ server: Server; port: number }> {
  const port = await freePort();
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      response.setHeader('Set-Cookie', ['a=1', 'b=2']);
      response.end(
        JSON.stringify({ name, method: request.method, body, forwarded: request.headers['x-forwarded-for'] }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { server, port };
}

const closing: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closing.splice(0)) await close();
});

async function cluster(names: string[]): Promise<{ proxy: RoundRobinProxy; url: string; servers: Server[] }> {
  const started = await Promise.all(names.map(backend));
  const port = await freePort();
  const proxy = await startRoundRobinProxy(
    started.map((one) => ({ host: '127.0.0.1', port: one.port })),
    { host: '127.0.0.1', port },
  );
  closing.push(proxy.close);
  for (const one of started)
    closing.push(
      () =>
        new Promise((resolve) =>
          one.server.close(() => {
            resolve();
          }),
        ),
    );
  return { proxy, url: `http://127.0.0.1:${port}`, servers: started.map((one) => one.server) };
}

describe('the round-robin proxy', () => {
  it('sends each request to the next process in turn, body, headers and client address with it', async () => {
    const { url, proxy } = await cluster(['a', 'b']);
    const names: string[] = [];
    for (let index = 0; index < 6; index += 1) {
      const response = await fetch(url, { method: 'POST', body: `body ${index}` });
      const answer = (await response.json()) as {
        name: string;
        body: string;
        forwarded: string;
        method: string;
      };
      expect(answer).toMatchObject({ method: 'POST', body: `body ${index}`, forwarded: '127.0.0.1' });
      expect(response.headers.getSetCookie()).toEqual(['a=1', 'b=2']);
      names.push(answer.name);
    }
    expect(names).toEqual(['a', 'b', 'a', 'b', 'a', 'b']);
    expect(proxy.answered).toEqual([3, 3]);
  });

  it('passes over a process that is gone, losing no request, and answers 502 when none is left', async () => {
    const { url, servers } = await cluster(['a', 'b']);
    await new Promise((resolve) => servers[0]!.close(resolve));
    for (let index = 0; index < 4; index += 1) {
      const response = await fetch(url, { method: 'PUT', body: 'kept' });
      expect(await response.json()).toMatchObject({ name: 'b', body: 'kept' });
    }
    await new Promise((resolve) => servers[1]!.close(resolve));
    const refused = await fetch(url);
    expect(refused.status).toBe(502);
    expect(await refused.json()).toEqual({
      error: { code: 'bad_gateway', message: 'No API process answered.' },
    });
  });

  it('sends a read again when a process drops it unanswered, and answers 502 for a write it may have done', async () => {
    // A process that takes each connection and drops it, as one killed at that moment does.
    const dropperPort = await freePort();
    const dropper = createTcpServer((socket) => socket.destroy());
    await new Promise<void>((resolve) => dropper.listen(dropperPort, '127.0.0.1', resolve));
    closing.push(
      () =>
        new Promise((resolve) =>
          dropper.close(() => {
            resolve();
          }),
        ),
    );
    const good = await backend('good');
    closing.push(
      () =>
        new Promise((resolve) =>
          good.server.close(() => {
            resolve();
          }),
        ),
    );
    const port = await freePort();
    const proxy = await startRoundRobinProxy(
      [
        { host: '127.0.0.1', port: dropperPort },
        { host: '127.0.0.1', port: good.port },
      ],
      { host: '127.0.0.1', port },
    );
    closing.push(proxy.close);
    const read = await fetch(`http://127.0.0.1:${port}/`);
    expect(await read.json()).toMatchObject({ name: 'good', method: 'GET' });
    // The dropping process rests a second after it failed; then a write reaches it again.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const write = await fetch(`http://127.0.0.1:${port}/`, { method: 'POST', body: 'once' });
    expect(write.status).toBe(502);
  });
});

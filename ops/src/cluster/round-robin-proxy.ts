import { request, createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

/** One process behind the proxy: where it listens. */
export interface Backend {
  host: string;
  port: number;
}

export interface RoundRobinProxy {
  server: Server;
  /** Requests each backend answered, by index (for tests and the demo's figures). */
  answered: number[];
  close: () => Promise<void>;
}

/** Requests that change nothing: sent again when a backend drops them unanswered. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** How long a backend that refused a connection is passed over before it is tried again. */
const RESTING_MS = 1_000;

/**
 * A small load balancer for the demo cluster, as an operator's would be in front of several API
 * processes: each request goes to the next backend in turn, with the client's address appended
 * to `X-Forwarded-For` (the API believes it from loopback, `LARDER_TRUST_PROXY`). A backend that
 * refuses the connection (stopped, killed) has received nothing, so the request goes to the next
 * one, and the refusing one rests a moment; a read that a backend drops unanswered goes to the
 * next one too, a write does not (it may have been done) and is answered 502. Each request has a connection of its own to the
 * backend: a request is never written to a connection its backend may have dropped meanwhile.
 * When no backend takes the connection, the answer is 502.
 */
export function startRoundRobinProxy(
  backends: Backend[],
  listen: { host: string; port: number },
): Promise<RoundRobinProxy> {
  let next = 0;
  const restingUntil = backends.map(() => 0);
  const answeredBy = backends.map(() => 0);

  function forward(incoming: IncomingMessage, outgoing: ServerResponse, tried: number): void {
    const now = Date.now();
    let index = next % backends.length;
    for (let look = 0; look < backends.length && restingUntil[index]! > now; look += 1)
      index = (index + 1) % backends.length;
    next = index + 1;
    const backend = backends[index]!;
    const forwardedFor = [incoming.headers['x-forwarded-for'], incoming.socket.remoteAddress]
      .filter(Boolean)
      .join(', ');
    const upstream = request({
      host: backend.host,
      port: backend.port,
      method: incoming.method,
      path: incoming.url,
      headers: { ...incoming.headers, 'x-forwarded-for': forwardedFor, connection: 'close' },
      agent: false,
    });
    let connected = false;
    upstream.once('socket', (socket) => {
      socket.once('connect', () => {
        connected = true;
        // A read sent again has had its (empty) body read already.
        if (incoming.readableEnded) upstream.end();
        else incoming.pipe(upstream);
      });
    });
    let answered = false;
    upstream.on('response', (response) => {
      answered = true;
      answeredBy[index] = (answeredBy[index] ?? 0) + 1;
      outgoing.writeHead(response.statusCode ?? 502, response.statusMessage, response.rawHeaders);
      response.pipe(outgoing);
    });
    upstream.on('error', () => {
      // Refused: the backend received nothing. Dropped without an answer (a process killed as it
      // took the connection): a read may go again, a write may have been done and is not resent.
      if (!answered && (!connected || SAFE_METHODS.has(incoming.method ?? ''))) {
        restingUntil[index] = Date.now() + RESTING_MS;
        if (tried + 1 < backends.length * 2) {
          forward(incoming, outgoing, tried + 1);
          return;
        }
      }
      // Refused by every backend, or dropped after it was sent: it may have been handled.
      if (!outgoing.headersSent) {
        outgoing.writeHead(502, { 'content-type': 'application/json' });
        outgoing.end(JSON.stringify({ error: { code: 'bad_gateway', message: 'No API process answered.' } }));
      } else outgoing.destroy();
    });
    incoming.on('aborted', () => upstream.destroy());
  }

  const server = createServer((incoming, outgoing) => {
    forward(incoming, outgoing, 0);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(listen.port, listen.host, () => {
      resolve({
        server,
        answered: answeredBy,
        close: () =>
          new Promise((done) => {
            server.close(() => {
              done();
            });
            server.closeAllConnections();
          }),
      });
    });
  });
}

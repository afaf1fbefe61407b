import { createMiddleware } from 'hono/factory';
import type { Socket } from 'node:net';
import type { AppEnv } from './app-env.ts';

/** How long a socket whose answer came early keeps reading what the client still sends, at most… */
export const LINGER_MAX_MS = 30_000;
/** …and how long it waits for more when nothing arrives, as nginx's `lingering_timeout`. */
export const LINGER_IDLE_MS = 5_000;
/** The bytes it reads and throws away before it gives up on a client that never stops. */
export const LINGER_MAX_BYTES = 64 * 1024 * 1024;

const lingering = new WeakSet<Socket>();

/**
 * Closes a socket the way nginx's lingering close does: our side is shut (FIN) once the answer is
 * written, and what the client is still sending is read and discarded until it stops, so the
 * kernel never answers its bytes with a reset that would throw away our answer before the
 * client reads it. Bounded in time (all, and idle) and in bytes.
 */
function lingerOnClose(socket: Socket): void {
  if (lingering.has(socket)) return;
  lingering.add(socket);
  const destroySoon = (socket as Socket & { destroySoon?: () => void }).destroySoon?.bind(socket);
  let started = false;
  // Node's HTTP server ends a `Connection: close` exchange with `destroySoon()`, which destroys
  // the socket as soon as our side is written: that is the moment to start lingering instead.
  (socket as Socket & { destroySoon: () => void }).destroySoon = () => {
    if (started) {
      // A second call (the body drain giving up on too many bytes): close now.
      socket.destroy();
      return;
    }
    started = true;
    let read = 0;
    const stop = () => {
      clearTimeout(deadline);
      clearTimeout(idle);
      socket.destroy();
    };
    const deadline = setTimeout(stop, LINGER_MAX_MS);
    let idle = setTimeout(stop, LINGER_IDLE_MS);
    deadline.unref();
    idle.unref();
    socket.on('data', (chunk: Buffer) => {
      read += chunk.length;
      clearTimeout(idle);
      idle = setTimeout(stop, LINGER_IDLE_MS);
      idle.unref();
      if (read > LINGER_MAX_BYTES) stop();
    });
    socket.once('close', () => {
      clearTimeout(deadline);
      clearTimeout(idle);
    });
    socket.once('end', stop);
    socket.once('error', stop);
    if (socket.writable) socket.end();
    else if (!destroySoon) socket.destroy();
    socket.resume();
  };
}

/**
 * A response sent before the request body has fully arrived (413, 415, 401, 429… refused
 * before reading it) says `Connection: close`: had it promised keep-alive, a pooled client would
 * send its next request into a socket that is closing. The socket then lingers (see
 * `lingerOnClose`) so that a client still sending its body gets the answer, not a reset.
 */
export const closeAfterEarlyResponse = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  const incoming = c.env?.incoming;
  if (incoming && !incoming.complete) {
    c.header('Connection', 'close');
    if (incoming.socket) lingerOnClose(incoming.socket);
  }
});

import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { AppEnv } from './app-env.ts';
import { ipFamily, isTrustedProxy } from './trusted-proxies.ts';

/** The client of requests whose peer address is unknown (no socket, as under `app.request()`). */
export const UNKNOWN_CLIENT = 'unknown';

/** One X-Forwarded-For hop as an address: proxies may add a port (`1.2.3.4:5678`, `[::1]:80`). */
function hopAddress(hop: string): string | null {
  const address = /^\[([^\]]+)\](?::\d+)?$/.exec(hop)?.[1] ?? /^([\d.]+):\d+$/.exec(hop)?.[1] ?? hop;
  return ipFamily(address) ? address : null;
}

/** The same client has one address whether the server listens on IPv4 or dual-stack IPv6. */
function normalised(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  return (mapped ?? address).toLowerCase();
}

/**
 * The address of the client: the socket's peer, unless that peer is a trusted proxy
 * (`LARDER_TRUST_PROXY`); then the rightmost X-Forwarded-For hop that is not itself a trusted
 * proxy. Hops left of it were written by the client and could say anything.
 */
export function clientIp(c: Context<AppEnv>): string {
  const peer = c.env?.incoming ? getConnInfo(c).remote.address : undefined;
  if (!peer) return UNKNOWN_CLIENT;
  const trusted = c.var.deps.env.trustProxy;
  let client = peer;
  if (isTrustedProxy(trusted, peer)) {
    const hops = (c.req.header('x-forwarded-for') ?? '').split(',').map((hop) => hop.trim());
    for (const hop of hops.reverse()) {
      const address = hopAddress(hop);
      if (address === null) break;
      client = address;
      if (!isTrustedProxy(trusted, address)) break;
    }
  }
  return normalised(client);
}

import { BlockList, isIP } from 'node:net';

export function ipFamily(address: string): 'ipv4' | 'ipv6' | null {
  const version = isIP(address);
  return version === 4 ? 'ipv4' : version === 6 ? 'ipv6' : null;
}

/**
 * Checks one `LARDER_TRUST_PROXY` entry: `loopback`, an address (`10.0.0.7`, `::1`) or a
 * range (`172.16.0.0/12`, `fd00::/8`). Returns the problem, or null when the entry is good.
 */
export function trustedProxyProblem(entry: string): string | null {
  if (entry === 'loopback') return null;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = ipFamily(address);
  if (family === null || rest.length > 0)
    return `"${entry}" is not an IP address, a range such as 10.0.0.0/8, or "loopback"`;
  if (prefix === undefined) return null;
  const bits = /^\d{1,3}$/.test(prefix) ? Number(prefix) : NaN;
  return bits <= (family === 'ipv4' ? 32 : 128) ? null : `"${entry}" has an impossible prefix length`;
}

const compiled = new WeakMap<readonly string[], BlockList>();

function blockList(entries: readonly string[]): BlockList {
  let list = compiled.get(entries);
  if (!list) {
    list = new BlockList();
    for (const entry of entries) {
      if (entry === 'loopback') {
        list.addSubnet('127.0.0.0', 8, 'ipv4');
        list.addAddress('::1', 'ipv6');
        continue;
      }
      const [address = '', prefix] = entry.split('/');
      const family = ipFamily(address) ?? 'ipv4';
      if (prefix === undefined) list.addAddress(address, family);
      else list.addSubnet(address, Number(prefix), family);
    }
    compiled.set(entries, list);
  }
  return list;
}

/** Whether `address` is one of the proxies in `entries` (validated by `trustedProxyProblem`). */
export function isTrustedProxy(entries: readonly string[], address: string): boolean {
  const family = ipFamily(address);
  return family !== null && entries.length > 0 && blockList(entries).check(address, family);
}

const LOOPBACK = ['loopback'] as const;

/**
 * Whether `address` (a peer's address, or a host name to listen on) is this machine's own: a
 * 127.0.0.0/8 or ::1 address, also written as IPv4 in IPv6 (`::ffff:127.0.0.1`), or `localhost`.
 */
export function isLoopbackAddress(address: string): boolean {
  if (address === 'localhost') return true;
  const bare = address.toLowerCase().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');
  return isTrustedProxy(LOOPBACK, bare);
}

import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { loadEnv } from '../env.ts';
import { fromAddress } from '../test-support/client-socket.ts';
import type { AppDeps, AppEnv } from './app-env.ts';
import { clientIp } from './client-ip.ts';

function trusting(trustProxy: string) {
  const deps = { env: loadEnv({ LARDER_TRUST_PROXY: trustProxy }) } as AppDeps;
  const app = new Hono<AppEnv>()
    .use(async (c, next) => {
      c.set('deps', deps);
      await next();
    })
    .get('/', (c) => c.text(clientIp(c)));
  return async (peer: string | null, forwardedFor?: string) => {
    const headers: Record<string, string> =
      forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor };
    const response = await app.request('/', { headers }, peer === null ? undefined : fromAddress(peer));
    return response.text();
  };
}

describe('the client address', () => {
  it('is the socket peer, whatever X-Forwarded-For claims, when no proxy is trusted', async () => {
    const ip = trusting('');
    expect(await ip('198.51.100.7')).toBe('198.51.100.7');
    expect(await ip('198.51.100.7', '203.0.113.1')).toBe('198.51.100.7');
  });

  it('is "unknown" without a socket', async () => {
    expect(await trusting('loopback')(null, '203.0.113.1')).toBe('unknown');
  });

  it('is the hop a trusted proxy saw, not what the client wrote before it', async () => {
    const ip = trusting('loopback');
    expect(await ip('127.0.0.1', '203.0.113.1')).toBe('203.0.113.1');
    expect(await ip('127.0.0.1', '10.9.9.9, 1.1.1.1,203.0.113.1')).toBe('203.0.113.1');
    expect(await ip('::1', 'spoofed, 203.0.113.1')).toBe('203.0.113.1');
  });

  it('skips every trusted proxy from the right, in ranges of either family', async () => {
    const ip = trusting('loopback, 10.0.0.0/8, fd00::/8');
    expect(await ip('127.0.0.1', '203.0.113.1, 10.1.2.3, fd00::5')).toBe('203.0.113.1');
    expect(await ip('10.0.0.2', '2001:db8::1, 10.1.2.3')).toBe('2001:db8::1');
  });

  it('ignores X-Forwarded-For from a peer that is not trusted', async () => {
    expect(await trusting('10.0.0.1')('10.0.0.2', '203.0.113.1')).toBe('10.0.0.2');
  });

  it('falls back to the last trusted hop when every hop is trusted or a hop is not an address', async () => {
    const ip = trusting('loopback, 10.0.0.0/8');
    expect(await ip('127.0.0.1', '10.0.0.3, 10.0.0.4')).toBe('10.0.0.3');
    expect(await ip('127.0.0.1', 'not-an-ip, 10.0.0.4')).toBe('10.0.0.4');
    expect(await ip('127.0.0.1')).toBe('127.0.0.1');
  });

  it('reads hops with ports and keeps one form for IPv4 clients of a dual-stack server', async () => {
    const ip = trusting('loopback');
    expect(await ip('::ffff:127.0.0.1', '203.0.113.1:51234')).toBe('203.0.113.1');
    expect(await ip('127.0.0.1', '[2001:DB8::1]:443')).toBe('2001:db8::1');
    expect(await trusting('')('::ffff:198.51.100.7')).toBe('198.51.100.7');
  });
});

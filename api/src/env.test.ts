import { describe, expect, it } from 'vitest';
import { loadEnv } from './env.ts';

describe('the environment', () => {
  it('has rate limits on and trusts no proxy by default', () => {
    const env = loadEnv({});
    expect(env.rateLimits).toEqual({ factor: 1, perBudget: {} });
    expect(env.trustProxy).toEqual([]);
  });

  it('reads rate-limit scaling and trusted proxies', () => {
    const env = loadEnv({ LARDER_RATE_LIMITS: '2,search=off', LARDER_TRUST_PROXY: 'Loopback, 10.0.0.0/8' });
    expect(env.rateLimits).toEqual({ factor: 2, perBudget: { search: 0 } });
    expect(env.trustProxy).toEqual(['loopback', '10.0.0.0/8']);
  });

  it('stops on a rate-limit setting or proxy it cannot read, naming the variable', () => {
    expect(() => loadEnv({ LARDER_RATE_LIMITS: 'sometimes' })).toThrow(/LARDER_RATE_LIMITS: "sometimes"/);
    expect(() => loadEnv({ LARDER_TRUST_PROXY: 'proxy.local' })).toThrow(
      /LARDER_TRUST_PROXY: "proxy.local" is not an IP address/,
    );
    expect(() => loadEnv({ LARDER_TRUST_PROXY: '10.0.0.0/33' })).toThrow(/impossible prefix length/);
  });
});

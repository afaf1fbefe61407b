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

describe('the e-mail settings', () => {
  it('keep e-mail in the dev outbox unless told otherwise', () => {
    expect(loadEnv({}).email).toEqual({
      transport: 'outbox',
      fromAddress: 'no-reply@larder.localhost',
      postmark: null,
      broadcastStream: 'broadcast',
    });
  });

  it('send newsletters through the Postmark stream LARDER_POSTMARK_BROADCAST_STREAM names, and refuse a malformed one', () => {
    expect(loadEnv({ LARDER_POSTMARK_BROADCAST_STREAM: 'news-2026' }).email.broadcastStream).toBe(
      'news-2026',
    );
    expect(() => loadEnv({ LARDER_POSTMARK_BROADCAST_STREAM: 'News Stream' })).toThrow(
      /LARDER_POSTMARK_BROADCAST_STREAM/,
    );
  });

  it('send through Postmark with its server token, to its API unless another URL is given', () => {
    const env = loadEnv({
      LARDER_EMAIL_TRANSPORT: 'postmark',
      LARDER_POSTMARK_SERVER_TOKEN: ' server-token ',
    });
    expect(env.email.postmark).toEqual({
      serverToken: 'server-token',
      apiUrl: 'https://api.postmarkapp.com',
    });
    const local = loadEnv({
      LARDER_EMAIL_TRANSPORT: 'postmark',
      LARDER_POSTMARK_SERVER_TOKEN: 't',
      LARDER_POSTMARK_API_URL: 'http://127.0.0.1:9999/',
    });
    expect(local.email.postmark?.apiUrl).toBe('http://127.0.0.1:9999');
  });

  it('stop at start when Postmark has no server token, or production no sender address', () => {
    expect(() => loadEnv({ LARDER_EMAIL_TRANSPORT: 'postmark' })).toThrow(
      /LARDER_POSTMARK_SERVER_TOKEN: required when LARDER_EMAIL_TRANSPORT is postmark/,
    );
    expect(() =>
      loadEnv({
        NODE_ENV: 'production',
        LARDER_PLATFORM_ORIGIN: 'https://larder.example',
        LARDER_EMAIL_TRANSPORT: 'postmark',
        LARDER_POSTMARK_SERVER_TOKEN: 't',
      }),
    ).toThrow(/LARDER_EMAIL_FROM: required in production with Postmark/);
    expect(
      loadEnv({
        NODE_ENV: 'production',
        LARDER_PLATFORM_ORIGIN: 'https://larder.example',
        LARDER_EMAIL_TRANSPORT: 'postmark',
        LARDER_POSTMARK_SERVER_TOKEN: 't',
        LARDER_EMAIL_FROM: 'hello@larder.example',
        LARDER_STRIPE_SECRET_KEY: 'sk_live_x',
        LARDER_STRIPE_WEBHOOK_SECRET: 'whsec_x',
      }).email.fromAddress,
    ).toBe('hello@larder.example');
    expect(() => loadEnv({ LARDER_EMAIL_TRANSPORT: 'carrier-pigeon' })).toThrow(/LARDER_EMAIL_TRANSPORT/);
    expect(() => loadEnv({ LARDER_EMAIL_FROM: 'not an address' })).toThrow(/LARDER_EMAIL_FROM/);
  });

  it('stop at start in production with the dev outbox, or without the platform origin', () => {
    expect(() =>
      loadEnv({ NODE_ENV: 'production', LARDER_PLATFORM_ORIGIN: 'https://larder.example' }),
    ).toThrow(/LARDER_EMAIL_TRANSPORT: must be postmark in production/);
    expect(() =>
      loadEnv({
        NODE_ENV: 'production',
        LARDER_EMAIL_TRANSPORT: 'postmark',
        LARDER_POSTMARK_SERVER_TOKEN: 't',
        LARDER_EMAIL_FROM: 'hello@larder.example',
      }),
    ).toThrow(/LARDER_PLATFORM_ORIGIN: required in production/);
  });
});

describe('the Stripe settings', () => {
  const production = {
    NODE_ENV: 'production',
    LARDER_PLATFORM_ORIGIN: 'https://larder.example',
    LARDER_EMAIL_TRANSPORT: 'postmark',
    LARDER_POSTMARK_SERVER_TOKEN: 't',
    LARDER_EMAIL_FROM: 'hello@larder.example',
  };

  it('talk to the local emulator with its test key and secret outside production', () => {
    expect(loadEnv({}).stripe).toEqual({
      secretKey: 'sk_test_larder_emulator',
      webhookSecret: 'whsec_larder_emulator',
      apiUrl: 'http://127.0.0.1:12111',
    });
    expect(loadEnv({ LARDER_STRIPE_API_URL: 'http://127.0.0.1:4000/' }).stripe.apiUrl).toBe(
      'http://127.0.0.1:4000',
    );
  });

  it('talk to Stripe itself, not the emulator, when given a key of one’s own and no API URL', () => {
    expect(loadEnv({ LARDER_STRIPE_SECRET_KEY: 'sk_test_mine' }).stripe.apiUrl).toBe(
      'https://api.stripe.com',
    );
    expect(loadEnv({ LARDER_STRIPE_SECRET_KEY: 'sk_live_1' }).stripe.apiUrl).toBe('https://api.stripe.com');
    expect(loadEnv({ LARDER_STRIPE_SECRET_KEY: 'sk_test_larder_emulator' }).stripe.apiUrl).toBe(
      'http://127.0.0.1:12111',
    );
  });

  it('stop at start when a live key would go to a plain-http API, whatever NODE_ENV is', () => {
    for (const NODE_ENV of [undefined, 'development', 'test'])
      expect(() =>
        loadEnv({
          NODE_ENV,
          LARDER_STRIPE_SECRET_KEY: 'sk_live_1',
          LARDER_STRIPE_API_URL: 'http://127.0.0.1:12111',
        }),
      ).toThrow(/LARDER_STRIPE_API_URL: must be https with a live key/);
    expect(
      loadEnv({ LARDER_STRIPE_SECRET_KEY: 'sk_test_mine', LARDER_STRIPE_API_URL: 'http://127.0.0.1:4000' })
        .stripe.apiUrl,
    ).toBe('http://127.0.0.1:4000');
  });

  it('talk to Stripe itself in production, with the key and secret given', () => {
    expect(
      loadEnv({
        ...production,
        LARDER_STRIPE_SECRET_KEY: 'sk_live_1',
        LARDER_STRIPE_WEBHOOK_SECRET: 'whsec_1',
      }).stripe,
    ).toEqual({ secretKey: 'sk_live_1', webhookSecret: 'whsec_1', apiUrl: 'https://api.stripe.com' });
  });

  it('stop at start in production without the key or the webhook secret, or with a plain-http API', () => {
    expect(() => loadEnv({ ...production, LARDER_STRIPE_WEBHOOK_SECRET: 'whsec_1' })).toThrow(
      /LARDER_STRIPE_SECRET_KEY: required in production/,
    );
    expect(() => loadEnv({ ...production, LARDER_STRIPE_SECRET_KEY: 'sk_live_1' })).toThrow(
      /LARDER_STRIPE_WEBHOOK_SECRET: required in production/,
    );
    expect(() =>
      loadEnv({
        ...production,
        LARDER_STRIPE_SECRET_KEY: 'sk_live_1',
        LARDER_STRIPE_WEBHOOK_SECRET: 'whsec_1',
        LARDER_STRIPE_API_URL: 'http://127.0.0.1:12111',
      }),
    ).toThrow(/LARDER_STRIPE_API_URL: must be https in production/);
  });
});

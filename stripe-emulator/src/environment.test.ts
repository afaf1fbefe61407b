import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { emulatorOptionsFromEnv, explainStartError } from './environment.ts';
import { startStripeEmulator } from './server.ts';

describe('the emulator’s environment', () => {
  it('defaults to port 12111 and the API’s default secrets', () => {
    expect(emulatorOptionsFromEnv({}, 'http://localhost:8787/api/v1/stripe/webhooks')).toEqual({
      port: 12111,
      secretKey: 'sk_test_larder_emulator',
      webhookSecret: 'whsec_larder_emulator',
      webhookUrl: 'http://localhost:8787/api/v1/stripe/webhooks',
    });
  });

  it('takes the port from LARDER_STRIPE_EMULATOR_PORT and the secrets the API is given', () => {
    expect(
      emulatorOptionsFromEnv(
        {
          LARDER_STRIPE_EMULATOR_PORT: '12112',
          LARDER_STRIPE_SECRET_KEY: 'sk_test_other',
          LARDER_STRIPE_WEBHOOK_SECRET: 'whsec_other',
        },
        undefined,
      ),
    ).toEqual({ port: 12112, secretKey: 'sk_test_other', webhookSecret: 'whsec_other' });
  });

  it('refuses a port that is not a number', () => {
    expect(() => emulatorOptionsFromEnv({ LARDER_STRIPE_EMULATOR_PORT: 'twelve' }, undefined)).toThrow(
      /LARDER_STRIPE_EMULATOR_PORT must be a port number/,
    );
  });

  it('says which variable to change when the port is taken', async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const port = (blocker.address() as { port: number }).port;
    const error: unknown = await startStripeEmulator({ port }).catch((caught: unknown) => caught);
    expect(explainStartError(error, port).message).toMatch(/in use .*LARDER_STRIPE_EMULATOR_PORT/);
    await new Promise((resolve) => blocker.close(resolve));
  });
});

import { createTestWorld, type TestWorld } from '@larder/api/test-support/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { childEnvFor, exited, freePort, larder, waitFor } from './test-support/processes.ts';

/** The operator's account commands, as the README gives them: `larder user create` and `larder token`. */
let world: TestWorld;

beforeAll(async () => {
  world = await createTestWorld([]);
});
afterAll(async () => world.cleanup());

async function cli(args: string[], env: NodeJS.ProcessEnv = childEnvFor(world)) {
  return exited(larder(args, env));
}

describe('the operator CLI', () => {
  it('creates a reader and mints a token that signs them in to the API', async () => {
    const email = 'operator-made@example.com';
    const created = await cli(['user', 'create', '--email', email, '--name', 'Olive Operator']);
    expect(created.code, created.output).toBe(0);
    expect(created.output).toContain(`created user ${email}`);

    const minted = await cli(['token', email]);
    expect(minted.code, minted.output).toBe(0);
    const token = minted.output.trim().split('\n').pop()!;
    const answer = await world.app.request('/api/v1/manage/current-user', {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(answer.status).toBe(200);
    const { currentUser } = (await answer.json()) as { currentUser: { email: string; displayName: string } };
    expect(currentUser).toMatchObject({ email, displayName: 'Olive Operator' });
  });

  it('refuses a second account for one address, and a token for an address with none', async () => {
    const again = await cli(['user', 'create', '--email', 'operator-made@example.com']);
    expect(again.code).not.toBe(0);
    expect(again.output).toContain('A user operator-made@example.com already exists.');
    const nobody = await cli(['token', 'nobody@example.com']);
    expect(nobody.code).not.toBe(0);
    expect(nobody.output).toContain('No user nobody@example.com.');
  });

  it('mints no token in production unless the operator allows it deliberately', async () => {
    const refused = await cli(['token', 'operator-made@example.com'], {
      ...childEnvFor(world),
      NODE_ENV: 'production',
      LARDER_EMAIL_TRANSPORT: 'postmark',
      LARDER_POSTMARK_SERVER_TOKEN: 'server-token',
      LARDER_PLATFORM_ORIGIN: 'https://larder.example',
      LARDER_EMAIL_FROM: 'kitchens@larder.example',
      LARDER_STRIPE_SECRET_KEY: 'sk_test_operator',
      LARDER_STRIPE_WEBHOOK_SECRET: 'whsec_operator',
    });
    expect(refused.code).not.toBe(0);
    expect(refused.output).toContain('`larder token` is disabled in production.');
  });

  it('serves an API without the dev outbox, whatever NODE_ENV says: only `larder demo` shows sign-in links', async () => {
    const port = await freePort();
    for (const nodeEnv of ['development', 'test']) {
      const api = larder(['serve'], {
        ...childEnvFor(world),
        NODE_ENV: nodeEnv,
        LARDER_API_PORT: String(port),
      });
      try {
        await waitFor('the API to listen', async () =>
          (await fetch(`http://127.0.0.1:${port}/api/v1/health`).catch(() => null))?.ok ? true : undefined,
        );
        for (const path of ['/dev/outbox', '/dev/outbox.json?to=operator-made%40example.com'])
          expect((await fetch(`http://127.0.0.1:${port}${path}`)).status, `${nodeEnv} ${path}`).toBe(404);
      } finally {
        api.kill('SIGTERM');
        await exited(api);
      }
    }
  });
});

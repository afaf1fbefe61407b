import { health } from '@larder/shared/api/operations.endpoints';
import { HealthSchema } from '@larder/shared/schemas/health';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, withSqlite } from '../db/database.ts';
import { createApp } from '../http/app.ts';
import { createTestWorld, testEngine, type TestWorld } from '../test-support/test-database.ts';
import { answer, testClient } from '../test-support/test-client.ts';

let world: TestWorld;
beforeAll(async () => {
  world = await createTestWorld([]);
});
afterAll(async () => world.cleanup());

describe('the API’s health', () => {
  it('says the database answers, which backends this process runs on, and which process it is', async () => {
    expect(await answer(HealthSchema, testClient(world).request(health, {}))).toEqual({
      ok: true,
      database: testEngine(),
      storage: 'files',
      pid: process.pid,
    });
    const response = await world.app.request('/api/v1/health');
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('answers 503 when this process cannot reach its database', async () => {
    const db = openDatabase(join(world.dir, 'gone.sqlite'));
    const app = createApp({ db, env: world.env, sitesConfig: world.sitesConfig });
    // The handle closed under the app, as when the file's disk goes away.
    await withSqlite(db, (sqlite) => sqlite.close());
    const response = await app.request('/api/v1/health');
    expect(response.status).toBe(503);
    expect(HealthSchema.parse(await response.json())).toEqual({
      ok: false,
      database: 'sqlite',
      storage: 'files',
      pid: process.pid,
    });
  });

  it.runIf(testEngine() === 'postgres')(
    'answers 503 when its PostgreSQL database cannot be reached',
    async () => {
      const gone = new URL(world.env.database);
      gone.pathname = '/larder_no_such_database';
      const db = openDatabase(gone.toString());
      try {
        const app = createApp({ db, env: world.env, sitesConfig: world.sitesConfig });
        const response = await app.request('/api/v1/health');
        expect(response.status).toBe(503);
        expect(HealthSchema.parse(await response.json())).toMatchObject({ ok: false, database: 'postgres' });
      } finally {
        await db.destroy();
      }
    },
  );
});

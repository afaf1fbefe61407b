import { freePort } from '@larder/demo/free-port';
import { startLocalPostgres } from '@larder/demo/postgres/local-postgres';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TEMPLATES_ENV, TEST_POSTGRES_ENV } from './test-database.ts';

/**
 * One folder of seeded templates per test run (see `createTestWorld`): made before the workers
 * start, so every worker copies from it, and removed when the run ends.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const dir = mkdtempSync(join(tmpdir(), 'larder-templates-'));
  process.env[TEMPLATES_ENV] = dir;
  /*
   * `LARDER_TEST_DATABASE=postgres` or `both`: the PostgreSQL projects' worlds are databases on one
   * server of the run's own (Debian's package), started here and stopped when the run ends.
   */
  const postgres =
    (process.env.LARDER_TEST_DATABASE ?? 'sqlite') !== 'sqlite'
      ? await (async () => {
          const root = mkdtempSync(join(tmpdir(), 'larder-test-postgres-'));
          chmodSync(root, 0o755);
          return {
            root,
            server: await startLocalPostgres({
              dataDir: join(root, 'data'),
              port: await freePort(),
              throwaway: true,
            }),
          };
        })()
      : null;
  if (postgres) process.env[TEST_POSTGRES_ENV] = postgres.server.url;
  return async () => {
    await postgres?.server.stop();
    if (postgres) rmSync(postgres.root, { recursive: true, force: true });
    rmSync(dir, { recursive: true, force: true });
  };
}

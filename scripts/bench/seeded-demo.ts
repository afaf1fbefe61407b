import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrateToLatest, openDatabase, type Db } from '../../api/src/db/database.ts';
import { loadEnv, type Env } from '../../api/src/env.ts';
import { seedDemo } from '../../demo/src/seed/seed.ts';

export interface SeededDemo {
  /** The scratch folder holding the database, files and sites; the bench removes it. */
  dir: string;
  env: Env;
  /** The environment that points a `larder` child process at this demo. */
  processEnv: NodeJS.ProcessEnv;
  db: Db;
  seedMs: number;
}

/**
 * The demo kitchens in a scratch folder (or `dir`), migrated and seeded: where every bench starts.
 * With `databaseUrl`, the database is that PostgreSQL one (created empty by the caller).
 */
export async function seededDemo(
  prefix: string,
  options: { databaseUrl?: string; dir?: string } = {},
): Promise<SeededDemo> {
  const dir = options.dir ?? mkdtempSync(join(tmpdir(), prefix));
  try {
    const processEnv = {
      ...process.env,
      ...(options.databaseUrl ? { LARDER_DATABASE_URL: options.databaseUrl } : {}),
      LARDER_DB_PATH: join(dir, 'larder.sqlite'),
      LARDER_FILES_DIR: join(dir, 'files'),
      LARDER_OUTPUT_DIR: join(dir, 'sites'),
    };
    const env = loadEnv(processEnv);
    const db = openDatabase(env.database);
    await migrateToLatest(db);
    const started = performance.now();
    await seedDemo(db, env.filesDir);
    return { dir, env, processEnv, db, seedMs: Math.round(performance.now() - started) };
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}

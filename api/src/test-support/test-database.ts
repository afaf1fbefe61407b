import { parseSitesConfig, type SitesConfig } from '@larder/shared/sites-config';
import { createHash } from 'node:crypto';
import {
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { createSessionToken } from '../auth/session-tokens.ts';
import { copySqliteToPostgres } from '../db/copy-database.ts';
import { migrateToLatest, openDatabase, type Db } from '../db/database.ts';
import { loadEnv, type Env } from '../env.ts';
import { createApp } from '../http/app.ts';
import { withDatabase } from '@larder/demo/postgres/local-postgres';
import { demoKitchens, seedDemo } from '@larder/demo/seed/seed';
import type { SeedKitchen } from '@larder/demo/seed/seed-types';

/** The demo kitchens cut down to a few recipes each, so tests seed in well under a second per kitchen. */
export function smallKitchens(recipesPerKitchen = 4): SeedKitchen[] {
  return demoKitchens.map((kitchen) => {
    const premium = kitchen.recipes
      .filter((recipe) => recipe.privacy !== 'public' && recipe.publishedAt)
      .slice(0, 1);
    const draft = kitchen.recipes.filter((recipe) => !recipe.publishedAt).slice(0, 1);
    const rest = kitchen.recipes.filter((recipe) => !premium.includes(recipe) && !draft.includes(recipe));
    const recipes = [...premium, ...draft, ...rest].slice(0, recipesPerKitchen);
    const slugs = new Set(recipes.map((recipe) => recipe.slug));
    return {
      ...kitchen,
      recipes,
      featuredRecipeSlugs: kitchen.featuredRecipeSlugs.filter((slug) => slugs.has(slug)),
      collections: kitchen.collections
        .map((collection) => ({
          ...collection,
          recipeSlugs: collection.recipeSlugs.filter((slug) => slugs.has(slug)),
        }))
        .filter((collection) => collection.recipeSlugs.length > 0),
      contributors: (kitchen.contributors ?? [])
        .map((person) => ({ ...person, recipeSlugs: person.recipeSlugs.filter((slug) => slugs.has(slug)) }))
        .filter((person) => person.recipeSlugs.length > 0),
      events: kitchen.events.slice(0, 1),
      equipment: kitchen.equipment,
    };
  });
}

/** Where a test run keeps its seeded templates (set by the vitest global setup). */
export const TEMPLATES_ENV = 'LARDER_TEST_TEMPLATES';
/**
 * The PostgreSQL server a run's worlds live on (`LARDER_TEST_DATABASE=postgres` or `both`; set by
 * the vitest global setup): its superuser's address.
 */
export const TEST_POSTGRES_ENV = 'LARDER_TEST_POSTGRES_URL';

/** The database engine this test file's worlds use: its project's (`vitest.config.ts`). */
export function testEngine(): 'sqlite' | 'postgres' {
  return process.env.LARDER_TEST_ENGINE === 'postgres' ? 'postgres' : 'sqlite';
}

/** The engines this run can make worlds on: SQLite always, PostgreSQL when its server is up. */
export function testEngines(): ('sqlite' | 'postgres')[] {
  return process.env[TEST_POSTGRES_ENV] ? ['sqlite', 'postgres'] : ['sqlite'];
}

function testPostgresServer(engine: 'sqlite' | 'postgres'): string | undefined {
  if (engine === 'sqlite') return undefined;
  const url = process.env[TEST_POSTGRES_ENV];
  if (!url) throw new Error('A PostgreSQL test project ran without the server the global setup starts.');
  return url;
}

async function onServer<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * A fresh PostgreSQL database holding what the kitchens seed, and their files at `filesDir`:
 * each set of kitchens becomes a template database once per run, copied row for row from the
 * SQLite template of the same kitchens (whose files it shares), and every world is a copy of it
 * made by \`create database … template\`.
 */
async function seedOrCopyPostgres(
  serverUrl: string,
  kitchens: SeedKitchen[],
  filesDir: string,
): Promise<string> {
  const sqlite = await sqliteTemplate(kitchens);
  if (!sqlite)
    throw new Error('PostgreSQL test worlds are copied from the SQLite templates of the global setup.');
  const template = `larder_template_${templateKey(kitchens)}`;
  await onServer(serverUrl, async (client) => {
    // One worker makes a template while the others wait for it on the same lock.
    await client.query('select pg_advisory_lock(hashtext($1))', [template]);
    try {
      const found = await client.query('select 1 from pg_database where datname = $1', [template]);
      if (found.rowCount) return;
      // The SQLite template's rows, copied: the same content without drawing its pictures again.
      const source = mkdtempSync(join(tmpdir(), 'larder-template-copy-'));
      copyFileSync(join(sqlite, 'larder.sqlite'), join(source, 'larder.sqlite'));
      const from = openDatabase(join(source, 'larder.sqlite'));
      await client.query(`create database "${template}"`);
      const to = openDatabase(withDatabase(serverUrl, template));
      try {
        await migrateToLatest(to);
        await copySqliteToPostgres(from, to);
      } catch (error) {
        await to.destroy();
        await client.query(`drop database "${template}"`);
        throw error;
      } finally {
        await from.destroy();
        await to.destroy().catch(() => undefined);
        rmSync(source, { recursive: true, force: true });
      }
    } finally {
      await client.query('select pg_advisory_unlock(hashtext($1))', [template]);
    }
  });
  const name = `larder_world_${process.pid}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  await onServer(serverUrl, async (client) => {
    for (let attempt = 1; ; attempt++) {
      try {
        await client.query(`create database "${name}" template "${template}"`);
        return;
      } catch (error) {
        // Two copies of one template at the same moment: the second finds the first copying it.
        const busy = error instanceof Error && /being accessed by other users/.test(error.message);
        if (!busy || attempt >= 50) throw error;
        await new Promise((resolve) => setTimeout(resolve, 20 * attempt));
      }
    }
  });
  cpSync(join(sqlite, 'files'), filesDir, { recursive: true });
  return withDatabase(serverUrl, name);
}

/** An empty database (no migration run) on the run's PostgreSQL server, and how to drop it. */
export async function emptyPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const serverUrl = testPostgresServer('postgres')!;
  const name = `larder_empty_${process.pid}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  await onServer(serverUrl, (client) => client.query(`create database "${name}"`));
  const url = withDatabase(serverUrl, name);
  return { url, drop: () => dropPostgresWorld(serverUrl, url) };
}

/** Drops a world's PostgreSQL database, ending any session still on it. */
async function dropPostgresWorld(serverUrl: string, databaseUrl: string): Promise<void> {
  const name = new URL(databaseUrl).pathname.slice(1);
  await onServer(serverUrl, (client) => client.query(`drop database if exists "${name}" with (force)`));
}

async function seedFresh(kitchens: SeedKitchen[], dbPath: string, filesDir: string): Promise<void> {
  const db = openDatabase(dbPath);
  try {
    await migrateToLatest(db);
    await seedDemo(db, filesDir, kitchens);
  } finally {
    // Closing the last connection checkpoints the WAL into the file, so the file alone is a copy.
    await db.destroy();
  }
}

/**
 * A migrated, seeded database and its files at `dbPath` and `filesDir`. Seeding draws every demo
 * picture (seconds per world), so within a test run each set of kitchens is seeded once, into a
 * template of the run's own, and every later world is a copy of it. The copy is byte for byte what
 * seeding writes; only the moment it was seeded (a few minutes at most) differs.
 */
async function seedOrCopy(kitchens: SeedKitchen[], dbPath: string, filesDir: string): Promise<void> {
  const template = await sqliteTemplate(kitchens);
  if (!template) return seedFresh(kitchens, dbPath, filesDir);
  copyFileSync(join(template, 'larder.sqlite'), dbPath);
  cpSync(join(template, 'files'), filesDir, { recursive: true });
}

/** The folder of this run's seeded SQLite template of `kitchens` (seeded on first use), or null. */
async function sqliteTemplate(kitchens: SeedKitchen[]): Promise<string | null> {
  const templates = process.env[TEMPLATES_ENV];
  if (!templates) return null;
  const key = templateKey(kitchens);
  const template = join(templates, key);
  if (!existsSync(join(template, 'seeded'))) {
    mkdirSync(templates, { recursive: true });
    const staging = mkdtempSync(join(templates, `.${key}-`));
    await seedFresh(kitchens, join(staging, 'larder.sqlite'), join(staging, 'files'));
    mkdirSync(join(staging, 'files'), { recursive: true });
    writeFileSync(join(staging, 'seeded'), '');
    try {
      // Another worker may have finished the same template first; either copy is the same.
      renameSync(staging, template);
    } catch {
      rmSync(staging, { recursive: true, force: true });
    }
  }
  return template;
}

function templateKey(kitchens: SeedKitchen[]): string {
  return createHash('sha256').update(JSON.stringify(kitchens)).digest('hex').slice(0, 20);
}

export interface TestWorld {
  dir: string;
  db: Db;
  env: Env;
  sitesConfig: SitesConfig;
  app: ReturnType<typeof createApp>;
  kitchens: SeedKitchen[];
  tokenFor: (email: string) => Promise<string>;
  cleanup: () => Promise<void>;
}

/**
 * A migrated, seeded database (a SQLite file in a temporary folder, or a PostgreSQL database of
 * its own when the run is on PostgreSQL) and the real Hono app on top of it.
 */
export async function createTestWorld(
  kitchens: SeedKitchen[] = smallKitchens(),
  environment: Record<string, string> = {},
  options: { engine?: 'sqlite' | 'postgres' } = {},
): Promise<TestWorld> {
  const dir = mkdtempSync(join(tmpdir(), 'larder-test-'));
  const serverUrl = testPostgresServer(options.engine ?? testEngine());
  const filesDir = join(dir, 'files');
  const databaseUrl = serverUrl ? await seedOrCopyPostgres(serverUrl, kitchens, filesDir) : undefined;
  const env = loadEnv({
    NODE_ENV: 'test',
    LARDER_DB_PATH: join(dir, 'larder.sqlite'),
    LARDER_FILES_DIR: filesDir,
    LARDER_OUTPUT_DIR: join(dir, 'sites'),
    LARDER_API_ORIGIN: 'http://localhost:8787',
    ...(databaseUrl ? { LARDER_DATABASE_URL: databaseUrl } : {}),
    ...environment,
  });
  if (!databaseUrl) await seedOrCopy(kitchens, env.dbPath, env.filesDir);
  const db = openDatabase(env.database);
  const sitesConfig = parseSitesConfig({
    originTemplate: 'http://{slug}.localhost:4321',
    sites: { 'family-table': { searchEnabled: true }, 'crumb-and-crust': {}, 'ember-and-salt': {} },
  });
  const app = createApp({ db, env, sitesConfig });
  return {
    dir,
    db,
    env,
    sitesConfig,
    app,
    kitchens,
    tokenFor: async (email) => {
      const user = await db
        .selectFrom('users')
        .select('id')
        .where('email', '=', email)
        .executeTakeFirstOrThrow();
      return createSessionToken(db, user.id, 1);
    },
    cleanup: async () => {
      await db.destroy();
      if (serverUrl && databaseUrl) await dropPostgresWorld(serverUrl, databaseUrl);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

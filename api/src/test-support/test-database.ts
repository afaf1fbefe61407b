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
import { createSessionToken } from '../auth/session-tokens.ts';
import { migrateToLatest, openDatabase, type Db } from '../db/database.ts';
import { loadEnv, type Env } from '../env.ts';
import { createApp } from '../http/app.ts';
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
  const templates = process.env[TEMPLATES_ENV];
  if (!templates) return seedFresh(kitchens, dbPath, filesDir);
  const key = createHash('sha256').update(JSON.stringify(kitchens)).digest('hex').slice(0, 20);
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
  copyFileSync(join(template, 'larder.sqlite'), dbPath);
  cpSync(join(template, 'files'), filesDir, { recursive: true });
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

/** A migrated, seeded SQLite file in a temporary folder and the real Hono app on top of it. */
export async function createTestWorld(
  kitchens: SeedKitchen[] = smallKitchens(),
  environment: Record<string, string> = {},
): Promise<TestWorld> {
  const dir = mkdtempSync(join(tmpdir(), 'larder-test-'));
  const env = loadEnv({
    NODE_ENV: 'test',
    LARDER_DB_PATH: join(dir, 'larder.sqlite'),
    LARDER_FILES_DIR: join(dir, 'files'),
    LARDER_OUTPUT_DIR: join(dir, 'sites'),
    LARDER_API_ORIGIN: 'http://localhost:8787',
    ...environment,
  });
  await seedOrCopy(kitchens, env.dbPath, env.filesDir);
  const db = openDatabase(env.dbPath);
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
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

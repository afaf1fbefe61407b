import { parseSitesConfig, type SitesConfig } from '@larder/shared/sites-config';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSessionToken } from '../auth/session-tokens.ts';
import { migrateToLatest, openDatabase, type Db } from '../db/database.ts';
import { loadEnv, type Env } from '../env.ts';
import { createApp } from '../http/app.ts';
import { demoKitchens, seedDemo } from '../seed/seed.ts';
import type { SeedKitchen } from '../seed/seed-types.ts';

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
  const db = openDatabase(env.dbPath);
  await migrateToLatest(db);
  await seedDemo(db, env.filesDir, kitchens);
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

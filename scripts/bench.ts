/**
 * `pnpm bench`: seeds the demo kitchens into a scratch folder, builds each one with the real
 * builder and prints build time and page weights (HTML and JavaScript, gzipped) of a recipe page.
 * Figures, not assertions: compare them across changes.
 */
import { buildKitchen } from '@larder/builder/build-kitchen';
import { readdirSync, readFileSync, rmSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { migrateToLatest, openDatabase } from '../api/src/db/database.ts';
import { loadEnv } from '../api/src/env.ts';
import { seedDemo } from '../api/src/seed/seed.ts';
import { listSiteSlugs } from '../api/src/site/site-read.ts';
import { loadSitesConfig } from '../api/src/sites-config.server.ts';
import { readKitchenSnapshot } from '../api/src/snapshot/read-kitchen-snapshot.ts';

const dir = mkdtempSync(join(tmpdir(), 'larder-bench-'));
const env = loadEnv({
  ...process.env,
  LARDER_DB_PATH: join(dir, 'larder.sqlite'),
  LARDER_FILES_DIR: join(dir, 'files'),
  LARDER_OUTPUT_DIR: join(dir, 'sites'),
});
const db = openDatabase(env.dbPath);
await migrateToLatest(db);
let started = performance.now();
await seedDemo(db, env.filesDir);
console.log(`seed: ${Math.round(performance.now() - started)} ms`);
const sitesConfig = await loadSitesConfig();

const gz = (path: string) => gzipSync(readFileSync(path)).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

for (const slug of await listSiteSlugs(db)) {
  started = performance.now();
  const snapshot = await readKitchenSnapshot(db, slug, sitesConfig, env.apiOrigin);
  const snapshotMs = Math.round(performance.now() - started);
  const result = await buildKitchen(snapshot, {
    outputDir: env.outputDir,
    filesDir: env.filesDir,
    cacheDir: join(dir, 'cache'),
  });
  const recipe = snapshot.recipes.find((entry) => !entry.isLocked) ?? snapshot.recipes[0];
  const root = join(env.outputDir, slug);
  const html = recipe ? readFileSync(join(root, 'recipes', recipe.slug, 'index.html'), 'utf8') : '';
  const scripts = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((match) => match[1]!);
  const modules = [...html.matchAll(/component-url="([^"]+)"/g)].map((match) => match[1]!);
  const jsBytes = [...new Set([...scripts, ...modules])].reduce((sum, src) => sum + gz(join(root, src)), 0);
  const cssBytes = readdirSync(join(root, '_astro'))
    .filter((file) => file.endsWith('.css'))
    .reduce((sum, file) => sum + gz(join(root, '_astro', file)), 0);
  console.log(
    `${slug}: snapshot ${snapshotMs} ms, build ${result.milliseconds} ms (${result.pages} recipes, ${result.images} images); ` +
      `recipe page ${recipe?.slug ?? '-'}: HTML ${kb(gzipSync(html).length)} gz, JS ${kb(jsBytes)} gz, CSS (all) ${kb(cssBytes)} gz`,
  );
}
await db.destroy();
rmSync(dir, { recursive: true, force: true });

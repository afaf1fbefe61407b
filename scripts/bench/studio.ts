/**
 * The creator studio's weight: the platform app built with a manifest, and for each dashboard
 * screen the JavaScript it loads beyond the account pages (its lazy chunk and the chunks that
 * chunk imports, gzipped), beside the account pages' own entry. The account pages must not grow
 * as the dashboard does. Figures, not assertions.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
}

const root = fileURLToPath(new URL('../../', import.meta.url));
const outDir = mkdtempSync(path.join(tmpdir(), 'larder-studio-bench-'));
const vite = path.join(root, 'node_modules/.bin/vite');
const built = spawnSync(vite, ['build', '--manifest', '--outDir', outDir, '--emptyOutDir'], {
  cwd: path.join(root, 'platform'),
  encoding: 'utf8',
});
if (built.status !== 0) {
  console.error(built.stdout, built.stderr);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Record<
  string,
  ManifestChunk
>;
const gz = (file: string) => gzipSync(readFileSync(path.join(outDir, file))).length;

/** A chunk's file and every chunk it imports statically, by key. */
function closure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) closure(imported, seen);
  return seen;
}

const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry)!;
const entry = closure(entryKey);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const size = (keys: Iterable<string>) => [...keys].reduce((sum, key) => sum + gz(manifest[key]!.file), 0);

console.log(`Platform app (gzipped JavaScript)`);
console.log(`  account pages (entry and its imports)   ${kb(size(entry)).padStart(10)}`);
const screens: [string, string][] = [
  ['kitchens list (/kitchen)', 'src/kitchen/KitchensPage.tsx'],
  ['create a kitchen (/create)', 'src/kitchen/CreateKitchenPage.tsx'],
  ['kitchen frame (/kitchen/{slug})', 'src/kitchen/KitchenLayout.tsx'],
  ['recipe list', 'src/recipes/RecipesPage.tsx'],
  ['recipe editor', 'src/recipes/RecipeEditorPage.tsx'],
  ['collections list', 'src/collections/CollectionsPage.tsx'],
  ['collection editor', 'src/collections/CollectionEditorPage.tsx'],
  ['subscribers', 'src/subscribers/SubscribersPage.tsx'],
  ['settings', 'src/settings/SettingsPage.tsx'],
  ['homepage', 'src/settings/HomepagePage.tsx'],
  ['links', 'src/settings/LinksPage.tsx'],
  ['about', 'src/settings/AboutPage.tsx'],
  ['plans', 'src/settings/PlansPage.tsx'],
  ['overview', 'src/overview/OverviewPage.tsx'],
];
for (const [label, key] of screens) {
  if (!manifest[key]) {
    console.log(`  ${label.padEnd(40)} (no chunk: ${key})`);
    continue;
  }
  const own = [...closure(key)].filter((chunk) => !entry.has(chunk));
  console.log(`  ${label.padEnd(40)} ${kb(size(own)).padStart(10)}  (${own.length} chunks beyond the entry)`);
}
rmSync(outDir, { recursive: true, force: true });

const VIRTUAL_ID = 'virtual:larder/snapshot';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

/**
 * Vite plugin exposing the kitchen being built to the site template as `virtual:larder/snapshot`:
 * the page data read from `dataDir` at render time (not bundled into the code), `loadRecipe` for
 * one recipe page's data, and `markRendering`, which records the page being rendered in
 * `progressFile` so a build that dies mid-page still says which page it was.
 *
 * `LARDER_CRASH_ON_PAGE=<path>` makes the build kill itself when it starts rendering that page,
 * as the out-of-memory killer or a native crash would: the tests of crash recovery use it. It is
 * ignored when NODE_ENV is production.
 */
export function snapshotPlugin(options: { dataDir: string; progressFile: string }) {
  return {
    name: 'larder-snapshot',
    resolveId(id: string) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    load(id: string) {
      if (id !== RESOLVED_ID) return undefined;
      return `import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
const dataDir = ${JSON.stringify(options.dataDir)};
const progressFile = ${JSON.stringify(options.progressFile)};
const kitchen = JSON.parse(readFileSync(join(dataDir, 'site.json'), 'utf8'));
export default kitchen;
export function loadRecipe(file) {
  return JSON.parse(readFileSync(join(dataDir, 'recipes', file), 'utf8'));
}
const recipePages = new Map(kitchen.recipes.map((entry) => ['/recipes/' + entry.slug, entry]));
const crashOn = process.env.NODE_ENV === 'production' ? undefined : process.env.LARDER_CRASH_ON_PAGE;
export function markRendering(pathname) {
  const path = pathname.replace(/\\/+$/, '');
  const entry = recipePages.get(path);
  writeFileSync(progressFile, entry ? 'recipe:' + entry.id + '@' + entry.version : 'page:' + pathname);
  if (crashOn && crashOn.replace(/\\/+$/, '') === path) process.kill(process.pid, 'SIGKILL');
}
`;
    },
  };
}

import type { ReadRecorder } from './kitchen-reads.ts';

const VIRTUAL_ID = 'virtual:larder/snapshot';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

/** Where the template finds the kitchen it renders: set by the renderer before it loads a theme build. */
export interface KitchenSource {
  /** The kitchen's page data (see `writeKitchenData`). */
  dataDir: string;
  /** Where the page being rendered is recorded, so a render that dies mid-page says which page. */
  progressFile: string;
  /**
   * Tests of crash recovery: the render kills itself when it starts rendering this page, as the
   * out-of-memory killer or a native crash would (the builder passes `LARDER_CRASH_ON_PAGE`
   * outside production).
   */
  crashOnPage?: string | undefined;
  /**
   * Notes what each page reads (see kitchen-reads.ts): the template is given its data through
   * it. Absent in a plain static build, which reads the data as it is.
   */
  recorder?: ReadRecorder | undefined;
}

/** The global the template reads its `KitchenSource` from; one kitchen per process. */
export const KITCHEN_SOURCE_GLOBAL = '__larderKitchenSource';

export function setKitchenSource(source: KitchenSource): void {
  (globalThis as Record<string, unknown>)[KITCHEN_SOURCE_GLOBAL] = source;
}

/**
 * Vite plugin exposing the kitchen being rendered to the site template as
 * `virtual:larder/snapshot`: the page data read from the kitchen's data folder when the theme
 * build is loaded (never bundled into the code, so one theme build renders every kitchen),
 * `loadRecipe` for one recipe page's data, `remember` for a value many pages share, the build's
 * clock (`buildYear`, `buildDay`), and `markRendering`, which records the page being rendered in
 * the progress file so a render that dies mid-page still says which page it was (and kills the
 * render on `crashOnPage`, for the tests of crash recovery). With a `recorder` in the source,
 * every read goes through it, so the renderer knows what each page read.
 */
export function snapshotPlugin() {
  return {
    name: 'larder-snapshot',
    resolveId(id: string) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    load(id: string) {
      if (id !== RESOLVED_ID) return undefined;
      return `import { createHash } from 'node:crypto';
import { closeSync, ftruncateSync, openSync, readFileSync, writeSync } from 'node:fs';
import { join } from 'node:path';
// The kitchen being rendered. Live bindings: a kept renderer gives the loaded template the next
// kitchen with useKitchen, and every module reads the new one (see onKitchen).
let kitchen, dataDir, progressFile, crashOn, recorder, recipeIds, recipeShas, recipePages, remembered;
let progressFd = null;
const listeners = [];
// Recipes as read, by the hash of their text (a release's render only): the listing, the
// search index and the recipe's page read each one, and a kept renderer's next publish reads
// the same unchanged recipes again. Pages never change what they are given (checkParsedRecipes).
const parsed = new Map();
export { kitchen as default };
/** Renders \`next\` from now on: its data read, what was worked out for the last kitchen forgotten. */
export function useKitchen(next) {
  if (progressFd !== null) closeSync(progressFd);
  progressFd = null;
  ({ dataDir, progressFile, crashOnPage: crashOn, recorder } = next);
  const data = JSON.parse(readFileSync(join(dataDir, 'site.json'), 'utf8'));
  kitchen = recorder ? recorder.kitchen(data) : data;
  recipeIds = new Map(data.recipes.map((entry) => [entry.file, entry.id]));
  recipeShas = new Map(recorder ? data.recipes.flatMap((entry) => (entry.sha ? [[entry.file, entry.sha]] : [])) : []);
  const kept = new Set(recipeShas.values());
  for (const sha of parsed.keys()) if (!kept.has(sha)) parsed.delete(sha);
  recipePages = new Map(data.recipes.map((entry) => ['/recipes/' + entry.slug, entry]));
  remembered = new Map();
  for (const listener of listeners) listener();
}
/**
 * Forgets each recipe read whose text is no longer what it was read from (the hash it is kept
 * by): a page that changed what it was given must not change the next render's. Returns how
 * many there were, which is none unless the template has a fault.
 */
export function checkParsedRecipes() {
  let changed = 0;
  for (const [sha, recipe] of parsed) {
    if (createHash('sha256').update(JSON.stringify(recipe)).digest('base64url').slice(0, 22) === sha) continue;
    parsed.delete(sha);
    changed += 1;
  }
  return changed;
}
/**
 * \`listener\` now and whenever the kitchen changes: a module that works a value out of the
 * kitchen once (rather than per page) does it here, never as it loads, or a kept renderer
 * would render the next kitchen with the last one's value.
 */
export function onKitchen(listener) {
  listeners.push(listener);
  listener();
}
export function loadRecipe(file) {
  const sha = recipeShas.get(file);
  let recipe = sha === undefined ? undefined : parsed.get(sha);
  if (recipe === undefined) {
    recipe = JSON.parse(readFileSync(join(dataDir, 'recipes', file), 'utf8'));
    if (sha !== undefined) parsed.set(sha, recipe);
  }
  return recorder ? recorder.recipe(recipeIds.get(file) ?? file, recipe) : recipe;
}
export function remember(name, compute) {
  if (recorder) return recorder.remember(name, compute);
  if (!remembered.has(name)) remembered.set(name, compute());
  return remembered.get(name);
}
export function buildYear() {
  return recorder ? recorder.year() : new Date().getUTCFullYear();
}
export function buildDay() {
  return recorder ? recorder.day() : new Date(new Date().toISOString().slice(0, 10) + 'T00:00:00Z');
}
// One descriptor for the render, each page's line written over the last at its start: one
// write and a truncate a page instead of opening, writing and closing the file (2 s at 2,000
// recipes). The line ends in a newline, so a reader takes the first line: a process killed
// between the write and the truncate leaves the whole new line first.
export function markRendering(pathname) {
  const path = pathname.replace(/\\/+$/, '');
  const entry = recipePages.get(path);
  const line = Buffer.from((entry ? 'recipe:' + entry.id + '@' + entry.version : 'page:' + pathname) + '\\n');
  progressFd ??= openSync(progressFile, 'w');
  writeSync(progressFd, line, 0, line.length, 0);
  ftruncateSync(progressFd, line.length);
  recorder?.pageOf(path);
  if (crashOn && crashOn.replace(/\\/+$/, '') === path) process.kill(process.pid, 'SIGKILL');
}
const source = globalThis[${JSON.stringify(KITCHEN_SOURCE_GLOBAL)}];
if (!source) throw new Error('No kitchen to render: the renderer sets globalThis.${KITCHEN_SOURCE_GLOBAL} first.');
useKitchen(source);
`;
    },
  };
}

/**
 * Which pages of the live release a new render of the kitchen can reuse: those whose every key
 * (what the page read, see kitchen-reads.ts) has the same value in the new data as in the data
 * the live release was rendered from. Anything that cannot be told (no records, another theme,
 * another origin, a template that wrote to its data, a key read while the template loaded that
 * changed) reuses nothing: the whole kitchen renders, never a stale page.
 */
import type { KitchenPageData } from '@larder/shared/schemas/kitchen-snapshot';
import type { PublicRecipe } from '@larder/shared/schemas/recipe-public';
import { readFileSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import {
  type BuildClock,
  type Key,
  type KitchenData,
  keyChanges,
  keyValue,
  sameUnder,
} from './kitchen-reads.ts';
import {
  deserializeRecords,
  serializeRecords,
  type RecordsContext,
  type RenderRecords,
  type SerialRecords,
} from './page-records.ts';

/** The records file in a release's data folder. */
export const RECORDS_FILE = 'pages.json';

/** A kitchen's data as written by `writeKitchenData`, read as the pages read it: recipes on demand. */
export class KitchenDataFolder implements KitchenData {
  readonly page: KitchenPageData;
  readonly clock: BuildClock;
  readonly #dir: string;
  readonly #files: Map<string, string>;
  readonly #shas: Map<string, string | undefined>;
  readonly #texts = new Map<string, string | undefined>();
  readonly #recipes = new Map<string, PublicRecipe | undefined>();
  readonly #placeholders: ReadonlyMap<string, string>;

  constructor(dir: string, clock: BuildClock, placeholders: ReadonlyMap<string, string>) {
    this.#dir = dir;
    this.page = JSON.parse(readFileSync(join(dir, 'site.json'), 'utf8')) as KitchenPageData;
    this.#files = new Map(this.page.recipes.map((entry) => [entry.id, entry.file]));
    this.#shas = new Map(this.page.recipes.map((entry) => [entry.id, entry.sha]));
    this.clock = clock;
    this.#placeholders = placeholders;
  }

  /** Whether the recipe's data file is the same in both folders: by its hash where both have one. */
  sameRecipe(other: KitchenDataFolder, id: string): boolean {
    const mine = this.#shas.get(id);
    const theirs = other.#shas.get(id);
    if (mine !== undefined && theirs !== undefined) return mine === theirs;
    return this.recipeText(id) === other.recipeText(id);
  }

  /** The recipe's data file as written (undefined when the kitchen has no such recipe). */
  recipeText(id: string): string | undefined {
    if (!this.#texts.has(id)) {
      const file = this.#files.get(id);
      this.#texts.set(
        id,
        file === undefined ? undefined : readFileSync(join(this.#dir, 'recipes', file), 'utf8'),
      );
    }
    return this.#texts.get(id);
  }

  recipe = (id: string): PublicRecipe | undefined => {
    if (!this.#recipes.has(id)) {
      const text = this.recipeText(id);
      this.#recipes.set(id, text === undefined ? undefined : (JSON.parse(text) as PublicRecipe));
    }
    return this.#recipes.get(id);
  };

  placeholder = (imageId: string): string | undefined => this.#placeholders.get(imageId);
}

/** Two builds' page data differ as a whole (each has its own `generatedAt`): compared from a step in. */
const ROOTS_DIFFER = 1;

/**
 * Whether each key has another value in `next` than in `previous`, each key worked out once
 * (see `keyChanges`), a recipe's keys all unchanged when its data file is the same text.
 */
export function folderKeyChanges(
  previous: KitchenDataFolder,
  next: KitchenDataFolder,
  groups: ReadonlyMap<Key, readonly Key[]>,
): (key: Key) => boolean {
  return keyChanges((key) => {
    const recipe = key.startsWith('["r') ? (JSON.parse(key) as string[])[0]!.slice(1) : null;
    if (recipe !== null && previous.sameRecipe(next, recipe)) return false;
    // The kitchen's own data: unchanged below any object on the key's path that is the same.
    if (
      key.startsWith('["s"') &&
      sameUnder(previous.page, next.page, (JSON.parse(key) as string[]).slice(1), ROOTS_DIFFER)
    )
      return false;
    return keyValue(previous, key) !== keyValue(next, key);
  }, groups);
}

export interface Reusable {
  /** Pages (files relative to the release) to link from the live release instead of rendering. */
  files: string[];
  /** The live release's records, for the reused pages' notes and keys. */
  previous: RenderRecords;
}

type ReleaseRecords = { records: RenderRecords; context: RecordsContext };

/**
 * The records this process wrote last, read back as from their file: a process that publishes
 * again and again (the worker's build process) compares the next publish of the kitchen it built
 * last without reading and parsing them (0.15 s at 2,000 recipes). A release's records never
 * change once written, and the next build of the kitchen reads them from that release only.
 */
let lastWritten: (ReleaseRecords & { dataDir: string }) | null = null;

/** The records a release was written with, or null when it has none that can be read. */
export async function readReleaseRecords(dataDir: string): Promise<ReleaseRecords | null> {
  if (lastWritten && lastWritten.dataDir === resolve(dataDir))
    return { records: lastWritten.records, context: lastWritten.context };
  try {
    const serial = JSON.parse(await readFile(join(dataDir, RECORDS_FILE), 'utf8')) as SerialRecords;
    if (serial.version !== 3 || !serial.context) return null;
    return { records: deserializeRecords(serial), context: serial.context };
  } catch {
    return null;
  }
}

/**
 * The pages of the release whose data is in `liveData` that a render of `next` (rendered with
 * `theme` at `origin`) can reuse, or null when none can be.
 */
export async function reusablePages(
  liveData: string,
  next: { data: KitchenDataFolder; theme: string; origin: string },
): Promise<Reusable | null> {
  const live = await readReleaseRecords(liveData);
  if (!live || live.records.mutated) return null;
  const { context } = live;
  if (context.theme !== next.theme || context.origin !== next.origin) return null;
  let previous: KitchenDataFolder;
  try {
    previous = new KitchenDataFolder(liveData, context.clock, new Map(Object.entries(context.placeholders)));
  } catch {
    return null;
  }
  const changed = folderKeyChanges(previous, next.data, live.records.groups);
  if (live.records.global.some(changed)) return null;
  // Pages share sets of keys (what they read of the kitchen as a whole): each set looked at once.
  const sets = new Map<readonly Key[], boolean>();
  const setChanged = (set: readonly Key[]) => {
    let answer = sets.get(set);
    if (answer === undefined) {
      answer = set.some(changed);
      sets.set(set, answer);
    }
    return answer;
  };
  const files: string[] = [];
  for (const [file, record] of live.records.pages) {
    if (!record.keys) continue;
    const own = record.shared ? record.keys.slice(record.shared.length) : record.keys;
    if (!(record.shared && setChanged(record.shared)) && !own.some(changed)) files.push(file);
  }
  return { files, previous: live.records };
}

/** Writes a release's records into its data folder, with what its pages were rendered with. */
export async function writeReleaseRecords(
  dataDir: string,
  records: RenderRecords,
  context: Omit<RecordsContext, 'placeholders'>,
  placeholders: ReadonlyMap<string, string>,
): Promise<void> {
  const serial = serializeRecords(records);
  // The placeholders the pages drew: what their `p` keys are compared with next time.
  const used: Record<string, string> = {};
  for (const [root, id] of serial.keys)
    if (serial.texts[root!] === 'p') {
      const placeholder = placeholders.get(serial.texts[id!]!);
      if (placeholder !== undefined) used[serial.texts[id!]!] = placeholder;
    }
  // Whole or not at all: the release is live when they are written, and a build may die meanwhile.
  const partial = join(dataDir, `${RECORDS_FILE}.partial`);
  const written: SerialRecords = { ...serial, context: { ...context, placeholders: used } };
  lastWritten = null;
  await writeFile(partial, JSON.stringify(written));
  await rename(partial, join(dataDir, RECORDS_FILE));
  // As a read of the file gives them (see `readReleaseRecords`).
  lastWritten = {
    dataDir: resolve(dataDir),
    records: deserializeRecords(written),
    context: written.context!,
  };
}

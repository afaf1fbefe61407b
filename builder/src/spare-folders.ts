/**
 * A kitchen's next release gets its folders ready-made. Each page of a release has a folder of
 * its own (`recipes/soup/index.html`), and making 2,848 of them for a kitchen of 2,000 recipes took
 * 0.35-1.6 s of a one-recipe publish on this machine's disk (a new folder is a new block), when
 * the page itself renders in 10 ms. So once a kitchen is live, its build makes the folders of its
 * pages again, empty, as a spare (`<builds>/<slug>.spare`): the next build takes it by one rename
 * as its render folder, and removes the folders it left empty. A spare is made under a name of
 * the build's own and renamed when whole, so a spare found is complete; one made for another
 * theme build (whose pages may be files where this one has folders) is not used.
 */
import { mkdirSync, readFileSync, renameSync, rmdirSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname, isAbsolute, join } from 'node:path';

/** Kitchens whose pages have fewer folders make them faster than a spare is made and taken. */
export const SPARE_MIN_FOLDERS = 250;

/** The spare's own note of what it holds, removed as it is taken (never part of a release). */
const NOTE = '.larder-spare.json';

interface SpareNote {
  theme: string;
  folders: readonly string[];
}

/**
 * Makes folders as they are asked for, each once: one `mkdir` for a new recipe's folder instead of
 * a recursive one that looks at every parent again (a quarter of a publish's render at 2,000
 * recipes). A folder that is there already (a spare's, or another thread's) is fine.
 */
export class Folders {
  readonly #made = new Set<string>();
  ensure(dir: string): void {
    if (this.#made.has(dir)) return;
    try {
      mkdirSync(dir);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ENOENT') {
        this.ensure(dirname(dir));
        // Another thread rendering into the same release may have made it meanwhile.
        mkdirSync(dir, { recursive: true });
      } else if (code !== 'EEXIST') throw error;
    }
    this.#made.add(dir);
  }
}

/** The folders (relative, parents included, `.` not) that hold `files` (relative to a release). */
export function foldersOf(files: Iterable<string>): string[] {
  const folders = new Set<string>();
  for (const file of files)
    for (let dir = dirname(file); dir !== '.' && dir !== '/' && !folders.has(dir); dir = dirname(dir))
      folders.add(dir);
  return [...folders].sort();
}

function spareDir(buildsDir: string, slug: string): string {
  return join(buildsDir, `${slug}.spare`);
}

/**
 * Makes the spare for a kitchen's next build: `folders` (relative), empty, for pages of `theme`.
 * Made under the build's own name (`token`), which `removeAbandonedWork` deletes if the build dies
 * here, and renamed over any spare before it once whole.
 */
export function makeSpareFolders(
  buildsDir: string,
  slug: string,
  token: string,
  theme: string,
  folders: readonly string[],
): void {
  const making = join(buildsDir, `${slug}--${token}.spare`);
  rmSync(making, { recursive: true, force: true });
  mkdirSync(making, { recursive: true });
  const made = new Folders();
  for (const folder of folders) made.ensure(join(making, folder));
  writeFileSync(join(making, NOTE), JSON.stringify({ theme, folders } satisfies SpareNote));
  const spare = spareDir(buildsDir, slug);
  rmSync(spare, { recursive: true, force: true });
  renameSync(making, spare);
}

/** The folders a spare's note lists, if it has a note, for `theme` (and then the note removed). */
function noteOf(spare: string, theme: string): string[] | null {
  let note: unknown;
  try {
    note = JSON.parse(readFileSync(join(spare, NOTE), 'utf8'));
    unlinkSync(join(spare, NOTE));
  } catch {
    return null;
  }
  const { theme: made, folders } = (note ?? {}) as Partial<Record<keyof SpareNote, unknown>>;
  if (made !== theme || !Array.isArray(folders)) return null;
  // Only folders inside the spare: a note is the builds folder's own, but removal goes by it.
  const inside = (folder: unknown): folder is string =>
    typeof folder === 'string' &&
    folder !== '' &&
    !isAbsolute(folder) &&
    !folder.split(/[\\/]/).some((part) => part === '..' || part === '.' || part === '');
  return folders.every(inside) ? folders : null;
}

/**
 * Takes the kitchen's spare as `into` (which must not exist) when there is one for `theme`: the
 * folders it holds, or null (and `into` left absent) when there is none to take.
 */
export function takeSpareFolders(
  buildsDir: string,
  slug: string,
  into: string,
  theme: string,
): string[] | null {
  try {
    renameSync(spareDir(buildsDir, slug), into);
  } catch {
    return null;
  }
  const folders = noteOf(into, theme);
  if (folders) return folders;
  rmSync(into, { recursive: true, force: true });
  return null;
}

/**
 * Removes the spare's folders that the render left empty (a recipe deleted or moved since, a
 * page that failed): a release holds no empty folder. Deepest first, so a parent emptied by its
 * children goes too; a folder with anything in it stays.
 */
export function removeEmptySpareFolders(dir: string, folders: readonly string[]): void {
  const deepestFirst = [...folders].sort((a, b) => b.split('/').length - a.split('/').length);
  for (const folder of deepestFirst) {
    try {
      rmdirSync(join(dir, folder));
    } catch {
      // Not empty (a page's), or not there: it stays as it is.
    }
  }
}

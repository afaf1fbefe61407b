import { cp, lstat, mkdir, readdir, readlink, rename, rm, symlink } from 'node:fs/promises';
import { basename, join, resolve } from 'node:path';

/**
 * A kitchen is served from `<outputDir>/<slug>`, a symlink to one immutable release folder in
 * `<outputDir>/.releases/<slug>/`. Releases are built beside it and swapped in with one rename,
 * so a reader always gets either the old kitchen or the new one, never a half-written mix.
 */
export function releasesDir(outputDir: string, slug: string): string {
  return join(outputDir, '.releases', slug);
}

/** A new, not yet existing release folder path (sortable by time). */
export async function newReleaseDir(outputDir: string, slug: string): Promise<string> {
  const id = `${new Date().toISOString().replace(/[:.]/g, '-')}-${process.pid}`;
  await mkdir(releasesDir(outputDir, slug), { recursive: true });
  return join(releasesDir(outputDir, slug), id);
}

/** Moves a finished build into place: a rename on one file system, else copy then delete. */
export async function moveDir(from: string, to: string): Promise<void> {
  try {
    await rename(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    await cp(from, to, { recursive: true });
    await rm(from, { recursive: true, force: true });
  }
}

export async function currentRelease(outputDir: string, slug: string): Promise<string | null> {
  const live = join(outputDir, slug);
  const info = await lstat(live).catch(() => null);
  if (!info) return null;
  if (info.isSymbolicLink()) return resolve(outputDir, await readlink(live));
  return live;
}

/** Points `<outputDir>/<slug>` at the release atomically (rename of a fresh symlink over the old one). */
export async function switchToRelease(outputDir: string, slug: string, releaseDir: string): Promise<void> {
  const live = join(outputDir, slug);
  const existing = await lstat(live).catch(() => null);
  if (existing && !existing.isSymbolicLink()) {
    // A plain folder (a copy made by hand, or an older layout): keep it as a release of its own.
    await rename(live, join(releasesDir(outputDir, slug), `legacy-${Date.now()}`));
  }
  const temporary = join(outputDir, `.${slug}.switch-${process.pid}`);
  await rm(temporary, { force: true });
  await symlink(releaseDir, temporary, 'dir');
  await rename(temporary, live);
}

/** Removes old releases, keeping the live one and the `keep` newest others (for a quick rollback). */
export async function pruneReleases(outputDir: string, slug: string, keep = 1): Promise<string[]> {
  const live = await currentRelease(outputDir, slug);
  const dir = releasesDir(outputDir, slug);
  const entries = (await readdir(dir).catch(() => [] as string[])).sort().reverse();
  const removable = entries.filter((entry) => join(dir, entry) !== live).slice(keep);
  for (const entry of removable) await rm(join(dir, entry), { recursive: true, force: true });
  return removable.map((entry) => basename(entry));
}

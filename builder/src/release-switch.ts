import { cp, lstat, mkdir, readdir, readlink, rename, rm, symlink } from 'node:fs/promises';
import { basename, join, resolve } from 'node:path';

/**
 * A kitchen is served from `<outputDir>/<slug>`, a symlink to one immutable release folder in
 * `<outputDir>/.releases/<slug>/`. A release is assembled under a `.partial-<token>` name on the
 * output's own file system, verified, then renamed to its final name, so a folder with a final
 * name is always complete. Beside each final release, `<id>.data` keeps the kitchen data it was
 * rendered from (never served): later builds take a recipe's last good version from it.
 */
export function releasesDir(outputDir: string, slug: string): string {
  return join(outputDir, '.releases', slug);
}

export function partialReleaseDir(outputDir: string, slug: string, token: string): string {
  return join(releasesDir(outputDir, slug), `.partial-${token}`);
}

export function releaseDataDir(releaseDir: string): string {
  return `${releaseDir}.data`;
}

/** A new release id: sortable by time, unique per build. */
export function newReleaseId(token: string): string {
  return `${new Date().toISOString().replace(/[:.]/g, '-')}-${token.slice(0, 8)}`;
}

/**
 * Moves a folder. A rename on one file system; across file systems a copy into a temporary
 * name beside the target, then a rename, so the target name never holds a partial copy.
 */
export async function moveDir(from: string, to: string): Promise<void> {
  try {
    await rename(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    const temporary = `${to}.copying`;
    await rm(temporary, { recursive: true, force: true });
    await cp(from, temporary, { recursive: true });
    await rename(temporary, to);
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

/**
 * Renames a verified partial release (and its data) to its final name. The data is renamed
 * first: a release folder with a final name and its `.data` beside it is a verified release.
 */
export async function finalizeRelease(partialDir: string, finalDir: string): Promise<void> {
  await rename(releaseDataDir(partialDir), releaseDataDir(finalDir));
  await rename(partialDir, finalDir);
}

/** Points `<outputDir>/<slug>` at the release atomically (rename of a fresh symlink over the old one). */
export async function switchToRelease(outputDir: string, slug: string, releaseDir: string): Promise<void> {
  const live = join(outputDir, slug);
  const existing = await lstat(live).catch(() => null);
  if (existing && !existing.isSymbolicLink()) {
    // A plain folder (a copy made by hand, or an older layout) is moved aside, not deleted here;
    // unverified, it is never kept as a rollback and the prune after the switch removes it.
    await mkdir(releasesDir(outputDir, slug), { recursive: true });
    await rename(live, join(releasesDir(outputDir, slug), `legacy-${Date.now()}`));
  }
  const temporary = join(outputDir, `.${slug}.switch-${process.pid}-${Date.now()}`);
  await rm(temporary, { force: true });
  await symlink(releaseDir, temporary, 'dir');
  await rename(temporary, live);
}

/**
 * Removes what no build needs: every release but the live one and the `keep` newest other
 * verified ones (a rollback is only ever to a complete release), and data left without its
 * release. Partial folders are left to `removeAbandonedWork`.
 */
export async function pruneReleases(outputDir: string, slug: string, keep = 1): Promise<string[]> {
  const live = await currentRelease(outputDir, slug);
  const dir = releasesDir(outputDir, slug);
  const entries = new Set(await readdir(dir).catch(() => [] as string[]));
  const releases = [...entries].filter((entry) => !entry.startsWith('.') && !entry.endsWith('.data'));
  const verified = releases
    .filter((entry) => entries.has(`${entry}.data`))
    .sort()
    .reverse();
  const kept = new Set([
    ...verified.filter((entry) => join(dir, entry) !== live).slice(0, keep),
    ...(live ? [basename(live)] : []),
  ]);
  const removed: string[] = [];
  for (const entry of entries) {
    if (entry.startsWith('.')) continue;
    const release = entry.endsWith('.data') ? entry.slice(0, -'.data'.length) : entry;
    if (kept.has(release)) continue;
    await rm(join(dir, entry), { recursive: true, force: true });
    removed.push(entry);
  }
  return removed;
}

/**
 * Deletes the work of builds of this kitchen that were killed: partial releases and render
 * folders under any lease token but `token`. Only the holder of the kitchen's build lease calls
 * it, and the lease admits one build at a time, so anything else is abandoned — whatever became
 * of the process that made it.
 */
export async function removeAbandonedWork(
  outputDir: string,
  buildsDir: string,
  slug: string,
  token: string,
): Promise<string[]> {
  const removed: string[] = [];
  const releaseDir = releasesDir(outputDir, slug);
  for (const entry of await readdir(releaseDir).catch(() => [] as string[])) {
    if (entry.startsWith('.partial-') && !entry.startsWith(`.partial-${token}`)) {
      await rm(join(releaseDir, entry), { recursive: true, force: true });
      removed.push(entry);
    }
    if (entry.endsWith('.copying')) {
      await rm(join(releaseDir, entry), { recursive: true, force: true });
      removed.push(entry);
    }
  }
  for (const entry of await readdir(buildsDir).catch(() => [] as string[])) {
    if (entry.startsWith(`${slug}--`) && !entry.startsWith(`${slug}--${token}`)) {
      await rm(join(buildsDir, entry), { recursive: true, force: true });
      removed.push(entry);
    }
  }
  return removed;
}

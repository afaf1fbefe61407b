import { copyFileSync, linkSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Hard-links `file` to `previous`; false when it cannot (no such file, another file system), and
 * the caller writes the file instead. Nothing writes to a release's files or data once they are
 * written (a change makes a new release), so a file two releases share never changes under either.
 */
export function tryLink(previous: string, file: string): boolean {
  try {
    linkSync(previous, file);
    return true;
  } catch {
    return false;
  }
}

/**
 * Puts every file under `from` at the same place under `to`, hard-linked (copied where a link
 * cannot be made), folders made as needed; files already at `to` are replaced. For files that
 * never change and that nothing writes to at `to` (a theme build's `_astro/` assets): linking
 * them into each release costs a few milliseconds, where copying them cost 25 ms of every render.
 */
export function linkTree(from: string, to: string): void {
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const source = join(from, entry.name);
    const target = join(to, entry.name);
    if (entry.isDirectory()) linkTree(source, target);
    else if (entry.isFile()) linkOrCopy(source, target);
  }
}

/**
 * Puts `from` at `to`: whatever was there replaced (never written through), hard-linked, or
 * copied where a link cannot be made (another file system).
 */
export function linkOrCopy(from: string, to: string): void {
  rmSync(to, { force: true });
  if (!tryLink(from, to)) copyFileSync(from, to);
}

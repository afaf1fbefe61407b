import { readdirSync, type Dirent } from 'node:fs';
import { join, relative } from 'node:path';

/** Every file under `dir`, relative to it, sorted: what two releases are compared by. */
export function relativeFiles(dir: string): string[] {
  return relativeEntries(dir, (entry) => entry.isFile());
}

/** Every folder under `dir`, relative to it, sorted. */
export function relativeFolders(dir: string): string[] {
  return relativeEntries(dir, (entry) => entry.isDirectory());
}

function relativeEntries(dir: string, kept: (entry: Dirent) => boolean): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter(kept)
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .sort();
}

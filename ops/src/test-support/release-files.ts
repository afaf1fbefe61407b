import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Every file under `dir`, relative to it, sorted: what two releases are compared by. */
export function relativeFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .sort();
}

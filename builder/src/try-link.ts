import { linkSync } from 'node:fs';

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

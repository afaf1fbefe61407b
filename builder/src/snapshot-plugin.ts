import { readFileSync } from 'node:fs';

const VIRTUAL_ID = 'virtual:larder/snapshot';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

/** Vite plugin exposing the kitchen snapshot to the site template as `virtual:larder/snapshot`. */
export function snapshotPlugin(snapshotFile: string) {
  return {
    name: 'larder-snapshot',
    resolveId(id: string) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    load(id: string) {
      if (id !== RESOLVED_ID) return undefined;
      return `export default ${readFileSync(snapshotFile, 'utf8')};`;
    },
  };
}

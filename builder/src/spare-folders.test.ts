import { propertyRuns } from '@larder/shared/test-support/property-runs';
import fc from 'fast-check';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { foldersOf, makeSpareFolders, removeEmptySpareFolders, takeSpareFolders } from './spare-folders.ts';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'larder-spare-'));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

/** Every entry under `root`, relative, folders ending in `/`, sorted. */
function tree(root: string): string[] {
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .map((entry) => {
      const path = relative(root, join(entry.parentPath, entry.name));
      return entry.isDirectory() ? `${path}/` : path;
    })
    .sort();
}

const segment = fc.constantFrom('recipes', 'soup', 'bread', 'a', 'tags', 'x-y');
const file = fc
  .array(segment, { minLength: 0, maxLength: 3 })
  .map((folders) => [...folders, 'index.html'].join('/'));

describe('spare folders', () => {
  it('are the folders of the files given, parents included, each once', () => {
    fc.assert(
      fc.property(fc.array(file, { maxLength: 12 }), (files) => {
        const folders = foldersOf(files);
        const expected = new Set<string>();
        for (const name of files)
          for (let folder = dirname(name); folder !== '.'; folder = dirname(folder)) expected.add(folder);
        expect(folders).toEqual([...expected].sort());
      }),
      propertyRuns(500, 100),
    );
  });

  it('are taken whole by the next build, without their note, and only once', () => {
    const builds = join(dir, 'builds');
    mkdirSync(builds);
    const folders = foldersOf(['recipes/soup/index.html', 'recipes/bread/index.html', 'about/index.html']);
    makeSpareFolders(builds, 'family', 'token-1', 'theme-a', folders);
    // Only the finished spare is left: the folder it was made in has been renamed.
    expect(readdirSync(builds)).toEqual(['family.spare']);
    const work = join(builds, 'family--token-2-1');
    expect(takeSpareFolders(builds, 'family', work, 'theme-a')).toEqual(folders);
    expect(tree(work)).toEqual(['about/', 'recipes/', 'recipes/bread/', 'recipes/soup/']);
    expect(takeSpareFolders(builds, 'family', join(builds, 'other'), 'theme-a')).toBeNull();
    expect(existsSync(join(builds, 'other'))).toBe(false);
  });

  it('are not taken for another theme build, or without their note', () => {
    const builds = join(dir, 'builds');
    mkdirSync(builds);
    makeSpareFolders(builds, 'family', 'token-1', 'theme-a', ['recipes']);
    const work = join(builds, 'work');
    expect(takeSpareFolders(builds, 'family', work, 'theme-b')).toBeNull();
    expect(existsSync(work)).toBe(false);
    // A spare whose note is gone (or was never written) is not trusted.
    mkdirSync(join(builds, 'family.spare', 'recipes'), { recursive: true });
    expect(takeSpareFolders(builds, 'family', work, 'theme-a')).toBeNull();
    expect(existsSync(work)).toBe(false);
    // Nor one whose note names a folder outside it.
    for (const folder of ['../outside', '/tmp', 'recipes/../..', '']) {
      makeSpareFolders(builds, 'family', 'token-1', 'theme-a', ['recipes']);
      writeFileSync(
        join(builds, 'family.spare', '.larder-spare.json'),
        JSON.stringify({ theme: 'theme-a', folders: ['recipes', folder] }),
      );
      expect(takeSpareFolders(builds, 'family', work, 'theme-a')).toBeNull();
      expect(existsSync(work)).toBe(false);
    }
  });

  it('replace the spare before them, and a build’s half-made spare is never taken', () => {
    const builds = join(dir, 'builds');
    mkdirSync(builds);
    makeSpareFolders(builds, 'family', 'token-1', 'theme-a', ['old']);
    makeSpareFolders(builds, 'family', 'token-2', 'theme-a', ['new']);
    // A build killed while making its spare leaves it under its own name, not the spare's.
    mkdirSync(join(builds, 'family--token-3.spare', 'half'), { recursive: true });
    const work = join(builds, 'work');
    expect(takeSpareFolders(builds, 'family', work, 'theme-a')).toEqual(['new']);
    expect(tree(work)).toEqual(['new/']);
    expect(takeSpareFolders(builds, 'family', join(builds, 'again'), 'theme-a')).toBeNull();
  });

  it('left empty by a render are removed, parents emptied by them too, and nothing else', () => {
    fc.assert(
      fc.property(fc.array(file, { maxLength: 10 }), fc.array(file, { maxLength: 10 }), (before, now) => {
        const work = join(dir, `work-${Math.random().toString(36).slice(2)}`);
        const spare = foldersOf(before);
        mkdirSync(work);
        for (const folder of spare) mkdirSync(join(work, folder), { recursive: true });
        // The render writes its pages into them, making the folders they need that are missing.
        for (const name of now) {
          mkdirSync(dirname(join(work, name)), { recursive: true });
          writeFileSync(join(work, name), name);
        }
        removeEmptySpareFolders(work, spare);
        const expected = [...foldersOf(now).map((folder) => `${folder}/`), ...new Set(now)].sort();
        expect(tree(work)).toEqual(expected);
        rmSync(work, { recursive: true, force: true });
      }),
      propertyRuns(300, 60),
    );
  });
});

import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  currentRelease,
  finalizeRelease,
  moveDir,
  partialReleaseDir,
  pruneReleases,
  releaseDataDir,
  releasesDir,
  removeAbandonedWork,
  switchToRelease,
} from './release-switch.ts';

let dir: string;
let outputDir: string;
let buildsDir: string;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'larder-releases-'));
  outputDir = join(dir, 'sites');
  buildsDir = join(dir, 'builds');
  mkdirSync(releasesDir(outputDir, 'k'), { recursive: true });
  mkdirSync(buildsDir);
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

function release(name: string, { verified = true } = {}): string {
  const path = join(releasesDir(outputDir, 'k'), name);
  mkdirSync(path);
  writeFileSync(join(path, 'index.html'), name);
  if (verified) mkdirSync(releaseDataDir(path));
  return path;
}

function entries(): string[] {
  return readdirSync(releasesDir(outputDir, 'k')).sort();
}

describe('releases', () => {
  it('keeps the live release and the newest other verified one, never a partial or unverified copy', async () => {
    release('2026-01-01');
    const live = release('2026-01-02');
    release('2026-01-03');
    // An unverified folder newer than every release: a copy interrupted under an old layout.
    release('2026-01-04', { verified: false });
    mkdirSync(partialReleaseDir(outputDir, 'k', 'abc'));
    await switchToRelease(outputDir, 'k', live);
    await pruneReleases(outputDir, 'k');
    expect(entries()).toEqual([
      '.partial-abc',
      '2026-01-02',
      '2026-01-02.data',
      '2026-01-03',
      '2026-01-03.data',
    ]);
    expect(await currentRelease(outputDir, 'k')).toBe(live);
  });

  it('gives a release its final name only with its data beside it', async () => {
    const partial = partialReleaseDir(outputDir, 'k', 'tok');
    mkdirSync(partial);
    mkdirSync(releaseDataDir(partial));
    await finalizeRelease(partial, join(releasesDir(outputDir, 'k'), '2026-02-01'));
    expect(entries()).toEqual(['2026-02-01', '2026-02-01.data']);
  });

  it("removes killed builds' partial releases and work folders, but not its own or other kitchens'", async () => {
    mkdirSync(partialReleaseDir(outputDir, 'k', 'dead'));
    mkdirSync(`${partialReleaseDir(outputDir, 'k', 'dead')}.data`);
    mkdirSync(partialReleaseDir(outputDir, 'k', 'mine'));
    mkdirSync(join(releasesDir(outputDir, 'k'), '2026-03-01.copying'));
    for (const name of ['k--dead', 'k--dead.data', 'k--mine', 'k-2--other']) mkdirSync(join(buildsDir, name));
    await removeAbandonedWork(outputDir, buildsDir, 'k', 'mine');
    expect(entries()).toEqual(['.partial-mine']);
    expect(readdirSync(buildsDir).sort()).toEqual(['k--mine', 'k-2--other']);
  });

  it('moves a folder across file systems without the target name ever holding a partial copy', async () => {
    const other = '/dev/shm';
    const sameDevice = (() => {
      try {
        return statSync(other).dev === statSync(dir).dev;
      } catch {
        return true;
      }
    })();
    if (sameDevice) return; // Needs a second file system (tmpfs at /dev/shm on Linux).
    const target = mkdtempSync(join(other, 'larder-move-'));
    try {
      const from = join(dir, 'work');
      mkdirSync(join(from, 'recipes'), { recursive: true });
      writeFileSync(join(from, 'recipes', 'a.html'), 'a');
      await moveDir(from, join(target, 'release'));
      expect(readdirSync(target)).toEqual(['release']);
      expect(readdirSync(join(target, 'release', 'recipes'))).toEqual(['a.html']);
      expect(() => statSync(from)).toThrow();
    } finally {
      rmSync(target, { recursive: true, force: true });
    }
  });
});

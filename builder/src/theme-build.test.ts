import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ensureThemeBuild, themeInputHash, themeOutputHash } from './theme-build.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function scratch(): string {
  const dir = mkdtempSync(join(tmpdir(), 'larder-themes-'));
  dirs.push(dir);
  return dir;
}

/** A theme build's folder as the compiler leaves it: its manifest names the folder. */
function themeFolder(root: string, name: string, files: Record<string, string>): string {
  const dir = join(root, name);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), text.replaceAll('{dir}', dir));
  }
  return dir;
}

const build = {
  'server/entry.mjs':
    'const manifest = {"outDir":"file://{dir}/","buildClientDir":"file://{dir}/client/","assets":["/a.js","/b.css"]};',
  'server/chunks/page.mjs': 'export const page = "<h1>Soup</h1>";',
  'client/_astro/island.js': 'console.log(1)',
  'theme.json': '{"hash":"one"}',
};

describe('a theme build’s output hash', () => {
  it('is the same for two builds of the same output, wherever each was built', async () => {
    const first = themeFolder(scratch(), '.tmp-aaaa-1', build);
    const second = themeFolder(scratch(), '.tmp-bbbb-2', {
      ...build,
      'theme.json': '{"hash":"two"}',
      // Astro lists the assets in the order their copies finished.
      'server/entry.mjs': build['server/entry.mjs'].replace(
        '"assets":["/a.js","/b.css"]',
        '"assets":["/b.css","/a.js"]',
      ),
    });
    expect(await themeOutputHash(first)).toBe(await themeOutputHash(second));
  });

  it('changes with any byte, name or file of the output', async () => {
    const root = scratch();
    const reference = await themeOutputHash(themeFolder(root, 'a', build));
    const variants = [
      { ...build, 'server/chunks/page.mjs': 'export const page = "<h1>Soup!</h1>";' },
      { ...build, 'client/_astro/island.js': 'console.log(2)' },
      { ...build, 'client/_astro/extra.css': '' },
    ];
    const hashes = await Promise.all(
      variants.map((files, index) => themeOutputHash(themeFolder(root, `v${index}`, files))),
    );
    const { ['client/_astro/island.js']: island, ...rest } = build;
    hashes.push(
      await themeOutputHash(themeFolder(root, 'renamed', { ...rest, 'client/_astro/island2.js': island })),
    );
    for (const hash of hashes) expect(hash).not.toBe(reference);
    expect(new Set(hashes).size).toBe(hashes.length);
  });

  it('is what a build is known by, read from its theme.json', async () => {
    const themesDir = scratch();
    const inputHash = await themeInputHash();
    themeFolder(themesDir, inputHash, {
      ...build,
      'theme.json': '{"hash":"x","output":"0123456789abcdef0123"}',
    });
    const theme = await ensureThemeBuild({ themesDir });
    expect(theme).toMatchObject({ hash: '0123456789abcdef0123', inputHash, dir: join(themesDir, inputHash) });
  });

  it('is its input hash for a build made before builds were known by their output', async () => {
    const themesDir = scratch();
    const inputHash = await themeInputHash();
    themeFolder(themesDir, inputHash, { ...build, 'theme.json': '{"hash":"x"}' });
    expect((await ensureThemeBuild({ themesDir })).hash).toBe(inputHash);
  });
});

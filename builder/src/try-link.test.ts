import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { linkTree } from './try-link.ts';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'larder-link-tree-'));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('linkTree', () => {
  it('puts every file of a tree in another, as links to the same files, replacing what was there', () => {
    const from = join(dir, 'client');
    mkdirSync(join(from, '_astro', 'fonts'), { recursive: true });
    writeFileSync(join(from, '_astro', 'app.1.js'), 'app');
    writeFileSync(join(from, '_astro', 'fonts', 'serif.woff2'), 'font');
    writeFileSync(join(from, 'robots.txt'), 'robots');
    const to = join(dir, 'release');
    mkdirSync(join(to, '_astro'), { recursive: true });
    writeFileSync(join(to, '_astro', 'app.1.js'), 'an older copy');
    writeFileSync(join(to, 'index.html'), 'page');

    linkTree(from, to);
    for (const file of ['_astro/app.1.js', '_astro/fonts/serif.woff2', 'robots.txt'])
      expect(statSync(join(to, file)).ino, file).toBe(statSync(join(from, file)).ino);
    expect(readFileSync(join(to, '_astro', 'app.1.js'), 'utf8')).toBe('app');
    expect(readFileSync(join(to, 'index.html'), 'utf8')).toBe('page');
    // Again over itself: nothing changes.
    linkTree(from, to);
    expect(readFileSync(join(to, '_astro', 'fonts', 'serif.woff2'), 'utf8')).toBe('font');
  });
});

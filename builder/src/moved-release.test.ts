import { movedTo } from '@larder/shared/hosting/redirects-file';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { publishMovedAddress } from './moved-release.ts';
import { currentRelease, releasesDir } from './release-switch.ts';

let dir: string;
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('a kitchen’s former address', () => {
  it('becomes a release that sends every path to the new address, written once', async () => {
    dir = mkdtempSync(join(tmpdir(), 'larder-moved-'));
    expect(await publishMovedAddress(dir, 'old-table', 'The <Family> Table', 'https://new.example.com')).toBe(
      true,
    );
    const live = (await currentRelease(dir, 'old-table'))!;
    const redirects = readFileSync(join(live, '_redirects'), 'utf8');
    expect(movedTo(redirects, '/recipes/soup/')).toBe('https://new.example.com/recipes/soup/');
    const page = readFileSync(join(live, '404.html'), 'utf8');
    expect(page).toContain('The &#60;Family&#62; Table has moved');
    expect(page).toContain('<a href="https://new.example.com/">');
    // The same move again writes nothing; a move elsewhere replaces it and leaves one release.
    expect(await publishMovedAddress(dir, 'old-table', 'The <Family> Table', 'https://new.example.com')).toBe(
      false,
    );
    expect(
      await publishMovedAddress(dir, 'old-table', 'The <Family> Table', 'https://newer.example.com'),
    ).toBe(true);
    expect(
      movedTo(readFileSync(join((await currentRelease(dir, 'old-table'))!, '_redirects'), 'utf8'), '/'),
    ).toBe('https://newer.example.com/');
    expect(readdirSync(releasesDir(dir, 'old-table'))).toHaveLength(1);
  });
});

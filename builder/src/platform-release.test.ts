import { parseHeadersFile, headersForPath } from '@larder/shared/hosting/headers-file';
import { readPlatformConfig } from '@larder/shared/hosting/platform-config';
import { mkdtemp, readdir, readFile, readlink, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { afterAll, describe, expect, it } from 'vitest';
import { PLATFORM_DIR, publishPlatform, verifyPlatformRelease } from './platform-release.ts';

const outputDir = await mkdtemp(join(tmpdir(), 'larder-platform-'));
afterAll(async () => {
  await rm(outputDir, { recursive: true, force: true });
});

describe('publishing the platform app', () => {
  it('builds the app once and configures it for the deployment, then switches it live', async () => {
    const first = await publishPlatform({ outputDir, apiOrigin: 'https://api.example.com' });
    const live = join(outputDir, PLATFORM_DIR);
    expect(await readlink(live)).toBe(first.releaseDir);

    const html = await readFile(join(live, 'index.html'), 'utf8');
    expect(html).toMatch(/<script type="module" crossorigin src="\/assets\/index-[\w-]+\.js">/);
    const window: { LARDER_CONFIG?: unknown } = {};
    runInNewContext(await readFile(join(live, 'config.js'), 'utf8'), { window });
    expect(readPlatformConfig(window.LARDER_CONFIG)).toEqual({ apiOrigin: 'https://api.example.com' });

    const rules = parseHeadersFile(await readFile(join(live, '_headers'), 'utf8'));
    const policy = new Map(headersForPath(rules, '/bookmarks')).get('Content-Security-Policy');
    expect(policy).toContain("script-src 'self';");
    expect(policy).toContain('connect-src https://api.example.com;');
    expect(policy).toContain("img-src 'self' https://api.example.com/api/v1/files/;");
    expect(new Map(headersForPath(rules, '/assets/x.js')).get('Cache-Control')).toBe(
      'public, max-age=31536000, immutable',
    );
    expect(await readFile(join(live, '_redirects'), 'utf8')).toBe('/* /index.html 200\n');
    expect(await readFile(join(live, '_headers.nginx.conf'), 'utf8')).toContain(
      'add_header Content-Security-Policy',
    );

    // A second deployment (another API origin) replaces it; one older release is kept.
    const second = await publishPlatform({ outputDir, apiOrigin: 'https://api2.example.com' });
    const third = await publishPlatform({ outputDir, apiOrigin: 'https://api3.example.com' });
    expect(await readlink(live)).toBe(third.releaseDir);
    const releases = await readdir(join(outputDir, '.releases', PLATFORM_DIR));
    expect(releases.sort()).toEqual(
      [second.releaseDir, third.releaseDir].map((path) => path.split('/').pop()).sort(),
    );
  });

  it('leaves the environment of the process that publishes as it was', async () => {
    // Vite sets NODE_ENV when it is unset; in the demo's process that would turn React (and each
    // kitchen build started afterwards) to production mode halfway through.
    const before = process.env.NODE_ENV;
    delete process.env.NODE_ENV;
    try {
      await publishPlatform({ outputDir, apiOrigin: 'https://api.example.com' });
      expect(process.env.NODE_ENV).toBeUndefined();
    } finally {
      process.env.NODE_ENV = before;
    }
  });

  it('refuses a build its policy would break: an inline script, or the app before its config', async () => {
    const release = join(outputDir, 'broken');
    await mkdir(release, { recursive: true });
    await writeFile(
      join(release, 'index.html'),
      '<script src="/config.js"></script><script type="module" src="/assets/a.js"></script><script>boot()</script>',
    );
    await expect(verifyPlatformRelease(release)).rejects.toThrow(/inline script/);
    await writeFile(
      join(release, 'index.html'),
      '<script type="module" src="/assets/a.js"></script><script src="/config.js"></script>',
    );
    await expect(verifyPlatformRelease(release)).rejects.toThrow(/must load \/config\.js before the app/);
  });
});

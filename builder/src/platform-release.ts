import { formatHeadersFile } from '@larder/shared/hosting/headers-file';
import { configScript } from '@larder/shared/hosting/platform-config';
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { caddyHeaders, HEADERS_FILES, nginxHeaders } from './host-header-snippets.ts';
import { newReleaseId, releasesDir, switchToRelease } from './release-switch.ts';
import { platformHeaderRules } from './security-headers.ts';

const platformRoot = fileURLToPath(new URL('../../platform/', import.meta.url));

/** The live platform app is `<outputDir>/_platform`, a symlink to its release, like a kitchen's. */
export const PLATFORM_DIR = '_platform';

const viteBin = join(dirname(createRequire(import.meta.url).resolve('vite/package.json')), 'bin', 'vite.js');

/**
 * Runs `vite build` for the platform app in a process of its own. In the caller's process, Vite
 * would set `process.env.NODE_ENV` to `production` for good, switching React (and every build
 * process started afterwards) to its production build mid-run, beside parts already loaded in
 * development mode.
 */
async function viteBuild(outDir: string): Promise<void> {
  await promisify(execFile)(
    process.execPath,
    [viteBin, 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
    { cwd: platformRoot, env: { ...process.env, NODE_ENV: 'production' }, maxBuffer: 16 * 1024 * 1024 },
  );
}

/** Netlify's and Cloudflare Pages' rule for a single-page app: every route gets `index.html`. */
const SPA_REDIRECTS = '/* /index.html 200\n';

export interface PlatformReleaseOptions {
  outputDir: string;
  /** Written into `/config.js` and the release's Content-Security-Policy. */
  apiOrigin: string;
  log?: (line: string) => void;
}

/**
 * Builds the platform app with Vite into a partial release, adds what the deployment decides
 * (`/config.js` with the API origin, the security headers as `_headers` and nginx and Caddy
 * snippets, `_redirects`), checks it, then switches `<outputDir>/_platform` to it atomically and
 * removes older releases but one. Readers never see a half-written app.
 */
export async function publishPlatform(
  options: PlatformReleaseOptions,
): Promise<{ releaseDir: string; milliseconds: number }> {
  const started = performance.now();
  const dir = releasesDir(options.outputDir, PLATFORM_DIR);
  await mkdir(dir, { recursive: true });
  const token = randomUUID();
  const partial = join(dir, `.partial-${token}`);
  try {
    await viteBuild(partial);
    await writeFile(join(partial, 'config.js'), configScript({ apiOrigin: options.apiOrigin }));
    const rules = platformHeaderRules(options.apiOrigin);
    const comment =
      'Headers of the Larder platform app, written by `larder build --platform`.\nSee docs/hosting.md.';
    await writeFile(join(partial, HEADERS_FILES.netlify), formatHeadersFile(rules, comment));
    await writeFile(join(partial, HEADERS_FILES.nginx), nginxHeaders(rules, comment));
    await writeFile(join(partial, HEADERS_FILES.caddy), caddyHeaders(rules, comment));
    await writeFile(join(partial, '_redirects'), SPA_REDIRECTS);
    await verifyPlatformRelease(partial);
    const final = join(dir, newReleaseId(token));
    await rename(partial, final);
    await switchToRelease(options.outputDir, PLATFORM_DIR, final);
    await pruneOlderReleases(dir, final);
    const milliseconds = Math.round(performance.now() - started);
    options.log?.(
      `published the platform app in ${milliseconds} ms → ${join(options.outputDir, PLATFORM_DIR)}`,
    );
    return { releaseDir: final, milliseconds };
  } finally {
    await rm(partial, { recursive: true, force: true });
  }
}

/** The built app loads its configuration first and its code from its own files only. */
export async function verifyPlatformRelease(releaseDir: string): Promise<void> {
  const html = await readFile(join(releaseDir, 'index.html'), 'utf8');
  const problems: string[] = [];
  if (!/<script src="\/config\.js"><\/script>[\s\S]*<script type="module"[^>]* src="\/assets\//.test(html))
    problems.push('index.html must load /config.js before the app from /assets/');
  if (/<script(?![^>]*\ssrc=)[^>]*>/.test(html)) problems.push('index.html has an inline script');
  if (/<style|\sstyle=/.test(html)) problems.push('index.html has inline styles');
  if (problems.length > 0)
    throw new Error(`The platform app's build is not servable under its policy: ${problems.join('; ')}.`);
}

/** Keeps the live release and the newest other one (to roll back to); removes the rest. */
async function pruneOlderReleases(dir: string, live: string): Promise<void> {
  const releases = (await readdir(dir))
    .filter((entry) => !entry.startsWith('.'))
    .sort()
    .reverse();
  const keep = new Set([
    live,
    ...releases
      .map((entry) => join(dir, entry))
      .filter((path) => path !== live)
      .slice(0, 1),
  ]);
  for (const entry of releases)
    if (!keep.has(join(dir, entry))) await rm(join(dir, entry), { recursive: true, force: true });
}

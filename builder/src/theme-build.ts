import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, statSync, type Stats } from 'node:fs';
import {
  mkdir,
  readdir,
  readFile,
  readlink,
  rename,
  rm,
  stat,
  symlink,
  utimes,
  writeFile,
} from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runNodeScript } from './node-child.ts';
import { repoRoot, siteTemplateRoot } from './theme-paths.ts';

export { siteTemplateRoot };
const compileScript = fileURLToPath(new URL('./theme-compile.ts', import.meta.url));

/** Where theme builds are kept unless `LARDER_THEME_DIR` says otherwise: one cache per checkout. */
export const defaultThemesDir = join(siteTemplateRoot, '.themes');

/**
 * What a theme build is made of: the template, the shared code it imports, the builder's adapter
 * and snapshot plugin, and the locked dependencies (with their patches). Test files are left out.
 */
const THEME_INPUTS = [
  'site-template/astro.config.mjs',
  'site-template/package.json',
  'site-template/tsconfig.json',
  'site-template/public',
  'site-template/src',
  'shared/package.json',
  'shared/src',
  'builder/src/snapshot-plugin.ts',
  'builder/src/theme-adapter.ts',
  'builder/src/theme-server-entry.ts',
  'builder/src/theme-compile.ts',
  'tsconfig.base.json',
  'pnpm-lock.yaml',
  'patches',
];

export interface ThemeBuild {
  /** The build's folder: `server/entry.mjs` and `client/` (the `_astro/` assets and public files). */
  dir: string;
  /**
   * The hash of what the build is (its server bundle and assets): what a release says it was
   * rendered with. A change to the template that changes nothing it renders keeps it, and with it
   * every page of every kitchen (a publish re-renders a whole kitchen when it changes).
   */
  hash: string;
  /** The hash of the theme's inputs, which names the folder. */
  inputHash: string;
  serverEntry: string;
  clientDir: string;
}

/** The files under `path` (or `path` itself), in name order, each with what `stat` says of it. */
function filesUnder(path: string, found: [string, Stats][] = []): [string, Stats][] {
  const info = statSync(path, { throwIfNoEntry: false });
  if (!info) return found;
  if (info.isFile()) {
    found.push([path, info]);
    return found;
  }
  const entries = readdirSync(path, { withFileTypes: true });
  entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const entry of entries) {
    if (entry.name === 'node_modules' || /\.test\.tsx?$/.test(entry.name)) continue;
    filesUnder(join(path, entry.name), found);
  }
  return found;
}

/**
 * The last hash worked out, and the files' names, sizes, times and inodes it was worked out from:
 * a process that builds again and again (the worker's build process) reads the theme's inputs
 * again only when one of them has changed.
 */
let lastHash: { files: string; hash: string } | null = null;

/** The hash of everything a theme build is made of (see `THEME_INPUTS`), and the Node version that builds it. */
export async function themeInputHash(): Promise<string> {
  const files = THEME_INPUTS.flatMap((input) => filesUnder(join(repoRoot, input)));
  const listing = files
    .map(([file, info]) => `${file}\0${info.size}\0${info.mtimeMs}\0${info.ino}`)
    .join('\n');
  if (lastHash?.files === listing) return lastHash.hash;
  const hash = createHash('sha256').update(`node ${process.version}\n`);
  for (const [file] of files) {
    hash.update(`${relative(repoRoot, file)}\n`);
    hash.update(await readFile(file));
    hash.update('\n');
  }
  const digest = hash.digest('hex').slice(0, 20);
  lastHash = { files: listing, hash: digest };
  return digest;
}

/**
 * The hash of a theme build's output: every file's path and bytes, except its `theme.json`.
 * The bundle names the folder it was built in (a scratch folder named by the inputs, in Astro's
 * manifest), which is not what it renders: that path is left out of the bytes.
 */
export async function themeOutputHash(dir: string): Promise<string> {
  const folder = Buffer.from(resolve(dir));
  const hash = createHash('sha256');
  for (const [file] of filesUnder(dir)) {
    const name = relative(dir, file);
    if (name === 'theme.json') continue;
    hash.update(`${name}\n`);
    let bytes = await readFile(file);
    for (let at = bytes.indexOf(folder); at >= 0; at = bytes.indexOf(folder))
      bytes = Buffer.concat([bytes.subarray(0, at), bytes.subarray(at + folder.length)]);
    // Astro's manifest lists the build's assets in the order their copies finished: in any order.
    if (name === join('server', 'entry.mjs'))
      bytes = Buffer.from(
        bytes
          .toString('utf8')
          .replace(
            /"assets":\[([^\]]*)\]/g,
            (_, list: string) => `"assets":[${list.split(',').sort().join(',')}]`,
          ),
      );
    hash.update(bytes);
    hash.update('\n');
  }
  return hash.digest('hex').slice(0, 20);
}

/** Each theme build's output hash by folder, from its `theme.json` (read once per process). */
const outputHashes = new Map<string, string>();

async function themeAt(dir: string, inputHash: string): Promise<ThemeBuild> {
  let hash = outputHashes.get(dir);
  if (hash === undefined) {
    const marker = JSON.parse(await readFile(join(dir, 'theme.json'), 'utf8')) as { output?: string };
    // A build made before builds were keyed by their output goes by its inputs.
    hash = marker.output ?? inputHash;
    outputHashes.set(dir, hash);
  }
  return {
    dir,
    hash,
    inputHash,
    serverEntry: join(dir, 'server', 'entry.mjs'),
    clientDir: join(dir, 'client'),
  };
}

const sleep = (ms: number) =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, ms);
  });

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes the lock on building theme `hash` (a folder holding the builder's pid), or returns false
 * while another live process holds it. A lock whose holder has died (a build killed mid-bundle),
 * or older than ten minutes, is broken.
 */
async function takeLock(lock: string): Promise<boolean> {
  try {
    await mkdir(lock);
    await writeFile(join(lock, 'pid'), String(process.pid));
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const pid = Number(await readFile(join(lock, 'pid'), 'utf8').catch(() => ''));
  const age = Date.now() - ((await stat(lock).catch(() => null))?.mtimeMs ?? Date.now());
  // A lock just made may not hold its pid yet.
  const abandoned = pid > 0 ? !processAlive(pid) : age > 5_000;
  if (abandoned || age > 10 * 60_000) await rm(lock, { recursive: true, force: true });
  return false;
}

/** Makes `path` a symbolic link to `target`, whoever else is making the same link at once. */
export async function ensureLink(target: string, path: string): Promise<void> {
  if ((await readlink(path).catch(() => null)) === target) return;
  await rm(path, { recursive: true, force: true });
  await symlink(target, path, 'dir').catch((error: unknown) => {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  });
}

/** Runs `theme-compile.ts` in a process of its own (see there). */
async function compileInChild(outDir: string): Promise<void> {
  const exit = await runNodeScript(compileScript, [outDir], { cwd: siteTemplateRoot });
  if (exit.code !== 0)
    throw new Error(
      `The theme build failed (${exit.signal ?? `code ${exit.code}`}): ${exit.stderr || 'no output'}`,
    );
}

/** Theme builds other than `keep` that nobody has used for a day. */
async function pruneThemes(themesDir: string, keep: string): Promise<void> {
  const dayAgo = Date.now() - 24 * 3_600_000;
  for (const entry of await readdir(themesDir, { withFileTypes: true }).catch(() => [])) {
    if (!entry.isDirectory() || entry.name === keep || entry.name.startsWith('.')) continue;
    const used = await stat(join(themesDir, entry.name, 'theme.json')).catch(() => null);
    if (used && used.mtimeMs < dayAgo)
      await rm(join(themesDir, entry.name), { recursive: true, force: true });
  }
}

/**
 * The site template compiled once (Astro's server output, through `themeAdapter`), for the
 * renderer to render any kitchen with: built the first time it is asked for and kept under the
 * hash of its inputs, so every later build of every kitchen starts from it. Builds appear whole
 * (made in a scratch folder, then renamed) and one process at a time builds a given theme; the
 * others wait for it. `onBuild` is called when this call has to build it.
 */
export async function ensureThemeBuild(
  options: { themesDir?: string; onBuild?: () => Promise<void> | void } = {},
): Promise<ThemeBuild> {
  const themesDir = options.themesDir ?? process.env.LARDER_THEME_DIR ?? defaultThemesDir;
  const hash = await themeInputHash();
  const dir = join(themesDir, hash);
  await mkdir(themesDir, { recursive: true });
  // The server bundle imports the template's packages: a link beside the builds finds them
  // wherever the folder is.
  await ensureLink(join(siteTemplateRoot, 'node_modules'), join(themesDir, 'node_modules'));
  const lock = join(themesDir, `.lock-${hash}`);
  for (;;) {
    const marker = join(dir, 'theme.json');
    if (await stat(marker).catch(() => null)) {
      const now = new Date();
      // Marks it as in use, so pruning keeps it.
      await utimes(marker, now, now).catch(() => {});
      return themeAt(dir, hash);
    }
    if (await takeLock(lock)) break;
    await sleep(200);
  }
  try {
    // Another process may have finished it between our look and our lock.
    if (await stat(join(dir, 'theme.json')).catch(() => null)) return await themeAt(dir, hash);
    // Only the lock's holder builds this theme: scratch folders of it are left by killed builds.
    for (const entry of await readdir(themesDir))
      if (entry.startsWith(`.tmp-${hash}-`))
        await rm(join(themesDir, entry), { recursive: true, force: true });
    await options.onBuild?.();
    const scratch = join(themesDir, `.tmp-${hash}-${randomBytes(4).toString('hex')}`);
    try {
      const started = performance.now();
      await compileInChild(scratch);
      await writeFile(
        join(scratch, 'theme.json'),
        JSON.stringify({
          hash,
          output: await themeOutputHash(scratch),
          builtAt: new Date().toISOString(),
          milliseconds: Math.round(performance.now() - started),
        }),
      );
      await rename(scratch, dir).catch(async (error: unknown) => {
        // Finished meanwhile by a process that broke the lock of one presumed dead: the same bytes.
        const code = (error as NodeJS.ErrnoException).code;
        if (
          (code !== 'ENOTEMPTY' && code !== 'EEXIST') ||
          !(await stat(join(dir, 'theme.json')).catch(() => null))
        )
          throw error;
      });
    } finally {
      await rm(scratch, { recursive: true, force: true });
    }
    await pruneThemes(themesDir, hash);
    return await themeAt(dir, hash);
  } finally {
    await rm(lock, { recursive: true, force: true });
  }
}

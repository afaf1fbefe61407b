/**
 * The renderer's process: renders the pages of a kitchen from a theme build into a folder.
 * Run by render-kitchen.ts with a `RenderJob` as its one argument (JSON), it reports `{ ok, pages }`
 * or the error over its IPC channel and exits; run with `--serve`, it is kept: it renders each
 * job it is sent (`RenderServeJob`), reporting each, with the theme loaded once (ADR 040). Either
 * way it exits if its parent goes away. With `threads` above one, each of that many worker threads
 * loads the theme build and renders every n-th page (the page list is the same in each: same
 * build, same data).
 */
import {
  closeSync,
  constants,
  cpSync,
  fstatSync,
  linkSync,
  mkdirSync,
  openSync,
  readdirSync,
  readSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { cp, mkdir, readFile, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { type BuildClock, ReadRecorder } from './kitchen-reads.ts';
import { ReleasePagesCollector } from './page-finish.ts';
import { mergeSerialRecords, serializeRecords, type PageRecord, type SerialRecords } from './page-records.ts';
import { setKitchenSource, type KitchenSource } from './snapshot-plugin.ts';
import { Folders } from './spare-folders.ts';
import { linkTree, tryLink } from './try-link.ts';

export interface RenderJob {
  serverEntry: string;
  clientDir: string;
  dataDir: string;
  progressFile: string;
  outDir: string;
  /** The kitchen's origin: pages see it as their request's URL. */
  origin: string;
  /** Tests of crash recovery: the page whose rendering kills the renderer (see `KitchenSource`). */
  crashOnPage?: string | undefined;
  /** Only these pages (paths such as `/recipes/soup/`, or `/fonts/*` for all below), without the theme's assets: a preview. */
  only?: string[] | undefined;
  /**
   * A release's pages are finished as they are written (see `ReleasePagesCollector`): the JSON
   * file of `[imageId, placeholder]` pairs their placeholder stylesheets are made of. Without it
   * the pages are written as rendered and nothing is noted (a preview; the reference build).
   */
  placeholdersFile?: string | undefined;
  /** Worker threads to render on (1 when absent; a preview always renders on one). */
  threads?: number | undefined;
  /**
   * The live release: a page whose bytes are the same as its file there is hard-linked to it
   * instead of written, so releases share what did not change (on disk and in the page cache).
   */
  previousDir?: string | undefined;
  /**
   * A release's render notes what each page read (page-records.ts), with the build's clock as
   * the pages' "now". Absent for a preview.
   */
  clock?: BuildClock | undefined;
  /**
   * A JSON file listing pages (files relative to the release) whose data did not change since
   * `previousDir` was rendered: each is linked from there instead of rendered.
   */
  reuseFile?: string | undefined;
  /**
   * Started before the parent knows which pages can be reused (ADR 039): the renderer loads the
   * theme and lists the pages, then waits for the parent's `RenderGo` before the first page.
   */
  awaitGo?: boolean | undefined;
}

/**
 * What a renderer started with `awaitGo` waits for: whether to reuse the pages in `reuseFile`,
 * or (`cancel`) to render nothing, when the parent renders on threads after all.
 */
export interface RenderGo {
  type: 'go';
  reuse: boolean;
  cancel?: boolean;
}

/** A job for a kept renderer (`--serve`), sent once it has reported the job before. */
export interface RenderServeJob {
  type: 'job';
  job: RenderJob;
}

/**
 * `RenderGo`s sent before the render asked for one (`go`). The renderer listens from its start
 * (a kept one for its jobs too), so what arrives early is kept here rather than lost.
 */
const earlyGoes: RenderGo[] = [];
/** Whether this process is a kept renderer (`serve`). */
let serving = false;
let awaitingGo: ((message: RenderGo) => void) | null = null;

/** Takes a `RenderGo` as it arrives: to the render waiting for it, or kept for the next one. */
function receiveGo(message: RenderGo): void {
  const waiting = awaitingGo;
  awaitingGo = null;
  if (waiting) waiting(message);
  else earlyGoes.push(message);
}

/** Resolves with the parent's `RenderGo`. */
function go(): Promise<RenderGo> {
  const early = earlyGoes.shift();
  if (early) return Promise.resolve(early);
  return new Promise((resolve) => {
    awaitingGo = resolve;
  });
}

/** Which pages a thread renders: every `of`-th page from the `index`-th. */
interface Shard {
  index: number;
  of: number;
}

interface Rendered {
  /** Pages rendered (not those reused). */
  pages: number;
  /**
   * Each page rendered, with its notes and the keys it read (with `placeholdersFile`),
   * serialized: as a thread posts its part, and as the renderer reports them to the build.
   */
  records: SerialRecords | null;
  /** Pages linked from the previous release (see `reuseFile`). */
  reused: string[];
}

export type RenderReport =
  | {
      ok: true;
      pages: number;
      peakRssKb: number;
      records: SerialRecords | null;
      reused: string[];
      /** A kept renderer that exits after this job (it has grown, or rendered its share): send it no more. */
      retiring?: boolean;
    }
  | { ok: false; name: string; message: string; stack?: string };

interface RouteData {
  route: string;
  type: string;
  origin: string;
}

interface ThemeApp {
  render: (request: Request, options: { routeData: RouteData }) => Promise<Response>;
}

interface ThemeEntry {
  createThemeApp: () => ThemeApp;
  /** Absent from theme builds made before kept renderers: such a build renders one kitchen. */
  useKitchen?: (source: KitchenSource) => void;
  checkParsedRecipes?: () => number;
  /** Absent from theme builds made before it was added. */
  loadPageModules?: () => Promise<void>;
  StaticPaths: new (app: ThemeApp) => { getAll: () => Promise<{ pathname: string; route: RouteData }[]> };
}

/** Whether a path is one of `only`'s: the path itself, or under one given as `/folder/*`. */
function wanted(only: ReadonlySet<string>, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '');
  if (only.has(path)) return true;
  for (const entry of only) if (entry.endsWith('/*') && path.startsWith(entry.slice(0, -1))) return true;
  return false;
}

/** The file a page is written to, as a static build with `format: 'directory'` names it. */
export function outputFile(pathname: string, route: RouteData): string {
  if (route.type === 'endpoint') return pathname.replace(/\/+$/, '');
  if (route.route === '/404' || route.route === '/500') return `${route.route}.html`;
  return `${pathname.replace(/\/+$/, '')}/index.html`;
}

/** What `linkedUnchanged` reads a page into, a part at a time. */
const comparedPart = Buffer.allocUnsafe(32 * 1024);

/**
 * Links `file` to `previous` when that holds exactly `bytes`. Nothing writes to a release's files
 * once they are written (a change makes a new release, and a file is replaced by renaming), so a
 * file shared by two releases never changes under either. False when it cannot (another file
 * system, no such file, other bytes). Read a part at a time, up to the first difference: after a
 * change every page shows (a theme's asset names, the kitchen's title), a page of the same length
 * differs in its head, and reading each page whole cost 1.1 ms of its render.
 */
export function linkedUnchanged(previous: string, file: string, bytes: Buffer): boolean {
  let fd: number;
  try {
    // Not blocking: whatever is at the name (a pipe would wait for a writer) is looked at first.
    fd = openSync(previous, constants.O_RDONLY | constants.O_NONBLOCK);
  } catch {
    return false;
  }
  try {
    const info = fstatSync(fd);
    if (!info.isFile() || info.size !== bytes.length) return false;
    for (let at = 0; at < bytes.length;) {
      const read = readSync(fd, comparedPart, 0, Math.min(comparedPart.length, bytes.length - at), at);
      if (read === 0 || comparedPart.compare(bytes, at, at + read, 0, read) !== 0) return false;
      at += read;
    }
    linkSync(previous, file);
    return true;
  } catch {
    return false;
  } finally {
    try {
      closeSync(fd);
    } catch {
      // Nothing was written through it.
    }
  }
}

/**
 * Writes `bytes` as a new file at `file`, never through a file already there: after threads died,
 * the render on one thread goes into their folder, where a page may be a hard link to the live
 * release's (linked as reused), and writing through it would change the live kitchen's page.
 */
export function writeNewFile(file: string, bytes: Buffer): void {
  try {
    writeFileSync(file, bytes, { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    unlinkSync(file);
    writeFileSync(file, bytes, { flag: 'wx' });
  }
}

/**
 * The theme build's client files put into a release: its `_astro/` assets hard-linked (hashed
 * names that nothing writes again), the template's public files copied. The build writes some
 * public names itself (`robots.txt`, `favicon.ico`, …), and a write through a link would change
 * the theme build's file and every release linked to it.
 */
function placeClientFiles(clientDir: string, outDir: string): void {
  mkdirSync(outDir, { recursive: true });
  for (const entry of readdirSync(clientDir, { withFileTypes: true })) {
    const from = join(clientDir, entry.name);
    const to = join(outDir, entry.name);
    if (entry.name === '_astro' && entry.isDirectory()) linkTree(from, to);
    else cpSync(from, to, { recursive: true });
  }
}

/** The theme build this thread has loaded, and the one it was loaded from. */
let loaded: { serverEntry: string; entry: ThemeEntry } | null = null;

/**
 * The theme build at `serverEntry`, rendering `source`'s kitchen. Loaded once per thread: a
 * kept renderer's next job gives the loaded template its kitchen (`useKitchen`), which works out
 * again what the template works out once per kitchen, where the recorder notes it as every
 * page's (as it notes what a freshly loaded template reads before its first page).
 */
async function themeWith(serverEntry: string, source: KitchenSource): Promise<ThemeEntry> {
  if (loaded) {
    if (loaded.serverEntry !== serverEntry || !loaded.entry.useKitchen)
      throw new Error('This renderer has loaded another theme build: a new renderer renders this one.');
    loaded.entry.useKitchen(source);
    return loaded.entry;
  }
  setKitchenSource(source);
  const entry = (await import(pathToFileURL(serverEntry).href)) as ThemeEntry;
  // Whatever the template reads as its modules load is read now, before any page: every page's.
  if (source.recorder) await entry.loadPageModules?.();
  loaded = { serverEntry, entry };
  return entry;
}

/** Renders the pages of `job` (those of `shard` only, when given) in this thread. */
export async function renderPages(job: RenderJob, shard?: Shard): Promise<Rendered> {
  const recorder = job.clock && job.placeholdersFile ? new ReadRecorder(job.clock) : undefined;
  const entry = await themeWith(job.serverEntry, {
    dataDir: job.dataDir,
    progressFile: job.progressFile,
    crashOnPage: job.crashOnPage,
    recorder,
  });
  recorder?.listing();
  const app = entry.createThemeApp();
  const paths = (await new entry.StaticPaths(app).getAll())
    // Astro's own endpoints (the image service) have nothing to write.
    .filter(({ route }) => route.origin !== 'internal')
    .filter((_, index) => !shard || index % shard.of === shard.index);
  await mkdir(job.outDir, { recursive: true });
  const only = job.only ? new Set(job.only.map((path) => path.replace(/\/+$/, ''))) : null;
  if (!only && !shard) placeClientFiles(job.clientDir, job.outDir);
  const placeholders = job.placeholdersFile
    ? new Map(JSON.parse(await readFile(job.placeholdersFile, 'utf8')) as [string, string][])
    : null;
  const collector = placeholders ? new ReleasePagesCollector(placeholders) : null;
  const pages = paths.flatMap(({ pathname, route }) => {
    if (only && !wanted(only, pathname)) return [];
    const name = outputFile(pathname, route).replace(/^\/+/, '');
    return [{ pathname, route, name, file: join(job.outDir, name) }];
  });
  // Every page gets its folder, rendered or linked. Synchronous: this thread only renders, and
  // the thread pool's round trips for a folder, an open, a write and a close per page cost more
  // than the writes (2 s of 30 at 2,000 recipes). Made before a renderer started early waits,
  // while the build still works out what to reuse (0.3 s of 2,000 recipe folders).
  const folders = new Folders();
  for (const page of pages) folders.ensure(dirname(page.file));
  // Ready to render: a renderer started early waits here for what may be reused.
  const told = job.awaitGo ? await go() : null;
  if (told?.cancel) return { pages: 0, reused: [], records: null };
  const reusing = told ? told.reuse : true;
  const reuse =
    reusing && job.reuseFile && job.previousDir
      ? new Set(JSON.parse(await readFile(job.reuseFile, 'utf8')) as string[])
      : null;
  const records = new Map<string, PageRecord>();
  const reused: string[] = [];
  let rendered = 0;
  for (const { pathname, route, name, file } of pages) {
    // A page none of whose data changed is the live release's page: linked, not rendered.
    if (reuse?.has(name) && tryLink(join(job.previousDir!, name), file)) {
      reused.push(name);
      continue;
    }
    const url = new URL(
      route.type === 'page' && !pathname.endsWith('/') ? `${pathname}/` : pathname,
      `${job.origin}/`,
    );
    recorder?.startPage();
    const response = await app.render(new Request(url), { routeData: route });
    const errorPage = route.route === '/404' || route.route === '/500';
    if (response.status !== 200 && !errorPage)
      throw new Error(`${pathname} answered ${response.status} instead of a page.`);
    // Each page is finished as it is written, so that nothing reads every page again.
    const finished = collector && name.endsWith('.html');
    const body = Buffer.from(await response.arrayBuffer());
    const bytes = finished ? collector.finishBytes(name, body) : body;
    if (recorder) {
      const keys = recorder.endPage();
      // Its placeholder stylesheet is drawn from the placeholders of the images it shows.
      if (finished) for (const id of collector.lastPlaceholderIds) keys.push(JSON.stringify(['p', id]));
      records.set(name, { notes: finished ? (collector.pages().get(name) ?? null) : null, keys });
    }
    if (!(job.previousDir && linkedUnchanged(join(job.previousDir, name), file, bytes)))
      writeNewFile(file, bytes);
    rendered += 1;
    // Let the event loop run between pages: a renderer whose parent died hears of it (the IPC
    // channel's disconnect) and stops, instead of writing on into a folder being cleaned up.
    await new Promise((resolve) => setImmediate(resolve));
  }
  return {
    pages: rendered,
    reused,
    records: recorder
      ? serializeRecords({
          pages: records,
          global: recorder.globalKeys,
          mutated: recorder.mutated,
          groups: recorder.groups(),
        })
      : null,
  };
}

/**
 * Renders a kitchen on `job.threads` worker threads, each with its own progress file. A page
 * that throws fails the render with its error, its thread's progress copied to the job's progress
 * file (which then names that page, as a render on one thread would).
 */
async function renderOnThreads(job: RenderJob, threads: number): Promise<Rendered> {
  placeClientFiles(job.clientDir, job.outDir);
  const workers: Worker[] = [];
  try {
    const parts = await Promise.all(
      Array.from({ length: threads }, (_, index) => {
        const progressFile = `${job.progressFile}.${index}`;
        const worker = new Worker(new URL(import.meta.url), {
          workerData: { job: { ...job, progressFile }, shard: { index, of: threads } },
        });
        workers.push(worker);
        return new Promise<Rendered>((resolve, reject) => {
          let settled = false;
          worker.once('message', (message: Rendered) => {
            settled = true;
            resolve(message);
          });
          worker.once('error', (error: Error) => {
            settled = true;
            void cp(progressFile, job.progressFile)
              .catch(() => undefined)
              .finally(() => {
                reject(error);
              });
          });
          worker.once('exit', (code) => {
            if (!settled) reject(new Error(`A render thread stopped with code ${code} before it finished.`));
          });
        });
      }),
    );
    const records = parts.flatMap((part) => (part.records ? [part.records] : []));
    return {
      pages: parts.reduce((sum, part) => sum + part.pages, 0),
      reused: parts.flatMap((part) => part.reused),
      records: records.length === parts.length ? mergeSerialRecords(records) : null,
    };
  } finally {
    await Promise.all(workers.map((worker) => worker.terminate()));
    for (let index = 0; index < threads; index += 1)
      await rm(`${job.progressFile}.${index}`, { force: true });
  }
}

/** Renders the job: on this thread, or on `job.threads` worker threads. */
export async function renderJob(job: RenderJob): Promise<Rendered> {
  const threads = job.only ? 1 : Math.max(1, Math.floor(job.threads ?? 1));
  return threads === 1 ? renderPages(job) : renderOnThreads(job, threads);
}

function report(message: RenderReport): Promise<void> {
  return new Promise((resolve) => {
    if (!process.send) resolve();
    else
      process.send(message, () => {
        resolve();
      });
  });
}

/** A kept renderer retires after this many jobs, or once it holds this much memory between them. */
const KEPT_RENDERER_JOBS = 100;
const KEPT_RENDERER_RSS_MB = 640;

if (!isMainThread && (workerData as { shard?: Shard } | null)?.shard) {
  const { job, shard } = workerData as { job: RenderJob; shard: Shard };
  parentPort!.postMessage(await renderPages(job, shard));
} else if (import.meta.main) {
  process.on('disconnect', () => {
    process.exit(1);
  });
  process.on('message', (message: RenderServeJob | RenderGo) => {
    if (message.type === 'go') receiveGo(message);
  });
  if (process.argv[2] === '--serve') serve();
  else {
    const job = JSON.parse(process.argv[2] ?? '{}') as RenderJob;
    await runAndReport(job);
    process.exit(0);
  }
}

/**
 * Renders `job` and reports it. A job that fails is reported and ends the process (a kept one
 * too: whatever a failing render left in the template's modules is not the next job's).
 */
async function runAndReport(job: RenderJob, retire?: () => boolean): Promise<void> {
  try {
    const { pages, records, reused } = await renderJob(job);
    const retiring = retire?.() ?? false;
    await report({
      ok: true,
      pages,
      records,
      reused,
      peakRssKb: process.resourceUsage().maxRSS,
      ...(retiring ? { retiring } : {}),
    });
    if (retiring) process.exit(0);
    // Between jobs, while nobody waits: nothing a page changed in its data reaches the next job.
    const changed = serving ? (loaded?.entry.checkParsedRecipes?.() ?? 0) : 0;
    if (changed > 0)
      console.warn(`[render] The template changed ${changed} recipe(s) it read; they are read again.`);
  } catch (error) {
    const failure = error instanceof Error ? error : new Error(String(error));
    await report({
      ok: false,
      name: failure.name,
      message: failure.message,
      ...(failure.stack ? { stack: failure.stack } : {}),
    });
    process.exit(1);
  }
}

/** A kept renderer: each job it is sent, one at a time, until its parent goes or it retires. */
function serve(): void {
  serving = true;
  let jobs = 0;
  const retire = () => {
    jobs += 1;
    return jobs >= KEPT_RENDERER_JOBS || process.memoryUsage().rss > KEPT_RENDERER_RSS_MB * 1024 * 1024;
  };
  let running: Promise<void> = Promise.resolve();
  process.on('message', (message: RenderServeJob | RenderGo) => {
    if (message.type !== 'job') return;
    running = running.then(() => runAndReport({ ...message.job, threads: 1 }, retire));
  });
}

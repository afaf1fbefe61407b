/**
 * The renderer's process: renders every page of one kitchen from a theme build into a folder.
 * Run by `renderKitchen` (render-kitchen.ts) with a `RenderJob` as its one argument (JSON); it
 * reports `{ ok, pages }` or the error over its IPC channel, and exits if its parent goes away.
 * One kitchen per process: the template reads its kitchen once, when the theme build is loaded.
 */
import { cp, mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ReleasePagesCollector, type ReleasePages } from './page-finish.ts';
import { setKitchenSource } from './snapshot-plugin.ts';

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
}

export type RenderReport =
  | { ok: true; pages: number; peakRssKb: number; finished: ReleasePages | null }
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

export async function renderPages(job: RenderJob): Promise<{ pages: number; finished: ReleasePages | null }> {
  setKitchenSource({ dataDir: job.dataDir, progressFile: job.progressFile, crashOnPage: job.crashOnPage });
  const entry = (await import(pathToFileURL(job.serverEntry).href)) as ThemeEntry;
  const app = entry.createThemeApp();
  const paths = await new entry.StaticPaths(app).getAll();
  await mkdir(job.outDir, { recursive: true });
  const only = job.only ? new Set(job.only.map((path) => path.replace(/\/+$/, ''))) : null;
  if (!only) await cp(job.clientDir, job.outDir, { recursive: true });
  const collector = job.placeholdersFile
    ? new ReleasePagesCollector(
        new Map(JSON.parse(await readFile(job.placeholdersFile, 'utf8')) as [string, string][]),
      )
    : null;
  let pages = 0;
  for (const { pathname, route } of paths) {
    // Astro's own endpoints (the image service) have nothing to write.
    if (route.origin === 'internal') continue;
    if (only && !wanted(only, pathname)) continue;
    const url = new URL(
      route.type === 'page' && !pathname.endsWith('/') ? `${pathname}/` : pathname,
      `${job.origin}/`,
    );
    const response = await app.render(new Request(url), { routeData: route });
    const errorPage = route.route === '/404' || route.route === '/500';
    if (response.status !== 200 && !errorPage)
      throw new Error(`${pathname} answered ${response.status} instead of a page.`);
    const name = outputFile(pathname, route).replace(/^\/+/, '');
    const file = join(job.outDir, name);
    await mkdir(dirname(file), { recursive: true });
    // Each page is finished as it is written, so that nothing reads every page again.
    await writeFile(
      file,
      collector && name.endsWith('.html')
        ? collector.finish(name, await response.text())
        : Buffer.from(await response.arrayBuffer()),
    );
    pages += 1;
  }
  return { pages, finished: collector?.result() ?? null };
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

if (import.meta.main) {
  process.on('disconnect', () => {
    process.exit(1);
  });
  const job = JSON.parse(process.argv[2] ?? '{}') as RenderJob;
  try {
    const { pages, finished } = await renderPages(job);
    await report({ ok: true, pages, finished, peakRssKb: process.resourceUsage().maxRSS });
    process.exit(0);
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

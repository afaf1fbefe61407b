import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { runNodeScript } from './node-child.ts';
import type { ReleasePages } from './page-finish.ts';
import type { RenderJob, RenderReport } from './render-pages.ts';

const renderScript = fileURLToPath(new URL('./render-pages.ts', import.meta.url));

/** Below this many recipes a kitchen renders on one thread: a thread's start (the theme and the kitchen loaded again) is most of its render. */
export const THREADED_RENDER_MIN_RECIPES = 200;

/**
 * How many threads to render a kitchen of `recipes` on: one for a small kitchen, else one per
 * core up to 4, or `LARDER_RENDER_THREADS` (each thread holds the kitchen's data and the theme).
 */
export function renderThreads(recipes: number, env: NodeJS.ProcessEnv = process.env): number {
  if (recipes < THREADED_RENDER_MIN_RECIPES) return 1;
  const chosen = Math.floor(Number(env.LARDER_RENDER_THREADS));
  return chosen >= 1 ? chosen : Math.min(availableParallelism(), 4);
}

/** The renderer's process died (the out-of-memory killer, a native crash): no page error to report. */
export class RenderCrashError extends Error {
  readonly signal: NodeJS.Signals;
  constructor(signal: NodeJS.Signals) {
    super(`The renderer was killed by ${signal}.`);
    this.signal = signal;
    this.name = 'RenderCrashError';
  }
}

/**
 * Renders every page of one kitchen from a theme build into `job.outDir` (with the theme's
 * assets), in a process of its own: the template reads its kitchen when it is loaded, so each
 * kitchen (and each attempt) gets a fresh one. A page that throws rejects with that error (its
 * name and message); a renderer that dies rejects with `RenderCrashError`. The page being
 * rendered is in `job.progressFile` either way.
 */
export interface Rendered {
  pages: number;
  /** The renderer's peak resident memory. */
  peakRssKb: number;
  /** What the pages' headers, sitemap and checks need, noted as they were written (with `placeholdersFile`). */
  finished: ReleasePages | null;
}

export async function renderKitchen(job: RenderJob): Promise<Rendered> {
  try {
    return await renderOnce(job);
  } catch (error) {
    // Threads share one process: when it dies, the job's progress file may name another
    // thread's page. Once more on one thread, which dies on the same page and names it (or,
    // killed for its memory, gets through with less).
    if (error instanceof RenderCrashError && (job.threads ?? 1) > 1)
      return renderOnce({ ...job, threads: 1 });
    throw error;
  }
}

async function renderOnce(job: RenderJob): Promise<Rendered> {
  let report: RenderReport | null = null;
  // NODE_ENV=production (see runNodeScript): React's server renderer is loaded from the template's
  // packages at render time, and its development build renders half again as slowly.
  const exit = await runNodeScript(renderScript, [JSON.stringify(job)], {
    // This process's heap limit holds for the renderer too.
    flags: process.execArgv.filter((flag) => flag.startsWith('--max-old-space-size')),
    onMessage: (message) => {
      report = message as RenderReport;
    },
  });
  const result = report as RenderReport | null;
  if (result?.ok) return { pages: result.pages, peakRssKb: result.peakRssKb, finished: result.finished };
  if (result) {
    const error = new Error(result.message);
    error.name = result.name;
    if (result.stack) error.stack = result.stack;
    throw error;
  }
  if (exit.signal) throw new RenderCrashError(exit.signal);
  throw new Error(`The renderer exited with code ${exit.code}: ${exit.stderr || 'no output'}`);
}

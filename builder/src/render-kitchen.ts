import { fileURLToPath } from 'node:url';
import { runNodeScript } from './node-child.ts';
import type { ReleasePages } from './page-finish.ts';
import type { RenderJob, RenderReport } from './render-pages.ts';

const renderScript = fileURLToPath(new URL('./render-pages.ts', import.meta.url));

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

import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
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

/** Node's flags for the renderer: this process's heap limit, and a TypeScript loader where Node has none. */
function renderFlags(): string[] {
  const heap = process.execArgv.filter((flag) => flag.startsWith('--max-old-space-size'));
  return [...heap, ...(process.features.typescript ? [] : ['--import', 'tsx'])];
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
}

export function renderKitchen(job: RenderJob): Promise<Rendered> {
  return new Promise((resolve, reject) => {
    let result: RenderReport | null = null;
    // React's server renderer is loaded from the template's packages at render time, and picks its
    // development build (half again as slow, more garbage) unless NODE_ENV says production, as
    // Astro's own build sets it.
    const child = spawn(process.execPath, [...renderFlags(), renderScript, JSON.stringify(job)], {
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: ['ignore', 'inherit', 'pipe', 'ipc'],
    });
    let stderr = '';
    child.stderr?.setEncoding('utf8');
    child.stderr?.on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-8_000);
      process.stderr.write(chunk);
    });
    child.on('message', (message: RenderReport) => {
      result = message;
    });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      const report = result;
      if (report?.ok) resolve({ pages: report.pages, peakRssKb: report.peakRssKb });
      else if (report) {
        const error = new Error(report.message);
        error.name = report.name;
        if (report.stack) error.stack = report.stack;
        reject(error);
      } else if (signal) reject(new RenderCrashError(signal));
      else reject(new Error(`The renderer exited with code ${code}: ${stderr.trim() || 'no output'}`));
    });
  });
}

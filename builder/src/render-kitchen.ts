import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { buildClock } from './kitchen-reads.ts';
import { runNodeScript, type ChildExit } from './node-child.ts';
import { releasePagesOf, type ReleasePages } from './page-finish.ts';
import { deserializeRecords, type PageNotes, type RenderRecords } from './page-records.ts';
import type { ChildProcess } from 'node:child_process';
import type { RenderGo, RenderJob, RenderReport, RenderServeJob } from './render-pages.ts';

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
  /** Pages rendered (pages reused from the live release not counted). */
  pages: number;
  /** The renderer's peak resident memory. */
  peakRssKb: number;
  /** What the pages' headers, sitemap and checks need, noted as they were written (with `placeholdersFile`). */
  finished: ReleasePages | null;
  /** Each page rendered: its notes and the keys it read (with `placeholdersFile`). */
  records: RenderRecords | null;
  /** Pages linked from the live release instead of rendered (see `RenderJob.reuseFile`). */
  reused: string[];
}

/** A release's notes from its pages' records. */
export function finishedOf(records: RenderRecords): ReleasePages {
  return releasePagesOf(
    [...records.pages].flatMap(([file, record]) =>
      record.notes ? [[file, record.notes] as [string, PageNotes]] : [],
    ),
  );
}

export async function renderKitchen(given: RenderJob): Promise<Rendered> {
  // One clock for every thread (and the retry): pages built together see the same day.
  const job = given.placeholdersFile && !given.clock ? { ...given, clock: buildClock() } : given;
  // A kept renderer renders on one thread, and a release only (a preview renders in a process
  // of its own, as the dashboard's previews always have).
  if (keeping && (job.threads ?? 1) === 1 && job.placeholdersFile) return keptRun(job).done;
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

/**
 * A renderer started before the build knows which pages it can reuse (ADR 039): it loads the
 * theme and lists the kitchen's pages while the build compares the live release's records with
 * the new data, on the other core. `go` tells it whether to reuse the pages in `job.reuseFile`
 * (written by then) and resolves as `renderKitchen` does; `cancel` stops it, when the render
 * turns out to need threads (many pages changed), and resolves once it has exited.
 */
export interface EarlyRender {
  go: (reuse: boolean) => Promise<Rendered>;
  cancel: () => Promise<void>;
}

export function startRender(job: RenderJob): EarlyRender {
  if (keeping) return startKept(job);
  let child: ChildProcess | null = null;
  let sent = false;
  const done = renderOnce({ ...job, threads: 1, awaitGo: true }, (spawned) => {
    child = spawned;
  });
  // A renderer cancelled (or failing before it is told to go) is not an unhandled rejection.
  done.catch(() => undefined);
  return {
    go: (reuse) => {
      sent = true;
      const message: RenderGo = { type: 'go', reuse };
      // A renderer that has died meanwhile rejects `done`: nothing to do about the message.
      child?.send(message, () => undefined);
      return done;
    },
    cancel: async () => {
      if (sent) throw new Error('The renderer has been told to go: it cannot be cancelled.');
      child?.kill('SIGKILL');
      await done.catch(() => undefined);
    },
  };
}

/** Whether early renders go to a renderer kept between them (`keepRenderer`). */
let keeping = false;
let kept: KeptRenderer | null = null;

/**
 * From now on (`on`), this process's releases render on one thread in a renderer process kept
 * between them, with the theme loaded (ADR 040): a long-lived build process's publishes skip
 * the renderer's start, its modules' load and the theme's. A renderer whose render fails, or
 * that dies, is replaced by a new one for the next render. Off, renders start renderers of their
 * own again; the kept one stays until `endKeptRenderer` (or this process's end).
 */
export function keepRenderer(on: boolean): void {
  keeping = on;
}

/** Ends the kept renderer, if there is one. */
export function endKeptRenderer(): void {
  kept?.stop();
  kept = null;
}

/** A renderer process (`render-pages.ts --serve`) that renders one job after another. */
class KeptRenderer {
  readonly serverEntry: string;
  /** False once it has failed, died or said it retires: it gets no more jobs. */
  usable = true;
  #child: ChildProcess | null = null;
  #job: { resolve: (report: RenderReport) => void; reject: (error: Error) => void } | null = null;

  constructor(serverEntry: string) {
    this.serverEntry = serverEntry;
    void runNodeScript(renderScript, ['--serve'], {
      flags: heapFlags(),
      onMessage: (message) => {
        const report = message as RenderReport;
        if (!report.ok || report.retiring) this.usable = false;
        const job = this.#job;
        this.#job = null;
        job?.resolve(report);
      },
      onSpawn: (child) => {
        this.#child = child;
      },
    }).then(
      (exit) => {
        this.#exited(exit);
      },
      (error: unknown) => {
        this.#exited({ code: null, signal: null, stderr: String(error) });
      },
    );
  }

  #exited(exit: ChildExit): void {
    this.usable = false;
    if (kept === this) kept = null;
    const job = this.#job;
    this.#job = null;
    job?.reject(exitError(exit));
  }

  /** Sends `job`; resolves with its report (rejects when the renderer dies first). */
  run(job: RenderJob): Promise<RenderReport> {
    if (this.#job) throw new Error('A kept renderer renders one job at a time.');
    return new Promise((resolve, reject) => {
      this.#job = { resolve, reject };
      const message: RenderServeJob = { type: 'job', job };
      this.send(message);
    });
  }

  send(message: RenderServeJob | RenderGo): void {
    // A renderer that has died meanwhile rejects its job: nothing to do about the message.
    this.#child?.send(message, () => undefined);
  }

  stop(): void {
    this.usable = false;
    this.#child?.kill('SIGKILL');
  }
}

/** `job` sent to the kept renderer (started first when there is none, or not for this theme). */
function keptRun(job: RenderJob): { renderer: KeptRenderer; done: Promise<Rendered> } {
  // A new theme build gets a new renderer: one process loads one theme build.
  if (kept && (!kept.usable || kept.serverEntry !== job.serverEntry)) {
    kept.stop();
    kept = null;
  }
  const renderer = (kept ??= new KeptRenderer(job.serverEntry));
  const done = renderer.run({ ...job, threads: 1 }).then(renderedOf);
  done.catch(() => {
    // What a failed render left behind is not the next render's.
    renderer.stop();
  });
  return { renderer, done };
}

function startKept(job: RenderJob): EarlyRender {
  const { renderer, done } = keptRun({ ...job, awaitGo: true });
  let sent = false;
  return {
    go: (reuse) => {
      sent = true;
      renderer.send({ type: 'go', reuse });
      return done;
    },
    cancel: async () => {
      if (sent) throw new Error('The renderer has been told to go: it cannot be cancelled.');
      // Kept for the next publish: it renders nothing of this one.
      renderer.send({ type: 'go', reuse: false, cancel: true });
      await done.catch(() => undefined);
    },
  };
}

/** This process's heap limit, which holds for its renderers too. */
function heapFlags(): string[] {
  return process.execArgv.filter((flag) => flag.startsWith('--max-old-space-size'));
}

/** Why a renderer that exited without a report failed. */
function exitError(exit: ChildExit): Error {
  if (exit.signal) return new RenderCrashError(exit.signal);
  return new Error(`The renderer exited with code ${exit.code}: ${exit.stderr || 'no output'}`);
}

/** What a renderer's report says it rendered, or its error. */
function renderedOf(report: RenderReport): Rendered {
  if (report.ok) {
    const records = report.records ? deserializeRecords(report.records) : null;
    return {
      pages: report.pages,
      peakRssKb: report.peakRssKb,
      records,
      reused: report.reused,
      finished: records ? finishedOf(records) : null,
    };
  }
  const error = new Error(report.message);
  error.name = report.name;
  if (report.stack) error.stack = report.stack;
  throw error;
}

async function renderOnce(job: RenderJob, onSpawn?: (child: ChildProcess) => void): Promise<Rendered> {
  let report: RenderReport | null = null;
  // NODE_ENV=production (see runNodeScript): React's server renderer is loaded from the template's
  // packages at render time, and its development build renders half again as slowly.
  const exit = await runNodeScript(renderScript, [JSON.stringify(job)], {
    flags: heapFlags(),
    onMessage: (message) => {
      report = message as RenderReport;
    },
    ...(onSpawn ? { onSpawn } : {}),
  });
  const result = report as RenderReport | null;
  if (result) return renderedOf(result);
  throw exitError(exit);
}

import type { ChildProcess } from 'node:child_process';
import type { BuildResult } from '@larder/builder/build-kitchen';
import { spawnBuildProcess, type BuildProcessOptions } from './build-process.ts';

/** A build the worker hands to its build process. */
export interface BuildRequest {
  type: 'build';
  id: number;
  slug: string;
  leaseToken?: string;
  reportFile?: string;
  renderAll?: boolean;
}

/** What a build that went live did: files rendered and reused, and the milliseconds of each phase. */
export type BuildSummary = Pick<BuildResult, 'rendered' | 'phases' | 'milliseconds'>;

/** Phases that come after the kitchen is live (see `BuildResult.phases`). */
const AFTER_LIVE = new Set(['records', 'prune', 'spare']);

/** Milliseconds from the build's start (its snapshot read) to the kitchen live: its phases up to the switch. */
export function msToLive(summary: BuildSummary): number {
  return Object.entries(summary.phases).reduce((sum, [name, ms]) => sum + (AFTER_LIVE.has(name) ? 0 : ms), 0);
}

/** The build process's answer: the kitchen is live, or the build failed (and wrote its report). */
export interface BuildAnswer {
  type: 'built';
  id: number;
  ok: boolean;
  error?: string;
  summary?: BuildSummary;
}

/** Builds a process serves before it is replaced: whatever a build leaves behind stays bounded. */
export const BUILDS_PER_PROCESS = 100;

/** How long a build process waits idle before it exits (the next build starts a new one). */
export const IDLE_EXIT_MS = 10 * 60_000;

/**
 * The worker's build process, kept between builds (`larder build --serve`): the builder's code
 * loaded, compiled and warm, the database open. A publish of one recipe then pays for the pages
 * it renders instead of a process start, every module loaded again and the code run cold
 * (ADR 039).
 *
 * Each build stays as contained as in a process of its own:
 * - a build that fails, and any build that needs a larger heap than the process has, gets a new
 *   process for the next build;
 * - a build that is stopped (its lease lost, its time up, the worker stopping) kills the process;
 * - a process that dies (the out-of-memory killer, a crash in native code, a renderer killed
 *   mid-page) fails its build as a build process that died always did: no report, and the page
 *   being rendered in the progress file is the suspect;
 * - the process exits when the worker goes away (its IPC channel closes), when it has been idle
 *   for `IDLE_EXIT_MS`, and after `BUILDS_PER_PROCESS` builds.
 */
export class BuildServer {
  #child: ChildProcess | null = null;
  #heapMb = 0;
  #builds = 0;
  #nextId = 1;
  readonly #env: NodeJS.ProcessEnv | undefined;

  constructor(env?: NodeJS.ProcessEnv) {
    this.#env = env;
  }

  #start(heapMb: number): ChildProcess {
    const child = spawnBuildProcess(['--serve'], { heapMb, ...(this.#env ? { env: this.#env } : {}) });
    // Not waited for when the worker has nothing else to do.
    child.unref();
    child.channel?.unref();
    child.on('exit', () => {
      if (this.#child === child) this.#child = null;
    });
    this.#child = child;
    this.#heapMb = heapMb;
    this.#builds = 0;
    return child;
  }

  /** Builds one kitchen; the same contract as `runBuildProcess`, and what the build did. */
  run(slug: string, options: Omit<BuildProcessOptions, 'env'> = {}): Promise<BuildSummary | undefined> {
    const heapMb = options.heapMb ?? 0;
    if (this.#child && (this.#heapMb < heapMb || this.#builds >= BUILDS_PER_PROCESS)) this.stop();
    const child = this.#child ?? this.#start(heapMb);
    this.#builds += 1;
    const id = this.#nextId++;
    const request: BuildRequest = {
      type: 'build',
      id,
      slug,
      ...(options.leaseToken ? { leaseToken: options.leaseToken } : {}),
      ...(options.reportFile ? { reportFile: options.reportFile } : {}),
      ...(options.renderAll ? { renderAll: true } : {}),
    };
    return new Promise<BuildSummary | undefined>((resolve, reject) => {
      const done = () => {
        child.off('message', onMessage);
        child.off('exit', onExit);
        child.channel?.unref();
        options.signal?.removeEventListener('abort', onAbort);
      };
      const onMessage = (message: BuildAnswer) => {
        if (message.type !== 'built' || message.id !== id) return;
        done();
        if (message.ok) resolve(message.summary);
        else {
          // A fresh process for the next build: nothing a failed build left behind carries over.
          this.stop(child);
          reject(new Error(`build of "${slug}" failed: ${message.error ?? 'no reason given'}`));
        }
      };
      const onExit = (code: number | null, signal: NodeJS.Signals | null) => {
        done();
        reject(new Error(`build of "${slug}" exited with ${signal ?? `code ${code}`}`));
      };
      const onAbort = () => {
        child.kill('SIGKILL');
      };
      child.on('message', onMessage);
      child.on('exit', onExit);
      if (options.signal?.aborted) onAbort();
      else options.signal?.addEventListener('abort', onAbort, { once: true });
      child.channel?.ref();
      child.send(request, (error) => {
        if (error) child.kill('SIGKILL');
      });
    });
  }

  /** Lets an idle build process end on its own (it exits when its channel closes). */
  close(): void {
    const child = this.#child;
    this.#child = null;
    if (child?.connected) child.disconnect();
  }

  /** Stops the build process (the one given, or whichever runs). */
  stop(child: ChildProcess | null = this.#child): void {
    if (!child) return;
    if (this.#child === child) this.#child = null;
    child.kill('SIGKILL');
  }
}

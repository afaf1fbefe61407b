import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

/**
 * `larder build --all`: every kitchen rebuilt on the current theme (after a theme change, or by
 * CI), several at once, with progress and an estimate of the time left. Each kitchen switches
 * live on its own, so readers see a kitchen's old release until its new one is whole. A run that
 * stops (a crash, Ctrl-C, a failed kitchen) leaves a state file; the next run on the same theme
 * builds only the kitchens not yet done, and a finished run removes it.
 */
export interface BuildAllOptions {
  /** The theme every kitchen is built on (the hash of its build): a run resumes only on the same one. */
  theme: string;
  /** Kitchens built at once. */
  concurrency: number;
  /** Where the run records the kitchens it has built. */
  stateFile: string;
  /** Builds one kitchen and makes it live; rejects when it could not. */
  build: (slug: string) => Promise<void>;
  log: (line: string) => void;
  now?: () => number;
}

export interface BuildAllResult {
  built: string[];
  /** Kitchens an earlier, unfinished run on this theme had built already. */
  skipped: string[];
  failed: { slug: string; message: string }[];
}

interface RunState {
  theme: string;
  done: string[];
}

async function readState(file: string): Promise<RunState | null> {
  try {
    const state = JSON.parse(await readFile(file, 'utf8')) as Partial<RunState>;
    return typeof state.theme === 'string' && Array.isArray(state.done)
      ? { theme: state.theme, done: state.done.filter((slug) => typeof slug === 'string') }
      : null;
  } catch {
    // None, or unreadable (a run killed as it wrote it): start again.
    return null;
  }
}

/** Written whole or not at all: a run killed mid-write leaves the previous state. */
async function writeState(file: string, state: RunState): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}.partial`;
  await writeFile(partial, JSON.stringify(state));
  await rename(partial, file);
}

/** "1 min 5 s", "40 s": a duration as an operator reads it. */
export function formatEta(milliseconds: number): string {
  const seconds = Math.max(0, Math.round(milliseconds / 1000));
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min ${seconds % 60} s`;
  return `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}

export async function buildAllKitchens(slugs: string[], options: BuildAllOptions): Promise<BuildAllResult> {
  const now = options.now ?? (() => performance.now());
  const state = await readState(options.stateFile);
  const done = new Set(
    state?.theme === options.theme ? state.done.filter((slug) => slugs.includes(slug)) : [],
  );
  const skipped = slugs.filter((slug) => done.has(slug));
  const queue = slugs.filter((slug) => !done.has(slug));
  if (skipped.length > 0)
    options.log(
      `resuming: ${skipped.length} of ${slugs.length} kitchens were built on this theme by the last run`,
    );
  const concurrency = Math.max(1, Math.min(Math.floor(options.concurrency), queue.length || 1));
  options.log(`building ${queue.length} kitchens, ${concurrency} at a time`);
  const started = now();
  const built: string[] = [];
  const failed: BuildAllResult['failed'] = [];
  let writing = Promise.resolve();
  let next = 0;

  const runner = async () => {
    while (next < queue.length) {
      const slug = queue[next]!;
      next += 1;
      const kitchenStarted = now();
      try {
        await options.build(slug);
        built.push(slug);
        done.add(slug);
        // One write at a time, each with everything done so far.
        writing = writing.then(() =>
          writeState(options.stateFile, { theme: options.theme, done: [...done] }),
        );
        await writing;
      } catch (error) {
        failed.push({ slug, message: error instanceof Error ? error.message : String(error) });
      }
      const finished = built.length + failed.length;
      const left = queue.length - finished;
      const elapsed = now() - started;
      const eta = left > 0 ? `, about ${formatEta((elapsed / finished) * left)} left` : '';
      const outcome = failed.at(-1)?.slug === slug ? 'FAILED' : 'live';
      options.log(
        `[${finished}/${queue.length}] ${slug} ${outcome} (${formatEta(now() - kitchenStarted)})${left > 0 ? ` · ${left} to go${eta}` : ''}`,
      );
    }
  };
  await Promise.all(Array.from({ length: concurrency }, runner));

  if (failed.length === 0) await rm(options.stateFile, { force: true });
  options.log(
    `${built.length} built${skipped.length ? `, ${skipped.length} already built` : ''}${failed.length ? `, ${failed.length} failed: ${failed.map((entry) => entry.slug).join(', ')} (run again to retry them)` : ''} in ${formatEta(now() - started)}`,
  );
  return { built, skipped, failed };
}

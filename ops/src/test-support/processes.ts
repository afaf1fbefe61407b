import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { typeScriptLoader } from '../worker/build-process.ts';

export const cliEntry = fileURLToPath(new URL('../main.ts', import.meta.url));

/** Process ids whose command line contains every one of `parts` (Linux /proc). */
export function processesMatching(...parts: string[]): number[] {
  const found: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let commandLine: string;
    try {
      commandLine = readFileSync(`/proc/${entry}/cmdline`, 'utf8').replaceAll('\0', ' ');
      // A zombie has exited; it only waits for its parent to collect it.
      if (readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1]?.startsWith('Z')) continue;
    } catch {
      continue;
    }
    if (parts.every((part) => commandLine.includes(part))) found.push(Number(entry));
  }
  return found;
}

/**
 * The processes of `processesMatching` that work on the database at `dbPath` (by their
 * environment): a test sees only its own, though other test files build the same kitchens at once.
 */
export function processesOf(dbPath: string, ...parts: string[]): number[] {
  return processesMatching(...parts).filter((pid) => {
    try {
      return readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0').includes(`LARDER_DB_PATH=${dbPath}`);
    } catch {
      return false;
    }
  });
}

/** How much of a CLI process's output a test keeps, for the message of a failed expectation. */
const KEPT_OUTPUT = 16_384;

const outputs = new WeakMap<ChildProcess, { text: string }>();

/**
 * Runs the operator CLI in a child process with the given environment. Its output is kept (the
 * last 16 KB), and `exited` returns it, so a test can show why a process failed;
 * `LARDER_TEST_CHILD_OUTPUT=1` also passes it through as it comes.
 */
export function larder(args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  // A build process starts as the worker starts one (see `typeScriptLoader`); the rest as an
  // operator's command does, through tsx.
  const loader = env.LARDER_BUILD_CHILD && args[0] === 'build' ? typeScriptLoader() : ['--import', 'tsx'];
  const child = spawn(process.execPath, [...loader, cliEntry, ...args], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const kept = { text: '' };
  outputs.set(child, kept);
  const keep = (chunk: Buffer) => {
    kept.text = (kept.text + chunk.toString('utf8')).slice(-KEPT_OUTPUT);
    if (process.env.LARDER_TEST_CHILD_OUTPUT) process.stderr.write(chunk);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return child;
}

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
  /** The end of what the process wrote (for processes started by `larder`). */
  output: string;
}

export function exited(child: ChildProcess): Promise<Exit> {
  const output = () => outputs.get(child)?.text ?? '';
  if (child.exitCode !== null || child.signalCode !== null)
    return Promise.resolve({ code: child.exitCode, signal: child.signalCode, output: output() });
  return new Promise((resolve) => {
    child.once('exit', (code, signal) => {
      // The rest of its output arrives by 'close', unless a process it started still holds the
      // pipes (a worker's orphaned build): wait for that a moment at most.
      const done = () => {
        clearTimeout(timer);
        resolve({ code, signal, output: output() });
      };
      const timer = setTimeout(done, 200);
      child.once('close', done);
    });
  });
}

export const sleep = (ms: number) =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, ms);
  });

/** Polls `check` until it returns a value that is not undefined, or fails after `timeoutMs`. */
export async function waitFor<T>(
  what: string,
  check: () => Promise<T | undefined> | T | undefined,
  timeoutMs = 60_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}.`);
    await sleep(50);
  }
}

/** The environment of CLI processes that work on a test world's database and folders. */
export function childEnvFor(world: {
  env: { dbPath: string; databaseUrl: string | null; filesDir: string; outputDir: string; apiOrigin: string };
}): NodeJS.ProcessEnv {
  const { LARDER_DATABASE_URL: _inherited, ...inherited } = process.env;
  return {
    ...inherited,
    ...(world.env.databaseUrl ? { LARDER_DATABASE_URL: world.env.databaseUrl } : {}),
    NODE_ENV: 'test',
    LARDER_DB_PATH: world.env.dbPath,
    LARDER_FILES_DIR: world.env.filesDir,
    LARDER_OUTPUT_DIR: world.env.outputDir,
    LARDER_API_ORIGIN: world.env.apiOrigin,
  };
}

export { freePort } from '@larder/demo/free-port';

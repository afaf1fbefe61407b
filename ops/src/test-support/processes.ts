import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

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

/** Runs the operator CLI in a child process with the given environment. */
export function larder(args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', cliEntry, ...args], { env, stdio: 'ignore' });
}

export function exited(child: ChildProcess): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  if (child.exitCode !== null || child.signalCode !== null)
    return Promise.resolve({ code: child.exitCode, signal: child.signalCode });
  return new Promise((resolve) => {
    child.once('exit', (code, signal) => {
      resolve({ code, signal });
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
  env: { dbPath: string; filesDir: string; outputDir: string; apiOrigin: string };
}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'test',
    LARDER_DB_PATH: world.env.dbPath,
    LARDER_FILES_DIR: world.env.filesDir,
    LARDER_OUTPUT_DIR: world.env.outputDir,
    LARDER_API_ORIGIN: world.env.apiOrigin,
  };
}

/**
 * `./run test`: every check the project has, as CI runs it, with the time each part took.
 *
 *   ./run test                 typecheck, lint, format, unit and API tests, browser tests
 *   ./run test --changed [ref] the developer loop: the typecheck, lint and format of what changed
 *                              since `ref` (default: where this branch left main), the unit and API
 *                              tests that import a changed file, and changed browser specs
 *   ./run test checks|unit|e2e one part only (several may be named)
 *
 * The static checks run in two lanes at once (the TypeScript program is read by both the
 * typecheck and the type-aware lint, each on one core), in a full run alongside the tests at the
 * lowest CPU priority; caches under node_modules/.cache make them incremental between runs on
 * one machine. Vitest and Playwright print their own slowest
 * files and tests. See docs/decisions/025-test-suite-in-twelve-minutes.md.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { setPriority } from 'node:os';
import { fileURLToPath } from 'node:url';
import { DEMO_SERVER_COMMAND, DEMO_SERVER_ENV, DEMO_SERVER_HEALTH_URL } from '../../e2e/demo-server.ts';
import { postgresBinDir } from '../../demo/src/postgres/local-postgres.ts';
import { FAILURES_FILE } from './failures-file.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const cache = `${root}node_modules/.cache/larder`;
mkdirSync(cache, { recursive: true });

const PARTS = ['checks', 'unit', 'e2e'] as const;
type Part = (typeof PARTS)[number];

interface Step {
  name: string;
  command: string[];
  cwd?: string;
}

const args = process.argv.slice(2);
const changedAt = args.indexOf('--changed');
const changed = changedAt >= 0;
const refGiven =
  changed && args[changedAt + 1] && !args[changedAt + 1]!.startsWith('-') ? args[changedAt + 1] : undefined;
const named = args.filter(
  (arg, index) => arg !== '--changed' && !(changed && index === changedAt + 1 && arg === refGiven),
);
const unknown = named.filter((arg) => !(PARTS as readonly string[]).includes(arg));
if (unknown.length) {
  console.error(
    `Unknown part(s): ${unknown.join(', ')}. Choose from: ${PARTS.join(', ')}, or --changed [ref].`,
  );
  process.exit(2);
}
const parts = new Set<Part>(named.length ? (named as Part[]) : PARTS);

function git(...gitArgs: string[]): string {
  const result = spawnSync('git', gitArgs, { cwd: root, encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : '';
}

/** The commit changes are counted from, and the files changed since (committed or not). */
function changedFiles(): { base: string; files: string[] } {
  const base = refGiven ?? (git('merge-base', 'HEAD', 'main') || 'HEAD');
  const files = new Set(
    [
      ...git('diff', '--name-only', '--diff-filter=d', base).split('\n'),
      ...git('ls-files', '--others', '--exclude-standard').split('\n'),
    ].filter(Boolean),
  );
  return { base, files: [...files].sort() };
}

const bin = (name: string) => `${root}node_modules/.bin/${name}`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const timings: { name: string; ms: number; ok: boolean }[] = [];

/**
 * Runs one step, its output passed through (or kept and printed whole, for steps run side by
 * side). A `background` step runs at the lowest CPU priority: it takes only what the others leave.
 */
function run(
  step: Step,
  buffered: boolean,
  background = false,
  env: Record<string, string> = {},
): Promise<boolean> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(step.command[0]!, step.command.slice(1), {
      cwd: step.cwd ?? root,
      stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...env },
    });
    if (background && child.pid !== undefined) setPriority(child.pid, 19);
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => {
      const ms = performance.now() - started;
      const ok = code === 0;
      timings.push({ name: step.name, ms, ok });
      if (buffered) process.stdout.write(`\n── ${step.name} (${seconds(ms)}) ──\n${output}`);
      console.log(`${ok ? '✓' : '✗'} ${step.name}: ${seconds(ms)}${ok ? '' : ` (exit ${code})`}`);
      resolve(ok);
    });
  });
}

/** Steps in lanes: each lane's steps one after another, the lanes side by side. */
async function lanes(laneSteps: Step[][], background = false): Promise<boolean> {
  const results = await Promise.all(
    laneSteps.map(async (steps) => {
      let ok = true;
      for (const step of steps) ok = (await run(step, true, background)) && ok;
      return ok;
    }),
  );
  return results.every(Boolean);
}

function checkSteps(files: string[] | null): Step[][] {
  const typecheck: Step = {
    name: 'typecheck',
    command: [
      bin('tsc'),
      '-p',
      'tsconfig.json',
      '--incremental',
      '--tsBuildInfoFile',
      `${cache}/typecheck.tsbuildinfo`,
    ],
  };
  const astroCheck: Step = {
    name: 'astro check',
    command: [`${root}site-template/node_modules/.bin/astro`, 'check', '--minimumFailingSeverity', 'hint'],
    cwd: `${root}site-template`,
  };
  const lintable = files?.filter(
    (file) => /\.(ts|tsx|js|mjs)$/.test(file) && !file.startsWith('site-template/.'),
  );
  const lint: Step = {
    name: 'lint',
    command: [
      bin('eslint'),
      '--max-warnings',
      '0',
      '--cache',
      '--cache-strategy',
      'content',
      '--cache-location',
      `${cache}/eslint`,
      '--no-warn-ignored',
      ...(lintable ?? ['.']),
    ],
  };
  const format: Step = {
    name: 'format',
    command: [bin('prettier'), '--check', '--cache', '--ignore-unknown', ...(files ?? ['.'])],
  };
  // The type-aware lint takes as long as the other three together: it has a lane of its own.
  const astro = files && !files.some((file) => file.startsWith('site-template/')) ? [] : [astroCheck];
  const formatted = files?.length === 0 ? [] : [format];
  return [[typecheck, ...astro, ...formatted], lintable?.length === 0 ? [] : [lint]];
}

/**
 * The browser tests' demo, started while the unit tests run: seeding and building its three
 * kitchens takes about 45 s of processor time, which the unit tests' waits leave free. Started
 * with a lower priority (nice 10) where the run may raise it again (as root), and raised to the
 * tests' own when the browser tests begin; elsewhere at the tests' priority.
 */
interface EarlyServer {
  child: ChildProcess;
  output: string[];
  exited: Promise<number | null>;
}

function startDemoServer(): EarlyServer {
  const raise = process.getuid?.() === 0;
  const command = raise ? ['nice', '-n', '10', ...DEMO_SERVER_COMMAND] : DEMO_SERVER_COMMAND;
  const child = spawn(command[0]!, command.slice(1), {
    cwd: root,
    env: { ...process.env, ...DEMO_SERVER_ENV },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const output: string[] = [];
  const keep = (chunk: Buffer) => output.push(chunk.toString());
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.on('close', resolve));
  return { child, output, exited };
}

/** Waits until the early demo answers (true), or it has exited or not answered in 4 minutes. */
async function demoServerReady(server: EarlyServer): Promise<boolean> {
  if (server.child.pid !== undefined && process.getuid?.() === 0)
    spawnSync('renice', ['-n', '0', '-g', String(server.child.pid)], { stdio: 'ignore' });
  let gone = false;
  void server.exited.then(() => (gone = true));
  const deadline = performance.now() + 240_000;
  while (!gone && performance.now() < deadline) {
    const ok = await fetch(DEMO_SERVER_HEALTH_URL)
      .then((response) => response.ok)
      .catch(() => false);
    if (ok) return true;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return false;
}

async function stopDemoServer(server: EarlyServer): Promise<void> {
  const pid = server.child.pid;
  if (pid === undefined || server.child.exitCode !== null) return;
  const kill = (signal: NodeJS.Signals) => {
    try {
      process.kill(-pid, signal);
    } catch {
      // Already gone.
    }
  };
  kill('SIGTERM');
  const stopped = await Promise.race([
    server.exited.then(() => true),
    new Promise<boolean>((resolve) => {
      setTimeout(() => {
        resolve(false);
      }, 10_000);
    }),
  ]);
  if (!stopped) kill('SIGKILL');
}

function printServerOutput(server: EarlyServer): void {
  const lines = server.output.join('').split('\n');
  process.stdout.write(lines.map((line) => `[WebServer] ${line}`).join('\n') + '\n');
}

/**
 * The API's tests run on SQLite and on PostgreSQL (`LARDER_TEST_DATABASE=both`) where Debian's
 * server programs are installed, as \`.ci/run\` installs them; CI fails without them, a
 * developer's machine runs SQLite alone and says so. An engine the caller chose is kept.
 */
function apiTestEngines(): Record<string, string> {
  if (process.env.LARDER_TEST_DATABASE) return {};
  if (postgresBinDir()) return { LARDER_TEST_DATABASE: 'both' };
  if (process.env.CI)
    throw new Error("CI runs the API tests on PostgreSQL too: install Debian's postgresql package.");
  console.log("PostgreSQL's server programs are not installed: the API tests run on SQLite only.");
  return {};
}

async function main(): Promise<number> {
  const started = performance.now();
  const scope = changed ? changedFiles() : null;
  if (scope) {
    console.log(`Changed since ${scope.base.slice(0, 12)}: ${scope.files.length} file(s).`);
    if (scope.files.length === 0) return 0;
  }
  let ok = true;
  // The full run's checks go alongside the tests, at the lowest priority: on two cores the tests
  // leave one idle now and then (a build starting, a browser waiting), and the checks fill those
  // moments instead of taking a minute and a half of their own. Their results come at the end.
  // The developer loop checks first and stops at the first failure.
  const alongside = !changed && parts.has('checks') && (parts.has('unit') || parts.has('e2e'));
  const checks = parts.has('checks')
    ? lanes(checkSteps(scope?.files ?? null), alongside)
    : Promise.resolve(true);
  if (!alongside) ok = (await checks) && ok;
  if (!ok && changed) return summary(started, false);
  // In a full run the browser tests' demo starts now and is ready when they begin.
  const early = !changed && parts.has('unit') && parts.has('e2e') ? startDemoServer() : undefined;
  if (parts.has('unit')) {
    rmSync(FAILURES_FILE, { force: true });
    const vitest = [bin('vitest'), 'run', ...(scope ? ['--changed', scope.base] : [])];
    ok = (await run({ name: 'unit and API tests', command: vitest }, false, false, apiTestEngines())) && ok;
  }
  if (parts.has('e2e')) {
    const specs = scope?.files.filter((file) => /^e2e\/.*\.spec\.ts$/.test(file));
    if (specs?.length === 0)
      console.log('No browser spec changed: the browser tests are left to the full run.');
    else {
      const reused = early ? await demoServerReady(early) : false;
      if (early && !reused) {
        console.log('The early demo did not answer; Playwright starts its own. Its output:');
        printServerOutput(early);
        await stopDemoServer(early);
      }
      const passed = await run(
        {
          name: 'browser tests',
          command: [bin('playwright'), 'test', '-c', 'e2e/playwright.config.ts', ...(specs ?? [])],
        },
        false,
        false,
        reused ? { LARDER_E2E_SERVER: 'started' } : {},
      );
      if (reused && early) {
        if (!passed) printServerOutput(early);
        await stopDemoServer(early);
      }
      ok = passed && ok;
    }
  }
  if (early) await stopDemoServer(early);
  if (alongside) ok = (await checks) && ok;
  return summary(started, ok);
}

function summary(started: number, ok: boolean): number {
  console.log('\nTimes:');
  for (const timing of timings)
    console.log(`  ${timing.ok ? '✓' : '✗'} ${timing.name.padEnd(20)} ${seconds(timing.ms).padStart(9)}`);
  console.log(`  ${'all'.padEnd(22)} ${seconds(performance.now() - started).padStart(9)}`);
  // Vitest's own report of a failure is many screens up by now (the browser tests and the checks
  // print after it): its failures are repeated here, at the end of the log.
  if (existsSync(FAILURES_FILE))
    console.log(`\nWhat failed in the unit and API tests:\n${readFileSync(FAILURES_FILE, 'utf8')}`);
  return ok ? 0 : 1;
}

process.exitCode = await main();

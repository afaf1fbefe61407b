import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import type { Reporter, TestModule } from 'vitest/node';

/** Where the failures of the last run are kept; `./run test` prints them after its summary. */
export const FAILURES_FILE = new URL('../../node_modules/.cache/larder/vitest-failures.txt', import.meta.url)
  .pathname;

/** How much of each error message is kept: enough to name the assertion and its values. */
const MESSAGE_CHARS = 1_500;

interface ErrorLike {
  name?: string;
  message?: string;
  stack?: string;
  diff?: string;
}

function describe(error: ErrorLike): string {
  const message = `${error.name ?? 'Error'}: ${error.message ?? JSON.stringify(error)}`.slice(
    0,
    MESSAGE_CHARS,
  );
  // The first frames inside the project say where it failed.
  const frames = (error.stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at .*\//.test(line) && !line.includes('node_modules'))
    .slice(0, 3);
  // An assertion's diff, shortened, shows the values.
  const diff = stripVTControlCharacters(error.diff ?? '')
    .split('\n')
    .slice(0, 20);
  return [message, ...frames, ...diff].map((line) => `    ${line}`).join('\n');
}

/**
 * Writes every failed test, failed file and unhandled error of a run, with its message, to one
 * file. `./run test` runs Vitest first and the browser tests and checks after it, so in CI a
 * failure's own report is many screens above the end of the log; the summary repeats it from here.
 */
export default class FailuresFile implements Reporter {
  onTestRunStart(): void {
    rmSync(FAILURES_FILE, { force: true });
  }

  onTestRunEnd(testModules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<unknown>): void {
    const lines: string[] = [];
    for (const module of testModules) {
      const where = `${module.relativeModuleId} (${module.project.name})`;
      for (const error of module.errors()) lines.push(`✗ ${where}: the file failed\n${describe(error)}`);
      for (const test of module.children.allTests('failed'))
        for (const error of test.result().errors ?? [])
          lines.push(`✗ ${where} › ${test.fullName}\n${describe(error)}`);
    }
    for (const error of unhandledErrors) lines.push(`✗ an unhandled error\n${describe(error as ErrorLike)}`);
    if (lines.length === 0) return;
    mkdirSync(dirname(FAILURES_FILE), { recursive: true });
    writeFileSync(FAILURES_FILE, `${lines.join('\n\n')}\n`);
  }
}

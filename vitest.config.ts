import { globSync, readFileSync } from 'node:fs';
import { defineConfig } from 'vitest/config';
import LongestFirstSequencer from './scripts/test/longest-first-sequencer.ts';

/**
 * Projects by the pool their tests need: pure units (schemas, recipe math, islands, the platform
 * app) run in worker threads, which start fastest; the API's tests (a real SQLite file and Hono app
 * each, some with servers and child processes) and the operator's (real builds, processes killed
 * on purpose) run in forked processes.
 *
 * Vitest's default on this 2-core machine is one worker (cores − 1). Many files spend their time
 * waiting (on builds in child processes, servers, timers), so the run uses three.
 *
 * Unit and API files share their worker's modules (`isolate: false`): every test world is its own
 * database and app, every cache the API keeps is keyed by its database, and loading the modules
 * afresh for each of 290 files cost a third of those projects' processor time (ADR 025). Stubbed
 * environment variables and globals are put back after each file. A file that replaces a module
 * (`vi.mock`) needs a module graph of its own: those run isolated, in the `-mocked` projects.
 */
const UNIT_TESTS = [
  'shared/src/**/*.test.ts',
  'builder/src/**/*.test.ts',
  'site-template/src/**/*.test.{ts,tsx}',
  'platform/src/**/*.test.{ts,tsx}',
  'stripe-emulator/src/**/*.test.ts',
  '*.test.ts',
];
const API_TESTS = ['api/src/**/*.test.ts', 'demo/src/**/*.test.ts'];

/** The files among `patterns` that replace a module. */
function mocking(patterns: string[]): string[] {
  return globSync(patterns).filter((file) => /\bvi\.(do)?[mM]ock\(/.test(readFileSync(file, 'utf8')));
}

/** A project whose files share modules, and one for those of its files that mock a module. */
function sharedAndMocked(
  name: string,
  pool: 'threads' | 'forks',
  include: string[],
  env: Record<string, string> = {},
) {
  const mocked = mocking(include);
  const shared = { extends: true, test: { name, pool, include, exclude: mocked, isolate: false, env } };
  return [shared, { extends: true, test: { name: `${name}-mocked`, pool, include: mocked, env } }];
}

/**
 * The engines the API's tests run on (`LARDER_TEST_DATABASE`): `sqlite` (the default), `postgres`,
 * or `both` (`./run test`, and CI). On PostgreSQL every test world is a database of its own on one
 * server the run starts (the global setup); the fuzzers there send a tenth of their requests,
 * since what they look for (bad input answered, nothing stored) is the engine's only in storage.
 */
const DATABASE = process.env.LARDER_TEST_DATABASE ?? 'sqlite';
if (!['sqlite', 'postgres', 'both'].includes(DATABASE))
  throw new Error(`LARDER_TEST_DATABASE=${DATABASE}: choose sqlite, postgres or both.`);
const API_PROJECTS = [
  ...(DATABASE === 'postgres' ? [] : sharedAndMocked('api', 'forks', API_TESTS)),
  ...(DATABASE === 'sqlite'
    ? []
    : sharedAndMocked('api-postgres', 'forks', API_TESTS, {
        LARDER_TEST_ENGINE: 'postgres',
        ...(process.env.FUZZ_RUNS || process.env.LARDER_FUZZ_FULL ? {} : { FUZZ_RUNS: '100' }),
      })),
];

export default defineConfig({
  test: {
    testTimeout: 60_000,
    hookTimeout: 180_000,
    maxWorkers: Number(process.env.LARDER_TEST_WORKERS ?? 3),
    unstubEnvs: true,
    unstubGlobals: true,
    globalSetup: ['./api/src/test-support/vitest-global-setup.ts'],
    reporters: ['default', './scripts/test/slowest-files.ts', './scripts/test/failures-file.ts'],
    sequence: { sequencer: LongestFirstSequencer },
    projects: [
      ...sharedAndMocked('unit', 'threads', UNIT_TESTS),
      ...API_PROJECTS,
      {
        extends: true,
        test: {
          name: 'ops',
          pool: 'forks',
          include: ['ops/src/**/*.test.ts'],
          // These files build real kitchens in child processes: beside two other workers a build
          // takes two or three times its quiet time, so a test of several builds has three minutes.
          testTimeout: 180_000,
        },
      },
    ],
  },
});

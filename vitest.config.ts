import { defineConfig } from 'vitest/config';
import LongestFirstSequencer from './scripts/test/longest-first-sequencer.ts';

/**
 * Three projects, each with the pool its tests need: pure units (schemas, recipe math, islands,
 * the platform app) run in worker threads, which start fastest; the API's tests (a real SQLite
 * file and Hono app each, some with servers and child processes) and the operator's (real builds,
 * processes killed on purpose) run in forked processes.
 *
 * Vitest's default on this 2-core machine is one worker (cores − 1). Many files spend their time
 * waiting (on builds in child processes, servers, timers), so the run uses three.
 */
export default defineConfig({
  test: {
    testTimeout: 60_000,
    hookTimeout: 180_000,
    maxWorkers: Number(process.env.LARDER_TEST_WORKERS ?? 3),
    globalSetup: ['./api/src/test-support/vitest-global-setup.ts'],
    reporters: ['default', './scripts/test/slowest-files.ts'],
    sequence: { sequencer: LongestFirstSequencer },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          pool: 'threads',
          include: [
            'shared/src/**/*.test.ts',
            'builder/src/**/*.test.ts',
            'site-template/src/**/*.test.{ts,tsx}',
            'platform/src/**/*.test.{ts,tsx}',
            'stripe-emulator/src/**/*.test.ts',
            '*.test.ts',
          ],
        },
      },
      { extends: true, test: { name: 'api', pool: 'forks', include: ['api/src/**/*.test.ts'] } },
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

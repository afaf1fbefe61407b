import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, TEST_CHROMIUM_PATH } from './chromium.ts';
import {
  DEMO_SERVER_COMMAND,
  DEMO_SERVER_ENV,
  DEMO_SERVER_HEALTH_URL,
  DEMO_SERVER_STARTED,
  SITES_PORT,
  STRIPE_EMULATOR_PORT,
} from './demo-server.ts';

export { API_PORT, PLATFORM_URL, SITES_PORT, STRIPE_EMULATOR_PORT } from './demo-server.ts';
export const STRIPE_EMULATOR_URL = `http://127.0.0.1:${STRIPE_EMULATOR_PORT}`;
export const kitchenUrl = (slug: string) => `http://${slug}.localhost:${SITES_PORT}`;

/**
 * The tag of tests that change what every other test sees (a newsletter to every subscriber of a
 * kitchen, the payment emulator's clock, a rebuild of a kitchen): they run alone, after the rest.
 */
export const EXCLUSIVE = '@exclusive';

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // Two browsers at once on a 2-core machine: every test but the exclusive ones works with its
  // own readers and leaves the kitchens as it found them, so any two can run side by side.
  workers: 2,
  projects: [
    { name: 'shared', grepInvert: new RegExp(EXCLUSIVE), fullyParallel: true },
    { name: 'exclusive', grep: new RegExp(EXCLUSIVE), dependencies: ['shared'], workers: 1 },
  ],
  retries: process.env.CI ? 1 : 0,
  // The 20 slowest spec files, listed at the end of every run so that creep shows.
  reportSlowTests: { max: 20, threshold: 0 },
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  use: {
    ...devices['Desktop Chrome'],
    channel: undefined,
    launchOptions: {
      executablePath: TEST_CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
    trace: 'on-first-retry',
  },
  webServer: {
    command: DEMO_SERVER_COMMAND.join(' '),
    cwd: '..',
    url: DEMO_SERVER_HEALTH_URL,
    timeout: 240_000,
    reuseExistingServer: DEMO_SERVER_STARTED,
    stdout: 'pipe',
    env: DEMO_SERVER_ENV,
  },
});

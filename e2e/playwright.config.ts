import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, TEST_CHROMIUM_PATH } from './chromium.ts';

/** Ports apart from the demo's defaults, so a running `./run demo` does not clash with the tests. */
export const API_PORT = 8797;
export const SITES_PORT = 4331;
/** The demo's Stripe emulator (hosted checkout and portal pages, test controls). */
export const STRIPE_EMULATOR_PORT = 12121;
export const STRIPE_EMULATOR_URL = `http://127.0.0.1:${STRIPE_EMULATOR_PORT}`;
export const kitchenUrl = (slug: string) => `http://${slug}.localhost:${SITES_PORT}`;
/** The platform app (account area): the bare host of the static server, as in the demo. */
export const PLATFORM_URL = `http://localhost:${SITES_PORT}`;

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
    // The real demo command: fresh database, seed, build every kitchen with the builder, serve.
    command: 'node --import tsx ops/src/main.ts demo',
    cwd: '..',
    url: `http://127.0.0.1:${API_PORT}/api/v1/health`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      LARDER_DB_PATH: '.data/e2e/larder.sqlite',
      LARDER_FILES_DIR: '.data/e2e/files',
      LARDER_OUTPUT_DIR: '.data/e2e/sites',
      LARDER_API_PORT: String(API_PORT),
      LARDER_SITES_PORT: String(SITES_PORT),
      LARDER_API_ORIGIN: `http://localhost:${API_PORT}`,
      LARDER_SITE_ORIGIN_TEMPLATE: `http://{slug}.localhost:${SITES_PORT}`,
      LARDER_PLATFORM_ORIGIN: PLATFORM_URL,
      LARDER_STRIPE_EMULATOR_PORT: String(STRIPE_EMULATOR_PORT),
      ASTRO_TELEMETRY_DISABLED: '1',
      // Every test browser signs in from 127.0.0.1: the per-IP sign-in budgets (8 an hour) would
      // refuse a whole run's readers, and so would the subscribe budget. The API tests hold those limits.
      LARDER_RATE_LIMITS:
        'sign-in-per-ip=off,sign-in-per-email=off,sign-in-confirm-per-ip=off,subscribe-per-ip=off',
    },
  },
});

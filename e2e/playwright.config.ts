import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts';

/** Ports apart from the demo's defaults, so a running `./run demo` does not clash with the tests. */
export const API_PORT = 8797;
export const SITES_PORT = 4331;
/** The demo's Stripe emulator (hosted checkout and portal pages, test controls). */
export const STRIPE_EMULATOR_PORT = 12121;
export const STRIPE_EMULATOR_URL = `http://127.0.0.1:${STRIPE_EMULATOR_PORT}`;
export const kitchenUrl = (slug: string) => `http://${slug}.localhost:${SITES_PORT}`;
/** The platform app (account area): the bare host of the static server, as in the demo. */
export const PLATFORM_URL = `http://localhost:${SITES_PORT}`;

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  use: {
    ...devices['Desktop Chrome'],
    channel: undefined,
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
    trace: 'retain-on-failure',
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

/**
 * The demo the browser tests run against: the real demo command (fresh database, seed, build
 * every kitchen with the builder, serve) on ports apart from the demo's defaults, so a running
 * `./run demo` does not clash with the tests. Playwright starts it (`webServer`), or `./run test`
 * starts it while the unit tests run and Playwright reuses it (LARDER_E2E_SERVER=started).
 */

export const API_PORT = 8797;
export const SITES_PORT = 4331;
/** The demo's Stripe emulator (hosted checkout and portal pages, test controls). */
export const STRIPE_EMULATOR_PORT = 12121;
export const PLATFORM_URL = `http://localhost:${SITES_PORT}`;

/** Run from the repository's root. */
export const DEMO_SERVER_COMMAND = ['node', '--import', 'tsx', 'ops/src/main.ts', 'demo'];
/** Answers once the demo has seeded and built every kitchen. */
export const DEMO_SERVER_HEALTH_URL = `http://127.0.0.1:${API_PORT}/api/v1/health`;

export const DEMO_SERVER_ENV: Record<string, string> = {
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
};

/** Set by `./run test` when it has started the demo itself and it answers. */
export const DEMO_SERVER_STARTED = process.env.LARDER_E2E_SERVER === 'started';

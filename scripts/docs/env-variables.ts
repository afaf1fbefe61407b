/**
 * Every environment variable Larder reads, with its default and meaning: the README's tables are
 * written from this list (`./run docs:write`), and `readme.test.ts` fails when the README, the API's
 * environment schema or any `LARDER_*` name in the source no longer agrees with it.
 */
export interface EnvVariable {
  name: string;
  default: string;
  meaning: string;
}

/** What operators set: the API's schema (`api/src/env.ts`), `sites.config.ts` and the demo. */
export const CONFIGURATION: EnvVariable[] = [
  {
    name: 'NODE_ENV',
    default: '`development`',
    meaning: '`production` disables `larder token` unless explicitly allowed',
  },
  {
    name: 'LARDER_DB_PATH',
    default: '`.data/larder.sqlite` (`.data/demo/…` for the demo)',
    meaning: 'SQLite database file (used when `LARDER_DATABASE_URL` is unset)',
  },
  {
    name: 'LARDER_DATABASE_URL',
    default: 'unset',
    meaning:
      'a PostgreSQL server, `postgres://user@host:port/database`, instead of the SQLite file: for several API processes and workers (docs/operations.md)',
  },
  {
    name: 'LARDER_FILES_DIR',
    default: '`.data/files`',
    meaning: "the file host's folder: uploaded originals by key",
  },
  {
    name: 'LARDER_OUTPUT_DIR',
    default: '`.data/sites`',
    meaning: 'built kitchens: `<dir>/<slug>` is the folder to serve',
  },
  {
    name: 'LARDER_THEME_DIR',
    default: '`site-template/.themes`',
    meaning: 'compiled site templates (one per version of the template, built once, shared by every build)',
  },
  {
    name: 'LARDER_DEPLOY_TO',
    default: 'none',
    meaning:
      'where the worker publishes each kitchen that goes live: `s3://bucket/prefix?endpoint=…` or a folder (see docs/hosting.md)',
  },
  {
    name: 'LARDER_RENDER_THREADS',
    default: 'one per core, at most 4',
    meaning: 'threads a kitchen of 200 recipes or more renders on (smaller kitchens render on one)',
  },
  {
    name: 'LARDER_BUILD_JOBS',
    default: 'one per core, at most 4',
    meaning: 'kitchens `larder build --all` builds at once (`--jobs` says it for one run)',
  },
  {
    name: 'LARDER_API_HOST',
    default: '`127.0.0.1`',
    meaning:
      'interface the API (and demo static server) listen on; the demo serves its outbox only on loopback',
  },
  { name: 'LARDER_API_PORT', default: '`8787`', meaning: 'API port' },
  {
    name: 'LARDER_API_ORIGIN',
    default: '`http://localhost:<port>`',
    meaning: 'public API origin, baked into kitchens at build time',
  },
  {
    name: 'LARDER_SITES_PORT',
    default: '`4321`',
    meaning: 'port of the demo static server, and of the kitchens’ default origins',
  },
  {
    name: 'LARDER_PLATFORM_ORIGIN',
    default: '`http://localhost:<sites port>`',
    meaning: 'the platform app (account area, creator dashboard); required in production',
  },
  {
    name: 'LARDER_SITE_ORIGIN_TEMPLATE',
    default: '`http://{slug}.localhost:<sites port>`',
    meaning: 'origin of kitchens without their own `origin` (`sites.config.ts`)',
  },
  {
    name: 'LARDER_CORS_ORIGINS',
    default: '(none)',
    meaning: 'extra comma-separated origins allowed to call the API',
  },
  { name: 'LARDER_BODY_LIMIT_BYTES', default: '`1048576`', meaning: 'largest accepted request body' },
  {
    name: 'LARDER_ALLOW_TOKEN_COMMAND',
    default: '`true` outside production',
    meaning: 'allow `larder token <email>`',
  },
  { name: 'LARDER_SESSION_DAYS', default: '`30`', meaning: 'lifetime of bearer session tokens' },
  {
    name: 'LARDER_EMAIL_TRANSPORT',
    default: '`outbox`',
    meaning:
      '`outbox` (kept in the database; `larder demo` shows it at `/dev/outbox`) or `postmark` (required in production)',
  },
  {
    name: 'LARDER_EMAIL_FROM',
    default: '`no-reply@larder.localhost`',
    meaning: 'sender address; required in production with Postmark',
  },
  {
    name: 'LARDER_POSTMARK_SERVER_TOKEN',
    default: '(none)',
    meaning: 'Postmark server token; required with `postmark`',
  },
  {
    name: 'LARDER_POSTMARK_API_URL',
    default: '`https://api.postmarkapp.com`',
    meaning: "Postmark's API (tests point it at a local fake)",
  },
  {
    name: 'LARDER_POSTMARK_BROADCAST_STREAM',
    default: '`broadcast`',
    meaning: 'the Postmark message stream newsletters go through (sign-in mail uses `outbound`)',
  },
  {
    name: 'LARDER_RATE_LIMITS',
    default: '`on`',
    meaning: '`off`, or scale budgets: `2`, `0.5,search=off` (Rate limits)',
  },
  {
    name: 'LARDER_TRUST_PROXY',
    default: '(none)',
    meaning: 'proxies trusted for `X-Forwarded-For`: IPs, ranges, `loopback`',
  },
  {
    name: 'LARDER_STRIPE_SECRET_KEY',
    default: "`sk_test_larder_emulator` (the emulator's)",
    meaning: 'Stripe secret key; required in production',
  },
  {
    name: 'LARDER_STRIPE_WEBHOOK_SECRET',
    default: "`whsec_larder_emulator` (the emulator's)",
    meaning: "signing secret of the API's Stripe webhook endpoint; required in production",
  },
  {
    name: 'LARDER_STRIPE_API_URL',
    default:
      '`http://127.0.0.1:12111` (the emulator); `https://api.stripe.com` in production or with your own key',
    meaning: "Stripe's API; must be https in production or with a live key",
  },
  {
    name: 'LARDER_STRIPE_EMULATOR_PORT',
    default: '`12111`',
    meaning: "port of the demo's Stripe emulator (two demos side by side need two)",
  },
  {
    name: 'LARDER_POSTGRES_PORT',
    default: '`55432`',
    meaning:
      'port of the PostgreSQL server `./run demo --cluster` starts (two clusters side by side need two)',
  },
  {
    name: 'LARDER_STRIPE_EMULATOR_WEBHOOK_URL',
    default: '`http://localhost:8787/api/v1/stripe/webhooks`',
    meaning: 'where the Stripe emulator, run on its own (`stripe-emulator/src/main.ts`), delivers its events',
  },
  {
    name: 'LARDER_BUILD_LEASE_SECONDS',
    default: '`60`',
    meaning: "a kitchen build's lease; renewed every third of it",
  },
  {
    name: 'LARDER_BUILD_MAX_ATTEMPTS',
    default: '`5`',
    meaning: 'attempts of a rebuild job before it is marked failed',
  },
  {
    name: 'LARDER_BUILD_RETRY_SECONDS',
    default: '`5`',
    meaning: 'wait before the first retry; doubles each time (10 min at most)',
  },
  {
    name: 'LARDER_BUILD_TIMEOUT_SECONDS',
    default: '`1800`',
    meaning: 'a build running longer is stopped and retried',
  },
  {
    name: 'LARDER_SEED_PHOTO_CACHE',
    default: '`node_modules/.cache/larder/seed-photos`',
    meaning: 'where the demo seed keeps the pictures it draws; `off` draws them every time',
  },
];

/** What developers and the tests set. */
export const DEVELOPMENT: EnvVariable[] = [
  {
    name: 'FUZZ_SEED',
    default: 'a fresh one, printed',
    meaning: 'repeat the fuzzers’, properties’ and kill tests’ choices of a run',
  },
  {
    name: 'FUZZ_RUNS',
    default: 'a tenth of 10,000 (all with `./run fuzz`)',
    meaning: 'requests per endpoint of the API fuzzers',
  },
  {
    name: 'LARDER_FUZZ_FULL',
    default: '(unset; `1` in `./run fuzz`)',
    meaning: 'run fuzzers, properties and kill tests at full strength',
  },
  { name: 'LARDER_TEST_WORKERS', default: '`3`', meaning: 'Vitest workers' },
  {
    name: 'LARDER_TEST_DATABASE',
    default: '`sqlite`',
    meaning:
      '`postgres` or `both`: the API tests’ worlds are databases on a PostgreSQL server of the run’s own (`./run test` runs the API suite on both)',
  },
  {
    name: 'LARDER_POSTGRES_BIN',
    default: 'the newest `/usr/lib/postgresql/N/bin`',
    meaning:
      'the PostgreSQL server programs the tests and the demo cluster start (Debian’s `postgresql` package)',
  },
  {
    name: 'LARDER_TEST_CHILD_OUTPUT',
    default: '(unset)',
    meaning: 'pass the output of the CLI processes tests start through to the terminal',
  },
  {
    name: 'LARDER_CHROMIUM_PATH',
    default: '`/usr/bin/chromium-headless-shell`, else `/usr/bin/chromium`',
    meaning: 'the Chromium the browser tests drive',
  },
];

/**
 * Names Larder sets for itself (for its own child processes, or inside tests): they are not
 * settings, and are listed so that a new one is a decision, not an accident.
 */
export const INTERNAL = [
  'LARDER_CONFIG', // the platform app's configuration global, not a variable of the environment
  'LARDER_BUILD_CHILD', // marks a build process the worker started
  'LARDER_BUILD_JOURNAL', // tests: a file each build appends its start and end to
  'LARDER_E2E_SERVER', // tests: `./run test` started the browser tests' demo, for Playwright to reuse
  'LARDER_CRASH_ON_PAGE', // tests: a render kills itself on this page (never in production)
  'LARDER_TEST_TEMPLATES', // tests: the folder of seeded databases, set by Vitest's global setup
  'LARDER_TEST_POSTGRES_URL', // tests: the run's PostgreSQL server, set by Vitest's global setup
  'LARDER_TEST_ENGINE', // tests: the engine of a Vitest project's test worlds (vitest.config.ts)
];

/** A Markdown table of variables (Prettier aligns its columns when it formats the README). */
export function markdownTable(variables: EnvVariable[]): string {
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [
    line(['Variable', 'Default', 'Meaning']),
    line(['---', '---', '---']),
    ...variables.map((variable) => line([`\`${variable.name}\``, variable.default, variable.meaning])),
  ].join('\n');
}

/** A Markdown text with its tables' alignment taken out, to compare what they say. */
export function unaligned(markdown: string): string {
  return markdown.replace(/ *\| */g, '|').replace(/\|-+(?=\|)/g, '|-');
}

export const MARKERS = {
  configuration: ['<!-- env:configuration -->', '<!-- /env:configuration -->'],
  development: ['<!-- env:development -->', '<!-- /env:development -->'],
} as const;

/** The README with its two tables written from the lists above. */
export function withEnvTables(readme: string): string {
  let out = readme;
  for (const [key, variables] of [
    ['configuration', CONFIGURATION],
    ['development', DEVELOPMENT],
  ] as const) {
    const [start, end] = MARKERS[key];
    const from = out.indexOf(start);
    const to = out.indexOf(end);
    if (from < 0 || to < from) throw new Error(`README.md has no ${start} … ${end} block.`);
    out = `${out.slice(0, from + start.length)}\n\n${markdownTable(variables)}\n\n${out.slice(to)}`;
  }
  return out;
}

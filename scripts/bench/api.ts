/**
 * API load: the public reads a kitchen's islands make, under 50 keep-alive clients on loopback,
 * beside a bare Hono "hello" on the same machine in the same run (so the ratio is what matters,
 * not the machine). Both servers run in processes of their own; the load comes from this one.
 */
import autocannon from 'autocannon';
import type { ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createSessionToken } from '../../api/src/auth/session-tokens.ts';
import { addGeneratedRecipes } from '../../demo/src/seed/bulk-recipes.ts';
import { DEMO_PAID_READER_EMAIL } from '../../demo/src/seed/seed.ts';
import { freePort } from '../../ops/src/test-support/processes.ts';
import { seededDemo } from './seeded-demo.ts';
import { startServer } from './servers.ts';

const DURATION_SECONDS = Number(process.env.BENCH_API_SECONDS ?? 8);
const cli = fileURLToPath(new URL('../../ops/src/main.ts', import.meta.url));
const hello = fileURLToPath(new URL('./hello-server.ts', import.meta.url));

interface Figures {
  requests: number;
  p50: number;
  p99: number;
  errors: number;
}

/** As browsers send it: the API compresses cached answers for clients that take them. */
const BROWSER = { 'Accept-Encoding': 'gzip, deflate, br' };

/**
 * A different page of the same answer on every request (2,400 of them, more than the API's
 * response cache keeps), so each one is computed: what a reader typing a search costs.
 */
function everyRequestNew(): autocannon.Request[] {
  let count = 0;
  return [
    {
      setupRequest: (request) => {
        const n = count++ % 2_400;
        return { ...request, path: `${request.path}&limit=${1 + Math.floor(n / 24)}&offset=${n % 24}` };
      },
    },
  ];
}

async function load(
  url: string,
  connections: number,
  extra: Record<string, string> = {},
  uncached = false,
): Promise<Figures> {
  const headers = { ...BROWSER, ...extra };
  const requests = uncached ? everyRequestNew() : undefined;
  // A short warm-up first: the figures are of a running server, not of its first requests.
  await autocannon({ url, connections, duration: 1, headers, ...(requests && { requests }) });
  const result = await autocannon({
    url,
    connections,
    duration: DURATION_SECONDS,
    headers,
    ...(requests && { requests }),
  });
  return {
    requests: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

const { dir, processEnv, db } = await seededDemo('larder-bench-api-');
const servers: ChildProcess[] = [];
try {
  // A kitchen of a size creators reach: 200 recipes.
  await addGeneratedRecipes(db, 'family-table', 180);
  const reader = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', DEMO_PAID_READER_EMAIL)
    .executeTakeFirstOrThrow();
  const token = await createSessionToken(db, reader.id, 1);
  const recipe = await db
    .selectFrom('recipes as r')
    .innerJoin('sites as s', 's.id', 'r.site_id')
    .select('r.slug')
    .where('s.slug', '=', 'family-table')
    .where('r.privacy_setting', '=', 'public')
    .where('r.published_at', 'is not', null)
    .orderBy('r.published_at', 'desc')
    .executeTakeFirstOrThrow();
  await db.destroy();

  const helloPort = await freePort();
  const apiPort = await freePort();
  servers.push(await startServer([hello, String(helloPort)], process.env, `http://127.0.0.1:${helloPort}/`));
  servers.push(
    await startServer(
      [cli, 'serve'],
      {
        ...processEnv,
        NODE_ENV: 'production',
        // Production insists on real e-mail settings; the bench sends none.
        LARDER_EMAIL_TRANSPORT: 'postmark',
        LARDER_POSTMARK_SERVER_TOKEN: 'bench',
        LARDER_EMAIL_FROM: 'bench@larder.example',
        // And real Stripe settings since issue 11; the bench makes no payment, so none is called.
        LARDER_STRIPE_SECRET_KEY: 'sk_test_bench',
        LARDER_STRIPE_WEBHOOK_SECRET: 'whsec_bench',
        LARDER_PLATFORM_ORIGIN: 'http://localhost:4321',
        LARDER_API_PORT: String(apiPort),
        LARDER_RATE_LIMITS: 'off',
      },
      `http://127.0.0.1:${apiPort}/api/v1/health`,
    ),
  );

  const api = `http://127.0.0.1:${apiPort}/api/v1/site/family-table`;
  const bare = await load(`http://127.0.0.1:${helloPort}/`, 50);
  const rows: [string, Figures][] = [['bare Hono "hello"', bare]];
  rows.push(['search "chicken", uncached', await load(`${api}/recipes?query=chicken`, 50, {}, true)]);
  for (const [name, url, connections, headers] of [
    ['recipe list (24 of 200)', `${api}/recipes`, 50, {}],
    ['one recipe', `${api}/recipes/${recipe.slug}`, 50, {}],
    ['filters', `${api}/filters`, 50, {}],
    ['current user (signed in)', `${api}/current-user`, 50, { Authorization: `Bearer ${token}` }],
    ['recipe list, 200 clients', `${api}/recipes`, 200, {}],
  ] as const) {
    rows.push([name, await load(url, connections, headers)]);
  }
  console.log(
    `API load, ${DURATION_SECONDS} s each, keep-alive, loopback, Accept-Encoding as a browser sends it:`,
  );
  for (const [name, figures] of rows) {
    const share = name.startsWith('bare')
      ? ''
      : ` (${((figures.requests / bare.requests) * 100).toFixed(1)}% of bare)`;
    console.log(
      `  ${name.padEnd(28)} ${Math.round(figures.requests).toLocaleString('en-US').padStart(7)} req/s${share.padEnd(17)} p50 ${figures.p50} ms, p99 ${figures.p99} ms${figures.errors ? `, ${figures.errors} errors` : ''}`,
    );
  }
} finally {
  for (const server of servers) server.kill();
  rmSync(dir, { recursive: true, force: true });
}

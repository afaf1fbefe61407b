/**
 * Mixed load on the single-machine default (one API process and one build worker on one SQLite
 * file), or with `BENCH_LOAD_TARGET=cluster` on the demo cluster (PostgreSQL, two API processes
 * behind the round-robin proxy, two build workers; halfway through, one API process and one worker
 * are killed with SIGKILL unless `BENCH_LOAD_KILL=off`), issue 24: 200 readers, each from an address of its own, reading a kitchen, saving
 * recipes, commenting and asking for sign-in links, while a creator writes and publishes
 * recipes that the worker builds. Rate limits are on, as in production: 429s are counted apart.
 * Afterwards every acknowledged write is looked for in the database, and every publish for a
 * finished build. Loopback only, bounded in time (`BENCH_LOAD_SECONDS`, 60 by default).
 */
import autocannon from 'autocannon';
import type { ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createSessionToken } from '../../api/src/auth/session-tokens.ts';
import { findOrCreateUser } from '../../api/src/auth/user-accounts.ts';
import { openDatabase } from '../../api/src/db/database.ts';
import {
  startClusterDatabase,
  startClusterProcesses,
  type DemoCluster,
} from '../../ops/src/cluster/demo-cluster.ts';
import { freePort } from '../../ops/src/test-support/processes.ts';
import { chmodSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { seededDemo } from './seeded-demo.ts';
import { spawnTsx, startServer } from './servers.ts';

const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 60);
const READERS = Number(process.env.BENCH_LOAD_CLIENTS ?? 200);
const CREATORS = 4;
const cli = fileURLToPath(new URL('../../ops/src/main.ts', import.meta.url));

const CLUSTER = process.env.BENCH_LOAD_TARGET === 'cluster';
const KILL = CLUSTER && process.env.BENCH_LOAD_KILL !== 'off';
const scratch = mkdtempSync(join(tmpdir(), 'larder-bench-load-'));
// PostgreSQL runs as its own user when the bench runs as root: it must reach its folder in here.
chmodSync(scratch, 0o755);
const database = CLUSTER
  ? await startClusterDatabase(join(scratch, 'larder.sqlite'), await freePort())
  : null;
const { dir, processEnv, db } = await seededDemo('larder-bench-load-', {
  dir: scratch,
  ...(database ? { databaseUrl: database.databaseUrl } : {}),
}).catch(async (error: unknown) => {
  await database?.postgres.stop();
  throw error;
});
const children: ChildProcess[] = [];
let cluster: DemoCluster | null = null;
try {
  const site = 'family-table';
  const recipes = await db
    .selectFrom('recipes as r')
    .innerJoin('sites as s', 's.id', 'r.site_id')
    .select(['r.id', 'r.slug'])
    .where('s.slug', '=', site)
    .where('r.privacy_setting', '=', 'public')
    .where('r.published_at', 'is not', null)
    .execute();
  const readers: { id: string; email: string; token: string; ip: string }[] = [];
  for (let index = 0; index < READERS; index += 1) {
    const email = `load-reader-${index}@example.com`;
    const id = await findOrCreateUser(db, email);
    readers.push({
      id,
      email,
      token: await createSessionToken(db, id, 1),
      ip: `10.${Math.floor(index / 250)}.${index % 250}.${1 + (index % 7)}`,
    });
  }
  const june = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', 'june@family-table.example')
    .executeTakeFirstOrThrow();
  const juneToken = await createSessionToken(db, june.id, 1);
  const cup = await db.selectFrom('units').select('id').where('title', '=', 'cup').executeTakeFirstOrThrow();
  await db.destroy();

  const port = await freePort();
  const env = {
    ...processEnv,
    LARDER_API_PORT: String(port),
    // The readers come from addresses of their own, through a proxy on this machine.
    LARDER_TRUST_PROXY: 'loopback',
  };
  // `BENCH_LOAD_WORKER=off` leaves the publishes unbuilt: the API's figures without builds beside it.
  const withWorker = process.env.BENCH_LOAD_WORKER !== 'off';
  if (database) {
    cluster = await startClusterProcesses({
      ...database,
      apiOrigin: `http://127.0.0.1:${port}`,
      listen: { host: '127.0.0.1', port },
      devOutbox: false,
      baseEnv: env,
    });
  } else {
    children.push(await startServer([cli, 'serve'], env, `http://127.0.0.1:${port}/api/v1/health`));
    if (withWorker) children.push(spawnTsx([cli, 'worker'], env));
  }
  // Halfway through, one API process and one worker die at once, as a machine would.
  const killed: string[] = [];
  const killer = KILL
    ? setTimeout(
        () => {
          for (const role of ['api', 'worker'] as const) {
            const victim = cluster?.processes.find((one) => one.role === role);
            if (victim?.child.pid === undefined) continue;
            victim.child.kill('SIGKILL');
            killed.push(`${role} ${victim.child.pid}`);
          }
        },
        (SECONDS * 1000) / 2,
      )
    : null;

  // Each request is made as the next of the 200 readers (its token and address): autocannon
  // starts a connection's context afresh after each pass over its requests. In one stream of
  // mixed requests its response hook credited one request's answer to another, so each kind of
  // request is a stream of its own: seven streams of readers and one of the creator, all at once.
  let nextReader = 0;
  const acknowledged = {
    bookmarks: new Set<string>(),
    comments: new Map<string, number>(),
    recipes: new Set<string>(),
  };
  type Context = { reader?: (typeof readers)[number]; round?: number };
  const readerOf = (context: object) => {
    const own = context as Context;
    own.reader ??= readers[nextReader++ % readers.length]!;
    return own.reader;
  };
  const recipeOf = (context: object) => {
    const own = context as Context;
    own.round = (own.round ?? 0) + 1;
    return recipes[(readers.indexOf(readerOf(context)) + own.round) % recipes.length]!;
  };
  const as = (context: object, extra: Record<string, string> = {}) => ({
    'x-forwarded-for': readerOf(context).ip,
    'content-type': 'application/json',
    ...extra,
  });
  const signedIn = (context: object) => as(context, { authorization: `Bearer ${readerOf(context).token}` });
  const base = `/api/v1/site/${site}`;
  let comment = 0;
  let made = 0;
  const streams: { kind: string; connections: number; request: autocannon.Request }[] = [
    {
      kind: 'read: kitchen',
      connections: 30,
      request: {
        setupRequest: (request, context) => ({
          ...request,
          path: `${base}/current-site`,
          headers: as(context),
        }),
      },
    },
    {
      kind: 'read: recipe list',
      connections: 30,
      request: {
        setupRequest: (request, context) => ({
          ...request,
          path: `${base}/recipes?limit=12`,
          headers: as(context),
        }),
      },
    },
    {
      kind: 'read: recipe',
      connections: 30,
      request: {
        setupRequest: (request, context) => ({
          ...request,
          path: `${base}/recipes/${recipeOf(context).slug}`,
          headers: as(context),
        }),
      },
    },
    {
      kind: 'read: current user',
      connections: 30,
      request: {
        setupRequest: (request, context) => ({
          ...request,
          path: `${base}/current-user`,
          headers: signedIn(context),
        }),
      },
    },
    {
      kind: 'write: bookmark',
      connections: 30,
      request: {
        method: 'POST',
        setupRequest: (request, context) => ({
          ...request,
          path: `${base}/bookmarks`,
          headers: signedIn(context),
          body: JSON.stringify({ recipeId: recipeOf(context).id }),
        }),
        // The answer lists every recipe the reader has saved here: each must be in the database.
        onResponse: (status, body, context) => {
          if (status !== 200) return;
          const { siteUserData } = JSON.parse(body) as { siteUserData: { bookmarks: string[] } };
          for (const recipeId of siteUserData.bookmarks)
            acknowledged.bookmarks.add(`${readerOf(context).id} ${recipeId}`);
        },
      },
    },
    {
      kind: 'write: comment',
      connections: 25,
      request: {
        method: 'POST',
        setupRequest: (request, context) => ({
          ...request,
          path: `${base}/comments`,
          headers: signedIn(context),
          body: JSON.stringify({
            recipeId: recipeOf(context).id,
            content: [
              { type: 'paragraph', children: [{ text: `Made this tonight (${++comment}): lovely.` }] },
            ],
          }),
        }),
        onResponse: (status, _body, context) => {
          if (status !== 201) return;
          const id = readerOf(context).id;
          acknowledged.comments.set(id, (acknowledged.comments.get(id) ?? 0) + 1);
        },
      },
    },
    {
      kind: 'sign-in request',
      connections: 25,
      request: {
        method: 'POST',
        setupRequest: (request, context) => ({
          ...request,
          path: `${base}/sign-in`,
          headers: as(context),
          body: JSON.stringify({ email: readerOf(context).email }),
        }),
      },
    },
    {
      kind: 'write: publish a recipe',
      connections: CREATORS,
      request: {
        method: 'POST',
        setupRequest: (request) => {
          made += 1;
          return {
            ...request,
            path: `/api/v1/manage/${site}/recipes`,
            headers: { authorization: `Bearer ${juneToken}`, 'content-type': 'application/json' },
            body: JSON.stringify({
              title: `Load test bake ${made}`,
              slug: `load-test-bake-${made}`,
              privacySetting: 'public',
              publishedAt: new Date().toISOString(),
              ingredientUsageGroups: [
                {
                  title: '',
                  ingredientUsages: [{ quantityMin: 1, unitId: cup.id, ingredientTitleOverride: 'flour' }],
                },
              ],
              instructionGroups: [
                {
                  title: '',
                  instructions: [{ content: [{ type: 'paragraph', children: [{ text: 'Bake.' }] }] }],
                },
              ],
            }),
          };
        },
        onResponse: (status, body) => {
          if (status === 201)
            acknowledged.recipes.add((JSON.parse(body) as { recipe: { id: string } }).recipe.id);
        },
      },
    },
  ];
  const url = `http://127.0.0.1:${port}`;
  // `BENCH_LOAD_ONLY=comment` (any part of a stream's name) runs those streams alone.
  const only = process.env.BENCH_LOAD_ONLY;
  const runs = await Promise.all(
    streams
      .filter((stream) => !only || stream.kind.includes(only))
      .map(async (stream) => ({
        ...stream,
        result: await autocannon({
          url,
          connections: stream.connections,
          duration: SECONDS,
          requests: [stream.request],
        }),
      })),
  );

  // The builds of the last publishes, then what the database holds.
  if (killer) clearTimeout(killer);
  const check = openDatabase(database?.databaseUrl ?? processEnv.LARDER_DB_PATH!);
  let building = -1;
  for (const deadline = Date.now() + (withWorker ? 180_000 : 0); Date.now() < deadline;) {
    const open = await check
      .selectFrom('rebuild_jobs')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('status', 'in', ['queued', 'running'])
      .executeTakeFirstOrThrow();
    building = open.count;
    if (building === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  const bookmarks = new Set(
    (await check.selectFrom('bookmarks').select(['user_id', 'recipe_id']).execute()).map(
      (row) => `${row.user_id} ${row.recipe_id}`,
    ),
  );
  const lostBookmarks = [...acknowledged.bookmarks].filter((pair) => !bookmarks.has(pair)).length;
  const comments = await check
    .selectFrom('comments')
    .select(['user_id', (eb) => eb.fn.countAll<number>().as('count')])
    .where(
      'user_id',
      'in',
      readers.map((reader) => reader.id),
    )
    .groupBy('user_id')
    .execute();
  const stored = new Map(comments.map((row) => [row.user_id, row.count]));
  const lostComments = [...acknowledged.comments].reduce(
    (lost, [id, acked]) => lost + Math.max(0, acked - (stored.get(id) ?? 0)),
    0,
  );
  const ids = [...acknowledged.recipes];
  const found = ids.length
    ? (await check.selectFrom('recipes').select('id').where('id', 'in', ids).execute()).length
    : 0;
  const failedBuilds = await check
    .selectFrom('rebuild_jobs')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('status', '=', 'failed')
    .executeTakeFirstOrThrow();
  // Jobs a killed worker held run again once its lease on their kitchen has run out.
  const retaken = await check
    .selectFrom('rebuild_jobs')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('attempts', '>', 1)
    .executeTakeFirstOrThrow();
  await check.destroy();

  console.log(
    CLUSTER
      ? `Mixed load, cluster (PostgreSQL, ${cluster?.processes.filter((one) => one.role === 'api').length} API processes behind the round-robin proxy, ${cluster?.processes.filter((one) => one.role === 'worker').length} workers), ${SECONDS} s, ${READERS} readers and ${CREATORS} creator connections at once, loopback, rate limits on${
          killed.length ? `; killed with SIGKILL at ${SECONDS / 2} s: ${killed.join(', ')}` : ''
        }:`
      : `Mixed load, single machine (one API process, ${withWorker ? 'one worker' : 'no worker'}, SQLite), ${SECONDS} s, ${READERS} readers and ${CREATORS} creator connections at once, loopback, rate limits on:`,
  );
  if (CLUSTER) console.log(`  jobs run again after their worker died: ${retaken.count}`);
  let unintended = 0;
  let requests = 0;
  for (const { kind, connections, result } of runs) {
    requests += result.requests.total;
    const statuses = Object.entries(result.statusCodeStats ?? {})
      .map(([status, { count: times = 0 }]) => [Number(status), times] as const)
      .sort(([a], [b]) => a - b);
    for (const [status, times] of statuses) if (status >= 400 && status !== 429) unintended += times;
    console.log(
      `  ${kind.padEnd(24)} ${String(connections).padStart(3)} conn ${Math.round(
        result.requests.total / SECONDS,
      )
        .toLocaleString('en-US')
        .padStart(
          6,
        )} req/s  p50 ${String(result.latency.p50).padStart(4)} ms  p99 ${String(result.latency.p99).padStart(5)} ms  ${statuses
        .map(([status, times]) => `${status}×${times.toLocaleString('en-US')}`)
        .join(', ')}${result.errors ? `, ${result.errors} connection errors` : ''}`,
    );
    unintended += result.errors;
  }
  console.log(
    `  all: ${Math.round(requests / SECONDS).toLocaleString('en-US')} req/s; errors other than 429: ${unintended}; lost writes: ${lostBookmarks} of ${acknowledged.bookmarks.size} bookmarks, ${lostComments} of ${[...acknowledged.comments.values()].reduce((a, b) => a + b, 0)} comments, ${ids.length - found} of ${ids.length} recipes; ${withWorker ? `builds still open ${building}, failed ${failedBuilds.count}` : 'no builds (no worker)'}`,
  );
} finally {
  await cluster?.stop();
  await database?.postgres.stop();
  for (const child of children) child.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  rmSync(dir, { recursive: true, force: true });
}

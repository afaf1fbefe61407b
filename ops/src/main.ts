import { EmailSchema } from '@larder/shared/schemas/email';
import { SlugSchema } from '@larder/shared/schemas/common';
import { rm } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { migrateToLatest, openDatabase, type Db } from '@larder/api/db/database';
import { loadEnv, repoRoot, type Env } from '@larder/api/env';
import { isLoopbackAddress } from '@larder/api/http/trusted-proxies';
import type { StripeEmulator } from '@larder/stripe-emulator';
import type { WorkerOptions } from './worker/rebuild-worker.ts';
import type { BuildResult } from '@larder/builder/build-kitchen';

// Each command imports what it needs when it runs: the CLI starts for every build, worker and
// token, and loading Astro, Vite, the e-mail templates and the seed content for each of them cost
// seconds of processor time a start.

const USAGE = `Usage: pnpm larder <command>

Commands:
  migrate                          bring the database to the latest schema
  seed                             fill an empty database with the demo kitchens
  build --site <slug> | --all      render kitchens to static HTML and switch them live
        [--jobs N]                 with --all: kitchens built at once (one per core up to 4);
                                   a run that stops resumes where it stopped on the same theme
        [--render-all]             render every page (a publish renders only the pages whose
                                   data changed and reuses the live release's others)
  build --platform                 build the platform app (account area) and publish it
  deploy --site <slug> --to <where>  publish the kitchen's live release to a folder or to
                                   s3://bucket/prefix?endpoint=… (only files the store lacks)
        [--list-changed]           print each path that changed since the release before
  deploy --collect --to <where>    delete what no kitchen's live or 3 kept releases name
                                   (anything written in the last day stays)
  worker                           run queued rebuilds (publish, unpublish, theme changes);
                                   hourly, delete expired sign-in rows and abandoned uploads
  prune                            delete those now (expired for a week) and print the counts
  backup --to <folder>             copy the database and the uploaded files into a new folder,
                                   while the API and the worker run
  restore --from <folder>          put a backup back into a fresh data folder (LARDER_DB_PATH and
                                   LARDER_FILES_DIR must hold nothing); then \`larder build --all\`
  serve                            start the API (and, with --sites, the static kitchen server)
  site create --slug <s> --title <t> --owner <email>
  user create --email <e> [--name <display name>]
  stripe reconcile                 repair local subscriptions that drifted from Stripe's (missed
                                   webhooks), printing each change
  token <email>                    print a bearer token for an existing user (not in production)
  demo                             fresh database, seed, build, API + kitchens + worker
                                   + the Stripe emulator (LARDER_STRIPE_EMULATOR_PORT, default 12111)
       [--cluster]                 on PostgreSQL (LARDER_POSTGRES_PORT, default 55432), with two API
                                   processes behind a round-robin proxy and two build workers`;

async function openMigrated(env: Env): Promise<Db> {
  const db = openDatabase(env.database);
  await migrateToLatest(db);
  return db;
}

async function buildSites(
  env: Env,
  db: Db,
  slugs: string[],
  options: { leaseToken?: string; reportFile?: string; renderAll?: boolean } = {},
): Promise<BuildResult[]> {
  const { loadSitesConfig } = await import('@larder/api/sites-config.server');
  const { buildSite } = await import('./build-site.ts');
  const sitesConfig = await loadSitesConfig();
  const results: BuildResult[] = [];
  for (const slug of slugs) {
    const result = await buildSite(env, db, sitesConfig, slug, {
      ...options,
      leaseMs: env.builds.leaseMs,
      log: (line) => {
        console.log(line);
      },
    });
    const phases = Object.entries(result.phases)
      .map(([name, ms]) => `${name} ${ms} ms`)
      .join(', ');
    console.log(
      `built ${slug}: ${result.pages} recipe pages (${result.rendered.pages} files rendered, ${result.rendered.reused} reused), ${result.images} images in ${result.milliseconds} ms (${phases}; renderer peak RSS ${result.renderPeakMb} MB) → ${join(env.outputDir, slug)}`,
    );
    for (const failed of result.failedRecipes)
      console.warn(
        `  ${failed.slug}: ${failed.kept === 'left-out' ? 'left out' : 'kept at its last good version'}, because its page did not render (${failed.error})`,
      );
    results.push(result);
  }
  return results;
}

/**
 * `larder build --serve`, as the worker runs it: builds each kitchen the worker sends over the IPC
 * channel, one at a time, and answers when it is live or has failed (the report written). A
 * renderer that dies kills this process with its signal, as a build process of its own would
 * die. Exits when the worker goes away or after `IDLE_EXIT_MS` with nothing to build.
 */
async function serveBuilds(env: Env, db: Db): Promise<void> {
  const { IDLE_EXIT_MS } = await import('./worker/build-server.ts');
  const { keepRenderer, RenderCrashError } = await import('@larder/builder/render-kitchen');
  // Publishes render in a renderer kept between them, the theme loaded (ADR 040); it ends with this process.
  keepRenderer(true);
  type Request = import('./worker/build-server.ts').BuildRequest;
  type Answer = import('./worker/build-server.ts').BuildAnswer;
  const send = (answer: Answer) =>
    new Promise<void>((resolveSend) => {
      process.send!(answer, () => {
        resolveSend();
      });
    });
  let idle: NodeJS.Timeout | undefined;
  const idleFromNow = () => {
    clearTimeout(idle);
    idle = setTimeout(() => {
      process.exit(0);
    }, IDLE_EXIT_MS);
    idle.unref();
  };
  let queue = Promise.resolve();
  let building = false;
  // The channel keeps this process waiting for builds. The worker going away closes it: a build
  // running then stops, as below for any build process; an idle process just ends.
  process.channel?.ref();
  process.removeAllListeners('disconnect');
  process.once('disconnect', () => {
    if (building) console.error('larder: the worker that started this build has gone; stopping.');
    process.exit(building ? 70 : 0);
  });
  process.on('message', (message: Request) => {
    if (message.type !== 'build') return;
    clearTimeout(idle);
    queue = queue.then(async () => {
      building = true;
      try {
        const [result] = await buildSites(env, db, [message.slug], {
          ...(message.leaseToken ? { leaseToken: message.leaseToken } : {}),
          ...(message.reportFile ? { reportFile: message.reportFile } : {}),
          ...(message.renderAll ? { renderAll: true } : {}),
        });
        await send({
          type: 'built',
          id: message.id,
          ok: true,
          ...(result
            ? {
                summary: {
                  rendered: result.rendered,
                  phases: result.phases,
                  milliseconds: result.milliseconds,
                },
              }
            : {}),
        });
      } catch (error) {
        if (error instanceof RenderCrashError) process.kill(process.pid, error.signal);
        await send({
          type: 'built',
          id: message.id,
          ok: false,
          error: error instanceof Error ? error.message : String(error),
        });
      }
      building = false;
      idleFromNow();
    });
  });
  idleFromNow();
  // Runs until the worker goes away or it has been idle long enough: both exit the process.
  await new Promise<never>(() => undefined);
}

/**
 * What the worker needs to send the newsletters left waiting (the mailer and the kitchens'
 * origins) and to retry the queued e-mails the mail provider refused.
 */
async function mailOptions(env: Env, db: Db): Promise<Pick<WorkerOptions, 'newsletters' | 'emails'>> {
  const { createMailer } = await import('@larder/api/email/mailer');
  const { loadSitesConfig } = await import('@larder/api/sites-config.server');
  const mailer = createMailer(env.email, db);
  return {
    newsletters: { mailer, sitesConfig: await loadSitesConfig(), apiOrigin: env.apiOrigin },
    emails: { mailer },
  };
}

/** The worker's lease, retries and time limit, from the environment. */
function workerOptions(env: Env): WorkerOptions {
  return {
    housekeeping: { filesDir: env.filesDir },
    ...(env.deployTo ? { deploy: { to: env.deployTo, outputDir: env.outputDir } } : {}),
    leaseMs: env.builds.leaseMs,
    maxBuildMs: env.builds.timeoutMs,
    retry: {
      maxAttempts: env.builds.maxAttempts,
      baseDelayMs: env.builds.retryBaseMs,
      maxDelayMs: 10 * 60_000,
    },
  };
}

/**
 * The API is loaded only by the commands that serve it: its e-mail templates load React in
 * development mode, and a kitchen build in the same process (`build`, whose Astro switches
 * NODE_ENV to production) would then mix React's two builds and fail.
 */
async function startApi(env: Env, db: Db, options: { devOutbox?: boolean } = {}) {
  const { createApp } = await import('@larder/api/http/app');
  const { loadSitesConfig } = await import('@larder/api/sites-config.server');
  const { serve } = await import('@hono/node-server');
  const { createPagePreviewRenderer } = await import('@larder/builder/page-preview');
  const sitesConfig = await loadSitesConfig();
  const app = createApp({
    db,
    env,
    sitesConfig,
    devOutbox: options.devOutbox ?? false,
    // The studio's previews render with the builder's theme and renderer, in processes of their own.
    previewRenderer: createPagePreviewRenderer({ filesDir: env.filesDir }),
  });
  return serve({ fetch: app.fetch, hostname: env.apiHost, port: env.apiPort });
}

async function startSites(env: Env) {
  const { createKitchenStaticServer, hostOf } = await import('@larder/demo/static/kitchen-static-server');
  const server = createKitchenStaticServer(env.outputDir, { platformHost: hostOf(env.platformOrigin) });
  server.listen(env.sitesPort, env.apiHost);
  return server;
}

/** Stops accepting, ends idle keep-alive connections and waits for requests in flight. */
function closeServer(server: {
  close: (done: () => void) => void;
  closeIdleConnections?: () => void;
}): Promise<void> {
  return new Promise((resolveClose) => {
    server.close(() => {
      resolveClose();
    });
    server.closeIdleConnections?.();
  });
}

/**
 * `./run demo --cluster` (issue 24, item 5): the demo on PostgreSQL, with two API processes behind
 * a round-robin proxy on the demo's API port and two build workers, so that nothing relies on one
 * process. Seeding, the platform app, the kitchens' server and the Stripe emulator stay here.
 */
async function demoCluster(singleEnv: Env, stripeEmulator: StripeEmulator | undefined): Promise<void> {
  const cluster = await import('./cluster/demo-cluster.ts');
  const { seedDemo } = await import('@larder/demo/seed/seed');
  const { listSiteSlugs } = await import('@larder/api/site/site-read');
  const { enqueueRebuild } = await import('@larder/api/jobs/rebuild-queue');
  const { publishPlatform } = await import('@larder/builder/platform-release');
  console.log('starting PostgreSQL…');
  const { postgres, databaseUrl } = await cluster.startClusterDatabase(singleEnv.dbPath);
  closeOnFailure.push(() => postgres.stop());
  process.env.LARDER_DATABASE_URL = databaseUrl;
  const env = loadEnv();
  const db = await openMigrated(env);
  console.log('seeding the demo kitchens…');
  await seedDemo(db, env.filesDir);
  const slugs = await listSiteSlugs(db);
  for (const slug of slugs) await enqueueRebuild(db, slug, 'demo started');
  const devOutbox = env.email.transport === 'outbox' && isLoopbackAddress(env.apiHost);
  const started = await cluster.startClusterProcesses({
    databaseUrl,
    postgres,
    apiOrigin: env.apiOrigin,
    listen: { host: env.apiHost, port: env.apiPort },
    devOutbox,
  });
  closeOnFailure.push(() => started.stop());
  // The kitchens build in the workers while the platform app builds here.
  await Promise.all([
    publishPlatform({ outputDir: env.outputDir, apiOrigin: env.apiOrigin }),
    (async () => {
      for (;;) {
        const open = await db
          .selectFrom('rebuild_jobs')
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .where('status', 'in', ['queued', 'running'])
          .executeTakeFirstOrThrow();
        if (open.count === 0) return;
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
    })(),
  ]);
  const sites = await startSites(env);
  const apis = started.processes.filter((one) => one.role === 'api');
  const workers = started.processes.filter((one) => one.role === 'worker');
  await printDemoAddresses(env, db, slugs, {
    devOutbox,
    stripeEmulator,
    cluster: [
      `  cluster:  ${env.apiOrigin} takes turns between ${apis.length} API processes (${apis
        .map((one) => `pid ${one.child.pid} on port ${one.port}`)
        .join(', ')}); /api/v1/health says which answered`,
      `            ${workers.length} build workers (pids ${workers.map((one) => one.child.pid).join(', ')})`,
      `            PostgreSQL: ${databaseUrl}`,
    ],
  });
  await waitForShutdown(async () => {
    await closeServer(sites);
    await started.stop();
    await stripeEmulator?.close();
    await db.destroy();
  });
}

/** What the demo prints once it runs: every address it serves, and who to sign in as. */
async function printDemoAddresses(
  env: Env,
  db: Db,
  slugs: string[],
  options: { devOutbox: boolean; stripeEmulator: StripeEmulator | undefined; cluster?: string[] },
): Promise<void> {
  const { devOutbox, stripeEmulator } = options;
  const { loadSitesConfig } = await import('@larder/api/sites-config.server');
  const { TEST_CARD_HINT } = await import('@larder/stripe-emulator');
  const { DEMO_FREE_READER_EMAIL, DEMO_PAID_READER_EMAIL } = await import('@larder/demo/seed/seed');
  const sitesConfig = await loadSitesConfig();
  const { kitchenDeployment } = await import('@larder/shared/sites-config');
  console.log(
    `\nLarder demo is running (Ctrl-C to stop)\n  API:      ${env.apiOrigin}/api/v1/site/site-slugs`,
  );
  for (const slug of slugs) console.log(`  kitchen:  ${kitchenDeployment(sitesConfig, slug).origin}/`);
  console.log(`  account:  ${env.platformOrigin}/ (sign in, bookmarks, profile)`);
  console.log(
    `  creators: ${env.platformOrigin}/create (open a kitchen), ${env.platformOrigin}/kitchen (dashboard)`,
  );
  if (devOutbox)
    console.log(`  outbox:   ${env.apiOrigin}/dev/outbox (sign-in links and codes e-mailed by the demo)`);
  else if (env.email.transport === 'outbox')
    console.log(
      `  outbox:   not served, as the API listens on ${env.apiHost} and not only on this machine (LARDER_API_HOST=127.0.0.1 serves it)`,
    );
  if (stripeEmulator) console.log(`  stripe:   ${stripeEmulator.url} (emulator): ${TEST_CARD_HINT}`);
  for (const slug of slugs) {
    const site = await db
      .selectFrom('sites')
      .select(['newsletters_enabled', 'subscriptions_enabled', 'payments_enabled'])
      .where('slug', '=', slug)
      .executeTakeFirst();
    const offer = site?.payments_enabled
      ? 'Full Access (paid) or free'
      : site?.newsletters_enabled
        ? 'newsletter only'
        : null;
    if (offer)
      console.log(`  subscribe: ${kitchenDeployment(sitesConfig, slug).origin}/subscribe (${offer})`);
  }
  const database = env.databaseUrl
    ? `LARDER_DATABASE_URL=${env.databaseUrl}`
    : `LARDER_DB_PATH=${env.dbPath}`;
  console.log(`  creator token: ${database} ./run larder token june@family-table.example`);
  console.log(`  paid reader:   ${DEMO_PAID_READER_EMAIL}`);
  console.log(`  free reader:   ${DEMO_FREE_READER_EMAIL}`);
  for (const line of options.cluster ?? []) console.log(line);
}

function waitForShutdown(cleanup: () => Promise<void>): Promise<void> {
  return new Promise((resolveWait) => {
    const stop = () => {
      console.log('\nStopping…');
      void cleanup().then(resolveWait);
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });
}

/** What must be stopped for the process to exit when a command fails. */
const closeOnFailure: (() => Promise<void>)[] = [];

async function main(argv: string[]): Promise<void> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      site: { type: 'string' },
      all: { type: 'boolean' },
      jobs: { type: 'string' },
      'render-all': { type: 'boolean' },
      'list-changed': { type: 'boolean' },
      to: { type: 'string' },
      from: { type: 'string' },
      collect: { type: 'boolean' },
      slug: { type: 'string' },
      title: { type: 'string' },
      owner: { type: 'string' },
      email: { type: 'string' },
      name: { type: 'string' },
      sites: { type: 'boolean' },
      platform: { type: 'boolean' },
      lease: { type: 'string' },
      report: { type: 'string' },
      serve: { type: 'boolean' },
      cluster: { type: 'boolean' },
      'dev-outbox': { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const [command, subcommand] = positionals;
  if (!command || values.help) {
    console.log(USAGE);
    return;
  }

  let stripeEmulator: StripeEmulator | undefined;
  if (command === 'demo') {
    process.env.LARDER_DB_PATH ??= '.data/demo/larder.sqlite';
    process.env.LARDER_FILES_DIR ??= '.data/demo/files';
    process.env.LARDER_OUTPUT_DIR ??= '.data/demo/sites';
    // Before the environment is read, so that the API is pointed at it.
    const { startDemoStripeEmulator } = await import('./demo-stripe.ts');
    const emulator = await startDemoStripeEmulator();
    stripeEmulator = emulator;
    // Its server would otherwise keep a demo that failed to start from exiting.
    closeOnFailure.push(() => emulator.close());
  }
  const env = loadEnv();
  if (stripeEmulator) {
    const { stripeWebhookUrl } = await import('./demo-stripe.ts');
    stripeEmulator.setWebhookEndpoint(stripeWebhookUrl(env.apiOrigin));
  }

  switch (command) {
    case 'migrate': {
      const db = openDatabase(env.database);
      const applied = await migrateToLatest(db);
      console.log(applied.length ? `applied: ${applied.join(', ')}` : 'database is up to date');
      await db.destroy();
      return;
    }
    case 'seed': {
      const { seedDemo } = await import('@larder/demo/seed/seed');
      const { listSiteSlugs } = await import('@larder/api/site/site-read');
      const db = await openMigrated(env);
      await seedDemo(db, env.filesDir);
      console.log(`seeded ${(await listSiteSlugs(db)).join(', ')}`);
      await db.destroy();
      return;
    }
    case 'build': {
      if (values.platform) {
        const { publishPlatform } = await import('@larder/builder/platform-release');
        await publishPlatform({ outputDir: env.outputDir, apiOrigin: env.apiOrigin, log: console.log });
        if (!values.all && !values.site) return;
      }
      if (values.serve && process.env.LARDER_BUILD_CHILD) {
        // The worker's build process, kept between builds (see worker/build-server.ts).
        await serveBuilds(env, await openMigrated(env));
        return;
      }
      const { listSiteSlugs } = await import('@larder/api/site/site-read');
      const db = await openMigrated(env);
      const slugs = values.all ? await listSiteSlugs(db) : values.site ? [values.site] : [];
      if (slugs.length === 0)
        throw new Error(
          'Say what to build: --site <slug>, --all for every kitchen, or --platform for the platform app.',
        );
      if (process.env.LARDER_BUILD_CHILD) {
        const { RenderCrashError } = await import('@larder/builder/render-kitchen');
        await buildSites(env, db, slugs, {
          ...(values.lease ? { leaseToken: values.lease } : {}),
          ...(values.report ? { reportFile: values.report } : {}),
          ...(values['render-all'] ? { renderAll: true } : {}),
        }).catch((error: unknown) => {
          // The renderer died mid-page: so does this build, as if it had rendered the page itself,
          // and the worker treats the page as it treats any crash (see the worker).
          if (error instanceof RenderCrashError) process.kill(process.pid, error.signal);
          throw error;
        });
      } else if (values.all) {
        // Every kitchen on the current theme, built once first, several kitchens at a time, each
        // run of kitchens in a build process kept between them, as the worker's (ADR 039, 040).
        const { BuildServer } = await import('./worker/build-server.ts');
        const { buildHeapMbFor } = await import('./build-memory.ts');
        const { buildAllKitchens } = await import('./build-all.ts');
        const { ensureThemeBuild } = await import('@larder/builder/theme-build');
        const theme = await ensureThemeBuild();
        const heaps = new Map<string, number>();
        for (const slug of slugs) heaps.set(slug, await buildHeapMbFor(db, slug));
        const jobs = Number(values.jobs ?? process.env.LARDER_BUILD_JOBS);
        const concurrency = jobs >= 1 ? jobs : Math.min(availableParallelism(), 4);
        const idle = Array.from({ length: concurrency }, () => new BuildServer());
        const result = await buildAllKitchens(slugs, {
          theme: theme.hash,
          concurrency,
          stateFile: join(env.outputDir, '.build-all.json'),
          build: async (slug) => {
            const server = idle.pop()!;
            try {
              await server.run(slug, {
                heapMb: heaps.get(slug)!,
                ...(values['render-all'] ? { renderAll: true } : {}),
              });
            } finally {
              idle.push(server);
            }
          },
          log: console.log,
        }).finally(() => {
          for (const server of idle) server.close();
        });
        await db.destroy();
        if (result.failed.length > 0)
          throw new Error(
            `${result.failed.length} kitchen(s) did not build: ${result.failed.map((entry) => `${entry.slug} (${entry.message})`).join('; ')}`,
          );
        return;
      } else {
        // Each kitchen builds in a process of its own, with a heap sized for it.
        const { runBuildProcess } = await import('./worker/build-process.ts');
        const { buildHeapMbFor } = await import('./build-memory.ts');
        for (const slug of slugs)
          await runBuildProcess(slug, {
            heapMb: await buildHeapMbFor(db, slug),
            ...(values.lease ? { leaseToken: values.lease } : {}),
            ...(values.report ? { reportFile: values.report } : {}),
            ...(values['render-all'] ? { renderAll: true } : {}),
          });
      }
      await db.destroy();
      return;
    }
    case 'deploy': {
      // The kitchen's live release, published to a folder or an S3-compatible bucket (ADR 036).
      if (!values.to) throw new Error('Say where to: --to s3://bucket/prefix?endpoint=… or --to <folder>.');
      if (values.collect) {
        const { collectStore } = await import('@larder/builder/deploy/deploy-release');
        const { releaseStoreAt } = await import('@larder/builder/deploy/release-store');
        const store = releaseStoreAt(values.to);
        const collected = await collectStore(store);
        console.log(
          `collected ${store.location}: ${collected.deletedBlobs} file(s) and ${collected.deletedManifests} release(s) no kitchen keeps deleted, ${collected.kept} file(s) kept`,
        );
        return;
      }
      const slug = SlugSchema.parse(values.site ?? '');
      const { deployLiveRelease } = await import('@larder/builder/deploy/deploy-release');
      const { releaseStoreAt } = await import('@larder/builder/deploy/release-store');
      const store = releaseStoreAt(values.to);
      const deployed = await deployLiveRelease(store, env.outputDir, slug);
      if (!deployed) throw new Error(`"${slug}" has no live release to deploy: build it first.`);
      console.log(
        `deployed ${slug} release ${deployed.release} to ${store.location}: ${deployed.files} files, ${deployed.sent} sent (${Math.ceil(deployed.bytes / 1024)} kB), ${deployed.reused} already there; ${deployed.changed ? `${deployed.changed.length} paths changed since the release before` : 'no release before it'}`,
      );
      // What a CDN caching pages by path purges, one path a line (docs/hosting.md).
      if (values['list-changed']) for (const path of deployed.changed ?? []) console.log(`changed /${path}`);
      return;
    }
    case 'backup': {
      if (!values.to) throw new Error('Say where to back up to: larder backup --to <folder>.');
      const { backupTo } = await import('./backup.ts');
      const manifest = await backupTo(env.database, env.filesDir, values.to);
      console.log(
        `backed up the database (as of ${manifest.takenAt}) and ${manifest.files} file(s) (${manifest.fileBytes} bytes) to ${resolve(values.to)}`,
      );
      return;
    }
    case 'restore': {
      if (!values.from) throw new Error('Say which backup to restore: larder restore --from <folder>.');
      const { restoreFrom } = await import('./backup.ts');
      const manifest = await restoreFrom(values.from, env.database, env.filesDir);
      console.log(
        `restored the database of ${manifest.takenAt} to ${env.databaseUrl ? 'LARDER_DATABASE_URL' : env.dbPath} and ${manifest.files} file(s) to ${env.filesDir}; render every kitchen with \`larder build --all\``,
      );
      return;
    }
    case 'prune': {
      const db = await openMigrated(env);
      const { pruneExpired } = await import('@larder/api/housekeeping/prune-expired');
      const pruned = await pruneExpired(db, env.filesDir);
      console.log(
        `pruned ${pruned.authTokens} expired sign-in row(s), ${pruned.signUpRequests} unconfirmed sign-up(s), ${pruned.uploads} abandoned upload(s), ${pruned.emails} e-mail record(s)`,
      );
      await db.destroy();
      return;
    }
    case 'worker': {
      const { startRebuildWorker } = await import('./worker/rebuild-worker.ts');
      const db = await openMigrated(env);
      const worker = await startRebuildWorker(db, {
        ...workerOptions(env),
        ...(await mailOptions(env, db)),
      });
      console.log('worker waiting for rebuild jobs (Ctrl-C to stop)');
      await waitForShutdown(async () => {
        await worker.stop();
        await db.destroy();
      });
      return;
    }
    case 'serve': {
      const db = await openMigrated(env);
      // The demo cluster's API processes serve the outbox, on this machine only, as the demo does.
      const devOutbox =
        values['dev-outbox'] === true && env.email.transport === 'outbox' && isLoopbackAddress(env.apiHost);
      const api = await startApi(env, db, { devOutbox });
      const sites = values.sites ? await startSites(env) : null;
      console.log(`API listening on http://${env.apiHost}:${env.apiPort}/api/v1`);
      await waitForShutdown(async () => {
        await closeServer(api);
        if (sites) await closeServer(sites);
        await db.destroy();
      });
      return;
    }
    case 'site': {
      if (subcommand !== 'create')
        throw new Error('Usage: pnpm larder site create --slug <slug> --title <title> --owner <email>');
      const slug = SlugSchema.parse(values.slug);
      const title = values.title?.trim();
      if (!title) throw new Error('--title is required');
      const ownerEmail = EmailSchema.parse(values.owner ?? '');
      const db = await openMigrated(env);
      const owner = await db
        .selectFrom('users')
        .select('id')
        .where('email', '=', ownerEmail)
        .executeTakeFirst();
      if (!owner)
        throw new Error(
          `No user ${ownerEmail}; create one first with \`pnpm larder user create --email ${ownerEmail}\`.`,
        );
      if (await db.selectFrom('sites').select('id').where('slug', '=', slug).executeTakeFirst())
        throw new Error(`A kitchen "${slug}" already exists.`);
      const { createSite } = await import('@larder/api/site/site-write');
      await createSite(db, { slug, title, ownerId: owner.id, rebuildReason: 'kitchen created' });
      console.log(`created kitchen ${slug} owned by ${ownerEmail}; a build is queued for the worker`);
      await db.destroy();
      return;
    }
    case 'user': {
      if (subcommand !== 'create')
        throw new Error('Usage: pnpm larder user create --email <email> [--name <display name>]');
      const email = EmailSchema.parse(values.email ?? '');
      const { createUser } = await import('@larder/api/auth/user-accounts');
      const db = await openMigrated(env);
      await createUser(db, { email, displayName: values.name ?? null });
      console.log(`created user ${email}`);
      await db.destroy();
      return;
    }
    case 'stripe': {
      if (subcommand !== 'reconcile') throw new Error('Usage: pnpm larder stripe reconcile');
      const db = await openMigrated(env);
      const { loadSitesConfig } = await import('@larder/api/sites-config.server');
      const sitesConfig = await loadSitesConfig();
      const { reconcileWithStripe } = await import('@larder/api/payments/reconcile');
      const { stripeOf } = await import('@larder/api/payments/stripe-client');
      const { createMailer } = await import('@larder/api/email/mailer');
      const mailer = createMailer(env.email, db);
      console.log(`reconciling with Stripe at ${env.stripe.apiUrl}…`);
      await reconcileWithStripe(
        {
          db,
          env,
          sitesConfig,
          stripe: stripeOf({ env }),
          mailer,
          now: Date.now,
        },
        (line) => {
          console.log(line);
        },
      );
      // The e-mails it queued are handed to the provider before the database closes.
      await mailer.settled();
      await db.destroy();
      return;
    }
    case 'token': {
      if (!env.allowTokenCommand) {
        throw new Error(
          '`larder token` is disabled in production. Set LARDER_ALLOW_TOKEN_COMMAND=true to allow it deliberately.',
        );
      }
      const email = EmailSchema.parse(subcommand ?? values.email ?? '');
      const { userIdByEmail } = await import('@larder/api/auth/user-accounts');
      const { createSessionToken } = await import('@larder/api/auth/session-tokens');
      const db = await openMigrated(env);
      const userId = await userIdByEmail(db, email);
      if (!userId)
        throw new Error(`No user ${email}. Create one with \`pnpm larder user create --email ${email}\`.`);
      console.log(await createSessionToken(db, userId, env.sessionDays));
      await db.destroy();
      return;
    }
    case 'demo': {
      await rm(env.dbPath, { force: true });
      await rm(`${env.dbPath}-wal`, { force: true });
      await rm(`${env.dbPath}-shm`, { force: true });
      if (values.cluster) {
        await demoCluster(env, stripeEmulator);
        return;
      }
      const { seedDemo } = await import('@larder/demo/seed/seed');
      const { listSiteSlugs } = await import('@larder/api/site/site-read');
      const { enqueueRebuild } = await import('@larder/api/jobs/rebuild-queue');
      const { startRebuildWorker } = await import('./worker/rebuild-worker.ts');
      const { publishPlatform } = await import('@larder/builder/platform-release');
      const db = await openMigrated(env);
      console.log('seeding the demo kitchens…');
      await seedDemo(db, env.filesDir);
      const slugs = await listSiteSlugs(db);
      // The first builds go through the worker, as every later publish does.
      for (const slug of slugs) await enqueueRebuild(db, slug, 'demo started');
      const worker = await startRebuildWorker(db, {
        ...workerOptions(env),
        ...(await mailOptions(env, db)),
      });
      // The platform app builds in this process while the kitchens build in theirs.
      await Promise.all([
        worker.idle(),
        publishPlatform({ outputDir: env.outputDir, apiOrigin: env.apiOrigin }),
      ]);
      // The outbox shows everyone's sign-in links: the demo serves it only to this machine.
      const devOutbox = env.email.transport === 'outbox' && isLoopbackAddress(env.apiHost);
      const api = await startApi(env, db, { devOutbox });
      const sites = await startSites(env);
      await printDemoAddresses(env, db, slugs, { devOutbox, stripeEmulator });
      await waitForShutdown(async () => {
        await worker.stop();
        await closeServer(api);
        await closeServer(sites);
        await stripeEmulator?.close();
        await db.destroy();
      });
      return;
    }
    default:
      throw new Error(`Unknown command "${command}".\n\n${USAGE}`);
  }
}

// A build process is tied to the process that started it (the worker, or `larder build`) by an
// IPC channel: when that process dies, the channel closes and the build stops rather than going
// on unsupervised.
if (process.send) {
  process.channel?.unref();
  process.once('disconnect', () => {
    console.error('larder: the process that started this build has gone; stopping.');
    process.exit(70);
  });
}

process.chdir(repoRoot);
main(process.argv.slice(2)).catch((error: unknown) => {
  const message =
    error instanceof z.ZodError
      ? z.prettifyError(error)
      : error instanceof Error
        ? error.message
        : String(error);
  console.error(`larder: ${message}`);
  process.exitCode = 1;
  for (const close of closeOnFailure) void close();
});

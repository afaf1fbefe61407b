import { EmailSchema } from '@larder/shared/schemas/email';
import { SlugSchema } from '@larder/shared/schemas/common';
import { serve } from '@hono/node-server';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { createSessionToken } from '@larder/api/auth/session-tokens';
import { createSite } from '@larder/api/site/site-write';
import { createUser, userIdByEmail } from '@larder/api/user/user-accounts';
import { migrateToLatest, openDatabase, type Db } from '@larder/api/db/database';
import { loadEnv, repoRoot, type Env } from '@larder/api/env';
import { enqueueRebuild } from '@larder/api/jobs/rebuild-queue';
import { createMailer } from '@larder/api/email/mailer';
import { buildSite } from './build-site.ts';
import { startDemoStripeEmulator, stripeWebhookUrl } from './demo-stripe.ts';
import { TEST_CARD_HINT, type StripeEmulator } from '@larder/stripe-emulator';
import { buildHeapMbFor } from './build-memory.ts';
import { runBuildProcess, startRebuildWorker, type WorkerOptions } from './worker/rebuild-worker.ts';
import { DEMO_FREE_READER_EMAIL, DEMO_PAID_READER_EMAIL, seedDemo } from '@larder/api/seed/seed';
import { listSiteSlugs } from '@larder/api/site/site-read';
import { loadSitesConfig } from '@larder/api/sites-config.server';
import { createKitchenStaticServer, hostOf } from '@larder/api/static/kitchen-static-server';
import { publishPlatform } from '@larder/builder/platform-release';

const USAGE = `Usage: pnpm larder <command>

Commands:
  migrate                          bring the database to the latest schema
  seed                             fill an empty database with the demo kitchens
  build --site <slug> | --all      render kitchens to static HTML and switch them live
  build --platform                 build the platform app (account area) and publish it
  worker                           run queued rebuilds (publish, unpublish, theme changes);
                                   hourly, delete expired sign-in rows and abandoned uploads
  prune                            delete those now (expired for a week) and print the counts
  serve                            start the API (and, with --sites, the static kitchen server)
  site create --slug <s> --title <t> --owner <email>
  user create --email <e> [--name <display name>]
  stripe reconcile                 repair local subscriptions that drifted from Stripe's (missed
                                   webhooks), printing each change
  token <email>                    print a bearer token for an existing user (not in production)
  demo                             fresh database, seed, build, API + kitchens + worker
                                   + the Stripe emulator (LARDER_STRIPE_EMULATOR_PORT, default 12111)`;

async function openMigrated(env: Env): Promise<Db> {
  const db = openDatabase(env.dbPath);
  await migrateToLatest(db);
  return db;
}

async function buildSites(
  env: Env,
  db: Db,
  slugs: string[],
  options: { leaseToken?: string; reportFile?: string } = {},
): Promise<void> {
  const sitesConfig = await loadSitesConfig();
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
      `built ${slug}: ${result.pages} recipe pages, ${result.images} images in ${result.milliseconds} ms (${phases}) → ${join(env.outputDir, slug)}`,
    );
    for (const failed of result.failedRecipes)
      console.warn(
        `  ${failed.slug}: ${failed.kept === 'left-out' ? 'left out' : 'kept at its last good version'}, because its page did not render (${failed.error})`,
      );
  }
}

/** What the worker needs to send the newsletters left waiting: the mailer and the kitchens' origins. */
async function newsletterOptions(env: Env, db: Db): Promise<NonNullable<WorkerOptions['newsletters']>> {
  return {
    mailer: createMailer(env.email, db),
    sitesConfig: await loadSitesConfig(),
    apiOrigin: env.apiOrigin,
  };
}

/** The worker's lease, retries and time limit, from the environment. */
function workerOptions(env: Env): WorkerOptions {
  return {
    housekeeping: { filesDir: env.filesDir },
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
async function startApi(env: Env, db: Db, sitesConfig: Awaited<ReturnType<typeof loadSitesConfig>>) {
  const { createApp } = await import('@larder/api/http/app');
  const app = createApp({ db, env, sitesConfig });
  return serve({ fetch: app.fetch, hostname: env.apiHost, port: env.apiPort });
}

function startSites(env: Env) {
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
      slug: { type: 'string' },
      title: { type: 'string' },
      owner: { type: 'string' },
      email: { type: 'string' },
      name: { type: 'string' },
      sites: { type: 'boolean' },
      platform: { type: 'boolean' },
      lease: { type: 'string' },
      report: { type: 'string' },
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
    const emulator = await startDemoStripeEmulator();
    stripeEmulator = emulator;
    // Its server would otherwise keep a demo that failed to start from exiting.
    closeOnFailure.push(() => emulator.close());
  }
  const env = loadEnv();
  stripeEmulator?.setWebhookEndpoint(stripeWebhookUrl(env.apiOrigin));

  switch (command) {
    case 'migrate': {
      const db = openDatabase(env.dbPath);
      const applied = await migrateToLatest(db);
      console.log(applied.length ? `applied: ${applied.join(', ')}` : 'database is up to date');
      await db.destroy();
      return;
    }
    case 'seed': {
      const db = await openMigrated(env);
      await seedDemo(db, env.filesDir);
      console.log(`seeded ${(await listSiteSlugs(db)).join(', ')}`);
      await db.destroy();
      return;
    }
    case 'build': {
      if (values.platform) {
        await publishPlatform({ outputDir: env.outputDir, apiOrigin: env.apiOrigin, log: console.log });
        if (!values.all && !values.site) return;
      }
      const db = await openMigrated(env);
      const slugs = values.all ? await listSiteSlugs(db) : values.site ? [values.site] : [];
      if (slugs.length === 0)
        throw new Error(
          'Say what to build: --site <slug>, --all for every kitchen, or --platform for the platform app.',
        );
      if (process.env.LARDER_BUILD_CHILD) {
        await buildSites(env, db, slugs, {
          ...(values.lease ? { leaseToken: values.lease } : {}),
          ...(values.report ? { reportFile: values.report } : {}),
        });
      } else {
        // Each kitchen builds in a process of its own, with a heap sized for it.
        for (const slug of slugs)
          await runBuildProcess(slug, {
            heapMb: await buildHeapMbFor(db, slug),
            ...(values.lease ? { leaseToken: values.lease } : {}),
            ...(values.report ? { reportFile: values.report } : {}),
          });
      }
      await db.destroy();
      return;
    }
    case 'prune': {
      const db = await openMigrated(env);
      const { pruneExpired } = await import('@larder/api/housekeeping/prune-expired');
      const pruned = await pruneExpired(db, env.filesDir);
      console.log(
        `pruned ${pruned.authTokens} expired sign-in row(s), ${pruned.signUpRequests} unconfirmed sign-up(s), ${pruned.uploads} abandoned upload(s)`,
      );
      await db.destroy();
      return;
    }
    case 'worker': {
      const db = await openMigrated(env);
      const worker = await startRebuildWorker(db, {
        ...workerOptions(env),
        newsletters: await newsletterOptions(env, db),
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
      const sitesConfig = await loadSitesConfig();
      const api = await startApi(env, db, sitesConfig);
      const sites = values.sites ? startSites(env) : null;
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
      await createSite(db, { slug, title, ownerId: owner.id, rebuildReason: 'kitchen created' });
      console.log(`created kitchen ${slug} owned by ${ownerEmail}; a build is queued for the worker`);
      await db.destroy();
      return;
    }
    case 'user': {
      if (subcommand !== 'create')
        throw new Error('Usage: pnpm larder user create --email <email> [--name <display name>]');
      const email = EmailSchema.parse(values.email ?? '');
      const db = await openMigrated(env);
      await createUser(db, { email, displayName: values.name ?? null });
      console.log(`created user ${email}`);
      await db.destroy();
      return;
    }
    case 'stripe': {
      if (subcommand !== 'reconcile') throw new Error('Usage: pnpm larder stripe reconcile');
      const db = await openMigrated(env);
      const sitesConfig = await loadSitesConfig();
      const { reconcileWithStripe } = await import('@larder/api/payments/reconcile');
      const { stripeOf } = await import('@larder/api/payments/stripe-client');
      const { createMailer } = await import('@larder/api/email/mailer');
      console.log(`reconciling with Stripe at ${env.stripe.apiUrl}…`);
      await reconcileWithStripe(
        {
          db,
          env,
          sitesConfig,
          stripe: stripeOf({ env }),
          mailer: createMailer(env.email, db),
          now: Date.now,
        },
        (line) => {
          console.log(line);
        },
      );
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
      const db = await openMigrated(env);
      console.log('seeding the demo kitchens…');
      await seedDemo(db, env.filesDir);
      const slugs = await listSiteSlugs(db);
      // The first builds go through the worker, as every later publish does.
      for (const slug of slugs) await enqueueRebuild(db, slug, 'demo started');
      const worker = await startRebuildWorker(db, {
        ...workerOptions(env),
        newsletters: await newsletterOptions(env, db),
      });
      // The platform app builds in this process while the kitchens build in theirs.
      await Promise.all([
        worker.idle(),
        publishPlatform({ outputDir: env.outputDir, apiOrigin: env.apiOrigin }),
      ]);
      const sitesConfig = await loadSitesConfig();
      const api = await startApi(env, db, sitesConfig);
      const sites = startSites(env);
      const { kitchenDeployment } = await import('@larder/shared/sites-config');
      console.log(
        `\nLarder demo is running (Ctrl-C to stop)\n  API:      ${env.apiOrigin}/api/v1/site/site-slugs`,
      );
      for (const slug of slugs) console.log(`  kitchen:  ${kitchenDeployment(sitesConfig, slug).origin}/`);
      console.log(`  account:  ${env.platformOrigin}/ (sign in, bookmarks, profile)`);
      if (env.email.transport === 'outbox')
        console.log(`  outbox:   ${env.apiOrigin}/dev/outbox (sign-in links and codes e-mailed by the demo)`);
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
      console.log(
        `  creator token: LARDER_DB_PATH=${env.dbPath} ./run larder token june@family-table.example`,
      );
      console.log(`  paid reader:   ${DEMO_PAID_READER_EMAIL}`);
      console.log(`  free reader:   ${DEMO_FREE_READER_EMAIL}`);
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

import { enqueueRebuild } from '@larder/api/jobs/rebuild-queue';
import { createTestWorld, type TestWorld } from '@larder/api/test-support/test-database';
import { readRenderedRecipe } from '@larder/builder/kitchen-data';
import { currentRelease, releaseDataDir } from '@larder/builder/release-switch';
import { existsSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { childEnvFor, exited, larder, processesOf, sleep, waitFor } from '../test-support/processes.ts';
import { readPointer } from '@larder/builder/deploy/deploy-release';
import { directoryStore } from '@larder/builder/deploy/release-store';
import { startRebuildWorker, type WorkerHandle, type WorkerOptions } from './rebuild-worker.ts';
import { outboxTransport } from '@larder/api/email/outbox';
import { enqueueEmail, queuedMailer } from '@larder/api/email/email-queue';
import { createNewsletterSend } from '@larder/api/newsletter/newsletter-sends';
import { addToNewsletter } from '@larder/api/newsletter/newsletter-subscribers';

let world: TestWorld;
let childEnv: NodeJS.ProcessEnv;
const fastRetry = { maxAttempts: 5, baseDelayMs: 50, maxDelayMs: 200 };

beforeAll(async () => {
  world = await createTestWorld();
  childEnv = childEnvFor(world);
});
afterAll(async () => world.cleanup());
beforeEach(async () => {
  // Seeding queued a job per published recipe; each test queues exactly what it needs.
  await world.db.deleteFrom('rebuild_jobs').execute();
});

async function jobsOf(slug: string) {
  return world.db.selectFrom('rebuild_jobs').selectAll().where('site_slug', '=', slug).execute();
}

async function settled(slug: string) {
  return waitFor(`the jobs of ${slug} to finish`, async () => {
    const jobs = await jobsOf(slug);
    return jobs.length > 0 && jobs.every((job) => job.status === 'done' || job.status === 'failed')
      ? jobs
      : undefined;
  });
}

async function withWorker<T>(
  work: (worker: WorkerHandle) => Promise<T>,
  env = childEnv,
  more: Partial<WorkerOptions> = {},
): Promise<T> {
  const worker = await startRebuildWorker(world.db, {
    pollMs: 50,
    leaseMs: 3_000,
    retry: fastRetry,
    env,
    log: () => undefined,
    ...more,
  });
  try {
    return await work(worker);
  } finally {
    await worker.stop();
  }
}

describe('the rebuild worker', () => {
  it('builds a queued kitchen, makes it live, marks the jobs done and deploys it', async () => {
    await enqueueRebuild(world.db, 'ember-and-salt', 'one');
    await enqueueRebuild(world.db, 'ember-and-salt', 'two');
    const store = join(world.dir, 'deployed');
    const jobs = await withWorker(
      async (worker) => {
        const done = await settled('ember-and-salt');
        await worker.idle();
        return done;
      },
      childEnv,
      { deploy: { to: store, outputDir: world.env.outputDir } },
    );
    expect(jobs.map((job) => job.status)).toEqual(['done', 'done']);
    expect(jobs.every((job) => job.attempts === 1)).toBe(true);
    const live = await currentRelease(world.env.outputDir, 'ember-and-salt');
    expect(live).not.toBeNull();
    expect(await world.db.selectFrom('kitchen_build_leases').selectAll().execute()).toEqual([]);
    // The release that went live is the one the store serves.
    expect(await readPointer(directoryStore(store), 'ember-and-salt')).toMatchObject({
      release: basename(live!),
    });
  });

  it('deletes sign-in rows expired for a week while it has nothing to build', async () => {
    const [user] = await world.db.selectFrom('users').select('id').limit(1).execute();
    const expired = {
      user_id: user!.id,
      kind: 'session' as const,
      site_id: null,
      next_url: null,
      used_at: null,
      expires_at: new Date(Date.now() - 8 * 86_400_000).toISOString(),
    };
    await world.db
      .insertInto('auth_tokens')
      .values([
        { ...expired, id: 'expired-token', token_hash: 'expired-hash' },
        { ...expired, id: 'recent-token', token_hash: 'recent-hash', expires_at: new Date().toISOString() },
      ])
      .execute();
    const worker = await startRebuildWorker(world.db, {
      pollMs: 50,
      log: () => undefined,
      housekeeping: { filesDir: world.env.filesDir },
    });
    try {
      await worker.idle();
      const left = await waitFor('the expired row to go', async () => {
        const ids = (
          await world.db
            .selectFrom('auth_tokens')
            .select('id')
            .where('id', 'in', ['expired-token', 'recent-token'])
            .execute()
        ).map((row) => row.id);
        return ids.includes('expired-token') ? undefined : ids;
      });
      expect(left).toEqual(['recent-token']);
    } finally {
      await worker.stop();
    }
  });

  it('sends the newsletters left waiting while it has nothing to build', async () => {
    const site = await world.db
      .selectFrom('sites')
      .select('id')
      .where('slug', '=', 'family-table')
      .executeTakeFirstOrThrow();
    const recipe = await world.db
      .selectFrom('recipes')
      .select('id')
      .where('site_id', '=', site.id)
      .where('published_at', 'is not', null)
      .where('privacy_setting', '=', 'public')
      .executeTakeFirstOrThrow();
    await addToNewsletter(
      world.db,
      { siteId: site.id, email: 'waiting@example.com', userId: null, confirmed: true, source: 'subscribe' },
      Date.now(),
    );
    // Recorded by an API process that stopped before sending anything.
    await createNewsletterSend(world.db, site.id, { recipeId: recipe.id, note: undefined });
    const worker = await startRebuildWorker(world.db, {
      pollMs: 50,
      log: () => undefined,
      newsletters: {
        mailer: outboxTransport(world.db, 'news@larder.example'),
        sitesConfig: world.sitesConfig,
        apiOrigin: world.env.apiOrigin,
      },
    });
    try {
      await worker.idle();
      const sent = await waitFor('the newsletter to go out', async () => {
        const rows = await world.db
          .selectFrom('email_outbox')
          .select('to_address')
          .where('tag', '=', 'newsletter')
          .execute();
        return rows.length > 0 ? rows : undefined;
      });
      expect(sent.map((row) => row.to_address)).toEqual(['waiting@example.com']);
    } finally {
      await worker.stop();
    }
  });

  it('hands the queued e-mails the mail provider refused over again while it has nothing to build', async () => {
    // An API process queued a sign-in e-mail; the provider refused it then, so it waits for a retry.
    await enqueueEmail(
      world.db,
      {
        to: 'later@example.com',
        senderName: 'Larder',
        subject: 'Sign in',
        html: '<p>x</p>',
        text: 'x',
        tag: 'sign-in',
      },
      Date.now() - 60_000,
    );
    const taken: string[] = [];
    const transport = {
      send: (message: { to: string }) => {
        taken.push(message.to);
        return Promise.resolve();
      },
      sendBatch: () => Promise.resolve([]),
    };
    const worker = await startRebuildWorker(world.db, {
      pollMs: 50,
      log: () => undefined,
      emails: { mailer: queuedMailer(world.db, transport), everyMs: 100 },
    });
    try {
      await waitFor('the e-mail to go out', () => Promise.resolve(taken.length > 0 ? taken : undefined));
      expect(taken).toEqual(['later@example.com']);
      const [row] = await world.db.selectFrom('email_queue').selectAll().execute();
      expect(row).toMatchObject({ status: 'sent', message: null });
    } finally {
      await worker.stop();
    }
  });

  it('sets a recipe aside when the build dies twice on its page, and the kitchen goes live without it', async () => {
    const [recipe] = await world.db
      .selectFrom('recipes as r')
      .innerJoin('sites as s', 's.id', 'r.site_id')
      .select(['r.id', 'r.slug', 'r.updated_at'])
      .where('s.slug', '=', 'crumb-and-crust')
      .where('r.published_at', 'is not', null)
      .where('r.privacy_setting', '=', 'public')
      .execute();
    await enqueueRebuild(world.db, 'crumb-and-crust', 'publish');
    // As the out-of-memory killer would: the build process dies while rendering this page.
    const jobs = await withWorker(() => settled('crumb-and-crust'), {
      ...childEnv,
      LARDER_CRASH_ON_PAGE: `/recipes/${recipe!.slug}`,
    });
    expect(jobs).toHaveLength(1);
    expect(jobs[0]).toMatchObject({ status: 'done', attempts: 3 });
    expect(JSON.parse(jobs[0]!.failed_recipes!)).toEqual([
      expect.objectContaining({
        id: recipe!.id,
        kept: 'left-out',
        error: expect.stringMatching(/crashed twice/),
      }),
    ]);
    const failure = await world.db
      .selectFrom('recipe_render_failures')
      .selectAll()
      .where('recipe_id', '=', recipe!.id)
      .executeTakeFirstOrThrow();
    expect(failure.recipe_updated_at).toBe(recipe!.updated_at);
    expect(existsSync(join(world.env.outputDir, 'crumb-and-crust', 'recipes', recipe!.slug))).toBe(false);
    expect(existsSync(join(world.env.outputDir, 'crumb-and-crust', 'index.html'))).toBe(true);

    // Editing the recipe gives it another chance.
    await world.db
      .updateTable('recipes')
      .set({ updated_at: new Date().toISOString() })
      .where('id', '=', recipe!.id)
      .execute();
    await world.db.deleteFrom('rebuild_jobs').execute();
    await enqueueRebuild(world.db, 'crumb-and-crust', 'recipe edited');
    await withWorker(() => settled('crumb-and-crust'));
    expect(existsSync(join(world.env.outputDir, 'crumb-and-crust', 'recipes', recipe!.slug))).toBe(true);
  });

  it('leaves out a recipe that crashes the build twice even when the live kitchen shows that very version', async () => {
    const [recipe] = await world.db
      .selectFrom('recipes as r')
      .innerJoin('sites as s', 's.id', 'r.site_id')
      .select(['r.id', 'r.slug', 'r.updated_at'])
      .where('s.slug', '=', 'ember-and-salt')
      .where('r.published_at', 'is not', null)
      .where('r.privacy_setting', '=', 'public')
      .execute();
    // The version of the recipe the live kitchen shows (a release records each recipe's).
    const shown = async () => {
      const live = await currentRelease(world.env.outputDir, 'ember-and-salt');
      return live ? (await readRenderedRecipe(releaseDataDir(live), recipe!.id))?.version : undefined;
    };
    // The first test made this kitchen live; run alone (or after a change), this one builds it.
    if ((await shown()) !== recipe!.updated_at) {
      await enqueueRebuild(world.db, 'ember-and-salt', 'first build');
      await withWorker(() => settled('ember-and-salt'));
      await world.db.deleteFrom('rebuild_jobs').execute();
    }
    expect(await shown()).toBe(recipe!.updated_at);
    expect(existsSync(join(world.env.outputDir, 'ember-and-salt', 'recipes', recipe!.slug))).toBe(true);
    // Not the recipe's content: the build dies on its page whatever version it renders.
    await enqueueRebuild(world.db, 'ember-and-salt', 'theme changed');
    const jobs = await withWorker(() => settled('ember-and-salt'), {
      ...childEnv,
      LARDER_CRASH_ON_PAGE: `/recipes/${recipe!.slug}`,
    });
    expect(jobs[0]).toMatchObject({ status: 'done', attempts: 3 });
    expect(JSON.parse(jobs[0]!.failed_recipes!)).toEqual([
      expect.objectContaining({ id: recipe!.id, kept: 'left-out' }),
    ]);
    expect(existsSync(join(world.env.outputDir, 'ember-and-salt', 'recipes', recipe!.slug))).toBe(false);
  });

  it('stops the build of a worker that is killed, and another worker takes the job over once the lease expires', async () => {
    await enqueueRebuild(world.db, 'family-table', 'publish');
    const env = { ...childEnv, LARDER_BUILD_LEASE_SECONDS: '2', LARDER_BUILD_RETRY_SECONDS: '0.05' };
    const worker = larder(['worker'], env);
    const lease = await waitFor('the worker to take the lease', async () =>
      world.db
        .selectFrom('kitchen_build_leases')
        .selectAll()
        .where('site_slug', '=', 'family-table')
        .executeTakeFirst(),
    );
    const build = await waitFor('the build to start', () => {
      const found = processesOf(world.env.dbPath, 'build --serve');
      return found.length ? found : undefined;
    });
    expect(build).toHaveLength(1);
    expect(lease.token).toBeTruthy();
    await sleep(300);
    worker.kill('SIGKILL');
    await exited(worker);
    // Its build does not go on unsupervised.
    await waitFor('the orphaned build to stop', () =>
      processesOf(world.env.dbPath, 'build --serve').length === 0 ? true : undefined,
    );
    const jobs = await withWorker(() => settled('family-table'));
    expect(jobs[0]).toMatchObject({ status: 'done', attempts: 2 });
    expect(await currentRelease(world.env.outputDir, 'family-table')).not.toBeNull();
  });

  it('builds one publish after another in one kept process, and in a fresh one after a build that failed', async () => {
    const serving = () => processesOf(world.env.dbPath, 'build --serve');
    // The renderer the build process keeps between publishes (ADR 040).
    const rendering = () => processesOf(world.env.dbPath, 'render-pages.ts --serve');
    const lines: string[] = [];
    const renderers: number[][] = [];
    const seen = await withWorker(
      async () => {
        const pids: number[][] = [];
        for (const reason of ['a publish', 'the next publish']) {
          await enqueueRebuild(world.db, 'ember-and-salt', reason);
          await settled('ember-and-salt');
          await world.db.deleteFrom('rebuild_jobs').execute();
          pids.push(serving());
          renderers.push(rendering());
        }
        // No such kitchen: the build fails with a report, and its process is not kept.
        await enqueueRebuild(world.db, 'no-such-kitchen', 'a kitchen deleted meanwhile');
        const failed = await settled('no-such-kitchen');
        expect(failed.map((job) => job.status)).toEqual(['failed']);
        await enqueueRebuild(world.db, 'ember-and-salt', 'a publish after the failure');
        expect((await settled('ember-and-salt')).map((job) => job.status)).toEqual(['done']);
        pids.push(serving());
        return pids;
      },
      childEnv,
      { log: (line) => lines.push(line) },
    );
    // Each publish says what it rendered and when it went live.
    expect(lines).toContainEqual(
      expect.stringMatching(
        /^\[worker\] ember-and-salt: \d+ file\(s\) rendered, \d+ reused; live \d+\.\d s after the build started$/,
      ),
    );
    expect(seen[0]).toHaveLength(1);
    expect(seen[1]).toEqual(seen[0]);
    expect(seen[2]).toHaveLength(1);
    expect(seen[2]).not.toEqual(seen[0]);
    expect(renderers[0]).toHaveLength(1);
    expect(renderers[1]).toEqual(renderers[0]);
    // A stopped worker leaves no build process behind, nor its renderer.
    await waitFor('the build process to stop', () => (serving().length === 0 ? true : undefined));
    await waitFor('its renderer to stop', () => (rendering().length === 0 ? true : undefined));
  });

  it('never runs two builds of one kitchen at once, even with two workers and the operator building', async () => {
    const journal = join(world.dir, 'builds.journal');
    const env = { ...childEnv, LARDER_BUILD_JOURNAL: journal };
    await enqueueRebuild(world.db, 'ember-and-salt', 'first');
    const operator = larder(['build', '--site', 'ember-and-salt'], env);
    const jobs = await withWorker(
      () =>
        withWorker(async () => {
          await sleep(500);
          await enqueueRebuild(world.db, 'ember-and-salt', 'second, while building');
          await exited(operator);
          await sleep(500);
          await enqueueRebuild(world.db, 'ember-and-salt', 'third');
          return waitFor('every job to finish', async () => {
            const all = await jobsOf('ember-and-salt');
            return all.length === 3 && all.every((job) => job.status === 'done') ? all : undefined;
          });
        }, env),
      env,
    );
    expect(jobs.map((job) => job.status)).toEqual(['done', 'done', 'done']);
    // Every build's start follows the end of the one before.
    const events = readFileSync(journal, 'utf8')
      .trim()
      .split('\n')
      .map((line) => line.split(' '))
      .sort((a, b) => Number(a[0]) - Number(b[0]));
    expect(events.length).toBeGreaterThanOrEqual(6);
    let running = 0;
    for (const [, event] of events) {
      running += event === 'start' ? 1 : -1;
      expect(running).toBeLessThanOrEqual(1);
    }
  });
});

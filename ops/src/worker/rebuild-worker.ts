import type { Db } from '@larder/api/db/database';
import {
  claimNextRebuild,
  DEFAULT_RETRY,
  finishRebuild,
  type BuildClaim,
  type BuildOutcome,
  type RetryPolicy,
} from '@larder/api/jobs/rebuild-queue';
import { pruneExpired } from '@larder/api/housekeeping/prune-expired';
import type { NewsletterRunContext } from '@larder/api/newsletter/send-runner';
import type { QueuedMailer } from '@larder/api/email/email-queue';
import { renewLease } from '@larder/api/jobs/build-lease';
import { mkdir, readFile, rm } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { deployLiveRelease } from '@larder/builder/deploy/deploy-release';
import { releaseStoreAt } from '@larder/builder/deploy/release-store';
import { buildHeapMbFor } from '../build-memory.ts';
import { BuildServer, msToLive } from './build-server.ts';
import { parseBuildReport, progressFileFor } from '../build-report.ts';

export interface WorkerOptions {
  /**
   * How long an idle worker waits before it looks for work again: a publish waits half of it on
   * average before its build starts (one small query a look; 250 ms by default).
   */
  pollMs?: number;
  /** Lease length; the worker renews it every third of it while a build runs. */
  leaseMs?: number;
  /** A build running longer than this is killed and counts as a failed attempt. */
  maxBuildMs?: number;
  retry?: RetryPolicy;
  log?: (line: string) => void;
  env?: NodeJS.ProcessEnv;
  /**
   * Deletes expired sign-in rows and abandoned uploads (`pruneExpired`) when the worker is idle,
   * at most once per `everyMs` (an hour unless set). Off when not given.
   */
  housekeeping?: { filesDir: string; everyMs?: number };
  /**
   * Publishes each kitchen that went live to a bucket or folder (`larder deploy`, ADR 036): `to`
   * is the store's address, `outputDir` where the builds put the live releases. A deploy that
   * fails is tried again when the worker is idle (at most once a minute) and by the kitchen's next build.
   */
  deploy?: { to: string; outputDir: string };
  /**
   * Sends the newsletters left waiting (a send whose API process stopped, a batch the mail
   * provider refused) when the worker is idle, at most once per `everyMs` (30 s unless set).
   * Off when not given.
   */
  newsletters?: Omit<NewsletterRunContext, 'db'> & { everyMs?: number };
  /**
   * Hands the queued e-mails the mail provider refused before (sign-in links, confirmations)
   * over again when the worker is idle, at most once per `everyMs` (5 s unless set). The API
   * sends each one as it is queued; this pass is what retries them. Off when not given.
   */
  emails?: { mailer: Pick<QueuedMailer, 'sendDue'>; everyMs?: number };
}

export interface WorkerHandle {
  /** Resolves once no job is ready to run (jobs waiting for a retry do not count). */
  idle: () => Promise<void>;
  stop: () => Promise<void>;
}

/**
 * Takes rebuild jobs from the database one kitchen at a time under a lease, so any number of
 * workers (and operator builds) never build a kitchen twice at once. A build that fails or
 * crashes is retried with backoff; a worker that dies leaves a lease that expires, and its jobs
 * go back to the queue.
 */
export async function startRebuildWorker(db: Db, options: WorkerOptions = {}): Promise<WorkerHandle> {
  const log =
    options.log ??
    ((line: string) => {
      console.log(line);
    });
  const leaseMs = options.leaseMs ?? 60_000;
  const retry = options.retry ?? DEFAULT_RETRY;
  const owner = `worker ${process.pid}@${hostname()}`;
  const reportsDir = join(tmpdir(), `larder-worker-${process.pid}`);
  await mkdir(reportsDir, { recursive: true });
  let stopped = false;
  // One build process for the worker's builds, kept between them (see build-server.ts).
  const builds = new BuildServer(options.env);
  let wake: (() => void) | null = null;
  const idleWaiters: (() => void)[] = [];

  async function runClaim(claim: BuildClaim): Promise<BuildOutcome> {
    const reportFile = join(reportsDir, `${claim.siteSlug}-${claim.leaseToken}.json`);
    const abort = new AbortController();
    let lost = false;
    const heartbeat = setInterval(() => {
      renewLease(db, claim.siteSlug, claim.leaseToken, leaseMs).then(
        (held) => {
          if (!held) {
            lost = true;
            abort.abort();
          }
        },
        // A missed beat (a busy database) is retried at the next one; the lease outlasts two.
        (error: unknown) => {
          log(`[worker] could not renew the lease of ${claim.siteSlug}: ${String(error)}`);
        },
      );
    }, leaseMs / 3);
    const timeout = setTimeout(
      () => {
        abort.abort();
      },
      options.maxBuildMs ?? 30 * 60_000,
    );
    try {
      const summary = await builds.run(claim.siteSlug, {
        heapMb: await buildHeapMbFor(db, claim.siteSlug),
        leaseToken: claim.leaseToken,
        reportFile,
        signal: abort.signal,
      });
      const report = parseBuildReport(await readFile(reportFile, 'utf8').catch(() => ''));
      if (report?.ok) {
        if (summary)
          log(
            `[worker] ${claim.siteSlug}: ${summary.rendered.pages} file(s) rendered, ${summary.rendered.reused} reused; live ${(msToLive(summary) / 1000).toFixed(1)} s after the build started`,
          );
        return { ok: true, failedRecipes: report.failedRecipes };
      }
      return { ok: false, error: report?.error ?? 'The build ended without a report.', suspect: null };
    } catch (error) {
      const report = parseBuildReport(await readFile(reportFile, 'utf8').catch(() => ''));
      // The renderer ends its line with a newline (see the snapshot plugin): the first line is it.
      const progress = (await readFile(progressFileFor(reportFile), 'utf8').catch(() => '')).split('\n')[0]!;
      const reason = lost
        ? 'The build lost its lease on the kitchen and was stopped.'
        : abort.signal.aborted
          ? `The build ran longer than ${Math.round((options.maxBuildMs ?? 30 * 60_000) / 1000)} s and was stopped.`
          : report && !report.ok
            ? report.error
            : error instanceof Error
              ? error.message
              : String(error);
      // A page being rendered when the process died is a suspect; a report means it failed cleanly.
      const suspect =
        report === null && progress.startsWith('recipe:') ? progress.slice('recipe:'.length) : null;
      return { ok: false, error: reason, suspect };
    } finally {
      clearInterval(heartbeat);
      clearTimeout(timeout);
      await rm(reportFile, { force: true });
      await rm(progressFileFor(reportFile), { force: true });
    }
  }

  const sleep = (ms: number) =>
    new Promise<void>((resolveSleep) => {
      wake = resolveSleep;
      setTimeout(resolveSleep, ms);
    });

  const loop = (async () => {
    while (!stopped) {
      try {
        await runOnce();
      } catch (error) {
        // The database was busy or failing: the jobs are safe in it; try again in a moment.
        log(`[worker] ${error instanceof Error ? error.message : String(error)}; retrying in 5 s`);
        await sleep(5_000);
      }
    }
  })();

  let lastHousekeeping = 0;
  // One store for the worker's life: a bad address fails the start, not every build.
  const store = options.deploy ? releaseStoreAt(options.deploy.to) : null;
  const undeployed = new Set<string>();
  let lastDeployRetry = 0;
  async function deployLive(slug: string): Promise<void> {
    if (!store || !options.deploy) return;
    try {
      const deployed = await deployLiveRelease(store, options.deploy.outputDir, slug);
      undeployed.delete(slug);
      if (!deployed) return;
      log(
        `[worker] ${slug} deployed to ${store.location} (${deployed.sent} of ${deployed.files} files sent, ${deployed.changed?.length ?? deployed.files} paths changed)`,
      );
    } catch (error) {
      undeployed.add(slug);
      log(
        `[worker] ${slug}: the deploy failed (${error instanceof Error ? error.message : String(error)}); tried again within a minute when idle`,
      );
    }
  }

  async function housekeep(): Promise<void> {
    const housekeeping = options.housekeeping;
    if (!housekeeping || Date.now() - lastHousekeeping < (housekeeping.everyMs ?? 3_600_000)) return;
    lastHousekeeping = Date.now();
    const pruned = await pruneExpired(db, housekeeping.filesDir);
    if (pruned.authTokens + pruned.signUpRequests + pruned.uploads + pruned.emails > 0)
      log(
        `[worker] pruned ${pruned.authTokens} expired sign-in row(s), ${pruned.signUpRequests} unconfirmed sign-up(s), ${pruned.uploads} abandoned upload(s), ${pruned.emails} e-mail record(s)`,
      );
  }

  let lastNewsletters = 0;
  async function sendNewsletters(): Promise<void> {
    const newsletters = options.newsletters;
    if (!newsletters || Date.now() - lastNewsletters < (newsletters.everyMs ?? 30_000)) return;
    lastNewsletters = Date.now();
    const context: NewsletterRunContext = {
      db,
      mailer: newsletters.mailer,
      sitesConfig: newsletters.sitesConfig,
      apiOrigin: newsletters.apiOrigin,
    };
    // Loaded only when used: the runner renders e-mails with React, which a kitchen build (run
    // by this same CLI) must not find loaded (see the architecture test).
    const { runNewsletterSends } = await import('@larder/api/newsletter/send-runner');
    const done = await runNewsletterSends(context, { log });
    if (done.sent + done.failed > 0)
      log(`[worker] newsletters: ${done.sent} e-mail(s) sent, ${done.failed} failed`);
  }

  let lastEmails = 0;
  async function sendQueuedEmails(): Promise<void> {
    const emails = options.emails;
    if (!emails || Date.now() - lastEmails < (emails.everyMs ?? 5_000)) return;
    lastEmails = Date.now();
    // Bounded: a provider that times out must not hold up the builds waiting behind this pass.
    const done = await emails.mailer.sendDue({ maxMs: 5_000 });
    if (done.sent + done.failed + done.expired > 0)
      log(
        `[worker] queued e-mails: ${done.sent} sent, ${done.retried} to be retried, ${done.failed} given up, ${done.expired} expired`,
      );
  }

  async function runOnce(): Promise<void> {
    const claim = await claimNextRebuild(db, { owner, leaseMs, retry });
    if (!claim) {
      for (const resolveIdle of idleWaiters.splice(0)) resolveIdle();
      // A store that is down is asked again once a minute, not at every poll.
      if (undeployed.size > 0 && Date.now() - lastDeployRetry >= 60_000) {
        lastDeployRetry = Date.now();
        for (const slug of [...undeployed]) await deployLive(slug);
      }
      await housekeep();
      await sendQueuedEmails();
      await sendNewsletters();
      await sleep(options.pollMs ?? 250);
      return;
    }
    const more = claim.reasons.length > 3 ? `; and ${claim.reasons.length - 3} more` : '';
    log(
      `[worker] building ${claim.siteSlug} (${claim.jobIds.length} job(s): ${claim.reasons.slice(0, 3).join('; ')}${more})`,
    );
    const outcome = await runClaim(claim);
    const recorded = await finishRebuild(db, claim, outcome, { retry });
    if (!recorded) log(`[worker] ${claim.siteSlug}: lease lost; another builder has taken over`);
    else if (outcome.ok) {
      log(`[worker] ${claim.siteSlug} is live`);
      await deployLive(claim.siteSlug);
      for (const failed of outcome.failedRecipes)
        log(
          `[worker]   ${failed.slug}: ${failed.kept === 'left-out' ? 'left out' : 'kept at its last good version'} (${failed.error})`,
        );
    } else log(`[worker] ${claim.siteSlug} failed: ${outcome.error}`);
  }

  return {
    idle: () =>
      new Promise<void>((resolveIdle) => {
        idleWaiters.push(resolveIdle);
        wake?.();
      }),
    stop: async () => {
      stopped = true;
      wake?.();
      await loop;
      // No build runs once the loop has ended: the build process ends on its own.
      builds.close();
      await rm(reportsDir, { recursive: true, force: true });
    },
  };
}

import { publishMovedAddress } from '@larder/builder/moved-release';
import type { Db } from '@larder/api/db/database';
import type { Env } from '@larder/api/env';
import { acquireLease, holdsLease, releaseLease, renewLease } from '@larder/api/jobs/build-lease';
import { readKitchenSnapshot } from '@larder/api/snapshot/read-kitchen-snapshot';
import { buildKitchen, type BuildResult } from '@larder/builder/build-kitchen';
import { RenderCrashError } from '@larder/builder/render-kitchen';
import type { SitesConfig } from '@larder/shared/sites-config';
import { appendFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { progressFileFor, type BuildReport } from './build-report.ts';

export interface BuildSiteOptions {
  /** A lease the caller (the worker) holds and renews; without one the build takes its own. */
  leaseToken?: string;
  /** Where to write the build's report, for the worker. */
  reportFile?: string;
  /** How long to wait for another build of the kitchen to finish. */
  waitMs?: number;
  leaseMs?: number;
  log?: (line: string) => void;
  /** Render every page, reusing none of the live release's (`larder build --render-all`). */
  renderAll?: boolean;
}

const sleep = (ms: number) =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, ms);
  });

/**
 * `LARDER_BUILD_JOURNAL=<file>` appends when each build starts and ends under its lease, so
 * tests can check that builds of a kitchen never overlap.
 */
function journal(event: 'start' | 'end', slug: string, token: string): void {
  const file = process.env.LARDER_BUILD_JOURNAL;
  if (file) appendFileSync(file, `${performance.timeOrigin + performance.now()} ${event} ${slug} ${token}\n`);
}

async function writeReport(file: string | undefined, report: BuildReport): Promise<void> {
  if (file) await writeFile(file, JSON.stringify(report));
}

/**
 * Builds one kitchen under its build lease and makes it live, if the lease is still this build's
 * at the switch. Recipes that did not render are remembered by version, so later builds skip
 * them until they change.
 */
export async function buildSite(
  env: Env,
  db: Db,
  sitesConfig: SitesConfig,
  slug: string,
  options: BuildSiteOptions = {},
): Promise<BuildResult> {
  const leaseMs = options.leaseMs ?? 60_000;
  let token = options.leaseToken ?? null;
  let heartbeat: NodeJS.Timeout | null = null;
  if (!token) {
    const deadline = Date.now() + (options.waitMs ?? 10 * 60_000);
    const owner = `larder build ${process.pid}@${hostname()}`;
    while (!(token = await acquireLease(db, slug, { owner, leaseMs }))) {
      if (Date.now() > deadline)
        throw new Error(`Another build of "${slug}" is still running; try again when it has finished.`);
      options.log?.(`waiting for the build of ${slug} that is running now…`);
      await sleep(Math.min(2_000, leaseMs / 2));
    }
    const held = token;
    heartbeat = setInterval(() => {
      // A missed beat is retried at the next one; the lease outlasts two of them.
      renewLease(db, slug, held, leaseMs).catch((error: unknown) => {
        options.log?.(`could not renew the build lease of ${slug}: ${String(error)}`);
      });
    }, leaseMs / 3);
  }
  const leaseToken = token;
  journal('start', slug, leaseToken);
  try {
    const reading = performance.now();
    const snapshot = await readKitchenSnapshot(db, slug, sitesConfig, env);
    const snapshotMs = Math.round(performance.now() - reading);
    const built = await buildKitchen(snapshot, {
      outputDir: env.outputDir,
      filesDir: env.filesDir,
      cacheDir: join(env.outputDir, '.image-cache'),
      leaseToken,
      ...(options.reportFile ? { progressFile: progressFileFor(options.reportFile) } : {}),
      ...(options.renderAll ? { renderAll: true } : {}),
      beforeSwitch: async () => {
        if (!(await holdsLease(db, slug, leaseToken)))
          throw new Error(
            `The build of "${slug}" lost its lease to another build; this one did not go live.`,
          );
      },
    });
    // The kitchen's data read from the database comes first among the phases.
    const result = { ...built, phases: { snapshot: snapshotMs, ...built.phases } };
    // The addresses the kitchen had before keep answering, with the way to this one.
    const formerSlugs = await db
      .selectFrom('site_slug_redirects')
      .innerJoin('sites', 'sites.id', 'site_slug_redirects.site_id')
      .select('site_slug_redirects.slug')
      .where('sites.slug', '=', slug)
      .execute();
    for (const former of formerSlugs)
      await publishMovedAddress(env.outputDir, former.slug, snapshot.site.title, snapshot.deployment.origin);
    await writeReport(options.reportFile, { ok: true, failedRecipes: result.failedRecipes });
    return result;
  } catch (error) {
    // A renderer that died leaves no report, as a build process that died would: the page it was
    // rendering (in the progress file) is the suspect (see the worker).
    if (error instanceof RenderCrashError) throw error;
    await writeReport(options.reportFile, {
      ok: false,
      error: error instanceof Error ? error.message : String(error),
    });
    throw error;
  } finally {
    journal('end', slug, leaseToken);
    if (heartbeat) {
      clearInterval(heartbeat);
      await releaseLease(db, slug, leaseToken);
    }
  }
}

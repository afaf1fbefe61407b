import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Db } from '@larder/api/db/database';
import { claimNextRebuild, finishRebuild, requeueInterruptedRebuilds } from '@larder/api/jobs/rebuild-queue';

const cliEntry = fileURLToPath(new URL('../main.ts', import.meta.url));

/** Runs `larder build --site <slug>` in a child process: each Astro build gets a clean process. */
export function runBuildProcess(slug: string, env: NodeJS.ProcessEnv = process.env): Promise<void> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', cliEntry, 'build', '--site', slug], {
      env,
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolvePromise();
      else reject(new Error(`build of "${slug}" exited with ${signal ?? `code ${code}`}`));
    });
  });
}

export interface WorkerHandle {
  stop: () => Promise<void>;
}

/**
 * Takes rebuild jobs from the database one kitchen at a time. Jobs queued for the same kitchen
 * while it waits are coalesced into one build; a kitchen is never built twice at once.
 */
export async function startRebuildWorker(
  db: Db,
  options: { pollMs?: number; log?: (line: string) => void } = {},
): Promise<WorkerHandle> {
  const log =
    options.log ??
    ((line: string) => {
      console.log(line);
    });
  const requeued = await requeueInterruptedRebuilds(db);
  if (requeued) log(`[worker] re-queued ${requeued} interrupted job(s)`);
  let stopped = false;
  let wake: (() => void) | null = null;

  const loop = (async () => {
    while (!stopped) {
      const claim = await claimNextRebuild(db);
      if (!claim) {
        await new Promise<void>((resolveSleep) => {
          wake = resolveSleep;
          setTimeout(resolveSleep, options.pollMs ?? 1000);
        });
        continue;
      }
      log(`[worker] building ${claim.siteSlug} (${claim.jobIds.length} job(s): ${claim.reasons.join('; ')})`);
      try {
        await runBuildProcess(claim.siteSlug);
        await finishRebuild(db, claim.jobIds, null);
        log(`[worker] ${claim.siteSlug} is live`);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        await finishRebuild(db, claim.jobIds, message);
        log(`[worker] ${claim.siteSlug} failed: ${message}`);
      }
    }
  })();

  return {
    stop: async () => {
      stopped = true;
      wake?.();
      await loop;
    },
  };
}

import type { KitchenSnapshot } from '@larder/shared/schemas/kitchen-snapshot';
import { build } from 'astro';
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { prepareImages } from './prepare-images.ts';
import { secureRelease } from './release-security.ts';
import { moveDir, newReleaseDir, pruneReleases, switchToRelease } from './release-switch.ts';
import { snapshotPlugin } from './snapshot-plugin.ts';
import { verifyRelease } from './verify-release.ts';

const siteTemplateRoot = fileURLToPath(new URL('../../site-template/', import.meta.url));

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Work folders left by builds that were killed (their process is gone) are deleted. */
async function removeAbandonedWorkDirs(buildsDir: string, slug: string): Promise<void> {
  for (const entry of await readdir(buildsDir).catch(() => [] as string[])) {
    const match = entry.match(/^(.+)-\d{4}-\d{2}-\d{2}T[\d-]+Z-(\d+)(\.snapshot\.json)?$/);
    if (match?.[1] === slug && !isAlive(Number(match[2])))
      await rm(join(buildsDir, entry), { recursive: true, force: true });
  }
}

export interface BuildKitchenOptions {
  /** Where kitchens are served from: `<outputDir>/<slug>`. */
  outputDir: string;
  /** The file host's folder (image originals by key). */
  filesDir: string;
  /** Cache of resized images shared by builds. */
  cacheDir: string;
  /** Called after rendering, before the switch (tests use it to stop a build midway). */
  onRendered?: (releaseDir: string) => Promise<void> | void;
}

export interface BuildResult {
  slug: string;
  releaseDir: string;
  pages: number;
  images: number;
  milliseconds: number;
}

/**
 * Renders one kitchen into a fresh release folder with Astro, verifies it, then makes it live
 * atomically. If anything fails (or the process dies) before the switch, the live kitchen stays
 * exactly as it was and the half-built release is removed or left for pruning.
 */
export async function buildKitchen(
  snapshot: KitchenSnapshot,
  options: BuildKitchenOptions,
): Promise<BuildResult> {
  const started = performance.now();
  const slug = snapshot.site.slug;
  const releaseDir = await newReleaseDir(options.outputDir, slug);
  // Astro renders inside the template folder so the prerender bundle resolves the template's
  // node_modules; the finished folder is then moved next to the other releases.
  const workDir = join(siteTemplateRoot, '.builds', `${slug}-${basename(releaseDir)}`);
  const snapshotFile = `${workDir}.snapshot.json`;
  await removeAbandonedWorkDirs(dirname(workDir), slug);
  try {
    await mkdir(dirname(workDir), { recursive: true });
    await writeFile(snapshotFile, JSON.stringify(snapshot));
    await build({
      root: siteTemplateRoot,
      outDir: workDir,
      site: snapshot.deployment.origin,
      logLevel: 'warn',
      vite: { plugins: [snapshotPlugin(snapshotFile)] },
    });
    const images = await prepareImages(snapshot, options.filesDir, workDir, options.cacheDir);
    await secureRelease(workDir, snapshot);
    await verifyRelease(workDir, snapshot);
    await moveDir(workDir, releaseDir);
    await options.onRendered?.(releaseDir);
    await switchToRelease(options.outputDir, slug, releaseDir);
    await pruneReleases(options.outputDir, slug);
    return {
      slug,
      releaseDir,
      pages: snapshot.recipes.length,
      images,
      milliseconds: Math.round(performance.now() - started),
    };
  } catch (error) {
    await rm(workDir, { recursive: true, force: true });
    await rm(releaseDir, { recursive: true, force: true });
    throw error;
  } finally {
    await rm(snapshotFile, { force: true });
  }
}

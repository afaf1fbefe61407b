import type { PublicImage } from '@larder/shared/schemas/image';
import type { KitchenSnapshot } from '@larder/shared/schemas/kitchen-snapshot';
import { cp, mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { applyCrops, attachVariants, collectImages, dropImages, imageObjects } from './collect-images.ts';
import { writeFavicons } from './favicons.ts';
import { readRenderedRecipe, writeKitchenData } from './kitchen-data.ts';
import { forgetCachedImage, prepareImages } from './prepare-images.ts';
import { readPassedChecks, RecipeChecks, writePassedChecks } from './recipe-preflight.ts';
import { placeholdersOf, type ReleasePages } from './page-finish.ts';
import { secureRelease } from './release-security.ts';
import {
  currentRelease,
  finalizeRelease,
  moveDir,
  newReleaseId,
  partialReleaseDir,
  pruneReleases,
  releaseDataDir,
  releasesDir,
  removeAbandonedWork,
  switchToRelease,
} from './release-switch.ts';
import type { FailedRecipe } from '@larder/shared/schemas/rebuild-job';
import { writeRecipeFeeds } from './recipe-feeds.ts';
import { recipeRedirectsOf, writeRecipeRedirectPages } from './recipe-redirects.ts';
import { resolveRecipes } from './resolve-recipes.ts';
import { writeSearchEngineFiles } from './search-engine-files.ts';
import { buildClock } from './kitchen-reads.ts';
import { mergeRecords, type RenderRecords } from './page-records.ts';
import {
  finishedOf,
  RenderCrashError,
  renderKitchen,
  renderThreads,
  startRender,
  THREADED_RENDER_MIN_RECIPES,
  type Rendered,
} from './render-kitchen.ts';
import type { RenderJob } from './render-pages.ts';
import { KitchenDataFolder, reusablePages, writeReleaseRecords } from './reused-pages.ts';
import {
  foldersOf,
  makeSpareFolders,
  removeEmptySpareFolders,
  SPARE_MIN_FOLDERS,
  takeSpareFolders,
} from './spare-folders.ts';
import { ensureThemeBuild } from './theme-build.ts';
import { ReleaseCheckError, verifyRelease } from './verify-release.ts';

/**
 * The installation's own scratch space for builds, beside its releases. Build folders are named
 * by kitchen and lease, and leases live in the installation's database, so the folder must be the
 * installation's too: two installations building the same kitchen slug (two demos from one
 * checkout, parallel test workers) would otherwise delete each other's work as abandoned.
 */
export function buildsDirFor(outputDir: string): string {
  return join(outputDir, '.builds');
}

export interface BuildKitchenOptions {
  /** Where kitchens are served from: `<outputDir>/<slug>`. */
  outputDir: string;
  /** The file host's folder (image originals by key). */
  filesDir: string;
  /** Cache of resized images shared by builds. */
  cacheDir: string;
  /**
   * The token of the lease the caller holds on this kitchen (one build at a time): it names this
   * build's work folders, and any others of the kitchen are abandoned work to delete.
   */
  leaseToken: string;
  /** Where the page being rendered is recorded (see `snapshotPlugin`). */
  progressFile?: string;
  /** Called right before the switch; throws to stop a build that has lost its lease. */
  beforeSwitch?: () => Promise<void>;
  /** Called with the verified release before the switch (tests use it to stop a build midway). */
  onRendered?: (releaseDir: string) => Promise<void> | void;
  /** Render attempts after the first when a recipe page fails, each without the failing recipe. */
  renderRetries?: number;
  /** Render every page, reusing none of the live release's (see reused-pages.ts). */
  renderAll?: boolean;
  /** A kitchen whose pages have at least this many folders gets them made ahead (tests: 0). */
  spareMinFolders?: number;
  /**
   * Render on this many threads, however few pages change (tests of the threaded render, which
   * otherwise only a kitchen of hundreds of recipes gets).
   */
  threads?: number;
}

export interface BuildResult {
  slug: string;
  releaseDir: string;
  pages: number;
  images: number;
  milliseconds: number;
  /** Recipes kept at their last good version or left out because they did not render. */
  failedRecipes: FailedRecipe[];
  /** The peak resident memory of the renderer's process, in MB. */
  renderPeakMb: number;
  /** Pages (and other rendered files) rendered, and those reused from the live release. */
  rendered: { pages: number; reused: number };
  /**
   * Milliseconds spent in each phase: checks, theme (built when the template changed), images,
   * reuse (which pages of the live release can stay), render, headers, verify, switch (live at
   * its end), records (what each page read, for the next publish), prune, spare (the next
   * release's folders made).
   */
  phases: Record<string, number>;
}

/** The recipe page a failed render was on ("recipe:<id>@<version>"), from the progress file. */
async function failingRecipe(progressFile: string): Promise<string | null> {
  const progress = await readFile(progressFile, 'utf8').catch(() => '');
  return progress.match(/^recipe:([^@]+)@/)?.[1] ?? null;
}

/** The images pages share as their Open Graph image: recipes' and collections' first, the kitchen's featured one. */
function socialImages(data: KitchenSnapshot): PublicImage[] {
  return [
    ...data.recipes.flatMap((recipe) => recipe.images.slice(0, 1)),
    ...data.collections.flatMap((collection) => (collection.image ? [collection.image] : [])),
    ...(data.site.featuredImage ? [data.site.featuredImage] : []),
  ];
}

/** Moves Astro's output into the release on the output's file system. */
async function moveInto(from: string, to: string): Promise<void> {
  await mkdir(to, { recursive: true });
  for (const entry of await readdir(from)) {
    await rename(join(from, entry), join(to, entry)).catch(async (error: unknown) => {
      if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
      await cp(join(from, entry), join(to, entry), { recursive: true });
    });
  }
  await rm(from, { recursive: true, force: true });
}

/**
 * Renders one kitchen into a new release, verifies it and makes it live atomically.
 *
 * A recipe whose page cannot be rendered does not stop the kitchen: it is found before Astro
 * runs (or by the page Astro was rendering when it failed), kept at its last good version or
 * left out, and reported in `failedRecipes`. Anything else that fails (or the process dying)
 * leaves the live kitchen exactly as it was; the next build of the kitchen removes the debris.
 */
export async function buildKitchen(
  snapshot: KitchenSnapshot,
  options: BuildKitchenOptions,
): Promise<BuildResult> {
  const started = performance.now();
  const phases: Record<string, number> = {};
  let phaseStarted = started;
  const phase = (name: string) => {
    const now = performance.now();
    phases[name] = (phases[name] ?? 0) + Math.round(now - phaseStarted);
    phaseStarted = now;
  };
  const slug = snapshot.site.slug;
  const token = options.leaseToken;
  const buildsDir = buildsDirFor(options.outputDir);
  await mkdir(buildsDir, { recursive: true });
  await removeAbandonedWork(options.outputDir, buildsDir, slug, token);
  const workBase = join(buildsDir, `${slug}--${token}`);
  // Each render attempt gets its own folders, so nothing of a failed attempt is left in the next.
  let attempt = 0;
  let workDir = `${workBase}-${attempt}`;
  let workData = `${workDir}.data`;
  const progressFile = options.progressFile ?? `${workBase}.progress`;
  const placeholdersFile = `${workBase}.placeholders.json`;
  const reuseFile = `${workBase}.reuse.json`;
  const partialDir = partialReleaseDir(options.outputDir, slug, token);
  const live = await currentRelease(options.outputDir, slug);
  const previousVersion = (recipeId: string) =>
    live ? readRenderedRecipe(releaseDataDir(live), recipeId) : Promise.resolve(null);

  try {
    const failures = new Map(snapshot.unrenderable.map((entry) => [entry.id, entry.reason]));
    // A version that crashed the build gets no fallback: the live kitchen may show that very version.
    const noPrevious = new Set(
      snapshot.unrenderable.filter((entry) => !entry.fallback).map((entry) => entry.id),
    );
    // A recipe the live release's build checked, with the same kitchen around it, passes again.
    const checks = new RecipeChecks(snapshot, live ? await readPassedChecks(releaseDataDir(live)) : []);
    for (const recipe of snapshot.recipes) {
      if (failures.has(recipe.id)) continue;
      const problem = checks.problem(recipe);
      if (problem) failures.set(recipe.id, problem);
    }
    phase('checks');
    // Compiled once per version of the template (the first build after a change waits for it).
    await writeFile(progressFile, 'phase:theme');
    const theme = await ensureThemeBuild();
    phase('theme');
    let retries = options.renderRetries ?? 3;
    let resolved = await resolveRecipes(snapshot, failures, previousVersion, noPrevious);
    let imageCount = 0;
    let renderPeakMb = 0;
    let finished: ReleasePages | null = null;
    let records: RenderRecords | null = null;
    let placeholders = new Map<string, string>();
    let rendered = { pages: 0, reused: 0 };
    let spare: string[] | null = null;
    // One "now" for the whole build: pages rendered together were built on one day.
    const clock = buildClock();
    for (;;) {
      await rm(partialDir, { recursive: true, force: true });
      await rm(workDir, { recursive: true, force: true });
      await rm(workData, { recursive: true, force: true });
      attempt += 1;
      workDir = `${workBase}-${attempt}`;
      workData = `${workDir}.data`;
      // The first attempt renders into the folders the last build made ready (see spare-folders.ts).
      spare = attempt === 1 ? takeSpareFolders(buildsDir, slug, workDir, theme.hash) : null;
      // What the process is doing when it is not rendering a page, so a crash here blames no recipe.
      await writeFile(progressFile, 'phase:images');
      // Variants are attached in place: they are the same for every attempt.
      const data = resolved.snapshot;
      // Found once: the crops, the copies, their paths and the placeholders all go by this list.
      const images = imageObjects(data);
      applyCrops(data, images);
      const prepared = await prepareImages(
        collectImages(data, images),
        data.recipes.flatMap((recipe) => recipe.images.slice(0, 1)),
        { filesDir: options.filesDir, cacheDir: options.cacheDir, releaseDir: partialDir },
        socialImages(data),
      );
      if (prepared.failed.size > 0) {
        // A recipe whose image cannot be made fails on its own (and leaves every list with it);
        // an image of the kitchen's own (logo, featured image, a collection's) is left out.
        const recipeImages = new Set(
          data.recipes.flatMap((recipe) => collectImages(recipe).map((image) => image.id)),
        );
        const kitchenImages = new Set([...prepared.failed.keys()].filter((id) => !recipeImages.has(id)));
        for (const id of kitchenImages)
          console.warn(`[build] ${slug}: left out an image: ${prepared.failed.get(id)}`);
        dropImages(snapshot, kitchenImages);
        for (const recipe of data.recipes) {
          const broken = collectImages(recipe).find((image) => prepared.failed.has(image.id));
          if (!broken) continue;
          const message = `Image: ${prepared.failed.get(broken.id)}`;
          if (resolved.previousVersions.has(recipe.id)) noPrevious.add(recipe.id);
          else failures.set(recipe.id, message);
        }
        resolved = await resolveRecipes(snapshot, failures, previousVersion, noPrevious);
        continue;
      }
      imageCount = prepared.count;
      attachVariants(data, prepared.variants, images);
      await writeKitchenData(
        workData,
        data,
        resolved.previousVersions,
        live ? releaseDataDir(live) : undefined,
      );
      phase('images');
      // The renderer finishes each page as it writes it (placeholder stylesheets, what the
      // headers, sitemap and checks need), so no later pass reads every page again.
      placeholders = placeholdersOf(data, images);
      await writeFile(placeholdersFile, JSON.stringify([...placeholders]));
      // Tests of crash recovery: the page to crash on is rendered, never reused.
      const crashOnPage =
        process.env.NODE_ENV === 'production' ? undefined : process.env.LARDER_CRASH_ON_PAGE;
      const job: RenderJob = {
        serverEntry: theme.serverEntry,
        clientDir: theme.clientDir,
        dataDir: workData,
        progressFile,
        outDir: workDir,
        origin: snapshot.deployment.origin,
        // Tests of crash recovery only: never in production.
        crashOnPage,
        placeholdersFile,
        clock,
        ...(live ? { previousDir: live } : {}),
      };
      // A publish starts its renderer now: it loads the theme and lists the pages on the other
      // core while this process works out which pages of the live release can stay (ADR 039).
      const early = live && !options.renderAll ? startRender({ ...job, reuseFile }) : null;
      // The live release's pages whose data did not change are linked, not rendered.
      let reusable: Awaited<ReturnType<typeof reusablePages>> = null;
      try {
        if (live && !options.renderAll)
          reusable = await reusablePages(releaseDataDir(live), {
            data: new KitchenDataFolder(workData, clock, placeholders),
            theme: theme.hash,
            origin: snapshot.deployment.origin,
          });
        if (reusable && crashOnPage) {
          const crashFile = `${crashOnPage.replace(/^\/+|\/+$/g, '')}/index.html`;
          reusable.files = reusable.files.filter((file) => file !== crashFile);
        }
        if (reusable) await writeFile(reuseFile, JSON.stringify(reusable.files));
      } catch (error) {
        await early?.cancel();
        throw error;
      }
      const toRender = reusable
        ? Math.max(0, reusable.previous.pages.size - reusable.files.length)
        : Infinity;
      // A few pages render faster on one thread than threads start.
      const threads =
        options.threads ??
        (toRender < THREADED_RENDER_MIN_RECIPES ? 1 : renderThreads(resolved.snapshot.recipes.length));
      phase('reuse');
      try {
        let render: Rendered;
        if (early && threads === 1) render = await early.go(reusable !== null);
        else {
          // Many pages to render: on threads, in a renderer of their own.
          // The renderer started early has written no page yet (it waits to be told to go):
          // its folder holds the page folders and the theme's client files, which the threads
          // place again (copies written over copies of its own, links replaced).
          if (early) await early.cancel();
          render = await renderKitchen({ ...job, threads, ...(reusable ? { reuseFile } : {}) });
        }
        renderPeakMb = Math.round(render.peakRssKb / 1024);
        records = render.records;
        finished = render.finished;
        if (records && reusable) {
          // The reused pages' notes and keys are the live release's.
          const kept = new Map(
            render.reused.flatMap((file) => {
              const record = reusable.previous.pages.get(file);
              return record ? [[file, record] as const] : [];
            }),
          );
          // As are the groups they read, where this render did not work them out again.
          records = mergeRecords([
            records,
            { pages: kept, global: [], mutated: false, groups: reusable.previous.groups },
          ]);
          finished = finishedOf(records);
        }
        rendered = { pages: render.pages, reused: render.reused.length };
        await writeFile(progressFile, 'phase:release');
        phase('render');
        break;
      } catch (error) {
        // The renderer died (not a page that threw): the caller decides, as for a crash of its own.
        if (error instanceof RenderCrashError) throw error;
        // Pages render one at a time: the recipe page being rendered is the one that failed. It is
        // rendered at its previous version next time, or left out if that was the previous version.
        const recipeId = await failingRecipe(progressFile);
        const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
        if (recipeId === null || retries === 0) throw error;
        if (resolved.previousVersions.has(recipeId) && !noPrevious.has(recipeId)) noPrevious.add(recipeId);
        else if (snapshot.recipes.some((recipe) => recipe.id === recipeId) && !failures.has(recipeId))
          failures.set(recipeId, message);
        else throw error;
        retries -= 1;
        resolved = await resolveRecipes(snapshot, failures, previousVersion, noPrevious);
        phase('render');
      }
    }

    if (spare) removeEmptySpareFolders(workDir, spare);
    await moveInto(workDir, partialDir);
    await writeFavicons(partialDir, resolved.snapshot, options.filesDir, options.cacheDir);
    await writeSearchEngineFiles(partialDir, resolved.snapshot, finished?.indexable);
    await writeRecipeFeeds(partialDir, resolved.snapshot);
    // A recipe's old addresses keep answering (hosts with redirects use `_redirects`, see secureRelease).
    await writeRecipeRedirectPages(
      partialDir,
      snapshot.deployment.origin,
      recipeRedirectsOf(resolved.snapshot),
    );
    await secureRelease(partialDir, resolved.snapshot, finished ?? undefined);
    phase('headers');
    try {
      await verifyRelease(partialDir, resolved.snapshot, finished ?? undefined, live ?? undefined);
    } catch (error) {
      if (error instanceof ReleaseCheckError)
        for (const image of error.badImages) await forgetCachedImage(options.cacheDir, image);
      throw error;
    }
    phase('verify');
    await writePassedChecks(workData, checks.passed);
    await moveDir(workData, releaseDataDir(partialDir));
    const releaseDir = join(releasesDir(options.outputDir, slug), newReleaseId(token));
    await finalizeRelease(partialDir, releaseDir);
    await options.onRendered?.(releaseDir);
    await options.beforeSwitch?.();
    await switchToRelease(options.outputDir, slug, releaseDir);
    phase('switch');
    // What each page read, for the next publish, written once the kitchen is live (half a second
    // at 2,000 recipes that no reader waits for): beside the release, never served. A build that
    // dies before they are written leaves a release without records, and the next one renders
    // every page.
    if (records)
      await writeReleaseRecords(
        releaseDataDir(releaseDir),
        records,
        { theme: theme.hash, origin: snapshot.deployment.origin, clock },
        placeholders,
      );
    phase('records');
    // The kitchen is live: what follows (old releases deleted) no reader waits for.
    await pruneReleases(options.outputDir, slug);
    phase('prune');
    // The folders of the next release's pages, made now that nobody waits (see spare-folders.ts).
    const folders = foldersOf(records?.pages.keys() ?? finished?.files ?? []);
    if (folders.length >= (options.spareMinFolders ?? SPARE_MIN_FOLDERS))
      try {
        makeSpareFolders(buildsDir, slug, token, theme.hash, folders);
      } catch (error) {
        // The kitchen is live: the next build makes its own folders.
        console.warn(`[build] ${slug}: no spare folders for the next build: ${String(error)}`);
      }
    phase('spare');
    return {
      slug,
      releaseDir,
      pages: resolved.snapshot.recipes.length,
      images: imageCount,
      milliseconds: Math.round(performance.now() - started),
      failedRecipes: resolved.failedRecipes,
      renderPeakMb,
      rendered,
      phases,
    };
  } finally {
    await rm(workDir, { recursive: true, force: true });
    await rm(workData, { recursive: true, force: true });
    await rm(partialDir, { recursive: true, force: true });
    await rm(releaseDataDir(partialDir), { recursive: true, force: true });
    await rm(placeholdersFile, { force: true });
    await rm(reuseFile, { force: true });
    if (!options.progressFile) await rm(progressFile, { force: true });
  }
}

import { createTestWorld, type TestWorld } from '@larder/api/test-support/test-database';
import { buildsDirFor } from '@larder/builder/build-kitchen';
import { currentRelease, releaseDataDir, releasesDir, switchToRelease } from '@larder/builder/release-switch';
import { verifyRelease } from '@larder/builder/verify-release';
import type { KitchenPageData } from '@larder/shared/schemas/kitchen-snapshot';
import type { ChildProcess } from 'node:child_process';
import { FULL_STRENGTH, PROPERTY_SEED } from '@larder/shared/test-support/property-runs';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  childEnvFor,
  exited,
  freePort,
  larder,
  processesOf,
  sleep,
  waitFor,
} from './test-support/processes.ts';
import { startRebuildWorker } from './worker/rebuild-worker.ts';

/**
 * Processes killed with SIGKILL at seeded random moments (the builder, the worker with and
 * without its build, the API in a burst of writes): the live kitchen is always a complete,
 * verified release, every acknowledged write is in the database, and every committed change is
 * built in the end.
 *
 * The run's seed (`FUZZ_SEED` repeats it) picks the moments. The everyday run kills the builder
 * once in each part of its pipeline (at a moment into it the seed picks), the worker and the API
 * twice;
 * `./run fuzz` kills the builder 20 times (every part four times, and four times at any moment at
 * all), the worker 4 times and the API 3 times.
 */
const SEED = PROPERTY_SEED;
const BUILDER_KILLS = FULL_STRENGTH ? 20 : 4;
const WORKER_KILLS = FULL_STRENGTH ? 4 : 2;
const API_KILLS = FULL_STRENGTH ? 3 : 2;

/**
 * Where in its pipeline a round kills the builder: while it compiles the theme (in a theme folder
 * of the round's own, emptied first, since the checkout's is built once), while it resizes
 * images, while it renders pages, while it writes headers, verifies and switches the release, or
 * at any moment at all. All but the last are read from the build's progress file.
 */
const KILL_POINTS = ['images', 'theme', 'render', 'release', 'anywhere'] as const;
type KillPoint = (typeof KILL_POINTS)[number];

/** The part of the pipeline a running build of `slug` under `outputDir` has reached, if any. */
function pipelinePoint(outputDir: string, slug: string): KillPoint | undefined {
  const dir = buildsDirFor(outputDir);
  for (const entry of existsSync(dir) ? readdirSync(dir) : []) {
    if (!entry.startsWith(`${slug}--`) || !entry.endsWith('.progress')) continue;
    const progress = readFileSync(join(dir, entry), 'utf8');
    if (progress === 'phase:images') return 'images';
    if (progress === 'phase:theme') return 'theme';
    if (progress === 'phase:release') return 'release';
    if (progress.startsWith('recipe:') || progress.startsWith('page:')) return 'render';
  }
  return undefined;
}

/** mulberry32: a small seeded generator, so a failing run can be repeated exactly. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

let world: TestWorld;
let env: NodeJS.ProcessEnv;

beforeAll(async () => {
  world = await createTestWorld();
  env = {
    ...childEnvFor(world),
    LARDER_RATE_LIMITS: 'off',
    LARDER_BUILD_LEASE_SECONDS: '1',
    LARDER_BUILD_RETRY_SECONDS: '0.05',
    // Every kill below may cost a job an attempt; the point is that none is lost.
    LARDER_BUILD_MAX_ATTEMPTS: '50',
  };
});
afterAll(async () => world.cleanup());

/** The live kitchen, if there is one, is a complete release that passes every check. */
async function expectCompleteLiveKitchen(outputDir: string, slug: string): Promise<boolean> {
  const live = await currentRelease(outputDir, slug);
  if (!live) return false;
  expect(existsSync(releaseDataDir(live)), `${live} is a verified release`).toBe(true);
  const data = JSON.parse(readFileSync(join(releaseDataDir(live), 'site.json'), 'utf8')) as KitchenPageData;
  await verifyRelease(live, {
    site: data.site,
    recipes: data.recipes.map((entry) => ({ slug: entry.slug })),
  } as never);
  return true;
}

/**
 * Builds in a process of their own (the worker's kind), so a kill hits the builder itself. Builds
 * that are killed hold a lease of one second, so the next one need not wait long for it; a build
 * that must go live holds a longer one, which Astro's rendering on a busy machine cannot outlast
 * between two heartbeats.
 */
function build(
  slug: string,
  outputDir: string,
  lease: 'short' | 'long' = 'short',
  themeDir?: string,
  renderAll = false,
): ChildProcess {
  return larder(['build', '--site', slug, ...(renderAll ? ['--render-all'] : [])], {
    ...env,
    ...(themeDir ? { LARDER_THEME_DIR: themeDir } : {}),
    LARDER_OUTPUT_DIR: outputDir,
    LARDER_BUILD_CHILD: '1',
    LARDER_BUILD_LEASE_SECONDS: lease === 'short' ? '1' : '30',
  });
}

/**
 * Waits until no build holds the lease on `slug`, or its holder's lease has run out (a killed
 * build's lasts a second): a build that must go live then takes it at once, where it would itself
 * look again only every two seconds (half its long lease, at most two seconds). Every kill round
 * still starts its build while the killed one's lease is held, and waits for it in the builder.
 */
async function leaseFree(slug: string): Promise<void> {
  await waitFor(`the lease on ${slug} to be free`, async () => {
    const lease = await world.db
      .selectFrom('kitchen_build_leases')
      .select('expires_at')
      .where('site_slug', '=', slug)
      .executeTakeFirst();
    return !lease || Date.parse(lease.expires_at) < Date.now() ? true : undefined;
  });
}

/** Builds and expects the build to go live. */
async function buildLive(slug: string, outputDir: string): Promise<void> {
  const { code, output } = await exited(build(slug, outputDir, 'long'));
  expect(code, output).toBe(0);
}

describe('killing processes at random moments', { timeout: 600_000 }, () => {
  it(`never leaves a kitchen with an incomplete live release, whenever the builder is killed (${BUILDER_KILLS} times)`, async () => {
    const next = random(SEED);
    const shm = existsSync('/dev/shm') && statSync('/dev/shm').dev !== statSync(world.dir).dev;
    const outputs = [world.env.outputDir, shm ? mkdtempSync('/dev/shm/larder-kill-') : world.env.outputDir];
    const cache = (outputDir: string) => join(outputDir, '.image-cache');
    try {
      await buildLive('crumb-and-crust', outputs[0]!);
      // The other output gets a copy of that live release and image cache, as a build there would
      // leave them: the rounds below need a live kitchen on it to kill builds over, and check it.
      if (outputs[1] !== outputs[0]) {
        const releases = (outputDir: string) => releasesDir(outputDir, 'crumb-and-crust');
        const live = (await currentRelease(outputs[0]!, 'crumb-and-crust'))!;
        cpSync(releases(outputs[0]!), releases(outputs[1]!), { recursive: true });
        cpSync(cache(outputs[0]!), cache(outputs[1]!), { recursive: true });
        await switchToRelease(outputs[1]!, 'crumb-and-crust', join(releases(outputs[1]!), basename(live)));
        expect(await expectCompleteLiveKitchen(outputs[1]!, 'crumb-and-crust')).toBe(true);
      }
      let killedLive = 0;
      const reached = new Set<KillPoint>();
      // A theme folder whose build was killed: the next round builds in it too, and must finish it.
      let killedTheme: string | undefined;
      for (let round = 0; round < BUILDER_KILLS; round += 1) {
        // Every other round writes the release to another file system (a copy, not a rename). A
        // round that kills mid-resize starts without the image cache, and so does every third one.
        const outputDir = outputs[round % 2]!;
        const point = KILL_POINTS[round % KILL_POINTS.length]!;
        if (point === 'images' || round % 3 === 0) rmSync(cache(outputDir), { recursive: true, force: true });
        const themeDir = point === 'theme' ? mkdtempSync(join(world.dir, 'themes-')) : killedTheme;
        killedTheme = point === 'theme' ? themeDir : undefined;
        // A publish reuses the live release's unchanged pages (the other rounds kill those, mid
        // link); a round killed mid-render renders them all, so there is a render to kill.
        const child = build('crumb-and-crust', outputDir, 'short', themeDir, point === 'render');
        if (point === 'anywhere') await sleep(300 + next() * 2_700);
        else {
          const started = Date.now();
          // Polled often: a phase can be short, and a build that ends first counts as not killed.
          while (child.exitCode === null && Date.now() - started < 60_000) {
            if (pipelinePoint(outputDir, 'crumb-and-crust') === point) {
              reached.add(point);
              break;
            }
            await sleep(10);
          }
          // A moment into the phase, shorter for the short last one.
          await sleep(next() * (point === 'release' ? 50 : 300));
        }
        child.kill('SIGKILL');
        const { signal } = await exited(child);
        if (signal === 'SIGKILL') killedLive += 1;
        expect(await expectCompleteLiveKitchen(outputDir, 'crumb-and-crust')).toBe(true);
        for (const name of readdirSync(join(outputDir, 'crumb-and-crust', '_img')))
          expect(statSync(join(outputDir, 'crumb-and-crust', '_img', name)).size, name).toBeGreaterThan(0);
      }
      // Each part of the pipeline was hit at least once, in every run whatever its strength.
      expect([...reached].sort()).toEqual(['images', 'release', 'render', 'theme']);
      // Most kills land while the build is running (a few builds finish first on a fast machine).
      expect(killedLive).toBeGreaterThanOrEqual(Math.ceil(BUILDER_KILLS / 2));
      // The next build cleans up after every killed one and goes live (and finishes a theme whose
      // build was killed, if the last round was one).
      for (const outputDir of outputs) {
        await leaseFree('crumb-and-crust');
        const { code, output } = await exited(build('crumb-and-crust', outputDir, 'long', killedTheme));
        expect(code, output).toBe(0);
        expect(await expectCompleteLiveKitchen(outputDir, 'crumb-and-crust')).toBe(true);
        const entries = readdirSync(releasesDir(outputDir, 'crumb-and-crust'));
        expect(
          entries.filter((entry) => entry.startsWith('.partial-') || entry.endsWith('.copying')),
        ).toEqual([]);
        expect(entries.filter((entry) => !entry.endsWith('.data')).length).toBeLessThanOrEqual(2);
        // Every cache entry is whole. A build killed mid-write leaves its `.tmp-` file, which is
        // never read as an entry (the cache's contract): only entries are checked.
        for (const name of readdirSync(cache(outputDir)).filter((entry) => !entry.startsWith('.tmp-')))
          expect(statSync(join(cache(outputDir), name)).size, name).toBeGreaterThan(0);
      }
    } finally {
      if (outputs[1] !== world.env.outputDir) rmSync(outputs[1]!, { recursive: true, force: true });
    }
  });

  it('builds every queued change in the end, whenever the worker is killed, with or without its build', async () => {
    const next = random(SEED + 1);
    await world.db.deleteFrom('rebuild_jobs').execute();
    for (let round = 0; round < WORKER_KILLS; round += 1) {
      await world.db
        .insertInto('rebuild_jobs')
        .values({ id: crypto.randomUUID(), site_slug: 'ember-and-salt', reason: `round ${round}` })
        .execute();
      const worker = larder(['worker'], env);
      await sleep(500 + next() * 3_000);
      const withBuild = round % 2 === 0;
      // Half the rounds take the build down with the worker, as a crash of the whole machine would.
      if (withBuild)
        for (const pid of processesOf(world.env.dbPath, 'build --serve')) process.kill(pid, 'SIGKILL');
      worker.kill('SIGKILL');
      await exited(worker);
      await waitFor('no build left running, nor its renderer', () =>
        processesOf(world.env.dbPath, 'build --serve').length === 0 &&
        processesOf(world.env.dbPath, 'render-pages.ts --serve').length === 0
          ? true
          : undefined,
      );
      expect(
        await world.db.selectFrom('rebuild_jobs').select('status').where('status', '=', 'failed').execute(),
      ).toEqual([]);
    }
    const handle = await startRebuildWorker(world.db, {
      pollMs: 50,
      leaseMs: 1_000,
      retry: { maxAttempts: 10, baseDelayMs: 50, maxDelayMs: 200 },
      env,
      log: () => undefined,
    });
    try {
      await waitFor(
        'every job to be done',
        async () => {
          const jobs = await world.db.selectFrom('rebuild_jobs').select(['status']).execute();
          return jobs.every((job) => job.status === 'done') ? jobs : undefined;
        },
        120_000,
      );
    } finally {
      await handle.stop();
    }
    expect(await expectCompleteLiveKitchen(world.env.outputDir, 'ember-and-salt')).toBe(true);
  });

  it('keeps every acknowledged write, with all its parts, and builds it, whenever the API is killed in a burst', async () => {
    const next = random(SEED + 2);
    const port = await freePort();
    const token = await world.tokenFor('june@family-table.example');
    const [unit] = await world.db.selectFrom('units').select('id').where('title', '=', 'cup').execute();
    const acknowledged: { id: string; slug: string; usages: number; steps: number }[] = [];
    let sent = 0;
    for (let round = 0; round < API_KILLS; round += 1) {
      const api = larder(['serve'], { ...env, LARDER_API_PORT: String(port) });
      await waitFor('the API to listen', async () =>
        (await fetch(`http://127.0.0.1:${port}/api/v1/health`).catch(() => null))?.ok ? true : undefined,
      );
      let stop = false;
      // The moment: once the round's writes acknowledged reach a number the seed picks (20 to 79),
      // and a few milliseconds more, with the six lanes' writes in flight at whatever stage. (A
      // moment of 0.4 to 2 s wrote some 250 recipes a round, all rendered by the build below.)
      const killAfter = 20 + Math.floor(next() * 60);
      let acknowledgedThisRound = 0;
      let enough = () => {};
      const reached = new Promise<void>((resolve) => {
        enough = resolve;
      });
      const writer = async (lane: number) => {
        while (!stop) {
          sent += 1;
          const slug = `burst-${round}-${lane}-${sent}`;
          const usages = 1 + (sent % 5);
          const steps = 1 + (sent % 3);
          const body = {
            title: `Burst ${sent}`,
            slug,
            privacySetting: 'public',
            publishedAt: new Date().toISOString(),
            ingredientUsageGroups: [
              {
                title: '',
                ingredientUsages: Array.from({ length: usages }, (_, index) => ({
                  quantityMin: index + 1,
                  unitId: unit!.id,
                  ingredientTitleOverride: `ingredient ${index}`,
                })),
              },
            ],
            instructionGroups: [
              {
                title: '',
                instructions: Array.from({ length: steps }, (_, index) => ({
                  content: [{ type: 'paragraph', children: [{ text: `Step ${index}` }] }],
                })),
              },
            ],
          };
          const response = await fetch(`http://127.0.0.1:${port}/api/v1/manage/family-table/recipes`, {
            method: 'POST',
            headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
            body: JSON.stringify(body),
          }).catch(() => null);
          if (response?.status === 201) {
            const { recipe } = (await response.json()) as { recipe: { id: string } };
            acknowledged.push({ id: recipe.id, slug, usages, steps });
            acknowledgedThisRound += 1;
            if (acknowledgedThisRound >= killAfter) enough();
          } else if (response === null) return;
        }
      };
      const lanes = [0, 1, 2, 3, 4, 5].map(writer);
      // A burst that is not acknowledged (every write refused) is killed after ten seconds, and
      // fails the count below.
      await Promise.race([reached, sleep(10_000)]);
      await sleep(next() * 20);
      api.kill('SIGKILL');
      await exited(api);
      stop = true;
      await Promise.all(lanes);
    }
    expect(acknowledged.length).toBeGreaterThan(20);
    for (const write of acknowledged) {
      const recipe = await world.db
        .selectFrom('recipes')
        .select(['id', 'published_at'])
        .where('id', '=', write.id)
        .executeTakeFirst();
      expect(recipe, write.slug).toBeDefined();
      expect(recipe?.published_at).not.toBeNull();
      const usages = await world.db
        .selectFrom('ingredient_usages as u')
        .innerJoin('ingredient_usage_groups as g', 'g.id', 'u.group_id')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('g.recipe_id', '=', write.id)
        .executeTakeFirstOrThrow();
      const steps = await world.db
        .selectFrom('instructions as i')
        .innerJoin('instruction_groups as g', 'g.id', 'i.group_id')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('g.recipe_id', '=', write.id)
        .executeTakeFirstOrThrow();
      expect([usages.count, steps.count], write.slug).toEqual([write.usages, write.steps]);
    }
    // Every published recipe committed (acknowledged or not) has its rebuild, and is built.
    const handle = await startRebuildWorker(world.db, {
      pollMs: 50,
      leaseMs: 2_000,
      env,
      log: () => undefined,
    });
    try {
      await waitFor(
        'the rebuild of family-table',
        async () => {
          const jobs = await world.db
            .selectFrom('rebuild_jobs')
            .select('status')
            .where('site_slug', '=', 'family-table')
            .execute();
          return jobs.length > 0 && jobs.every((job) => job.status === 'done') ? true : undefined;
        },
        120_000,
      );
    } finally {
      await handle.stop();
    }
    const published = await world.db
      .selectFrom('recipes as r')
      .innerJoin('sites as s', 's.id', 'r.site_id')
      .select('r.slug')
      .where('s.slug', '=', 'family-table')
      .where('r.published_at', 'is not', null)
      .execute();
    for (const { slug } of published)
      expect(existsSync(join(world.env.outputDir, 'family-table', 'recipes', slug, 'index.html')), slug).toBe(
        true,
      );
  });
});

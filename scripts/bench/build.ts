/**
 * Kitchen build at scale: a kitchen of 2,000 generated recipes in one database with the demo
 * kitchens. Prints the snapshot read, the whole `larder build` (snapshot, images, Astro, checks,
 * switch) and its peak memory, beside a bare Astro build of the same pages from the same data in
 * the same run (the site template's own `astro build()` with nothing around it). Each build runs
 * in a fresh process; the best of `RUNS` is shown with the spread.
 */
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readRecipeInput } from '../../api/src/recipe/recipe-manage-read.ts';
import { updateRecipe } from '../../api/src/recipe/recipe-write.ts';
import { updateSiteSettings } from '../../api/src/site/site-settings-write.ts';
import { addGeneratedRecipes } from '../../demo/src/seed/bulk-recipes.ts';
import type { RecipeInput } from '../../shared/src/schemas/recipe-input.ts';
import { loadSitesConfig } from '../../api/src/sites-config.server.ts';
import { readKitchenSnapshot } from '../../api/src/snapshot/read-kitchen-snapshot.ts';
import { writeKitchenData } from '../../builder/src/kitchen-data.ts';
import { buildHeapMb } from '../../ops/src/build-memory.ts';
import { BuildServer } from '../../ops/src/worker/build-server.ts';
import { seededDemo } from './seeded-demo.ts';

const RECIPES = Number(process.env.BENCH_BUILD_RECIPES ?? 2000);
const RUNS = Number(process.env.BENCH_BUILD_RUNS ?? 3);
const cli = fileURLToPath(new URL('../../ops/src/main.ts', import.meta.url));
const siteTemplate = fileURLToPath(new URL('../../site-template/', import.meta.url));

interface Run {
  seconds: number;
  peakMb: number;
  output: string;
}

/** Runs a command under GNU time-like accounting: wall seconds and the peak RSS of the process. */
function measure(args: string[], env: NodeJS.ProcessEnv, nodeFlags: string[] = []): Run {
  const started = performance.now();
  const result = spawnSync(
    process.execPath,
    [...nodeFlags, '--import', 'tsx', fileURLToPath(new URL('./peak-rss.ts', import.meta.url)), ...args],
    {
      env,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  const seconds = (performance.now() - started) / 1000;
  if (result.status !== 0) throw new Error(`${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
  const peak = result.stdout.match(/peak-rss-kb (\d+)/);
  // A kitchen build renders in a process of its own: the peak is the larger of the two.
  const renderer = result.stdout.match(/renderer peak RSS (\d+) MB/);
  const peakMb = Math.max(peak ? Number(peak[1]) / 1024 : Number.NaN, renderer ? Number(renderer[1]) : 0);
  return { seconds, peakMb, output: result.stdout };
}

function summary(runs: Run[]): string {
  const seconds = runs.map((run) => run.seconds).sort((a, b) => a - b);
  const peak = Math.max(...runs.map((run) => run.peakMb));
  return `${seconds[0]!.toFixed(1)} s (runs ${seconds.map((value) => value.toFixed(1)).join(', ')}), peak RSS ${Math.round(peak)} MB`;
}

const { dir, env, processEnv, db } = await seededDemo('larder-bench-build-');
const bareOut = join(siteTemplate, '.builds', `bare-bench-${process.pid}`);
try {
  const existing = await db
    .selectFrom('recipes as r')
    .innerJoin('sites as s', 's.id', 'r.site_id')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('s.slug', '=', 'family-table')
    .where('r.published_at', 'is not', null)
    .executeTakeFirstOrThrow();
  let started = performance.now();
  await addGeneratedRecipes(db, 'family-table', RECIPES - existing.count);
  console.log(
    `generated ${RECIPES - existing.count} recipes through the write path in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  const sitesConfig = await loadSitesConfig();
  const snapshotSeconds: number[] = [];
  let snapshot = await readKitchenSnapshot(db, 'family-table', sitesConfig, env);
  for (let run = 0; run < RUNS; run += 1) {
    started = performance.now();
    snapshot = await readKitchenSnapshot(db, 'family-table', sitesConfig, env);
    snapshotSeconds.push((performance.now() - started) / 1000);
  }
  const dataDir = join(dir, 'bare-data');
  await writeKitchenData(dataDir, snapshot);

  const childEnv = { ...processEnv, ASTRO_TELEMETRY_DISABLED: '1' };
  // Measured as the worker runs a build: a process of its own with the heap sized for the kitchen.
  const build = (renderAll = true) =>
    measure(
      [cli, 'build', '--site', 'family-table', ...(renderAll ? ['--render-all'] : [])],
      { ...childEnv, LARDER_BUILD_CHILD: '1', MALLOC_ARENA_MAX: '2' },
      [`--max-old-space-size=${buildHeapMb(snapshot.recipes.length)}`],
    );
  // The first build fills the image cache; the runs measured are rebuilds, as after a publish.
  build();
  const larder: Run[] = [];
  const bare: Run[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    larder.push(build());
    bare.push(
      measure([fileURLToPath(new URL('./astro-build.ts', import.meta.url)), dataDir, bareOut], childEnv),
    );
    rmSync(bareOut, { recursive: true, force: true });
  }
  const best = (runs: Run[]) => Math.min(...runs.map((run) => run.seconds));
  console.log(`Kitchen of ${snapshot.recipes.length} recipes (family-table), ${RUNS} runs each:`);
  console.log(
    `  snapshot read            ${Math.min(...snapshotSeconds).toFixed(2)} s (runs ${snapshotSeconds.map((value) => value.toFixed(2)).join(', ')})`,
  );
  console.log(
    `  larder build (whole)     ${summary(larder)}, heap limit ${buildHeapMb(snapshot.recipes.length)} MB`,
  );
  const phases = larder.at(-1)?.output.match(/ms \((snapshot .*?)\) →/)?.[1];
  if (phases) console.log(`    of which              ${phases}`);
  console.log(`  bare Astro, same pages   ${summary(bare)} (the template's astro build() alone)`);
  console.log(`  larder / bare            ${(best(larder) / best(bare)).toFixed(2)}×`);

  // Publishes after an edit, built as the worker builds them: only the pages whose data changed
  // are rendered, the rest are linked from the live release.
  const site = await db
    .selectFrom('sites')
    .select('id')
    .where('slug', '=', 'family-table')
    .executeTakeFirstOrThrow();
  const recipeIds = snapshot.recipes.map((recipe) => recipe.id);
  const editRecipe = async (index: number, change: (input: RecipeInput) => RecipeInput) => {
    const recipeId = recipeIds[Math.floor(index) % recipeIds.length]!;
    await updateRecipe(db, site.id, recipeId, change(await readRecipeInput(db, site.id, recipeId)));
  };
  const publishes: [string, () => Promise<void>][] = [
    [
      'a recipe retitled',
      () =>
        editRecipe(RECIPES / 2, (input) => ({ ...input, title: `${input.title} (retitled ${Date.now()})` })),
    ],
    [
      'a recipe’s servings',
      () =>
        editRecipe(RECIPES / 3, (input) => ({
          ...input,
          yieldServings: ((input.yieldServings ?? 4) % 11) + 1,
        })),
    ],
    [
      'the kitchen renamed',
      async () => {
        await updateSiteSettings(db, site.id, { title: `Family Table ${Date.now() % 1000}` });
      },
    ],
  ];
  const p50 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  const runs = (values: number[]) => values.map((value) => value.toFixed(2)).join(', ');
  // As the worker builds them (ADR 039): one build process kept between publishes, already
  // started and warm (the worker starts it for its first build and keeps it).
  const server = new BuildServer({ ...childEnv, MALLOC_ARENA_MAX: '2' });
  const heapMb = buildHeapMb(snapshot.recipes.length);
  await server.run('family-table', { heapMb });
  console.log(
    `Publishes on the ${snapshot.recipes.length}-recipe kitchen, from the edit written to the kitchen live (the switch), in the worker's kept build process; beside it the same publish as a larder build process of its own:`,
  );
  for (const [label, edit] of publishes) {
    const live: number[] = [];
    const alone: number[] = [];
    let detail = '';
    for (let run = 0; run < Math.max(RUNS, 3); run += 1) {
      await edit();
      const started = performance.now();
      const summary = await server.run('family-table', { heapMb });
      // The records are written, the old releases deleted and the next release's folders made
      // after the switch: nobody waits for that.
      const after =
        (summary?.phases.records ?? 0) + (summary?.phases.prune ?? 0) + (summary?.phases.spare ?? 0);
      live.push((performance.now() - started - after) / 1000);
      if (summary) {
        const phases = Object.entries(summary.phases)
          .map(([name, ms]) => `${name} ${ms} ms`)
          .join(', ');
        detail = `${summary.rendered.pages} files rendered, ${summary.rendered.reused} reused; ${phases}`;
      }
      await edit();
      alone.push(build(false).seconds);
    }
    console.log(
      `  ${label.padEnd(22)} p50 ${p50(live).toFixed(2)} s (runs ${runs(live)}); a process of its own p50 ${p50(alone).toFixed(2)} s (runs ${runs(alone)})`,
    );
    console.log(`    last: ${detail}`);
  }
  server.stop();
} finally {
  await db.destroy();
  rmSync(dir, { recursive: true, force: true });
  rmSync(bareOut, { recursive: true, force: true });
}

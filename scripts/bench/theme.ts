/**
 * A theme change over many kitchens: `BENCH_THEME_KITCHENS` (100) kitchens of
 * `BENCH_THEME_RECIPES` (50) recipes each, copies of the demo's Family Table with their photos,
 * made through the write path. Prints how long `larder build --all` takes to build them all the
 * first time, and to render every page of every kitchen again and switch each live, as after a
 * theme change (`--render-all`: a new theme version renders every page). Kitchens build several
 * at a time (`LARDER_BUILD_JOBS`, one per core up to 4), in build processes kept between kitchens.
 */
import { spawnSync } from 'node:child_process';
import { linkSync, mkdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { recordImageFile } from '../../api/src/media/media-rows.ts';
import { readManagedRecipe } from '../../api/src/recipe/recipe-manage-read.ts';
import { createRecipe } from '../../api/src/recipe/recipe-write.ts';
import { copiedRecipeText } from '../../demo/src/seed/bulk-recipes.ts';
import { createSite } from '../../api/src/site/site-write.ts';
import { RecipeInputSchema } from '../../shared/src/schemas/recipe-input.ts';
import { seededDemo } from './seeded-demo.ts';

const KITCHENS = Number(process.env.BENCH_THEME_KITCHENS ?? 100);
const RECIPES = Number(process.env.BENCH_THEME_RECIPES ?? 50);
const cli = fileURLToPath(new URL('../../ops/src/main.ts', import.meta.url));

/**
 * Each phase's time summed over every kitchen's `built …` line (`snapshot 120 ms, render 900 ms`):
 * where the time of a build of them all went, in seconds of the build processes.
 */
function phaseSums(stdout: string): string {
  const sums = new Map<string, number>();
  for (const [, phases] of stdout.matchAll(/^built [^\n]* in \d+ ms \(([^)]*)/gm))
    for (const [, name, ms] of phases!.matchAll(/([a-z][a-z ]*?) (\d+) ms/g))
      sums.set(name!, (sums.get(name!) ?? 0) + Number(ms));
  return [...sums].map(([name, ms]) => `${name} ${(ms / 1000).toFixed(1)} s`).join(', ');
}

const { dir, env, processEnv, db } = await seededDemo('larder-bench-theme-');
try {
  let started = performance.now();
  const source = await db
    .selectFrom('sites')
    .select(['id', 'owner_id'])
    .where('slug', '=', 'family-table')
    .executeTakeFirstOrThrow();
  const recipeIds = await db
    .selectFrom('recipes')
    .select('id')
    .where('site_id', '=', source.id)
    .where('published_at', 'is not', null)
    .orderBy('slug')
    .execute();
  const forms = await Promise.all(recipeIds.map((row) => readManagedRecipe(db, source.id, row.id)));
  const images = await db.selectFrom('images').selectAll().where('site_id', '=', source.id).execute();
  let recipes = 0;
  for (let kitchen = 1; kitchen <= KITCHENS; kitchen += 1) {
    const siteId = await createSite(db, {
      slug: `bench-kitchen-${kitchen}`,
      title: `Bench Kitchen ${kitchen}`,
      ownerId: source.owner_id,
    });
    // The kitchen's own photos: the same files under keys of its own (a kitchen shows only its
    // own images, and a file is one image), resized for it on its first build.
    const imageIds = new Map<string, string>();
    for (const image of images) {
      const key = `bench-kitchen-${kitchen}/${image.key}`;
      mkdirSync(dirname(join(env.filesDir, key)), { recursive: true });
      linkSync(join(env.filesDir, image.key), join(env.filesDir, key));
      imageIds.set(
        image.id,
        await recordImageFile(db, {
          key,
          contentType: image.content_type,
          width: image.width,
          height: image.height,
          lqip: image.lqip,
          alt: image.alt,
          siteId,
          createdBy: null,
        }),
      );
    }
    for (let index = 0; index < RECIPES; index += 1) {
      const template = forms[index % forms.length]!;
      let text = copiedRecipeText(template);
      // The kitchen's own records of its photos, wherever the recipe names one (rich text too).
      for (const [from, to] of imageIds) text = text.replaceAll(from, to);
      const form = JSON.parse(text) as typeof template;
      // What belongs to the Family Table's own vocabulary (taxonomies, equipment, contributors,
      // videos, step photos) stays there.
      const input = RecipeInputSchema.parse({
        ...form,
        title: `${form.title} No. ${index + 1}`,
        slug: `${form.slug}-${index + 1}`,
        videoId: null,
        tagIds: [],
        methodIds: [],
        foodCategoryIds: [],
        mealIds: [],
        cuisineIds: [],
        dietIds: [],
        contributorIds: [],
        equipmentUsages: [],
        instructionGroups: form.instructionGroups.map((group) => ({
          ...group,
          instructions: group.instructions.map((step) => ({ ...step, videoId: null, imageIds: [] })),
        })),
        publishedAt: new Date(Date.UTC(2020, 0, 1) + index * 3_600_000),
      });
      await createRecipe(db, siteId, input);
      recipes += 1;
    }
  }
  console.log(
    `made ${KITCHENS} kitchens of ${RECIPES} recipes (${recipes} recipes) through the write path in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  const childEnv = { ...processEnv, ASTRO_TELEMETRY_DISABLED: '1' };
  const buildAll = (label: string, args: string[]) => {
    started = performance.now();
    const result = spawnSync(process.execPath, ['--import', 'tsx', cli, 'build', '--all', ...args], {
      env: childEnv,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    const seconds = (performance.now() - started) / 1000;
    if (result.status !== 0) {
      console.error(result.stdout.slice(-4_000), result.stderr.slice(-4_000));
      throw new Error(`larder build --all ${args.join(' ')} failed (${result.status ?? result.signal})`);
    }
    const kitchens = result.stdout.match(/^(\d+) built/m)?.[1] ?? '?';
    console.log(`  ${label.padEnd(44)} ${seconds.toFixed(1)} s (${kitchens} kitchens)`);
    console.log(`    summed over the kitchens: ${phaseSums(result.stdout)}`);
  };
  console.log(`larder build --all over ${KITCHENS + 3} kitchens (the demo's three included):`);
  buildAll('first build (images resized, the theme built)', []);
  buildAll('a theme change: every page of every kitchen', ['--render-all']);
} finally {
  await db.destroy();
  rmSync(dir, { recursive: true, force: true });
}

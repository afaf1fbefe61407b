import { readKitchenSnapshot } from '@larder/api/snapshot/read-kitchen-snapshot';
import { createTestWorld, type TestWorld } from '@larder/api/test-support/test-database';
import { writeKitchenData } from '@larder/builder/kitchen-data';
import { finishReleaseFiles, placeholdersOf } from '@larder/builder/page-finish';
import {
  endKeptRenderer,
  keepRenderer,
  RenderCrashError,
  renderKitchen,
} from '@larder/builder/render-kitchen';
import { serializeRecords, type RenderRecords } from '@larder/builder/page-records';
import { ensureThemeBuild, siteTemplateRoot } from '@larder/builder/theme-build';
import type { KitchenSnapshot } from '@larder/shared/schemas/kitchen-snapshot';
import { propertyRuns } from '@larder/shared/test-support/property-runs';
import fc from 'fast-check';
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { relativeFiles } from './test-support/release-files.ts';

/**
 * The renderer (one theme build, pages rendered at will) is held to a plain `astro build` of the
 * template: for the same kitchen data both write the same files, byte for byte. Kitchens are the
 * demo's, each with random edits (recipes left out, titles of any characters).
 */
const staticBuildScript = fileURLToPath(new URL('../../builder/src/static-build.ts', import.meta.url));
const KITCHENS = ['family-table', 'crumb-and-crust', 'ember-and-salt'];

let world: TestWorld;
const snapshots = new Map<string, KitchenSnapshot>();

beforeAll(async () => {
  world = await createTestWorld();
  for (const slug of KITCHENS)
    snapshots.set(slug, await readKitchenSnapshot(world.db, slug, world.sitesConfig, world.env));
});
afterAll(async () => world.cleanup());

function staticBuild(dataDir: string, outDir: string, origin: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [staticBuildScript, dataDir, outDir, origin], {
      cwd: siteTemplateRoot,
      env: { ...process.env, NODE_ENV: 'production', ASTRO_TELEMETRY_DISABLED: '1' },
      stdio: ['ignore', 'inherit', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('exit', (code) => {
      if (code === 0) resolve();
      else reject(new Error(`astro build failed (${code}): ${stderr}`));
    });
  });
}

const files = relativeFiles;

const anyTitle = fc
  .string({ unit: 'grapheme', minLength: 1, maxLength: 40 })
  .filter((title) => title.trim() !== '');

const edits = fc.record({
  kitchen: fc.constantFrom(...KITCHENS),
  siteTitle: fc.option(anyTitle, { nil: undefined }),
  keep: fc.array(fc.boolean(), { minLength: 60, maxLength: 60 }),
  titles: fc.array(fc.option(anyTitle, { nil: undefined }), { minLength: 60, maxLength: 60 }),
});

type Edit = typeof edits extends fc.Arbitrary<infer T> ? T : never;

function edited(snapshot: KitchenSnapshot, edit: Edit): KitchenSnapshot {
  const copy = structuredClone(snapshot);
  if (edit.siteTitle) copy.site.title = edit.siteTitle;
  const kept = new Set(
    copy.recipes
      .filter((_, index) => edit.keep[index % 60] !== false || index === 0)
      .map((recipe) => recipe.id),
  );
  copy.recipes = copy.recipes.filter((recipe) => kept.has(recipe.id));
  copy.recipeSummaries = copy.recipeSummaries.filter((summary) => kept.has(summary.id));
  copy.recipes.forEach((recipe, index) => {
    const title = edit.titles[index % 60];
    if (!title) return;
    recipe.title = title;
    const summary = copy.recipeSummaries.find((entry) => entry.id === recipe.id);
    if (summary) summary.title = title;
  });
  return copy;
}

/** Records as a set of facts: each page's keys sorted, without which of them it shares. */
function comparable(records: RenderRecords | null) {
  expect(records).not.toBeNull();
  return {
    ...records!,
    global: [...records!.global].sort(),
    pages: new Map(
      [...records!.pages].map(([file, { notes, keys }]) => [file, { notes, keys: keys && [...keys].sort() }]),
    ),
  };
}

describe('the renderer', () => {
  it('writes the same files as a plain astro build of the template, byte for byte', async () => {
    const theme = await ensureThemeBuild();
    let runs = 0;
    await fc.assert(
      fc.asyncProperty(edits, async (edit) => {
        const snapshot = edited(snapshots.get(edit.kitchen)!, edit);
        const id = randomUUID();
        const dataDir = join(world.dir, `data-${id}`);
        const rendered = join(world.dir, `rendered-${id}`);
        // Astro finds the template's packages only from an output folder inside the template.
        const built = join(siteTemplateRoot, '.builds', `equivalence-${id}`);
        try {
          await writeKitchenData(dataDir, snapshot);
          await staticBuild(dataDir, built, snapshot.deployment.origin);
          // The renderer finishes each page as it writes it; the reference's pages are finished
          // afterwards, read back from disk. Both must agree on every byte and every fact.
          const placeholders = placeholdersOf(snapshot);
          const reference = await finishReleaseFiles(built, placeholders);
          const placeholdersFile = join(world.dir, `placeholders-${id}.json`);
          writeFileSync(placeholdersFile, JSON.stringify([...placeholders]));
          const job = {
            serverEntry: theme.serverEntry,
            clientDir: theme.clientDir,
            dataDir,
            progressFile: join(world.dir, `progress-${id}`),
            outDir: rendered,
            origin: snapshot.deployment.origin,
            placeholdersFile,
            clock: { year: 2026, day: '2026-11-29' },
          };
          // A big kitchen renders on threads, each every n-th page: the output is the same.
          const threads = 1 + (runs++ % 3);
          const { finished, records } = await renderKitchen({ ...job, threads });
          expect(finished).toEqual(reference);
          if (threads > 1) {
            // The threads' records, merged, are the records of a render on one thread.
            const alone = await renderKitchen({ ...job, outDir: `${rendered}-alone` });
            rmSync(`${rendered}-alone`, { recursive: true, force: true });
            expect(comparable(records)).toEqual(comparable(alone.records));
          }
          expect(reference.sheets.length).toBeGreaterThan(0);
          const names = files(built);
          expect(files(rendered)).toEqual(names);
          expect(names).toContain('index.html');
          for (const name of names)
            expect(readFileSync(join(rendered, name)).equals(readFileSync(join(built, name))), name).toBe(
              true,
            );
        } finally {
          for (const dir of [dataDir, rendered, built, `${built}.progress`])
            rmSync(dir, { recursive: true, force: true });
        }
      }),
      { ...propertyRuns(30, 3), endOnFailure: true },
    );
  }, 600_000);

  it('renders each kitchen in a kept renderer as a renderer of its own does, whatever it rendered before', async () => {
    const theme = await ensureThemeBuild();
    // A kitchen after another one, and the first again after an edit: nothing of the kitchen before
    // (a value its modules worked out, a recipe it read) may reach the next one's pages or records.
    const sequence: [string, Edit | null][] = [
      ['family-table', null],
      ['crumb-and-crust', null],
      [
        'family-table',
        { kitchen: 'family-table', siteTitle: 'Another table', keep: [], titles: ['A new title'] },
      ],
    ];
    const render = async (snapshot: KitchenSnapshot, kept: boolean) => {
      const id = randomUUID();
      const dataDir = join(world.dir, `data-${id}`);
      const outDir = join(world.dir, `rendered-${id}`);
      await writeKitchenData(dataDir, snapshot);
      const placeholdersFile = join(world.dir, `placeholders-${id}.json`);
      writeFileSync(placeholdersFile, JSON.stringify([...placeholdersOf(snapshot)]));
      keepRenderer(kept);
      try {
        const result = await renderKitchen({
          serverEntry: theme.serverEntry,
          clientDir: theme.clientDir,
          dataDir,
          progressFile: join(world.dir, `progress-${id}`),
          outDir,
          origin: snapshot.deployment.origin,
          placeholdersFile,
          clock: { year: 2026, day: '2026-11-29' },
        });
        return { outDir, records: result.records && serializeRecords(result.records) };
      } finally {
        keepRenderer(false);
      }
    };
    try {
      for (const [slug, edit] of sequence) {
        const snapshot = edit ? edited(snapshots.get(slug)!, edit) : snapshots.get(slug)!;
        const kept = await render(snapshot, true);
        const own = await render(snapshot, false);
        expect(kept.records, slug).toEqual(own.records);
        const names = files(own.outDir);
        expect(files(kept.outDir)).toEqual(names);
        for (const name of names)
          expect(
            readFileSync(join(kept.outDir, name)).equals(readFileSync(join(own.outDir, name))),
            `${slug}: ${name}`,
          ).toBe(true);
      }
    } finally {
      endKeptRenderer();
    }
  }, 300_000);

  it('names the page it died on when it renders on threads and its process is killed mid-page', async () => {
    const theme = await ensureThemeBuild();
    const snapshot = snapshots.get('family-table')!;
    const id = randomUUID();
    const dataDir = join(world.dir, `data-${id}`);
    const progressFile = join(world.dir, `progress-${id}`);
    await writeKitchenData(dataDir, snapshot);
    // The last recipe: the thread rendering it has rendered others first, and so has the other.
    const recipe = snapshot.recipes.at(-1)!;
    await expect(
      renderKitchen({
        serverEntry: theme.serverEntry,
        clientDir: theme.clientDir,
        dataDir,
        progressFile,
        outDir: join(world.dir, `rendered-${id}`),
        origin: snapshot.deployment.origin,
        crashOnPage: `/recipes/${recipe.slug}/`,
        threads: 2,
      }),
    ).rejects.toBeInstanceOf(RenderCrashError);
    expect(readFileSync(progressFile, 'utf8')).toMatch(new RegExp(`^recipe:${recipe.id}@`));
  }, 120_000);
});

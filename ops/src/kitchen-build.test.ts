import { buildKitchen, buildsDirFor } from '@larder/builder/build-kitchen';
import { pageFacts } from '@larder/builder/page-facts';
import { currentRelease, releasesDir } from '@larder/builder/release-switch';
import { ensureThemeBuild } from '@larder/builder/theme-build';
import { cspHash } from '@larder/builder/security-headers';
import { headersForPath, parseHeadersFile } from '@larder/shared/hosting/headers-file';
import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestWorld, type TestWorld } from '@larder/api/test-support/test-database';
import { readKitchenSnapshot } from '@larder/api/snapshot/read-kitchen-snapshot';
import { childEnvFor, exited, larder, processesMatching, sleep, waitFor } from './test-support/processes.ts';

let world: TestWorld;
/** This world's build scratch space. */
const buildsDir = () => buildsDirFor(world.env.outputDir);

beforeAll(async () => {
  world = await createTestWorld();
});
afterAll(async () => world.cleanup());

async function build(slug: string) {
  const snapshot = await readKitchenSnapshot(world.db, slug, world.sitesConfig, world.env);
  return buildKitchen(snapshot, {
    outputDir: world.env.outputDir,
    filesDir: world.env.filesDir,
    // The cache a build process (`larder build`) uses: the builds the tests below start and kill
    // then find the images made here, as they would on a server, and reach their point sooner.
    cacheDir: join(world.env.outputDir, '.image-cache'),
    leaseToken: randomUUID(),
  });
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

function liveIndex(slug: string): string {
  return readFileSync(join(world.env.outputDir, slug, 'index.html'), 'utf8');
}

describe('building a kitchen', () => {
  it('renders every published recipe and keeps the kitchen servable across two builds', async () => {
    const first = await build('family-table');
    const firstRelease = await currentRelease(world.env.outputDir, 'family-table');
    expect(firstRelease).toBe(first.releaseDir);
    expect(liveIndex('family-table')).toContain('The Family Table');

    const second = await build('family-table');
    expect(await currentRelease(world.env.outputDir, 'family-table')).toBe(second.releaseDir);
    expect(second.releaseDir).not.toBe(first.releaseDir);
    expect(liveIndex('family-table')).toContain('The Family Table');
    // Releases share what did not change: each page of the second release with the first's bytes
    // is the first's file (one inode), and the first release still reads as it did.
    const pages = (await readdir(second.releaseDir, { recursive: true })).filter((name) =>
      name.endsWith('.html'),
    );
    let shared = 0;
    for (const page of pages) {
      const before = join(first.releaseDir, page);
      if (!existsSync(before)) continue;
      const same = readFileSync(before).equals(readFileSync(join(second.releaseDir, page)));
      expect(statSync(before).ino === statSync(join(second.releaseDir, page)).ino, page).toBe(same);
      if (same) shared += 1;
    }
    expect(shared).toBeGreaterThan(pages.length / 2);
    // The theme's `_astro/` assets are the theme build's own files; its public files are copies,
    // as the build writes some public names itself.
    const theme = await ensureThemeBuild();
    const assets = await readdir(join(theme.dir, 'client', '_astro'));
    expect(assets.length).toBeGreaterThan(0);
    for (const asset of assets)
      expect(statSync(join(second.releaseDir, '_astro', asset)).ino, asset).toBe(
        statSync(join(theme.dir, 'client', '_astro', asset)).ino,
      );
    const sound = join('sounds', 'timer.webm');
    expect(readFileSync(join(second.releaseDir, sound))).toEqual(
      readFileSync(join(theme.dir, 'client', sound)),
    );
    expect(statSync(join(second.releaseDir, sound)).ino).not.toBe(
      statSync(join(theme.dir, 'client', sound)).ino,
    );
    // The previous release is kept for a rollback; older ones are pruned.
    const releases = (await readdir(releasesDir(world.env.outputDir, 'family-table'))).filter(
      (entry) => !entry.endsWith('.data'),
    );
    expect(releases.length).toBeLessThanOrEqual(2);

    // No two elements of a page share an id: each island's `useId` ids carry its own prefix.
    let islandIds = 0;
    for (const page of pages) {
      const markup = (await readFile(join(second.releaseDir, page), 'utf8')).replace(
        /<!--[\s\S]*?-->|<(script|style)\b[^>]*>[\s\S]*?<\/\1>/g,
        '',
      );
      const ids = [...markup.matchAll(/<[a-zA-Z][^>]*?\sid="([^"]*)"/g)].map((match) => match[1]!);
      expect(
        ids.filter((id, index) => ids.indexOf(id) !== index),
        page,
      ).toEqual([]);
      // The prefix is the one the island hydrates with (its `prefix` attribute).
      for (const island of markup.split('<astro-island').slice(1)) {
        const prefix = /^[^>]*\sprefix="(r\d+)"/.exec(island)?.[1];
        const inside = island.slice(0, island.indexOf('</astro-island>'));
        for (const [, id] of inside.matchAll(/\sid="(_r\d+R_[^"]*)"/g)) {
          expect(id!.startsWith(`_${prefix}R_`), `${page}: ${id} in island ${prefix}`).toBe(true);
          islandIds += 1;
        }
      }
    }
    expect(islandIds).toBeGreaterThan(0);

    const published = world.kitchens[0]!.recipes.filter((recipe) => recipe.publishedAt);
    for (const recipe of published) {
      expect(
        statSync(join(world.env.outputDir, 'family-table', 'recipes', recipe.slug, 'index.html')).isFile(),
      ).toBe(true);
    }
    const draft = world.kitchens[0]!.recipes.find((recipe) => !recipe.publishedAt)!;
    expect(() => statSync(join(world.env.outputDir, 'family-table', 'recipes', draft.slug))).toThrow();
  });

  it('never writes the ingredients or steps of a subscribers-only recipe into the static output', async () => {
    const premium = world.kitchens[0]!.recipes.find(
      (recipe) => recipe.privacy === 'subscribers_only' && recipe.publishedAt,
    )!;
    const lockedTexts = [
      ...premium.instructionGroups
        .flatMap((group) => group.steps)
        .map((step) =>
          step.text
            .split(/\{[^}]*\}/)
            .sort((a, b) => b.length - a.length)[0]!
            .trim(),
        ),
      ...(premium.note ? [premium.note.slice(0, 40)] : []),
    ].filter((text) => text.length > 15);
    expect(lockedTexts.length).toBeGreaterThan(2);
    const page = readFileSync(
      join(world.env.outputDir, 'family-table', 'recipes', premium.slug, 'index.html'),
      'utf8',
    );
    expect(page).toContain(premium.title);
    expect(page).toContain(
      'This is a premium recipe and is only available to subscribers with full access subscriptions',
    );
    for (const file of filesUnder(join(world.env.outputDir, 'family-table'))) {
      if (!/\.(html|js|json|css|xml|txt)$/.test(file)) continue;
      const content = await readFile(file, 'utf8');
      for (const text of lockedTexts)
        expect(content, `${file} leaks "${text}"`).not.toContain(text.slice(0, 40));
    }
  });

  it('emits parseable recipe JSON-LD with name, image, ingredients and instructions', () => {
    const recipes = world.kitchens[0]!.recipes.filter((recipe) => recipe.publishedAt);
    for (const recipe of recipes) {
      const html = readFileSync(
        join(world.env.outputDir, 'family-table', 'recipes', recipe.slug, 'index.html'),
        'utf8',
      );
      const match = html.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/);
      expect(match, recipe.slug).not.toBeNull();
      const data = JSON.parse(match![1]!) as Record<string, unknown>;
      expect(data['@type']).toBe('Recipe');
      expect(data.name).toBe(recipe.title);
      expect((data.image as string[])[0]).toMatch(/^http:\/\/family-table\.localhost:4321\/_img\//);
      if (recipe.privacy === 'public') {
        expect((data.recipeIngredient as string[]).length).toBeGreaterThan(0);
        expect((data.recipeInstructions as unknown[]).length).toBeGreaterThan(0);
      } else {
        expect(data.isAccessibleForFree).toBe(false);
        expect(data.recipeIngredient).toBeUndefined();
      }
    }
  });

  it('leaves the live kitchen exactly as it was when a build is killed midway', async () => {
    const before = await currentRelease(world.env.outputDir, 'crumb-and-crust');
    const beforeIndex = before ? liveIndex('crumb-and-crust') : null;
    if (!before) await build('crumb-and-crust');
    const live = await currentRelease(world.env.outputDir, 'crumb-and-crust');
    const liveHtml = liveIndex('crumb-and-crust');
    expect(beforeIndex ?? liveHtml).toBe(liveHtml);

    // The process that builds, not the `larder build` that supervises it: killing a supervisor
    // leaves its build running until it notices (the next test), and the build below would race it.
    const child = larder(['build', '--site', 'crumb-and-crust'], {
      ...childEnvFor(world),
      LARDER_BUILD_CHILD: '1',
      LARDER_BUILD_LEASE_SECONDS: '2',
    });
    // Wait until the renderer has written a page of the new release, then kill the process
    // outright. (A fixed wait after the release's folder appeared let a fast build finish first.)
    const pageWritten = (dir: string) => {
      try {
        return readdirSync(dir, { recursive: true }).some((name) => String(name).endsWith('.html'));
      } catch {
        return false; // moved or removed as we looked
      }
    };
    const started = () =>
      (existsSync(buildsDir()) &&
        readdirSync(buildsDir(), { withFileTypes: true }).some(
          (entry) =>
            entry.isDirectory() &&
            entry.name.startsWith('crumb-and-crust--') &&
            !entry.name.endsWith('.data') &&
            pageWritten(join(buildsDir(), entry.name)),
        )) ||
      undefined;
    await waitFor('the build to write a page of its release', started);
    child.kill('SIGKILL');
    expect((await exited(child)).signal).toBe('SIGKILL');

    expect(await currentRelease(world.env.outputDir, 'crumb-and-crust')).toBe(live);
    expect(liveIndex('crumb-and-crust')).toBe(liveHtml);
    expect(statSync(join(world.env.outputDir, 'crumb-and-crust', 'recipes', 'index.html')).isFile()).toBe(
      true,
    );

    // The next build cleans up after the killed one and goes live.
    const next = await build('crumb-and-crust');
    expect(await currentRelease(world.env.outputDir, 'crumb-and-crust')).toBe(next.releaseDir);
    expect(readdirSync(buildsDir()).filter((entry) => entry.startsWith('crumb-and-crust--'))).toEqual([]);
  });

  it('stops the build when the `larder build` that started it is killed, and the live kitchen stays as it was', async () => {
    const live = await currentRelease(world.env.outputDir, 'crumb-and-crust');
    const liveHtml = liveIndex('crumb-and-crust');
    // The supervisor hands --report to its build process, which marks both in the process list.
    const report = join(world.dir, `supervisor-killed-${randomUUID()}.json`);
    const supervisor = larder(['build', '--site', 'crumb-and-crust', '--report', report], {
      ...childEnvFor(world),
      LARDER_BUILD_LEASE_SECONDS: '2',
    });
    await waitFor("the build process to take the kitchen's lease", async () => {
      const lease = await world.db
        .selectFrom('kitchen_build_leases')
        .select('owner')
        .where('site_slug', '=', 'crumb-and-crust')
        .executeTakeFirst();
      const pid = Number(/^larder build (\d+)@/.exec(lease?.owner ?? '')?.[1]);
      return pid !== supervisor.pid && processesMatching('--report', report).includes(pid) ? pid : undefined;
    });
    await sleep(300);
    supervisor.kill('SIGKILL');
    await exited(supervisor);

    await waitFor('the orphaned build to stop', () =>
      processesMatching('--report', report).length === 0 ? true : undefined,
    );
    expect(await currentRelease(world.env.outputDir, 'crumb-and-crust')).toBe(live);
    expect(liveIndex('crumb-and-crust')).toBe(liveHtml);
  });
});

describe('a built kitchen under its own headers', () => {
  it('has a policy that allows every inline script and style of every page, and the custom CSS made safe', async () => {
    await world.db
      .updateTable('sites')
      .set({
        css_overrides: '.recipe h1 { color: red } a::after { content: "</style><script>alert(1)</script>" }',
      })
      .where('slug', '=', 'ember-and-salt')
      .execute();
    await build('ember-and-salt');
    const live = join(world.env.outputDir, 'ember-and-salt');
    const rules = parseHeadersFile(readFileSync(join(live, '_headers'), 'utf8'));
    const policy = Object.fromEntries(headersForPath(rules, '/'))['Content-Security-Policy']!;
    // Cloudflare Pages takes header values up to 2,000 characters.
    expect(policy.length).toBeLessThan(2000);
    const pages = filesUnder(live).filter((file) => file.endsWith('.html'));
    expect(pages.length).toBeGreaterThan(10);
    for (const file of pages) {
      const facts = pageFacts(readFileSync(file, 'utf8'));
      for (const text of [...facts.inlineScripts, ...facts.inlineStyles])
        expect(policy, `${file}: ${text.slice(0, 60)}`).toContain(cspHash(text));
      expect(facts.styleAttributes, file).toEqual([]);
    }
    const home = liveIndex('ember-and-salt');
    expect(home).toContain(
      '<style>.recipe h1:not([data-protected],[data-protected] *):not(:has([data-protected])){color:red}' +
        'a:not([data-protected],[data-protected] *):not(:has([data-protected]))::after' +
        '{content:"\\3c /style>\\3c script>alert(1)\\3c /script>"}</style>',
    );
    expect(home).not.toContain('<script>alert(1)');
  });
});

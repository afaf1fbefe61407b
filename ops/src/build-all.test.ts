import { propertyRuns } from '@larder/shared/test-support/property-runs';
import fc from 'fast-check';
import { createTestWorld, type TestWorld } from '@larder/api/test-support/test-database';
import { serveFromStore } from '@larder/builder/deploy/deploy-release';
import { directoryStore } from '@larder/builder/deploy/release-store';
import { currentRelease } from '@larder/builder/release-switch';
import { ensureThemeBuild } from '@larder/builder/theme-build';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildAllKitchens, formatEta, type BuildAllOptions } from './build-all.ts';
import { childEnvFor, exited, larder } from './test-support/processes.ts';

let dir: string;
let stateFile: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'larder-build-all-'));
  stateFile = join(dir, '.build-all.json');
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

/** A run whose builds take a tick each and fail for the kitchens in `failing`. */
function run(slugs: string[], overrides: Partial<BuildAllOptions> & { failing?: Set<string> } = {}) {
  const lines: string[] = [];
  const builds: string[] = [];
  let running = 0;
  let most = 0;
  const result = buildAllKitchens(slugs, {
    theme: 'theme-a',
    concurrency: 2,
    stateFile,
    log: (line) => lines.push(line),
    build: async (slug) => {
      running += 1;
      most = Math.max(most, running);
      builds.push(slug);
      await tick();
      running -= 1;
      if (overrides.failing?.has(slug)) throw new Error(`${slug} broke`);
    },
    ...overrides,
  });
  return { result, lines, builds, most: () => most };
}

describe('building every kitchen', () => {
  it('builds each kitchen once, a few at a time, saying how far it is and how long is left', async () => {
    const slugs = ['a', 'b', 'c', 'd', 'e'];
    const { result, lines, builds, most } = run(slugs);
    expect(await result).toEqual({ built: expect.arrayContaining(slugs), skipped: [], failed: [] });
    expect(builds.sort()).toEqual(slugs);
    expect(most()).toBe(2);
    expect(lines[0]).toBe('building 5 kitchens, 2 at a time');
    expect(lines.filter((line) => /^\[\d\/5\] \w live \(\d+ s\)/.test(line))).toHaveLength(5);
    expect(lines.some((line) => /· 3 to go, about \d+ s left$/.test(line))).toBe(true);
    expect(lines.at(-1)).toMatch(/^5 built in \d+ s$/);
    // A finished run leaves nothing to resume.
    expect(existsSync(stateFile)).toBe(false);
  });

  it('goes on past a kitchen that fails, and the next run on the theme builds only what is left', async () => {
    const first = run(['a', 'b', 'c'], { failing: new Set(['b']) });
    const result = await first.result;
    expect(result.failed).toEqual([{ slug: 'b', message: 'b broke' }]);
    expect(result.built.sort()).toEqual(['a', 'c']);
    expect(first.lines.some((line) => /\] b FAILED/.test(line))).toBe(true);
    expect(first.lines.at(-1)).toMatch(/2 built, 1 failed: b \(run again to retry them\)/);

    const again = run(['a', 'b', 'c']);
    expect(await again.result).toEqual({ built: ['b'], skipped: ['a', 'c'], failed: [] });
    expect(again.lines[0]).toBe('resuming: 2 of 3 kitchens were built on this theme by the last run');

    // A new theme means every kitchen again, whatever an old run had done.
    writeFileSync(stateFile, JSON.stringify({ theme: 'theme-a', done: ['a'] }));
    const newTheme = run(['a', 'b'], { theme: 'theme-b' });
    expect((await newTheme.result).built.sort()).toEqual(['a', 'b']);
  });

  it('starts again from a state file it cannot read (a run killed as it wrote one)', async () => {
    writeFileSync(stateFile, '{"theme": "theme-a", "do');
    expect((await run(['a', 'b']).result).built.sort()).toEqual(['a', 'b']);
  });

  it('over runs that stop anywhere, builds every kitchen exactly once on a theme', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f', 'g'), { minLength: 1 }),
        fc.integer({ min: 1, max: 4 }),
        fc.array(fc.uniqueArray(fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f', 'g')), { maxLength: 3 }),
        async (slugs, concurrency, failuresByRun) => {
          rmSync(stateFile, { force: true });
          const builtOnce = new Map<string, number>();
          // Runs in which some kitchens fail, until one in which none does (the last, if not before):
          // a finished run is the end of it, and the next `--all` builds everything again.
          for (const failing of [...failuresByRun, []]) {
            const { result } = run(slugs, { concurrency, failing: new Set(failing) });
            const { built, failed } = await result;
            for (const slug of built) builtOnce.set(slug, (builtOnce.get(slug) ?? 0) + 1);
            if (failed.length === 0) break;
          }
          expect([...builtOnce.keys()].sort()).toEqual([...slugs].sort());
          expect([...builtOnce.values()].every((count) => count === 1)).toBe(true);
          expect(existsSync(stateFile)).toBe(false);
        },
      ),
      propertyRuns(200, 30),
    );
  });

  it('writes the state whole: what it has built and on which theme', async () => {
    const { result } = run(['a', 'b'], { failing: new Set(['b']) });
    await result;
    expect(JSON.parse(readFileSync(stateFile, 'utf8'))).toEqual({ theme: 'theme-a', done: ['a'] });
  });
});

describe('formatEta', () => {
  it('reads as an operator would say it', () => {
    expect(formatEta(4_400)).toBe('4 s');
    expect(formatEta(65_000)).toBe('1 min 5 s');
    expect(formatEta(2 * 3_600_000 + 60_000)).toBe('2 h 1 min');
    expect(formatEta(-5)).toBe('0 s');
  });
});

describe('larder build --all', () => {
  let world: TestWorld;
  beforeAll(async () => {
    world = await createTestWorld();
  });
  afterAll(async () => world.cleanup());

  it('resumes a run that stopped: builds on the current theme only the kitchens it had not built', async () => {
    const theme = await ensureThemeBuild();
    // As a run that was killed after two kitchens leaves it.
    mkdirSync(world.env.outputDir, { recursive: true });
    const state = join(world.env.outputDir, '.build-all.json');
    writeFileSync(state, JSON.stringify({ theme: theme.hash, done: ['family-table', 'crumb-and-crust'] }));
    const run = await exited(larder(['build', '--all', '--jobs', '2'], childEnvFor(world)));
    expect(run.code, run.output).toBe(0);
    expect(run.output).toContain('resuming: 2 of 3 kitchens were built on this theme by the last run');
    expect(run.output).toMatch(/\[1\/1\] ember-and-salt live \(\d+ s\)/);
    expect(run.output).toMatch(/1 built, 2 already built in \d+ s/);
    expect(await currentRelease(world.env.outputDir, 'ember-and-salt')).not.toBeNull();
    expect(await currentRelease(world.env.outputDir, 'family-table')).toBeNull();
    expect(existsSync(state)).toBe(false);

    // Deployed to another folder as a static host's store: everything once, then nothing again.
    const store = join(world.dir, 'store');
    const deploy = () =>
      exited(larder(['deploy', '--site', 'ember-and-salt', '--to', store], childEnvFor(world)));
    const first = await deploy();
    expect(first.code, first.output).toBe(0);
    expect(first.output).toMatch(/deployed ember-and-salt release \S+ to .*store: (\d+) files, \1 sent/);
    expect((await deploy()).output).toMatch(/: (\d+) files, 0 sent \(0 kB\), \1 already there/);
    const home = await serveFromStore(directoryStore(store), 'ember-and-salt', '/');
    expect(Buffer.from(home!.bytes).toString()).toContain('</html>');
    // Nothing to collect: every file is named by the live release.
    const collect = await exited(larder(['deploy', '--collect', '--to', store], childEnvFor(world)));
    expect(collect.code, collect.output).toBe(0);
    expect(collect.output).toMatch(
      /: 0 file\(s\) and 0 release\(s\) no kitchen keeps deleted, \d+ file\(s\) kept/,
    );
  }, 180_000);
});

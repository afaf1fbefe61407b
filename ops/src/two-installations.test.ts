import { buildsDirFor } from '@larder/builder/build-kitchen';
import { currentRelease, releaseDataDir } from '@larder/builder/release-switch';
import { createTestWorld, type TestWorld } from '@larder/api/test-support/test-database';
import { existsSync, readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { childEnvFor, exited, larder, waitFor } from './test-support/processes.ts';

/**
 * Two installations on one checkout (two demos side by side, a demo beside the browser tests,
 * parallel test workers) each hold their own lease on a kitchen of the same slug. Neither may take
 * the other's build folders for abandoned work.
 */
let first: TestWorld;
let second: TestWorld;

beforeAll(async () => {
  [first, second] = await Promise.all([createTestWorld(), createTestWorld()]);
});
afterAll(async () => {
  await Promise.all([first.cleanup(), second.cleanup()]);
});

/** The build folders of `slug` that a build of `world` is working in. */
function workFolders(world: TestWorld, slug: string): string[] {
  const dir = buildsDirFor(world.env.outputDir);
  return existsSync(dir) ? readdirSync(dir).filter((entry) => entry.startsWith(`${slug}--`)) : [];
}

describe('two installations on one checkout', () => {
  it('build a kitchen of the same slug at the same time, and both go live', async () => {
    const env = (world: TestWorld) => ({
      ...childEnvFor(world),
      LARDER_BUILD_CHILD: '1',
      LARDER_BUILD_LEASE_SECONDS: '30',
    });
    const one = larder(['build', '--site', 'crumb-and-crust'], env(first));
    // The second starts once the first is at work, when it would find the first's folders.
    await waitFor('the first build to be at work', () =>
      workFolders(first, 'crumb-and-crust').some((entry) => entry.endsWith('.data')) ? true : undefined,
    );
    const two = larder(['build', '--site', 'crumb-and-crust'], env(second));
    const [a, b] = await Promise.all([exited(one), exited(two)]);
    expect([a.code, b.code], `${a.output}\n${b.output}`).toEqual([0, 0]);
    for (const world of [first, second]) {
      const live = await currentRelease(world.env.outputDir, 'crumb-and-crust');
      expect(live && existsSync(releaseDataDir(live))).toBe(true);
      expect(workFolders(world, 'crumb-and-crust')).toEqual([]);
    }
  });
});

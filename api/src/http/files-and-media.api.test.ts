import type { ErrorBody } from '@larder/shared/errors';
import fc from 'fast-check';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseByteRange } from '../routes/files.routes.ts';
import { demoKitchens } from '@larder/demo/seed/seed';
import { hostilePathPiece } from '../test-support/hostile-paths.ts';
import { createTestWorld, smallKitchens, type TestWorld } from '../test-support/test-database.ts';

const legacyRecipe = demoKitchens
  .flatMap((kitchen) => kitchen.recipes)
  .find((recipe) => recipe.legacyHtml !== undefined)!;

let world: TestWorld;
beforeAll(async () => {
  // The small demo plus the family kitchen's legacy recipe (imported HTML and a recipe video).
  world = await createTestWorld(
    smallKitchens().map((kitchen) =>
      kitchen.slug === 'family-table' ? { ...kitchen, recipes: [...kitchen.recipes, legacyRecipe] } : kitchen,
    ),
  );
});
afterAll(async () => world.cleanup());

async function readRecipe(siteSlug: string, recipeSlug: string) {
  const response = await world.app.request(`/api/v1/site/${siteSlug}/recipes/${recipeSlug}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { recipe: Record<string, any> }).recipe;
}

describe('legacy recipes', () => {
  it('return only the sanitised imported HTML', async () => {
    const recipe = await readRecipe('family-table', legacyRecipe.slug);
    const content = recipe.legacyRecipeData.content as string;
    expect(Object.keys(recipe.legacyRecipeData)).toEqual(['content']);
    expect(content).toContain('<h2>Ingredients</h2>');
    expect(content).toContain('<li>3 cups (<strong>375 g</strong>) all-purpose flour</li>');
    expect(content).toContain('<a href="mailto:june@family-table.example">email me</a>');
    for (const unsafe of [
      '<script',
      '_gaq',
      'onclick',
      'javascript:',
      'pixel.gif',
      'style=',
      'class=',
      '&nbsp;',
    ])
      expect(content).not.toContain(unsafe);
    expect(recipe.ingredientUsageGroups).toEqual([]);
    expect(recipe.instructionGroups).toEqual([]);
  });

  it('carry their hosted video and gallery for the media slider', async () => {
    const recipe = await readRecipe('family-table', legacyRecipe.slug);
    expect(recipe.video.url).toMatch(
      /^http:\/\/localhost:8787\/api\/v1\/files\/family-table\/recipes\/.+\.webm$/,
    );
    expect(recipe.video.posterImage.alt).toBe(legacyRecipe.video!.alt);
    expect(recipe.images).toHaveLength(3);
  });
});

describe('step videos', () => {
  it('are read with their poster on the step that has one', async () => {
    const recipe = await readRecipe('crumb-and-crust', 'everyday-white-tin-loaf');
    const steps = recipe.instructionGroups.flatMap(
      (group: { instructions: unknown[] }) => group.instructions,
    );
    const withVideo = steps.filter((step: { video: unknown }) => step.video);
    expect(withVideo).toHaveLength(1);
    expect(withVideo[0].video.posterImage.width).toBe(1280);
    expect(withVideo[0].images).toHaveLength(1);
  });
});

describe('the file host', () => {
  async function videoPath() {
    const recipe = await readRecipe('family-table', legacyRecipe.slug);
    return new URL(recipe.video.url as string).pathname;
  }

  it('serves a whole video with its type and accepts ranges', async () => {
    const response = await world.app.request(await videoPath());
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('video/webm');
    expect(response.headers.get('accept-ranges')).toBe('bytes');
    const body = new Uint8Array(await response.arrayBuffer());
    expect(body.length).toBe(Number(response.headers.get('content-length')));
    // WebM files start with the EBML magic number.
    expect([...body.slice(0, 4)]).toEqual([0x1a, 0x45, 0xdf, 0xa3]);
  });

  it('answers a byte range with 206 and exactly those bytes', async () => {
    const path = await videoPath();
    const whole = new Uint8Array(await (await world.app.request(path)).arrayBuffer());
    const response = await world.app.request(path, { headers: { Range: 'bytes=100-199' } });
    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toBe(`bytes 100-199/${whole.length}`);
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(whole.slice(100, 200));
  });

  it('answers a range past the end with 416', async () => {
    const path = await videoPath();
    const response = await world.app.request(path, { headers: { Range: 'bytes=99999999-' } });
    expect(response.status).toBe(416);
    expect(response.headers.get('content-range')).toMatch(/^bytes \*\/\d+$/);
  });

  it('refuses keys outside the file folder', async () => {
    for (const path of [
      '..%2F..%2Fetc%2Fpasswd',
      '..%2Flarder.sqlite',
      '%2e%2e/larder.sqlite',
      '..%252Flarder.sqlite',
    ]) {
      const response = await world.app.request(`/api/v1/files/${path}`);
      expect(response.status, path).toBe(404);
      expect(((await response.json()) as ErrorBody).error.code, path).toBe('not_found');
    }
  });

  it('answers a malformed percent-escape with 400 and the catalogue body', async () => {
    const response = await world.app.request('/api/v1/files/%E0%A4%A');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: {
        code: 'bad_request',
        message: 'The file path is not valid: every % must start an escape of UTF-8 bytes, such as %20.',
      },
    });
  });

  it('answers a NUL byte or an overlong key with 404', async () => {
    for (const path of ['family-table%00.webp', `${'a'.repeat(5000)}.webp`, `${'a/'.repeat(40_000)}x`]) {
      expect((await world.app.request(`/api/v1/files/${path}`)).status).toBe(404);
    }
  });

  it('answers hostile paths with 200, 206, 400, 404 or 416, never a file outside the folder', async () => {
    const secret = 'a file outside the file folder';
    writeFileSync(join(world.dir, 'secret.txt'), secret);
    const piece = hostilePathPiece(['secret.txt', 'larder.sqlite', 'files', 'family-table', 'recipes']);
    const hostilePath = fc.oneof(
      fc.array(piece, { maxLength: 16 }).map((pieces) => pieces.join('')),
      fc.string({ unit: 'binary', maxLength: 60 }).map(encodeURIComponent),
      fc.string({ unit: 'binary', maxLength: 60 }),
    );
    await fc.assert(
      fc.asyncProperty(
        hostilePath,
        fc.option(fc.constantFrom('bytes=0-9', 'bytes=-5', 'bytes=999999-')),
        async (path, range) => {
          const response = await world.app.request(`/api/v1/files/${path}`, {
            headers: range ? { Range: range } : {},
          });
          expect([200, 206, 400, 404, 416]).toContain(response.status);
          const body = Buffer.from(await response.arrayBuffer());
          expect(body.toString('latin1')).not.toContain(secret);
          expect(body.subarray(0, 15).toString('latin1')).not.toBe('SQLite format 3');
          if (response.status === 400 || response.status === 404) {
            expect(['bad_request', 'not_found']).toContain(
              (JSON.parse(body.toString()) as ErrorBody).error.code,
            );
          }
        },
      ),
      { seed: 20_260_509, numRuns: 400 },
    );
  });
});

describe('parseByteRange', () => {
  it.each([
    ['bytes=0-99', 1000, { start: 0, end: 99 }],
    ['bytes=900-', 1000, { start: 900, end: 999 }],
    ['bytes=-100', 1000, { start: 900, end: 999 }],
    ['bytes=-5000', 1000, { start: 0, end: 999 }],
    ['bytes=990-5000', 1000, { start: 990, end: 999 }],
    ['bytes=1000-', 1000, 'unsatisfiable'],
    ['bytes=50-10', 1000, 'unsatisfiable'],
    ['bytes=-0', 1000, 'unsatisfiable'],
    ['bytes=0-1,5-9', 1000, null],
    ['items=0-5', 1000, null],
    ['bytes=-', 1000, null],
    [undefined, 1000, null],
  ] as const)('reads %s of a %i-byte file', (header, size, expected) => {
    expect(parseByteRange(header, size)).toEqual(expected);
  });
});

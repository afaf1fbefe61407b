import {
  createKitchen,
  kitchenSlugAvailability,
  managedKitchens,
} from '@larder/shared/api/manage-sites.endpoints';
import { manageRecipes } from '@larder/shared/api/manage-recipes.endpoints';
import { COLOR_THEMES, TYPE_THEMES } from '@larder/shared/theme/theme-catalogue';
import { ApiError } from '@larder/shared/api/api-client';
import fc from 'fast-check';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createReader, refusal, testClient } from '../test-support/test-client.ts';
import { createTestWorld, type TestWorld } from '../test-support/test-database.ts';

let world: TestWorld;
beforeAll(async () => {
  world = await createTestWorld();
});
afterAll(async () => world.cleanup());

const themes = { colorThemeId: COLOR_THEMES[1].id, typeThemeId: TYPE_THEMES[2].id };

describe('POST /manage/sites', () => {
  it('makes a reader the owner of a new kitchen whose first build is queued', async () => {
    const reader = await createReader(world, 'Rosa Diaz');
    const client = testClient(world, reader.token);
    expect((await client.request(managedKitchens, {})).sites).toEqual([]);

    const { site } = await client.request(createKitchen, {
      body: { title: '  Sunday Suppers ', slug: 'sunday-suppers', ...themes },
    });
    expect(site).toMatchObject({
      slug: 'sunday-suppers',
      title: 'Sunday Suppers',
      role: 'owner',
      origin: expect.stringContaining('sunday-suppers') as string,
      recipeCount: 0,
      build: { state: 'queued', liveAt: null },
    });
    const row = await world.db
      .selectFrom('sites')
      .select(['owner_id', 'color_theme_id', 'type_theme_id'])
      .where('slug', '=', 'sunday-suppers')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      owner_id: reader.id,
      color_theme_id: themes.colorThemeId,
      type_theme_id: themes.typeThemeId,
    });
    const jobs = await world.db
      .selectFrom('rebuild_jobs')
      .select(['status', 'reason'])
      .where('site_slug', '=', 'sunday-suppers')
      .execute();
    expect(jobs).toEqual([{ status: 'queued', reason: 'kitchen created' }]);
    // The new owner manages it at once; the list shows it.
    expect((await client.request(manageRecipes, { params: { siteSlug: 'sunday-suppers' } })).recipes).toEqual(
      [],
    );
    expect((await client.request(managedKitchens, {})).sites.map((kitchen) => kitchen.slug)).toEqual([
      'sunday-suppers',
    ]);
  });

  it('refuses signed-out callers', async () => {
    await refusal(
      testClient(world).request(createKitchen, {
        body: { title: 'X kitchen', slug: 'x-kitchen', ...themes },
      }),
      401,
      'unauthorized',
    );
    await refusal(testClient(world).request(managedKitchens, {}), 401, 'unauthorized');
  });

  it('refuses an address that is taken, reserved or against the rules, saying why', async () => {
    const reader = await createReader(world);
    const client = testClient(world, reader.token);
    const taken = await refusal(
      client.request(createKitchen, { body: { title: 'Family', slug: 'family-table', ...themes } }),
      409,
      'kitchen_address_taken',
    );
    expect(taken).toBe('That address is taken. Choose another one.');
    for (const [slug, message] of [
      ['www', 'That address is reserved. Choose another one.'],
      ['ab', 'Use at least 3 characters'],
      ['Bad Slug', 'Use lowercase letters, digits and single hyphens (for example "sunday-suppers")'],
    ] as const) {
      const error = await client
        .request(createKitchen, { body: { title: 'T', slug, ...themes } })
        .catch((caught: unknown) => caught as ApiError);
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).body?.error.fields?.slug).toEqual([message]);
    }
  });

  it('refuses themes that are not in the catalogue', async () => {
    const client = testClient(world, (await createReader(world)).token);
    for (const field of ['colorThemeId', 'typeThemeId'] as const) {
      const error = await client
        .request(createKitchen, {
          body: { title: 'Own theme', slug: 'own-theme', ...themes, [field]: randomUUID() },
        })
        .catch((caught: unknown) => caught as ApiError);
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).status).toBe(400);
      expect(Object.keys((error as ApiError).body?.error.fields ?? {})).toEqual([field]);
    }
  });

  it('lets one of two creators asking for one address at once have it', async () => {
    const [a, b] = await Promise.all([createReader(world), createReader(world)]);
    const results = await Promise.allSettled(
      [a, b].map((reader) =>
        testClient(world, reader.token).request(createKitchen, {
          body: { title: 'Race', slug: 'race-kitchen', ...themes },
        }),
      ),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((result) => result.status === 'rejected');
    expect((refused?.reason as ApiError).status).toBe(409);
  });

  it('lets a creator make five kitchens a day, then says to wait', async () => {
    const reader = await createReader(world);
    const client = testClient(world, reader.token);
    for (let index = 0; index < 5; index += 1)
      await client.request(createKitchen, {
        body: { title: `K ${index}`, slug: `daily-${index}`, ...themes },
      });
    await refusal(
      client.request(createKitchen, { body: { title: 'K 5', slug: 'daily-5', ...themes } }),
      429,
      'rate_limited',
    );
  });
});

describe('GET /manage/site-slug-availability', () => {
  it('says whether an address is free, taken or against the rules', async () => {
    const client = testClient(world, (await createReader(world)).token);
    const check = (slug: string) => client.request(kitchenSlugAvailability, { query: { slug } });
    expect(await check('quiet-harbour')).toEqual({
      slug: 'quiet-harbour',
      available: true,
      message: null,
      origin: expect.stringMatching(/^https?:\/\/quiet-harbour\./) as string,
    });
    expect(await check('family-table')).toMatchObject({
      slug: 'family-table',
      available: false,
      message: 'That address is taken. Choose another one.',
    });
    expect((await check('api')).message).toBe('That address is reserved. Choose another one.');
  });

  it('answers any text with an answer, never an error', async () => {
    const client = testClient(world, (await createReader(world)).token);
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'grapheme', maxLength: 80 }), async (slug) => {
        const result = await client.request(kitchenSlugAvailability, { query: { slug } });
        expect(result.slug).toBe(slug);
        expect(typeof result.available).toBe('boolean');
      }),
      { numRuns: 40 },
    );
  });
});

describe('GET /manage/sites', () => {
  it('lists only the kitchens the user manages, with their build state', async () => {
    const june = testClient(world, await world.tokenFor('june@family-table.example'));
    const { sites } = await june.request(managedKitchens, {});
    expect(sites.map((site) => site.slug)).toEqual(['family-table']);
    expect(sites[0]).toMatchObject({ role: 'owner', build: { state: expect.any(String) as string } });
    expect(sites[0]!.publishedRecipeCount).toBeGreaterThan(0);
  });
});

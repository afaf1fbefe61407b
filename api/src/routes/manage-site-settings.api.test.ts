import { ApiError } from '@larder/shared/api/api-client';
import {
  createKitchen,
  siteSettings,
  updateSiteSettings,
  type StaleSiteSettingsWrite,
} from '@larder/shared/api/manage-sites.endpoints';
import { PublicSiteSchema, type SiteSettingsUpdateBody } from '@larder/shared/schemas/site';
import { propertyRuns } from '@larder/shared/test-support/property-runs';
import { COLOR_THEMES, TYPE_THEMES } from '@larder/shared/theme/theme-catalogue';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readKitchenSnapshot } from '../snapshot/read-kitchen-snapshot.ts';
import { createReader, kitchenRecipes, refusal, testClient } from '../test-support/test-client.ts';
import { createTestWorld, type TestWorld } from '../test-support/test-database.ts';

let world: TestWorld;
let june: ReturnType<typeof testClient>;
let juneToken: string;
let published: string[];
let draft: string;
let ownImage: string;
let otherImage: string;

const siteSlug = 'family-table';

beforeAll(async () => {
  world = await createTestWorld();
  juneToken = await world.tokenFor('june@family-table.example');
  june = testClient(world, juneToken);
  const recipes = await kitchenRecipes(world, siteSlug);
  published = [...recipes.public, ...recipes.premium];
  draft = recipes.draft;
  const imageOf = async (slug: string) =>
    (
      await world.db
        .selectFrom('images')
        .innerJoin('sites', 'sites.id', 'images.site_id')
        .select('images.id')
        .where('sites.slug', '=', slug)
        .orderBy('images.id')
        .executeTakeFirstOrThrow()
    ).id;
  ownImage = await imageOf(siteSlug);
  otherImage = await imageOf('crumb-and-crust');
});
afterAll(async () => world.cleanup());

const settingsOf = async (slug = siteSlug, client = june) =>
  (await client.request(siteSettings, { params: { siteSlug: slug } })).site;

const update = async (body: SiteSettingsUpdateBody, slug = siteSlug) =>
  (await june.request(updateSiteSettings, { params: { siteSlug: slug }, body })).site;

/** The field errors of a refused write. */
async function refusedFields(body: SiteSettingsUpdateBody): Promise<Record<string, string[]>> {
  const error = await june.request(updateSiteSettings, { params: { siteSlug }, body }).then(
    () => {
      throw new Error('Expected a refusal');
    },
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ApiError);
  expect((error as ApiError).status).toBe(400);
  return (error as ApiError).body?.error.fields ?? {};
}

async function publicSite(slug = siteSlug) {
  const response = await world.app.request(`/api/v1/site/${slug}/current-site`);
  expect(response.status).toBe(200);
  return PublicSiteSchema.parse(((await response.json()) as { site: unknown }).site);
}

async function rebuildReasons(slug = siteSlug): Promise<string[]> {
  const jobs = await world.db
    .selectFrom('rebuild_jobs')
    .select('reason')
    .where('site_slug', '=', slug)
    .orderBy('created_at')
    .execute();
  return jobs.map((job) => job.reason);
}

describe('who may read and change a kitchen’s settings', () => {
  it('refuses the signed out (401), readers and managers of another kitchen (404)', async () => {
    const params = { siteSlug };
    const calls = (token: string | null) => {
      const client = testClient(world, token);
      return [
        () => client.request(siteSettings, { params }),
        () => client.request(updateSiteSettings, { params, body: { title: 'Taken over' } }),
      ];
    };
    // Each call is made when its refusal is awaited, never left unhandled until its turn.
    for (const call of calls(null)) await refusal(call(), 401, 'unauthorized');
    const reader = (await createReader(world)).token;
    const isla = await world.tokenFor('isla@crumb-and-crust.example');
    for (const call of [...calls(reader), ...calls(isla)]) await refusal(call(), 404, 'site_not_found');
    expect((await settingsOf()).title).not.toBe('Taken over');
  });
});

describe('GET and PUT /{siteSlug}/sites', () => {
  it('answers every setting with its version, and changes only the fields sent', async () => {
    const before = await settingsOf();
    expect(before).toMatchObject({ slug: siteSlug, version: expect.any(Number) as number });
    expect(before.origin).toMatch(/^http:\/\/family-table\./);
    const jobsBefore = (await rebuildReasons()).length;

    const after = await update({
      version: before.version,
      aboutHeading: 'Hello from June',
      hideSidebarBio: true,
    });
    expect(after.version).toBe(before.version + 1);
    expect(after).toMatchObject({ aboutHeading: 'Hello from June', hideSidebarBio: true });
    // Everything not sent is as it was.
    const { version: _v1, updatedAt: _u1, aboutHeading: _a1, hideSidebarBio: _h1, ...restBefore } = before;
    const { version: _v2, updatedAt: _u2, aboutHeading: _a2, hideSidebarBio: _h2, ...restAfter } = after;
    expect(restAfter).toEqual(restBefore);
    // The kitchen rebuilds, and its public read shows the change.
    expect((await rebuildReasons()).length).toBe(jobsBefore + 1);
    expect(await publicSite()).toMatchObject({ aboutHeading: 'Hello from June', hideSidebarBio: true });
  });

  it('refuses a write from an older version with 409 and the settings as they are now, writing nothing', async () => {
    const current = await settingsOf();
    await update({ version: current.version, aboutShort: 'Saved in one tab' });
    const stale = await june
      .request(updateSiteSettings, {
        params: { siteSlug },
        body: { version: current.version, aboutShort: 'Saved in another' },
      })
      .catch((error: unknown) => error);
    expect(stale).toBeInstanceOf(ApiError);
    expect((stale as ApiError).status).toBe(409);
    const body = (stale as ApiError).body as unknown as StaleSiteSettingsWrite;
    expect(body.error.code).toBe('site_changed');
    expect(body.site.aboutShort).toBe('Saved in one tab');
    expect((await settingsOf()).aboutShort).toBe('Saved in one tab');
  });

  it('replaces each list sent, in its order, and the public kitchen reads them', async () => {
    const site = await update({
      socialMediaLinks: [
        { platform: 'youtube', url: 'https://youtube.com/@june' },
        { platform: 'email', url: 'mailto:june@family-table.example' },
      ],
      headerLinks: [{ label: 'Shop', href: '/links', openInNewTab: false }],
      links: [
        { label: 'My book', href: 'https://books.example.com/june|uk|12' },
        { href: 'https://june.example.com' },
      ],
      linkPageHeading: 'Find me here',
      productLinks: [
        {
          productTitle: [{ type: 'paragraph', children: [{ text: 'Cast-iron pan' }] }],
          productImageId: ownImage,
          href: 'https://shop.example.com/pan',
          price: '£25',
        },
      ],
      events: [
        {
          title: 'Supper club',
          date: '2027-03-05',
          location: 'Leeds',
          href: 'https://tickets.example.com/1',
        },
      ],
      press: [{ title: 'The Times', url: 'https://times.example.com/june', date: '2026-01-02' }],
      featuredRecipeIds: published.slice(0, 2).reverse(),
    });
    expect(site.socialMediaLinks.map((link) => link.platform)).toEqual(['youtube', 'email']);
    expect(site.links.map((link) => link.label)).toEqual(['My book', '']);
    expect(site.productLinks[0]).toMatchObject({ price: '£25', productImageId: ownImage });
    expect(site.events[0]).toMatchObject({ title: 'Supper club', date: '2027-03-05', location: 'Leeds' });
    expect(site.press[0]).toMatchObject({ title: 'The Times', date: '2026-01-02', description: '' });
    expect(site.featuredRecipeIds).toEqual(published.slice(0, 2).reverse());
    const read = await publicSite();
    expect(read.featuredRecipes.map((recipe) => recipe.id)).toEqual(published.slice(0, 2).reverse());
    expect(read.headerLinks).toEqual([{ label: 'Shop', href: '/links', openInNewTab: false }]);
    expect(read.events.map((event) => event.title)).toEqual(['Supper club']);
    expect(read.productLinks[0]?.price).toBe('£25');
    // An empty list empties it.
    expect((await update({ press: [] })).press).toEqual([]);
  });

  it('keeps the kitchen options a creator sets, over the operator’s, and a null one goes back', async () => {
    const before = await settingsOf();
    expect(before.options.layout).toBe('classic');
    expect(before.options.searchEnabled).toBe(true); // the operator's sites config
    const changed = await update({
      options: {
        layout: 'chef',
        searchEnabled: false,
        specialPages: { press: true },
        homeBlocks: ['profile'],
      },
    });
    expect(changed.options).toMatchObject({ layout: 'chef', searchEnabled: false, homeBlocks: ['profile'] });
    expect(changed.options.specialPages).toEqual({
      cookbook: false,
      linkInBio: false,
      press: true,
      contributors: false,
    });
    expect(changed.ownOptions).toMatchObject({ layout: 'chef', searchEnabled: false });
    // The builder renders what the creator chose.
    const snapshot = await readKitchenSnapshot(world.db, siteSlug, world.sitesConfig, {
      apiOrigin: 'http://api.test',
      platformOrigin: 'http://platform.test',
    });
    expect(snapshot.deployment).toMatchObject({ layout: 'chef', searchEnabled: false });
    const reset = await update({ options: { layout: null, searchEnabled: null } });
    expect(reset.options).toMatchObject({ layout: 'classic', searchEnabled: true });
    expect(reset.ownOptions).not.toHaveProperty('layout');
    await update({ options: { specialPages: null, homeBlocks: null } });
  });

  it('takes a catalogue theme and keeps the kitchen’s own one, but no other kitchen’s', async () => {
    const before = await settingsOf();
    const terracotta = COLOR_THEMES[0].id;
    const after = await update({ colorThemeId: terracotta, typeThemeId: TYPE_THEMES[1].id });
    expect(after.colorTheme).toEqual(COLOR_THEMES[0].colors);
    expect(after.typeTheme).toEqual(TYPE_THEMES[1].fonts);
    const crumb = await settingsOf(
      'crumb-and-crust',
      testClient(world, await world.tokenFor('isla@crumb-and-crust.example')),
    );
    if (!COLOR_THEMES.some((theme) => theme.id === crumb.colorThemeId))
      expect(await refusedFields({ colorThemeId: crumb.colorThemeId })).toHaveProperty('colorThemeId');
    await update({ colorThemeId: before.colorThemeId, typeThemeId: before.typeThemeId });
  });

  it('says what is wrong with each bad field, and writes nothing', async () => {
    const before = await settingsOf();
    expect(await refusedFields({ socialMediaLinks: [{ platform: 'x', url: 'not a url' }] })).toMatchObject({
      'socialMediaLinks.0.url': expect.arrayContaining(['Invalid URL']) as string[],
    });
    expect(await refusedFields({ links: [{ href: 'javascript:alert(1)' }] })).toHaveProperty([
      'links.0.href',
    ]);
    expect(
      Object.values(
        await refusedFields({ featuredRecipeIds: published.concat(published).slice(0, 6) }),
      ).flat(),
    ).toContain('Feature at most 5 recipes');
    expect(await refusedFields({ featuredRecipeIds: [draft] })).toEqual({
      featuredRecipeIds: ['Feature only published recipes'],
    });
    expect(await refusedFields({ logoId: otherImage })).toHaveProperty('logoId');
    expect(await refusedFields({ googleAnalyticsId: 'UA-1234' })).toHaveProperty('googleAnalyticsId');
    expect(Object.values(await refusedFields({ cssOverrides: 'a{}'.repeat(40_000) })).flat()[0]).toMatch(
      /Custom CSS can be at most 100,000 characters/,
    );
    expect(await refusedFields({ title: '' })).toHaveProperty('title');
    expect(await refusedFields({ slug: 'api' })).toHaveProperty('slug');
    expect(await refusedFields({ options: { layout: 'magazine' as never } })).toHaveProperty([
      'options.layout',
    ]);
    expect(await refusedFields({ themeAccentColor: 'red' })).toHaveProperty('themeAccentColor');
    await refusal(
      june.request(updateSiteSettings, { params: { siteSlug }, body: { ownerId: 'x' } as never }),
      400,
      'validation_failed',
    );
    const after = await settingsOf();
    expect(after.version).toBe(before.version);
  });
});

describe('a kitchen that moves to a new address', () => {
  it('answers at the new one, keeps the old one for itself, and may move back', async () => {
    const token = await world.tokenFor('june@family-table.example');
    const client = testClient(world, token);
    const created = await client.request(createKitchen, {
      body: {
        title: 'Moving Kitchen',
        slug: 'moving-kitchen',
        colorThemeId: COLOR_THEMES[0].id,
        typeThemeId: TYPE_THEMES[0].id,
      },
    });
    expect(created.site.slug).toBe('moving-kitchen');
    const moved = await update({ slug: 'moved-kitchen' }, 'moving-kitchen');
    expect(moved.slug).toBe('moved-kitchen');
    expect(moved.previousSlugs).toEqual(['moving-kitchen']);
    expect(moved.origin).toMatch(/^http:\/\/moved-kitchen\./);
    await refusal(
      client.request(siteSettings, { params: { siteSlug: 'moving-kitchen' } }),
      404,
      'site_not_found',
    );
    expect(await rebuildReasons('moved-kitchen')).not.toHaveLength(0);
    // Nobody else may take the address the kitchen left.
    const isla = testClient(world, await world.tokenFor('isla@crumb-and-crust.example'));
    await refusal(
      isla.request(createKitchen, {
        body: {
          title: 'Squatter',
          slug: 'moving-kitchen',
          colorThemeId: COLOR_THEMES[0].id,
          typeThemeId: TYPE_THEMES[0].id,
        },
      }),
      409,
      'kitchen_address_taken',
    );
    await refusal(
      june.request(updateSiteSettings, { params: { siteSlug }, body: { slug: 'moving-kitchen' } }),
      409,
      'kitchen_address_taken',
    );
    await refusal(
      june.request(updateSiteSettings, {
        params: { siteSlug: 'moved-kitchen' },
        body: { slug: 'crumb-and-crust' },
      }),
      409,
      'kitchen_address_taken',
    );
    // Moving back frees the other address for good.
    const back = await update({ slug: 'moving-kitchen' }, 'moved-kitchen');
    expect(back.previousSlugs).toEqual(['moved-kitchen']);
  });
});

describe('generated settings', () => {
  it('reads back every generated change of the simple fields, and nothing else moves', async () => {
    const text = fc.string({ maxLength: 60 }).filter((value) => value.trim() === value);
    const change = fc.record(
      {
        title: fc
          .string({ minLength: 1, maxLength: 40 })
          .filter((value) => value.trim().length > 0 && value.trim() === value),
        aboutShort: fc.option(
          text.filter((value) => value.length > 0),
          { nil: null },
        ),
        aboutHeading: fc.option(
          text.filter((value) => value.length > 0),
          { nil: null },
        ),
        linkPageHeading: fc.option(
          text.filter((value) => value.length > 0),
          { nil: null },
        ),
        defaultMeasurementSystem: fc.constantFrom('metric' as const, 'imperial' as const),
        defaultTemperatureSystem: fc.constantFrom('celsius' as const, 'fahrenheit' as const),
        headerLayout: fc.constantFrom('left' as const, 'centered' as const),
        themeStyle: fc.constantFrom('accent' as const, 'tonal' as const, 'bold' as const, null),
        themeAccentColor: fc.option(
          fc.integer({ min: 0, max: 0xffffff }).map((n) => `#${n.toString(16).padStart(6, '0')}`),
          { nil: null },
        ),
        hideSearch: fc.boolean(),
        commentsEnabled: fc.boolean(),
        newslettersEnabled: fc.boolean(),
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(change, async (body) => {
        const before = await settingsOf();
        const after = await update({ ...body, version: before.version });
        const expected = { ...before, ...body };
        const { version: _v, updatedAt: _u, ...rest } = after;
        const { version: _v2, updatedAt: _u2, ...restExpected } = expected;
        expect(rest).toEqual(restExpected);
      }),
      propertyRuns(25),
    );
  });
});

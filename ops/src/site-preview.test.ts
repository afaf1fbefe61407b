import { previewSiteSettings, siteSettings } from '@larder/shared/api/manage-sites.endpoints';
import type { SitePreviewRequest } from '@larder/shared/schemas/site';
import { COLOR_THEMES, TYPE_THEMES } from '@larder/shared/theme/theme-catalogue';
import { createTestWorld, type TestWorld } from '@larder/api/test-support/test-database';
import { refusal, testClient } from '@larder/api/test-support/test-client';
import { createPagePreviewRenderer } from '@larder/builder/page-preview';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The settings screen's preview through the real API with the builder's renderer: the kitchen's
 * home and latest recipe with settings not saved yet, rendered by the real template.
 */
let world: TestWorld;
let june: ReturnType<typeof testClient>;
const siteSlug = 'family-table';
const params = { siteSlug };

beforeAll(async () => {
  world = await createTestWorld();
  const { createApp } = await import('@larder/api/http/app');
  world.app = createApp({
    db: world.db,
    env: world.env,
    sitesConfig: world.sitesConfig,
    previewRenderer: createPagePreviewRenderer({ filesDir: world.env.filesDir }),
  });
  june = testClient(world, await world.tokenFor('june@family-table.example'));
});
afterAll(async () => world.cleanup());

async function previewHtml(body: SitePreviewRequest) {
  const { preview } = await june.request(previewSiteSettings, { params, body });
  const response = await world.app.request(new URL(preview.url).pathname);
  expect(response.status).toBe(200);
  return response.text();
}

describe('previewing a kitchen’s settings on its pages', { timeout: 120_000 }, () => {
  it('shows the home with a new title, theme, accent and header layout, and saves nothing', async () => {
    const before = (await june.request(siteSettings, { params })).site;
    const sage = COLOR_THEMES[1];
    const html = await previewHtml({
      page: 'home',
      settings: {
        title: 'A Name Typed Just Now',
        colorThemeId: sage.id,
        typeThemeId: TYPE_THEMES[2].id,
        themeAccentColor: '#123456',
        headerLayout: 'centered',
      },
    });
    expect(html).toContain('A Name Typed Just Now');
    expect(html.toLowerCase()).toContain(sage.colors.colorBackground.toLowerCase());
    expect(html.toLowerCase()).toContain('#123456');
    expect(html).toContain(TYPE_THEMES[2].fonts.displayFontFamily);
    const after = (await june.request(siteSettings, { params })).site;
    expect(after).toEqual(before);
  });

  it('shows the creator’s bio beside the latest recipe, and not once it is hidden', async () => {
    await world.db.updateTable('sites').set({ hide_sidebar_bio: 0 }).where('slug', '=', siteSlug).execute();
    const shown = await previewHtml({ page: 'recipe', settings: {} });
    expect(shown).toMatch(/<h2 id="bio-heading"[^>]*>Hi, I'm /);
    const hidden = await previewHtml({ page: 'recipe', settings: { hideSidebarBio: true } });
    expect(hidden).toContain('class="byline"');
    expect(hidden).not.toContain('bio-heading');
  });

  it('refuses settings the write would refuse, with the same field errors', async () => {
    await refusal(
      june.request(previewSiteSettings, {
        params,
        body: { page: 'home', settings: { socialMediaLinks: [{ platform: 'x', url: 'nope' }] } },
      }),
      400,
      'validation_failed',
    );
    await refusal(
      june.request(previewSiteSettings, {
        params,
        body: { page: 'home', settings: { slug: 'crumb-and-crust' } },
      }),
      409,
      'kitchen_address_taken',
    );
    const isla = testClient(world, await world.tokenFor('isla@crumb-and-crust.example'));
    await refusal(
      isla.request(previewSiteSettings, { params, body: { page: 'home', settings: {} } }),
      404,
      'site_not_found',
    );
  });
});

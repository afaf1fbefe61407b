import { newReaderToken } from './accounts.ts';
import { creatorWithKitchen, MANAGE_API } from './creators.ts';
import { expect, test } from './fixtures.ts';
import { expectNoAxeViolations } from './page-helpers.ts';
import { API_PORT, PLATFORM_URL } from './playwright.config.ts';

const SITE_API = `http://localhost:${API_PORT}/api/v1/site`;

test.describe('the overview', () => {
  test('a creator sees recipes by status, what readers saved and discussed, and the publishes, a call per card', async ({
    page,
    request,
  }) => {
    test.setTimeout(150_000);
    const { siteSlug, headers, ids } = await creatorWithKitchen(page, request, 'overview', [
      { title: 'Apple Cake' },
      { title: 'Bean Stew' },
      { title: 'Carrot Soup', published: false },
    ]);
    expect(
      (
        await request.put(`${MANAGE_API}/${siteSlug}/sites`, { headers, data: { commentsEnabled: true } })
      ).status(),
    ).toBe(200);
    const reader = {
      Authorization: `Bearer ${await newReaderToken(`overview-reader-${Date.now()}@example.com`)}`,
    };
    expect(
      (
        await request.post(`${SITE_API}/${siteSlug}/bookmarks`, {
          headers: reader,
          data: { recipeId: ids['Bean Stew'] },
        })
      ).status(),
    ).toBe(200);
    expect(
      (
        await request.post(`${SITE_API}/${siteSlug}/comments`, {
          headers: reader,
          data: {
            recipeId: ids['Bean Stew'],
            content: [{ type: 'paragraph', children: [{ text: 'So good' }] }],
          },
        })
      ).status(),
    ).toBe(201);

    // The engagement card fails (twice: the app retries once): it says so and loads when asked
    // again, the other cards regardless.
    let refusals = 0;
    await page.route('**/overview/recipe-engagement*', async (route) => {
      if (refusals === 2) return route.continue();
      refusals += 1;
      return route.fulfill({ status: 500, json: { error: { code: 'internal', message: 'Boom' } } });
    });
    const calls: string[] = [];
    page.on('request', (sent) => {
      const url = new URL(sent.url());
      if (url.pathname.startsWith(`/api/v1/manage/${siteSlug}/`))
        calls.push(url.pathname.slice(`/api/v1/manage/${siteSlug}/`.length));
    });

    await page.goto(`${PLATFORM_URL}/kitchen/${siteSlug}/recipes`);
    await expect(page.getByRole('link', { name: 'Apple Cake' })).toBeVisible();
    calls.length = 0;
    await page.getByRole('navigation', { name: 'Kitchen' }).getByRole('link', { name: 'Overview' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();

    const recipes = page.getByRole('region', { name: 'Recipes' });
    await expect(recipes.getByRole('link', { name: '2 Published' })).toBeVisible();
    await expect(recipes.getByRole('link', { name: '1 Draft' })).toBeVisible();
    await expect(
      recipes.getByRole('img', {
        name: '3 recipes: drafts 1, scheduled 0, published 2, subscribers only 0.',
      }),
    ).toBeVisible();

    const engagement = page.getByRole('region', { name: 'Most saved and discussed' });
    await expect(engagement.getByRole('alert')).toContainText('This card could not be loaded.');
    await expect(page.getByRole('region', { name: 'Subscribers' })).toContainText('No subscribers yet.');
    await engagement.getByRole('button', { name: 'Try again' }).click();
    await expect(engagement).toContainText('1 bookmark · 1 comment');
    await engagement.getByText('Show the numbers').click();
    await expect(engagement.getByRole('row', { name: 'Bean Stew 1 1' })).toBeVisible();

    // The new kitchen's first publishes are listed, and followed until they are live.
    const publishing = page.getByRole('region', { name: 'Publishing' });
    await expect(publishing.getByText('Live').first()).toBeVisible({ timeout: 90_000 });

    // One call per card (the builds card polls while a build runs); never the kitchen's recipe list.
    expect(new Set(calls)).toEqual(
      new Set([
        'overview/recipe-statuses',
        'overview/subscriber-growth',
        'overview/recipe-engagement',
        'newsletter-sends',
        'rebuild-jobs',
      ]),
    );
    expect(calls.filter((call) => call === 'overview/recipe-statuses')).toHaveLength(1);

    // A longer period asks again; the figures are links to the lists they count.
    await page.getByLabel('Period').selectOption({ label: 'Last year' });
    await expect.poll(() => calls.filter((call) => call === 'overview/subscriber-growth').length).toBe(2);
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 375, height: 800 });
    await expectNoAxeViolations(page);
    await recipes.getByRole('link', { name: '1 Draft' }).click();
    await expect(page).toHaveURL(/\/recipes\?status=draft$/);
    await expect(page.getByRole('link', { name: 'Carrot Soup' })).toBeVisible();
  });
});

import type { APIRequestContext } from '@playwright/test';
import { creatorWithKitchen, MANAGE_API as API } from './creators.ts';
import { expect, test, type Page } from './fixtures.ts';
import { expectNoAxeViolations } from './page-helpers.ts';
import { kitchenUrl, PLATFORM_URL } from './playwright.config.ts';

/** A creator with a kitchen of four published recipes and a draft, signed in on the platform. */
function creatorWithRecipes(page: Page, request: APIRequestContext) {
  return creatorWithKitchen(page, request, 'collector', [
    { title: 'Apple Cake' },
    { title: 'Bean Stew' },
    { title: 'Carrot Soup' },
    { title: 'Date Loaf' },
    { title: 'Elderflower Jelly', published: false },
  ]);
}

test.describe('collections in the creator dashboard', () => {
  test('a creator makes a collection of three recipes in a chosen order and finds it on the kitchen', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const { siteSlug } = await creatorWithRecipes(page, request);
    await page.goto(`${PLATFORM_URL}/kitchen/${siteSlug}/recipes`);
    await page
      .getByRole('navigation', { name: 'Kitchen' })
      .getByRole('link', { name: 'Collections' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Collections' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No collections found' })).toBeVisible();
    await page.getByRole('link', { name: 'New collection' }).click();

    await page.getByLabel('Title').fill('Sunday Baking');
    await expect(page.getByLabel('Address')).toHaveValue('sunday-baking');
    await page.getByLabel('Description').fill('Slow bakes for a quiet day.\n\nEverything keeps till Monday.');
    // A YouTube field that is not a video says so before anything is sent.
    await page.getByLabel('YouTube video').fill('my baking video');
    await page.getByRole('button', { name: 'Create collection' }).first().click();
    await expect(page.getByText('Paste a YouTube video’s address')).toBeVisible();
    await page.getByLabel('YouTube video').fill('https://youtu.be/dQw4w9WgXcQ');

    // Found by a search and added; a draft says it shows once published.
    const finder = page.getByLabel('Add recipes');
    const results = page.getByRole('list', { name: 'Recipes to add' });
    await finder.fill('cake');
    await results.getByRole('button', { name: 'Add Apple Cake' }).click();
    await finder.fill('loaf');
    await results.getByRole('button', { name: 'Add Date Loaf' }).click();
    await finder.fill('');
    await expect(results.getByRole('listitem').filter({ hasText: 'Elderflower Jelly' })).toContainText(
      'Draft',
    );
    await results.getByRole('button', { name: 'Add Carrot Soup' }).click();
    const members = page.locator('.collection-recipe-title');
    await expect(members).toHaveText(['Apple Cake', 'Date Loaf', 'Carrot Soup']);
    // Carrot Soup moves up by its button, Apple Cake down by dragging with the keyboard.
    await page.getByRole('button', { name: 'Move up recipe 3' }).click();
    await expect(members).toHaveText(['Apple Cake', 'Carrot Soup', 'Date Loaf']);
    await page.getByRole('button', { name: 'Drag recipe 1' }).focus();
    // Each key once the last one's move was announced, as someone listening would press them.
    await page.keyboard.press('Space');
    await expect(page.getByText(/^(Picked up recipe 1|recipe 1 is over position 1)\.$/)).toBeAttached();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByText('recipe 1 is over position 2.')).toBeAttached();
    await page.keyboard.press('Space');
    await expect(page.getByText('recipe 1 dropped at position 2.')).toBeAttached();
    await expect(members).toHaveText(['Carrot Soup', 'Apple Cake', 'Date Loaf']);
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Create collection' }).first().click();
    await expect(page.getByText(/^Saved .*Your kitchen shows it once its update is live\.$/)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/kitchen/${siteSlug}/collections/[0-9a-f-]{36}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Sunday Baking' })).toBeVisible();

    // The list counts what readers see and what is still to come.
    await page.getByRole('link', { name: 'Collections', exact: true }).first().click();
    await expect(page.getByRole('link', { name: 'Sunday Baking' })).toBeVisible();
    await expect(page.getByText('3 recipes on your kitchen · /collections/sunday-baking')).toBeVisible();

    // The kitchen shows the collection once its rebuild is live, the recipes in the chosen order.
    const collectionPage = `${kitchenUrl(siteSlug)}/collections/sunday-baking/`;
    await expect
      .poll(async () => (await page.goto(collectionPage))?.status(), {
        timeout: 90_000,
        intervals: [1000, 2000],
      })
      .toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Sunday Baking' })).toBeVisible();
    await expect(page.locator('main')).toContainText('Slow bakes for a quiet day.');
    await expect(page.locator('main')).not.toContainText('youtube=');
    await expect(page.locator('.collection-video')).toBeVisible();
    await expect(page.getByText('3 recipes')).toBeVisible();
    await expect(page.locator('main .recipe-card-title')).toHaveText([
      'Carrot Soup',
      'Apple Cake',
      'Date Loaf',
    ]);
  });

  test('a save over a change made elsewhere keeps the creator’s work, and a deleted collection leaves', async ({
    page,
    request,
  }) => {
    const { siteSlug, headers, ids } = await creatorWithRecipes(page, request);
    const created = await request.post(`${API}/${siteSlug}/collections`, {
      headers,
      data: { title: 'Soups', slug: 'soups', recipeIds: [ids['Carrot Soup']] },
    });
    expect(created.status()).toBe(201);
    const { collection } = (await created.json()) as { collection: { id: string; version: number } };
    await page.goto(`${PLATFORM_URL}/kitchen/${siteSlug}/collections/${collection.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Soups' })).toBeVisible();

    // Someone else renames it meanwhile.
    const elsewhere = await request.put(`${API}/${siteSlug}/collections/${collection.id}`, {
      headers,
      data: { title: 'Soups and stews', version: collection.version },
    });
    expect(elsewhere.status()).toBe(200);

    await page.getByLabel('Description').fill('Warm bowls.');
    await page.getByRole('button', { name: 'Save' }).first().click();
    await expect(page.getByRole('dialog', { name: 'This collection was changed elsewhere' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Keep my version' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page.getByText(/^Saved /)).toBeVisible();
    const read = await request.get(`${API}/${siteSlug}/collections/${collection.id}`, { headers });
    const saved = ((await read.json()) as { collection: { title: string; description: unknown } }).collection;
    expect(saved.title).toBe('Soups');
    expect(saved.description).toEqual([{ type: 'paragraph', children: [{ text: 'Warm bowls.' }] }]);

    // A slug another collection has is refused in the API's words, on the field.
    await request.post(`${API}/${siteSlug}/collections`, {
      headers,
      data: { title: 'Cakes', slug: 'cakes' },
    });
    await page.getByLabel('Address').fill('cakes');
    await page.getByRole('button', { name: 'Save' }).first().click();
    await expect(page.getByText('That slug is already used')).toBeVisible();
    await page.getByLabel('Address').fill('soups');

    await page.getByRole('button', { name: 'Delete collection' }).click();
    await page
      .getByRole('dialog', { name: 'Delete “Soups”?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Collections' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Cakes' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Soups' })).toHaveCount(0);
  });

  for (const width of [375, 1280]) {
    test(`the collection screens pass axe at ${width} px`, async ({ page, request }) => {
      await page.setViewportSize({ width, height: 900 });
      const { siteSlug, headers, ids } = await creatorWithRecipes(page, request);
      await page.goto(`${PLATFORM_URL}/kitchen/${siteSlug}/collections`);
      await expect(page.getByRole('heading', { name: 'No collections found' })).toBeVisible();
      await expectNoAxeViolations(page);
      const created = await request.post(`${API}/${siteSlug}/collections`, {
        headers,
        data: { title: 'Everything', slug: 'everything', recipeIds: Object.values(ids) },
      });
      const { collection } = (await created.json()) as { collection: { id: string } };
      await page.goto(`${PLATFORM_URL}/kitchen/${siteSlug}/collections`);
      await expect(page.getByText('4 recipes on your kitchen · 1 not published yet')).toBeVisible();
      await expectNoAxeViolations(page);
      await page.goto(`${PLATFORM_URL}/kitchen/${siteSlug}/collections/${collection.id}`);
      await expect(page.locator('.collection-recipe')).toHaveCount(5);
      await expectNoAxeViolations(page);
    });
  }
});

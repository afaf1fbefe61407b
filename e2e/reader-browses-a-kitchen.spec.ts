import { expect, test } from './fixtures.ts';
import { kitchenUrl } from './playwright.config.ts';

test.describe('a reader browsing The Family Table', () => {
  test('goes from the home page to the recipe index to a recipe', async ({ page }) => {
    await page.goto(`${kitchenUrl('family-table')}/`);
    await expect(page).toHaveTitle('The Family Table');
    await expect(page.getByRole('heading', { name: 'Featured recipes' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Latest recipes' })).toBeVisible();

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'All recipes' }).click();
    await expect(page).toHaveURL(/\/recipes\/?$/);
    await expect(page.getByRole('heading', { level: 1, name: 'All recipes' })).toBeVisible();

    await page.getByRole('link', { name: 'Chewy Chocolate Chip Cookies' }).first().click();
    await expect(page).toHaveURL(/\/recipes\/chewy-chocolate-chip-cookies\/?$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Chewy Chocolate Chip Cookies' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Ingredients' })).toBeVisible();
    await expect(page.getByText('Makes: 24 cookies')).toBeVisible();
    await expect(page.locator('.ingredients-panel li')).toHaveCount(10);
    await expect(page.locator('#step-1')).toContainText('stand mixer');
    await expect(page.getByRole('heading', { name: 'Notes' })).toBeVisible();

    const jsonLd = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}',
    );
    expect(jsonLd).toMatchObject({
      '@type': 'Recipe',
      name: 'Chewy Chocolate Chip Cookies',
      author: { name: 'June Calloway' },
    });
    expect(jsonLd.recipeIngredient).toHaveLength(10);
    expect(jsonLd.recipeIngredient[0]).toContain('unsalted butter');
    expect(jsonLd.recipeInstructions[0]['@type']).toBe('HowToSection');
    expect(jsonLd.image[0]).toMatch(/^http:\/\/family-table\.localhost:\d+\/_img\/.+\.webp$/);

    const hero = page.locator('.recipe-hero img').first();
    await expect(hero).toHaveAttribute('alt', /cookies/i);
    expect(await hero.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  });

  test('checking an ingredient dims it without JavaScript', async ({ newContext }) => {
    const context = await newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${kitchenUrl('family-table')}/recipes/chewy-chocolate-chip-cookies`);
    const firstIngredient = page.locator('.ingredients li').first();
    await firstIngredient.getByRole('checkbox').check();
    await expect(firstIngredient.locator('span').first()).toHaveCSS('opacity', '0.5');
    await context.close();
  });

  test('sees a teaser and the lock message on a subscribers-only recipe', async ({ page }) => {
    await page.goto(`${kitchenUrl('family-table')}/recipes/three-bean-beef-chili`);
    await expect(page.getByRole('heading', { level: 1, name: 'Three-Bean Beef Chili' })).toBeVisible();
    await expect(
      page.getByText(
        'This is a premium recipe and is only available to subscribers with full access subscriptions',
      ),
    ).toBeVisible();
    await expect(
      page.locator('.locked').getByRole('link', { name: 'Subscribe', exact: true }),
    ).toHaveAttribute('href', '/subscribe/');
    await expect(page.locator('#instructions-heading')).toHaveCount(0);
  });

  test('gets the kitchen 404 page for a missing recipe', async ({ page }) => {
    const response = await page.goto(`${kitchenUrl('family-table')}/recipes/no-such-recipe`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });
});

test.describe('every demo kitchen', () => {
  for (const [slug, title] of [
    ['crumb-and-crust', 'Crumb & Crust'],
    ['ember-and-salt', 'Ember & Salt'],
  ] as const) {
    test(`${slug} serves its own home, recipes and collections`, async ({ page }) => {
      await page.goto(`${kitchenUrl(slug)}/`);
      await expect(
        page.locator('.site-header').getByRole('link', { name: title, exact: true }),
      ).toBeVisible();
      await page.goto(`${kitchenUrl(slug)}/collections`);
      await expect(page.getByRole('heading', { level: 1, name: 'Collections' })).toBeVisible();
      await page.locator('.collection-card').first().click();
      await expect(page.locator('.recipe-card').first()).toBeVisible();
      await page.locator('.recipe-card a').first().click();
      await expect(page.getByRole('heading', { name: 'Instructions' })).toBeVisible();
    });
  }
});

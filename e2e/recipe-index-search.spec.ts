import { expect, test, type Page } from './fixtures.ts';
import { expectNoAxeViolations, throttle } from './page-helpers.ts';
import { kitchenUrl } from './playwright.config.ts';

const INDEX = `${kitchenUrl('family-table')}/recipes/`;
const API_SEARCH = /\/api\/v1\/site\/family-table\/recipes\?/;

/**
 * Opens the index, reaches for the search box (its island hydrates on first use) and waits until
 * the island has hydrated.
 */
async function openIndex(page: Page, url = INDEX): Promise<void> {
  await page.goto(url);
  await page.getByRole('searchbox', { name: 'Search recipes' }).hover();
  await expect(page.locator('astro-island[component-url*="RecipeIndexSearch"]:not([ssr])')).toHaveCount(1);
}

const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search recipes' });
const results = (page: Page) => page.getByRole('region', { name: 'Search results' });

test.describe('searching and filtering the recipe index', () => {
  test('searches once, 600 ms after the last keystroke, keeping the address in step', async ({ page }) => {
    const searches: string[] = [];
    page.on('request', (request) => {
      if (API_SEARCH.test(request.url())) searches.push(request.url());
    });
    await openIndex(page);
    await expect(searchBox(page)).toHaveAttribute('placeholder', 'Search recipes');
    await searchBox(page).pressSequentially('soup', { delay: 80 });
    await expect(page).toHaveURL(/\/recipes\/\?search=soup$/);
    expect(searches).toEqual([]);

    await expect(results(page).getByRole('link', { name: 'Creamy Tomato Soup' })).toBeVisible();
    await expect(results(page).getByRole('link', { name: 'Weeknight Chicken Noodle Soup' })).toBeVisible();
    expect(searches).toHaveLength(1);
    expect(searches[0]).toContain('query=soup');
    expect(searches[0]).toContain('orderBy=published_at_desc');
    await expect(page.getByRole('heading', { level: 1, name: 'All recipes' })).toBeHidden();

    await searchBox(page).fill('zzzz');
    await expect(results(page).getByText('No recipes found for this search')).toBeVisible();

    await searchBox(page).fill('   ');
    await expect(page.getByRole('heading', { level: 1, name: 'All recipes' })).toBeVisible();
    await expect(results(page)).toHaveCount(0);
    await expect(page).toHaveURL(/\/recipes\/$/);
  });

  test('on a numbered page, searches at /recipes/ and gives the page back its address when cleared', async ({
    page,
  }) => {
    // No demo kitchen has more recipes than a page holds: page 1's HTML stands in at page 2's
    // address (fetched by the browser, which alone resolves the kitchen's *.localhost host).
    await openIndex(page);
    const html = await page.evaluate(async () => (await fetch('/recipes/')).text());
    await page.route(`${INDEX}page/2/`, async (route) => {
      await route.fulfill({ contentType: 'text/html; charset=utf-8', body: html });
    });
    await openIndex(page, `${INDEX}page/2/`);
    await searchBox(page).fill('soup');
    await expect(page).toHaveURL(/\/recipes\/\?search=soup$/);
    await expect(results(page).getByRole('link', { name: 'Creamy Tomato Soup' })).toBeVisible();
    await searchBox(page).fill('');
    await expect(page).toHaveURL(/\/recipes\/page\/2\/$/);
    await expect(results(page)).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'All recipes' })).toBeVisible();
  });

  test('opens an address with a search and filters straight on its result', async ({ page }) => {
    await openIndex(page, `${INDEX}?search=chili`);
    await expect(searchBox(page)).toHaveValue('chili');
    await expect(results(page).getByRole('link', { name: 'Three-Bean Beef Chili' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'All recipes' })).toBeHidden();
  });

  test('filters in the Filters dialog, shows the selection and clears it', async ({ page }) => {
    await openIndex(page);
    await page.getByRole('button', { name: 'Filters' }).click();
    const dialog = page.getByRole('dialog', { name: 'Filters' });
    await expect(dialog).toBeVisible();
    const meal = dialog.getByRole('group', { name: 'Meal' }).getByRole('checkbox').first();
    const slug = await meal.getAttribute('value');
    await meal.check();
    await expect(page).toHaveURL(new RegExp(`\\?meals=${slug}$`));
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Selected filters' }).getByRole('button')).toHaveCount(1);
    await expect(results(page).getByRole('article').first()).toBeVisible();

    await page.getByRole('button', { name: 'Filters (1)' }).click();
    await dialog.getByRole('button', { name: 'Clear' }).click();
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(page).toHaveURL(/\/recipes\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'All recipes' })).toBeVisible();
  });

  test('suggests up to five filters until the reader chooses one or types', async ({ page }) => {
    await openIndex(page);
    const suggested = page.getByRole('list', { name: 'Suggested filters' });
    const buttons = suggested.getByRole('button');
    await expect(buttons.first()).toBeVisible();
    expect(await buttons.count()).toBeLessThanOrEqual(5);
    await expectNoAxeViolations(page);
    const first = (await buttons.first().getAttribute('aria-label'))!.replace(/^Filter by /, '');
    await buttons.first().click();
    await expect(
      page.getByRole('list', { name: 'Selected filters' }).getByRole('button'),
    ).toHaveAccessibleName(`Remove filter ${first}`);
    await expect(suggested).toHaveCount(0);
    await expect(page).toHaveURL(/\?\w+=[\w-]+$/);
    await expect(results(page).getByRole('article').first()).toBeVisible();
    await page.getByRole('button', { name: `Remove filter ${first}` }).click();
    await expect(suggested).toBeVisible();
    await searchBox(page).fill('soup');
    await expect(suggested).toHaveCount(0);
  });

  test('comes back to the same search with the back button', async ({ page }) => {
    await openIndex(page);
    await searchBox(page).fill('chili');
    await results(page).getByRole('link', { name: 'Three-Bean Beef Chili' }).click();
    await expect(page).toHaveURL(/\/recipes\/three-bean-beef-chili\/$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/recipes\/\?search=chili$/);
    await expect(results(page).getByRole('link', { name: 'Three-Bean Beef Chili' })).toBeVisible();
  });

  test('keeps what a reader types before the page’s code has arrived, on a slow network', async ({
    page,
  }) => {
    await page.goto(INDEX);
    await throttle(page);
    await searchBox(page).pressSequentially('soup', { delay: 50 });
    // The island was still static while the reader typed; it takes the term over once it has hydrated.
    await expect(page).toHaveURL(/\/recipes\/\?search=soup$/, { timeout: 20_000 });
    await expect(results(page).getByRole('link', { name: 'Creamy Tomato Soup' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(searchBox(page)).toHaveValue('soup');
  });

  test('answers from the static index when the API cannot be reached', async ({ page }) => {
    await page.route(API_SEARCH, (route) => route.abort('connectionrefused'));
    await openIndex(page);
    await searchBox(page).fill('soup');
    await expect(results(page).getByRole('link', { name: 'Creamy Tomato Soup' })).toBeVisible();
    await expect(results(page).getByRole('link', { name: 'Weeknight Chicken Noodle Soup' })).toBeVisible();
    await searchBox(page).fill('zzzz');
    await expect(results(page).getByText('No recipes found for this search')).toBeVisible();
  });

  for (const width of [375, 1280]) {
    test(`has no axe violations at ${width} px, with the Filters dialog open too`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await openIndex(page, `${INDEX}?search=soup`);
      await expect(results(page).getByRole('article').first()).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: 'Filters' }).click();
      await expect(page.getByRole('dialog', { name: 'Filters' })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});

test.describe('the recipe index without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('shows every recipe and leads from the filter links to a landing page per value', async ({ page }) => {
    await page.goto(INDEX);
    // No search box the static page could not answer.
    await expect(searchBox(page)).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'All recipes' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Chewy Chocolate Chip Cookies' }).first()).toBeVisible();
    await page.getByRole('link', { name: 'Filters' }).click();
    const browse = page.getByRole('navigation', { name: 'Browse by' });
    await expect(browse).toBeInViewport();
    await browse.getByRole('link', { name: /^Breakfast \(\d+\)$/ }).click();
    await expect(page).toHaveURL(/\/recipes\/meals\/[a-z0-9-]+\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Breakfast recipes' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Saturday Buttermilk Pancakes' }).first()).toBeVisible();
    const blocks = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? '{}') as unknown));
    const jsonLd = blocks.find(
      (block): block is { '@type': string; numberOfItems: number } =>
        (block as { '@type'?: string })['@type'] === 'ItemList',
    );
    expect(jsonLd).toMatchObject({ '@type': 'ItemList', name: 'Breakfast recipes' });
    expect(jsonLd?.numberOfItems).toBeGreaterThan(0);
  });
});

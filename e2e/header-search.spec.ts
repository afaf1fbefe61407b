import { expect, test, type Page } from './fixtures.ts';
import { axeRuleViolations, expectNoAxeViolations, waitForIslands } from './page-helpers.ts';
import { kitchenUrl } from './playwright.config.ts';

const RECIPE = `${kitchenUrl('family-table')}/recipes/chewy-chocolate-chip-cookies/`;

/** The header search's script files, which a page loads only once the search is used. */
function headerSearchScripts(page: Page): string[] {
  const loaded: string[] = [];
  page.on('response', (response) => {
    if (/\/HeaderSearch\.[^/]+\.js$/.test(new URL(response.url()).pathname)) loaded.push(response.url());
  });
  return loaded;
}

for (const width of [375, 1280]) {
  test.describe(`the header search at ${String(width)}px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('loads on first use, lists the featured recipes, searches and leads to the recipe', async ({
      page,
    }) => {
      const scripts = headerSearchScripts(page);
      await page.goto(RECIPE);
      await page.waitForLoadState('networkidle');
      expect(scripts).toEqual([]);

      await page.getByRole('link', { name: 'Search recipes' }).click();
      const dialog = page.getByRole('dialog', { name: 'Search recipes' });
      await expect(dialog).toBeVisible();
      expect(scripts).toHaveLength(1);
      const box = dialog.getByRole('combobox', { name: 'Search recipes' });
      await expect(box).toBeFocused();
      await expect(dialog.getByRole('heading', { name: 'Featured recipes' })).toBeVisible();
      await expect(dialog.getByRole('option')).toHaveCount(5);
      await expectNoAxeViolations(page);
      const size = await dialog.boundingBox();
      if (width < 768) expect(size).toMatchObject({ x: 0, y: 0, width });
      else expect(size!.width).toBeLessThan(600);

      await box.fill('cookies');
      await expect(dialog.getByRole('status')).toHaveText(/recipes? found for "cookies"/);
      const results = dialog.getByRole('option');
      await expect(results.first()).toHaveText('Chewy Chocolate Chip Cookies');
      await expect(dialog.getByRole('option', { name: 'See more' })).toHaveAttribute(
        'href',
        '/recipes/?search=cookies',
      );
      await expectNoAxeViolations(page);

      await box.press('ArrowDown');
      await expect(box).toHaveAttribute('aria-activedescendant', (await results.first().getAttribute('id'))!);
      await box.press('Enter');
      await expect(page).toHaveURL(/\/recipes\/chewy-chocolate-chip-cookies\/$/);
    });
  });
}

test.describe('the header search', () => {
  test('opens with the slash key, says when nothing matches, and clears on Escape', async ({ page }) => {
    await page.goto(`${kitchenUrl('family-table')}/`);
    await page.keyboard.press('/');
    const dialog = page.getByRole('dialog', { name: 'Search recipes' });
    const box = dialog.getByRole('combobox', { name: 'Search recipes' });
    await expect(box).toBeFocused();
    await expect(box).toHaveValue('');

    await box.fill('zzzz');
    await expect(dialog.locator('.header-search-empty')).toHaveText('No recipes found for "zzzz"');
    await expect(dialog.getByRole('status')).toHaveText('No recipes found for "zzzz"');

    await box.press('Escape');
    await expect(dialog).toBeHidden();
    const trigger = page.getByRole('link', { name: 'Search recipes' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');

    await trigger.click();
    await expect(box).toHaveValue('');
    await expect(dialog.getByRole('heading', { name: 'Featured recipes' })).toBeVisible();
  });

  test('waits 600 ms after the last key before it searches', async ({ page }) => {
    await page.goto(`${kitchenUrl('family-table')}/`);
    const calls: string[] = [];
    page.on('request', (request) => {
      if (/\/site\/family-table\/recipes\?/.test(request.url())) calls.push(request.url());
    });
    await page.keyboard.press('/');
    const box = page.getByRole('combobox', { name: 'Search recipes' });
    await box.pressSequentially('bread', { delay: 50 });
    await page.waitForTimeout(300);
    expect(calls).toEqual([]);
    await expect.poll(() => calls.length).toBe(1);
    expect(calls[0]).toContain('query=bread');
  });

  test('follows a click on a featured recipe, a result and See more', async ({ page }) => {
    const dialog = page.getByRole('dialog', { name: 'Search recipes' });
    const open = async () => {
      await page.getByRole('link', { name: 'Search recipes' }).click();
      await expect(dialog).toBeVisible();
    };

    await page.goto(`${kitchenUrl('family-table')}/about/`);
    await open();
    const featured = dialog.getByRole('option').first();
    const href = (await featured.getAttribute('href'))!;
    await featured.click();
    await page.waitForURL((url) => url.pathname === href);

    await open();
    await dialog.getByRole('combobox', { name: 'Search recipes' }).fill('cookies');
    await dialog.getByRole('option', { name: 'Chewy Chocolate Chip Cookies' }).click();
    await expect(page).toHaveURL(/\/recipes\/chewy-chocolate-chip-cookies\/$/);

    await open();
    await dialog.getByRole('combobox', { name: 'Search recipes' }).fill('cookies');
    await dialog.getByRole('option', { name: 'See more' }).click();
    await expect(page).toHaveURL(/\/recipes\/\?search=cookies$/);
  });

  test('Enter without a chosen option leads to the recipe index searched for the term', async ({ page }) => {
    await page.goto(`${kitchenUrl('family-table')}/about/`);
    await page.getByRole('link', { name: 'Search recipes' }).click();
    await page.getByRole('combobox', { name: 'Search recipes' }).fill('chicken');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/recipes\/\?search=chicken$/);
  });

  test('without JavaScript the search icon leads to the recipe index', async ({ newContext }) => {
    const context = await newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${kitchenUrl('family-table')}/`);
    await page.getByRole('link', { name: 'Search recipes' }).click();
    await expect(page).toHaveURL(/\/recipes\/$/);
    await context.close();
  });
});

test.describe('the recipe page', () => {
  const COOKIES = `${kitchenUrl('family-table')}/recipes/chewy-chocolate-chip-cookies/`;

  test('keeps the Notes marker inside the margin and the share buttons in two even rows on a phone', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(COOKIES);
    await expect(page.locator('.notes summary')).toHaveCSS('list-style-position', 'inside');
    const share = page.getByRole('navigation', { name: 'Share this recipe' });
    const top = async (name: string) => (await share.getByRole('link', { name }).boundingBox())!.y;
    expect(await top('Facebook')).toBe(await top('Pinterest'));
  });

  test('lays the share buttons out in even rows whenever they wrap (taller than 75 px), at any width', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(COOKIES);
    const share = page.getByRole('navigation', { name: 'Share this recipe' });
    const box = async (name: string) => (await share.getByRole('link', { name }).boundingBox())!;
    // One line where they fit.
    await expect(share).not.toHaveClass(/is-wrapped/);
    expect((await share.boundingBox())!.height).toBeLessThanOrEqual(75);
    // Squeezed until they wrap (a narrow column, long labels, large text): two even columns.
    await share.evaluate((element) => {
      element.style.maxWidth = '300px';
    });
    await expect(share).toHaveClass(/is-wrapped/);
    expect((await box('Facebook')).y).toBe((await box('Pinterest')).y);
    expect((await box('Facebook')).width).toBe((await box('Pinterest')).width);
    // Given the room back, one line again.
    await share.evaluate((element) => {
      element.style.maxWidth = '';
    });
    await expect(share).not.toHaveClass(/is-wrapped/);
  });

  test('prints step numbers and the yield, but no servings picker, running timer, comments or signup box', async ({
    page,
  }) => {
    await page.goto(COOKIES);
    await waitForIslands(page);
    const timer = page.locator('.step-timer').first();
    await timer.getByRole('button', { name: /^Start timer/ }).click();
    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('#step-1 .step-select')).toHaveText('Step 1');
    await expect(page.locator('#step-1 .step-select')).toBeVisible();
    await expect(page.locator('.recipe-controls .servings')).toBeHidden();
    await expect(page.locator('.recipe-controls .yield')).toHaveText('Makes: 24 cookies');
    await expect(timer).toBeHidden();
    await expect(page.locator('#comments')).toBeHidden();
    await expect(page.locator('.subscribe-box')).toBeHidden();
  });

  test('cuts a subscribers-only recipe off at about 380px of blank ingredient lines, fading out', async ({
    page,
  }) => {
    await page.goto(`${kitchenUrl('family-table')}/recipes/three-bean-beef-chili/`);
    const teaser = page.locator('.teaser');
    await expect(teaser).toContainText('Ingredients');
    await expect(teaser).toContainText('18 ingredients');
    await expect(teaser.locator('li')).toHaveCount(12);
    expect((await teaser.boundingBox())!.height).toBeLessThanOrEqual(380);
    expect(await teaser.evaluate((element) => getComputedStyle(element).maskImage)).toContain('gradient');
    await expect(teaser).not.toContainText('Prep:');
  });

  test('lets the keyboard reach a step slider of photos before its script loads', async ({ page }) => {
    await page.goto(`${kitchenUrl('crumb-and-crust')}/recipes/rosemary-sea-salt-focaccia/`);
    const strip = page.locator('.step-media .swiper-wrapper').first();
    await expect(strip).toHaveAttribute('tabindex', '0');
    expect(await axeRuleViolations(page, ['scrollable-region-focusable'])).toEqual([]);
  });

  test('gives a recipe card its total time as visually hidden text, not a label on a span', async ({
    page,
  }) => {
    await page.goto(COOKIES);
    const meta = page.locator('.more-recipes .recipe-card-meta').first();
    await expect(meta.locator('[aria-label]')).toHaveCount(0);
    await expect(meta.locator('.visually-hidden')).toHaveText('Total time ');
  });
});

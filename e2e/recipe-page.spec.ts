import { expect, test, type Page } from './fixtures.ts';
import { expectNoAxeViolations, throttle, waitForIslands } from './page-helpers.ts';
import { kitchenUrl } from './playwright.config.ts';

const COOKIES = `${kitchenUrl('family-table')}/recipes/chewy-chocolate-chip-cookies`;

async function openCookies(page: Page): Promise<void> {
  await page.goto(COOKIES);
  await waitForIslands(page);
}

const ingredient = (page: Page, index: number) => page.locator('.ingredients-panel li').nth(index);
const step = (page: Page, number: number) => page.locator(`#step-${number}`);

test.describe('the recipe page', () => {
  test('scales quantities, the yield and step text with the servings selector', async ({ page }) => {
    await openCookies(page);
    await expect(page.getByText('Makes: 24 cookies')).toBeVisible();
    await expect(ingredient(page, 0)).toContainText('1 cup unsalted butter');

    await page.getByRole('combobox', { name: 'Cookies' }).selectOption({ label: '48 (2×)' });
    await expect(page.getByText('Makes: 48 cookies')).toBeVisible();
    await expect(ingredient(page, 0)).toContainText('2 cups unsalted butter');
    await expect(ingredient(page, 5)).toContainText('5 cups all-purpose flour');
    await expect(step(page, 1)).toContainText('beat 2 cups unsalted butter');
    await expect(ingredient(page, 3)).toContainText('4 large eggs');
    // Oven temperatures never scale, nor does the size of each cookie.
    await expect(step(page, 5)).toContainText('350°F');
    await expect(step(page, 6)).toContainText('balls of 2 tablespoons each');

    await page.getByRole('combobox', { name: 'Cookies' }).selectOption({ label: '12 (½×)' });
    await expect(page.getByText('Makes: 12 cookies')).toBeVisible();
    await expect(ingredient(page, 3)).toContainText('1 large egg, at room temperature');
  });

  test('loads no island code until the reader reaches for a control, and loses no tap made before it arrives', async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(COOKIES);
    await page.waitForLoadState('networkidle');
    // A visitor who only reads downloads none of the recipe's islands, nor React (the page's
    // small media script may load: it waits for a touch of a slider itself).
    const panel = page.locator('astro-island[component-url*="RecipePanel"]');
    await expect(panel).toHaveAttribute('ssr', '');
    const islandCode = await page
      .locator('astro-island')
      .evaluateAll((islands) =>
        islands.flatMap((island) => [
          island.getAttribute('component-url'),
          island.getAttribute('renderer-url'),
        ]),
      );
    expect(islandCode.filter((url) => url && scripts.includes(url))).toEqual([]);

    // On a slow network, the reader picks 2× and Metric before the code has arrived.
    await throttle(page);
    await page.getByRole('combobox', { name: 'Cookies' }).selectOption({ label: '48 (2×)' });
    await page.getByRole('radio', { name: 'Metric' }).click();
    await expect(panel).not.toHaveAttribute('ssr', '', { timeout: 20_000 });
    await expect(page.getByText('Makes: 48 cookies')).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Metric' })).toBeChecked();
    await expect(ingredient(page, 0)).toContainText('454 grams unsalted butter');
    // The story follows the same choices: its island hydrated with the panel's.
    await expect(page.locator('astro-island[component-url*="ConvertedRichText"][ssr]')).toHaveCount(0);
    await expect(page.getByRole('combobox', { name: 'Cookies' })).toHaveValue('2');
  });

  test('converts to metric and celsius in the list and in the step text, and remembers the choice', async ({
    page,
  }) => {
    await openCookies(page);
    await page.getByRole('radio', { name: 'Metric' }).check();
    await page.getByLabel('Celsius').check();

    await expect(ingredient(page, 0)).toContainText('227 grams unsalted butter');
    await expect(ingredient(page, 5)).toContainText('312 grams all-purpose flour');
    await expect(ingredient(page, 6)).toContainText('1 teaspoon baking soda');
    await expect(step(page, 5)).toContainText('Heat the oven to 175°C');
    await expect(step(page, 1)).toContainText('227 grams unsalted butter');
    await expect(page.locator('.notes')).toContainText('175°C');

    // The choice is kept on the device for other recipes of the kitchen.
    await page.goto(`${kitchenUrl('family-table')}/recipes/brown-sugar-banana-bread`);
    await waitForIslands(page);
    await expect(page.getByLabel('Celsius')).toBeChecked();
    await expect(page.locator('.instructions-list')).toContainText('°C');
    await expect(page.locator('.instructions-list')).not.toContainText('°F');
    // The story's island, given only the units its text names, follows the choice too.
    await expect(page.locator('.story .rt-measurement')).toHaveText('150°C');
  });

  test('runs one step timer at a time, and a finished timer shows 0 with a reset', async ({ page }) => {
    await page.clock.install();
    await openCookies(page);
    await page.getByRole('button', { name: 'Start timer for step 1' }).click();
    await page.clock.runFor(2_000);
    await expect(step(page, 1).locator('.timer-display')).toHaveText(/^2:5\d$/);
    await expect(page.getByRole('status')).toHaveText(/Timer started for step 1/);

    await page.getByRole('button', { name: 'Start timer for step 4' }).click();
    await expect(step(page, 1).locator('.timer-display')).toHaveText('3 min');
    await expect(step(page, 4)).toHaveAttribute('aria-current', 'step');
    await expect(step(page, 1)).not.toHaveAttribute('aria-current', 'step');

    await page.getByRole('button', { name: 'Pause timer for step 4' }).click();
    const paused = await step(page, 4).locator('.timer-display').textContent();
    await page.clock.runFor(5_000);
    await expect(step(page, 4).locator('.timer-display')).toHaveText(paused ?? '');
    await page.getByRole('button', { name: 'Resume timer for step 4' }).click();
    await page.clock.runFor(31 * 60_000);
    await expect(step(page, 4).locator('.timer-display')).toHaveText('0:00');
    await expect(page.getByRole('button', { name: 'Reset timer for step 4' })).toBeVisible();
    await expect(page.getByRole('status')).toHaveText('Timer for step 4 is done.');
    await page.getByRole('button', { name: 'Reset timer for step 4' }).click();
    await expect(step(page, 4).locator('.timer-display')).toHaveText('30 min');
  });

  test('keeps a running timer in view, with Pause, while the reader scrolls away from its step', async ({
    page,
  }) => {
    await page.clock.install();
    await openCookies(page);
    await page.getByRole('button', { name: 'Start timer for step 1' }).click();
    const chip = page.getByRole('group', { name: 'Timer for step 1' });
    await expect(chip).toHaveCount(0);
    await page.locator('.notes').scrollIntoViewIfNeeded();
    await page.evaluate(() => {
      window.scrollTo(0, document.body.scrollHeight);
    });
    await expect(chip).toBeVisible();
    await expect(chip.locator('.timer-display')).toHaveText(/^[23]:\d\d$/);
    await chip.getByRole('button', { name: 'Pause' }).click();
    const paused = await chip.locator('.timer-display').textContent();
    await page.clock.runFor(5_000);
    await expect(chip.locator('.timer-display')).toHaveText(paused ?? '');
    await expect(step(page, 1).locator('.timer-display')).toHaveText(paused ?? '');
    await expectNoAxeViolations(page);
    await chip.getByRole('button', { name: 'Resume' }).click();
    await chip.getByRole('link', { name: 'Step 1' }).click();
    await expect(chip).toHaveCount(0);
    // Once it ends, it is gone from wherever the reader is.
    await page.evaluate(() => {
      window.scrollTo(0, document.body.scrollHeight);
    });
    await expect(chip).toBeVisible();
    await page.clock.runFor(4 * 60_000);
    await expect(chip).toHaveCount(0);
  });

  test('shows the total time once, in the times row', async ({ page }) => {
    await openCookies(page);
    const header = page.locator('.recipe-header');
    await expect(header.getByText('Total time')).toHaveCount(1);
    await expect(header.locator('.times')).toContainText('Total time');
  });

  test('dims an ingredient when it is checked', async ({ page }) => {
    await openCookies(page);
    const first = ingredient(page, 0);
    await first.getByRole('checkbox').check();
    await expect(first.locator('label > span')).toHaveCSS('opacity', '0.5');
    await first.getByRole('checkbox').uncheck();
    await expect(first.locator('label > span')).toHaveCSS('opacity', '1');
  });

  test('prints the recipe at the chosen scale and units', async ({ page }) => {
    await openCookies(page);
    await page.getByRole('combobox', { name: 'Cookies' }).selectOption({ label: '48 (2×)' });
    await page.getByRole('radio', { name: 'Metric' }).check();
    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('.site-header')).toBeHidden();
    await expect(page.locator('.share-bar')).toBeHidden();
    await expect(ingredient(page, 0)).toBeVisible();
    await expect(ingredient(page, 0)).toContainText('454 grams unsalted butter');
    await expect(page.getByText('Makes: 48 cookies')).toBeVisible();
  });

  test('works with the keyboard alone', async ({ page }) => {
    await openCookies(page);
    const select = page.getByRole('combobox', { name: 'Cookies' });
    await select.focus();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByText('Makes: 48 cookies')).toBeVisible();

    await page.keyboard.press('Tab');
    await expect(page.getByRole('radio', { name: 'US', exact: true })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: 'Metric' })).toBeChecked();
    await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowRight');
    await expect(page.getByLabel('Celsius')).toBeChecked();

    const firstCheckbox = ingredient(page, 0).getByRole('checkbox');
    await firstCheckbox.focus();
    await page.keyboard.press('Space');
    await expect(firstCheckbox).toBeChecked();

    const stepTwo = page.getByRole('button', { name: 'Step 2', exact: true });
    await stepTwo.focus();
    await page.keyboard.press('Enter');
    await expect(step(page, 2)).toHaveAttribute('aria-current', 'step');

    const timer = page.getByRole('button', { name: 'Start timer for step 1' });
    await timer.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Pause timer for step 1' })).toBeVisible();

    await page.getByRole('button', { name: 'Make the dough' }).focus();
    await page.keyboard.press('Enter');
    await expect(step(page, 1)).toBeHidden();
  });

  for (const viewport of [
    { name: 'mobile', width: 390, height: 844 },
    { name: 'desktop', width: 1280, height: 900 },
  ]) {
    test(`has no WCAG 2.2 AA violations on ${viewport.name}`, async ({ page }) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await openCookies(page);
      await expectNoAxeViolations(page);
    });
  }

  test('collapses the ingredients panel on mobile', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openCookies(page);
    const toggle = page.getByRole('button', { name: 'Ingredients' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await toggle.click();
    await expect(ingredient(page, 0)).toBeHidden();
  });

  test('reads in full without JavaScript', async ({ newContext }) => {
    const context = await newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(COOKIES);
    await expect(page.locator('.ingredients-panel li')).toHaveCount(10);
    await expect(ingredient(page, 0)).toContainText('1 cup unsalted butter');
    await expect(page.locator('.instructions-list li')).toHaveCount(8);
    await expect(step(page, 5)).toContainText('350°F');
    await expect(page.getByText('Makes: 24 cookies')).toBeVisible();
    await expect(page.locator('.notes')).toContainText('freeze');
    await context.close();
  });

  test('shows a metric kitchen in grams and celsius by default', async ({ page }) => {
    await page.goto(`${kitchenUrl('crumb-and-crust')}/recipes/lemon-drizzle-cake`);
    await waitForIslands(page);
    await expect(page.getByRole('radio', { name: 'Metric' })).toBeChecked();
    await expect(page.locator('.ingredients-panel')).toContainText('grams');
    await expect(page.locator('.instructions-list')).toContainText('°C');
  });
});

import { newReaderToken } from './accounts.ts';
import { latestEmailTo, signInLink } from './dev-outbox.ts';
import { expect, test, type Page } from './fixtures.ts';
import { expectNoAxeViolations, waitForIslands } from './page-helpers.ts';
import { kitchenUrl, PLATFORM_URL } from './playwright.config.ts';

/** Signs the page in on the platform origin with a token (each origin keeps its own). */
async function signInWithToken(page: Page, token: string): Promise<void> {
  await page.addInitScript((value) => {
    if (window.location.port && !window.location.hostname.includes('.'))
      window.localStorage.setItem('larder:auth-token', value);
  }, token);
}

/** A kitchen the test makes through `/create`, waiting until its first build is live. */
async function createKitchen(page: Page, name: string): Promise<string> {
  await page.goto(`${PLATFORM_URL}/create`);
  await page.getByLabel('Kitchen name').fill(name);
  const slug = await page.getByLabel('Address').inputValue();
  await expect(page.getByText(`Free: your kitchen will be at ${slug}.`)).toBeVisible();
  await page.getByRole('radio', { name: 'Sage' }).check();
  await page.getByRole('radio', { name: /^Bakery/ }).check();
  await page.getByRole('button', { name: 'Create a kitchen' }).click();
  await expect(page).toHaveURL(new RegExp(`/kitchen/${slug}/recipes`));
  await expect(page.getByText('Your kitchen is live — view it')).toBeVisible({ timeout: 90_000 });
  return slug;
}

test.describe('the creator studio', () => {
  test('a new creator signs up, opens a kitchen and publishes a recipe a reader can convert', async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    const email = `creator-${Date.now()}@example.com`;
    await page.goto(`${PLATFORM_URL}/create`);
    await expect(page.getByRole('heading', { level: 1, name: 'Create your kitchen' })).toBeVisible();
    await page.getByRole('link', { name: 'Create an account' }).click();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.goto(signInLink(await latestEmailTo(request, email)));
    await expect(page).toHaveURL(/\/create$/);

    const name = `Test Kitchen ${Date.now() % 100_000}`;
    const slug = await createKitchen(page, name);
    const kitchen = kitchenUrl(slug);
    // The empty kitchen is live, with the spec's text and the way back to the dashboard.
    await page.goto(`${kitchen}/`);
    await expect(page.getByText("Looks like you haven't published any recipes yet.")).toBeVisible();
    await page.getByRole('link', { name: 'Open your creator dashboard' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your kitchens' })).toBeVisible();
    await expect(page.getByRole('link', { name })).toBeVisible();
    await page.getByRole('link', { name }).click();

    await page.getByRole('link', { name: 'New recipe' }).first().click();
    await page.getByLabel('Title', { exact: true }).fill('Brown Butter Shortbread');
    await expect(page.getByLabel('Address', { exact: true })).toHaveValue('brown-butter-shortbread');
    await page.getByLabel('Servings', { exact: true }).fill('16');

    // Two ingredient groups, the second pasted.
    await page.getByRole('button', { name: 'Add ingredient', exact: true }).first().click();
    const first = page.locator('.usage-row').first();
    await first.getByLabel('Amount').fill('1 1/2');
    await first.getByLabel('Unit').selectOption({ label: 'cup' });
    await first.getByLabel('Ingredient').fill('butter');
    await page.getByRole('button', { name: 'Add ingredient group' }).click();
    await page.getByRole('button', { name: 'Paste ingredients' }).last().click();
    await page.getByLabel('Ingredient lines').fill('2 cups flour, sifted\n\n1/2 cup sugar');
    await page.getByRole('button', { name: 'Add 2 ingredients' }).click();
    await expect(page.locator('.usage-row')).toHaveCount(3);
    await expect(page.getByText('Pasted as: 2 cups flour, sifted')).toBeVisible();

    // A step with a measurement and an ingredient reference, and a timer.
    await page.getByRole('button', { name: 'Add step', exact: true }).first().click();
    const step = page.getByRole('textbox', { name: 'Step 1' });
    await step.click();
    await page.keyboard.type('Bake at 350°F until golden, brushing with ');
    await page.getByRole('button', { name: 'Make “350°F” a measurement' }).click();
    await step.press('End');
    await page.keyboard.type('@');
    await page.getByRole('menuitem', { name: 'butter' }).click();
    await expect(step.locator('.rt-measurement')).toHaveText('350°F');
    await expect(step.locator('.rt-ingredient')).toHaveText('butter');
    await page.getByLabel('Timer (minutes)').first().fill('20');
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByRole('button', { name: 'Update' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Unpublish' })).toBeVisible();
    await expect(page.getByText('Published', { exact: true })).toBeVisible();

    // Live on the kitchen's own origin, where the step converts to metric.
    const recipePage = `${kitchen}/recipes/brown-butter-shortbread`;
    // Chromium resolves *.localhost as a reader's browser does (Node's resolver would not).
    await expect
      .poll(async () => (await page.goto(recipePage))?.status(), { timeout: 90_000, intervals: [1000, 2000] })
      .toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Brown Butter Shortbread' })).toBeVisible();
    await expect(page.locator('.instructions-list')).toContainText('350°F');
    await waitForIslands(page);
    await page.getByRole('radio', { name: 'Metric' }).check();
    await page.getByLabel('Celsius').check();
    await expect(page.locator('.instructions-list')).toContainText('Bake at 175°C until golden');
  });

  for (const width of [375, 1280]) {
    test(`has no accessibility violations on the dashboard screens at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await signInWithToken(page, await newReaderToken(`studio-axe-${width}-${Date.now()}@example.com`));
      await page.goto(`${PLATFORM_URL}/kitchen`);
      await expect(page.getByRole('heading', { level: 1, name: 'Your kitchens' })).toBeVisible();
      await expect(page.getByText('You do not run a kitchen yet')).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole('link', { name: 'Create a kitchen' }).click();
      await expect(page.getByLabel('Kitchen name')).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: 'Create a kitchen' }).click();
      await expect(page.getByText('Required').first()).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});

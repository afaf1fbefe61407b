import { expect, test } from './fixtures.ts';
import { expectNoAxeViolations, waitForIslands } from './page-helpers.ts';
import { kitchenUrl } from './playwright.config.ts';

// sites.config.ts turns on "Shop ingredients" for Ember & Salt and "Gift this recipe" for Crumb & Crust.
const CORN = `${kitchenUrl('ember-and-salt')}/recipes/charred-corn-lime-crema-feta`;
const SCONES = `${kitchenUrl('crumb-and-crust')}/recipes/tall-teatime-scones/`;

test.describe('kitchens with shopping lists and gifts', () => {
  test('the shopping list follows the chosen servings and copies as text', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(CORN);
    await waitForIslands(page);
    await page.locator('.recipe-toolbar select').selectOption({ index: 2 }); // 0.5×, 1×, 2×
    await page.getByRole('button', { name: 'Shop ingredients' }).click();
    const dialog = page.getByRole('dialog', { name: 'Shopping list' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'For the corn' })).toBeVisible();
    await expect(dialog.getByRole('listitem').first()).toHaveText('12 ears of sweet corn, husked');

    await dialog.getByRole('button', { name: 'Copy list' }).click();
    await expect(dialog.getByRole('button', { name: 'List copied' })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain('For the corn\n- 12 ears of sweet corn, husked');
    expect(copied).toContain('To finish\n');

    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('the gift dialog checks the address and hands the gift to the e-mail app', async ({ page }) => {
    await page.goto(SCONES);
    await page.getByRole('button', { name: 'Gift this recipe' }).click();
    const dialog = page.getByRole('dialog', { name: 'Gift this recipe' });
    await expect(dialog).toContainText('You have 3 gift recipes remaining.');

    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Please enter a valid email address');
    await expect(dialog.getByLabel('Friend’s email')).toHaveAttribute('aria-invalid', 'true');

    await dialog.getByLabel('Friend’s email').fill('sam@example.com');
    await dialog.getByLabel('Personal message (optional)').fill('Make these for Sunday tea!');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(dialog.getByRole('status')).toHaveText('Your gift is ready to send from your email app.');
    const href = await dialog
      .getByRole('link', { name: 'Open it again in your email app' })
      .getAttribute('href');
    const mail = new URL(href!);
    expect(mail.protocol).toBe('mailto:');
    expect(decodeURIComponent(mail.pathname)).toBe('sam@example.com');
    expect(mail.searchParams.get('subject')).toBe('A recipe for you: Tall Teatime Scones');
    expect(mail.searchParams.get('body')).toBe(
      `Make these for Sunday tea!\n\nTall Teatime Scones\n${SCONES}`,
    );
    await expectNoAxeViolations(page);
  });

  test('neither shows where the kitchen has not turned it on, nor without JavaScript', async ({
    page,
    newContext,
  }) => {
    await page.goto(`${kitchenUrl('family-table')}/recipes/chewy-chocolate-chip-cookies`);
    await waitForIslands(page);
    await expect(page.getByRole('button', { name: 'Shop ingredients' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Gift this recipe' })).toHaveCount(0);
    await page.goto(CORN);
    await expect(page.getByRole('button', { name: 'Shop ingredients' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Gift this recipe' })).toHaveCount(0);

    const noScript = await newContext({ javaScriptEnabled: false });
    const staticPage = await noScript.newPage();
    await staticPage.goto(CORN);
    await expect(staticPage.getByRole('heading', { name: 'Instructions' })).toBeVisible();
    await expect(staticPage.getByRole('button', { name: 'Shop ingredients' })).toHaveCount(0);
    await staticPage.goto(SCONES);
    await expect(staticPage.getByRole('heading', { name: 'Instructions' })).toBeVisible();
    await expect(staticPage.getByRole('button', { name: 'Gift this recipe' })).toHaveCount(0);
    await noScript.close();
  });
});

import { readFileSync } from 'node:fs';
import { tokenFor } from './accounts.ts';
import { signInOnPlatform } from './creators.ts';
import { expect, test, type Page } from './fixtures.ts';
import { expectNoAxeViolations } from './page-helpers.ts';
import { PLATFORM_URL } from './playwright.config.ts';

/** June manages the Family Table, whose demo readers are Riley (monthly) and Frankie (free). */
async function signInAsJune(page: Page): Promise<void> {
  await signInOnPlatform(page, await tokenFor('june@family-table.example'));
}

test.describe('the subscribers screen', () => {
  test('a creator searches and filters subscribers and exports the ones shown as CSV', async ({ page }) => {
    await signInAsJune(page);
    await page.goto(`${PLATFORM_URL}/kitchen/family-table/recipes`);
    await page
      .getByRole('navigation', { name: 'Kitchen' })
      .getByRole('link', { name: 'Subscribers' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Subscribers' })).toBeVisible();
    const table = page.getByRole('table');
    const riley = table
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: 'reader@family-table.example', exact: true }) });
    await expect(riley).toContainText('Monthly');
    await expect(riley).toContainText('Active');

    await page.getByLabel('Plan').selectOption('free');
    await expect(page).toHaveURL(/plan=free/);
    await expect(
      table.getByRole('row').filter({ hasText: 'free-reader@family-table.example' }),
    ).toBeVisible();
    await expect(table.getByText('Monthly', { exact: true })).toHaveCount(0);

    await page.getByLabel('Plan').selectOption('all');
    await page.getByRole('searchbox', { name: 'Search subscribers by e-mail' }).fill('free-reader@family');
    await expect(page).toHaveURL(/q=free-reader/);
    await expect(table.getByRole('row')).toHaveCount(2);
    await expectNoAxeViolations(page);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export these as CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('family-table-subscribers.csv');
    const lines = readFileSync(await file.path(), 'utf8')
      .split('\r\n')
      .filter(Boolean);
    expect(lines[0]).toBe('email,plan,status,newsletter,units,since');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/^free-reader@family-table\.example,free,active,/);

    await page.getByRole('searchbox', { name: 'Search subscribers by e-mail' }).fill('nobody-like-this');
    await expect(page.getByText('No subscribers match. Clear the search or show all plans.')).toBeVisible();
  });

  test('passes axe at 375 px, the table scrolling inside its own box', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 900 });
    await signInAsJune(page);
    await page.goto(`${PLATFORM_URL}/kitchen/family-table/subscribers`);
    await expect(page.getByRole('table')).toBeVisible();
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});

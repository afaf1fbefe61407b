import { expect, test } from '@playwright/test';
import { tokenFor } from './cli-token.ts';
import { kitchenUrl } from './playwright.config.ts';

const CHILI = `${kitchenUrl('family-table')}/recipes/three-bean-beef-chili`;

test.describe('a subscribers-only recipe', () => {
  test('shows a visitor the teaser and the lock message', async ({ page }) => {
    await page.goto(CHILI);
    await expect(
      page.getByText(
        'This is a premium recipe and is only available to subscribers with full access subscriptions',
      ),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Instructions' })).toHaveCount(0);
  });

  test('opens in full for a paid subscriber, fetched from the API with their token', async ({ page }) => {
    const token = tokenFor('reader@family-table.example');
    await page.addInitScript((value) => {
      window.localStorage.setItem('larder:auth-token', value);
    }, token);
    await page.goto(CHILI);
    await expect(page.getByText('You have full access to this premium recipe.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Instructions' })).toBeVisible();
    await expect(page.locator('.ingredients-panel li').first()).toContainText('vegetable oil');
    await page.getByRole('radio', { name: 'Metric' }).check();
    await expect(page.locator('.ingredients-panel li').nth(1)).toContainText('907 grams ground beef');
  });

  test('stays locked for a signed-in reader without a paid subscription', async ({ page }) => {
    const token = tokenFor('isla@crumb-and-crust.example');
    await page.addInitScript((value) => {
      window.localStorage.setItem('larder:auth-token', value);
    }, token);
    const response = page.waitForResponse(
      (candidate) =>
        candidate.url().includes('/recipes/three-bean-beef-chili') && candidate.url().includes('/api/v1/'),
    );
    await page.goto(CHILI);
    await response;
    await expect(
      page.getByText(
        'This is a premium recipe and is only available to subscribers with full access subscriptions',
      ),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Instructions' })).toHaveCount(0);
  });
});

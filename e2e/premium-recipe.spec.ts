import { expect, test } from './fixtures.ts';
import { tokenFor } from './accounts.ts';
import { API_PORT, kitchenUrl } from './playwright.config.ts';

const CHILI = `${kitchenUrl('family-table')}/recipes/three-bean-beef-chili/`;

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
    const token = await tokenFor('reader@family-table.example');
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
    const token = await tokenFor('isla@crumb-and-crust.example');
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

  test('offers a free subscriber "Upgrade to Full Access"', async ({ page }) => {
    const token = await tokenFor('free-reader@family-table.example');
    await page.addInitScript((value) => {
      window.localStorage.setItem('larder:auth-token', value);
    }, token);
    await page.goto(CHILI);
    const upgrade = page.getByRole('link', { name: 'Upgrade to Full Access' });
    await expect(upgrade).toBeVisible();
    await expect(upgrade).toHaveAttribute('href', '/subscribe/');
    await expect(page.locator('.locked').getByRole('link', { name: 'Subscribe', exact: true })).toHaveCount(
      0,
    );
    await expect(page.getByRole('heading', { name: 'Instructions' })).toHaveCount(0);
  });

  test('forgets a token the API no longer accepts and treats the reader as a visitor', async ({ page }) => {
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        sessionStorage.setItem('seeded', '1');
        window.localStorage.setItem('larder:auth-token', 'expired-token');
      }
    });
    const currentUser = page.waitForResponse((response) =>
      response.url().endsWith('/api/v1/site/family-table/current-user'),
    );
    await page.goto(CHILI);
    expect((await currentUser).status()).toBe(401);
    await expect.poll(() => page.evaluate(() => window.localStorage.getItem('larder:auth-token'))).toBeNull();
    await expect(page.locator('.locked').getByRole('link', { name: 'Subscribe' })).toBeVisible();
  });

  test("opens in full for anyone with a manager's preview link, and explains a stale one", async ({
    page,
    request,
  }) => {
    const api = `http://localhost:${API_PORT}/api/v1/manage/family-table`;
    const headers = { Authorization: `Bearer ${await tokenFor('june@family-table.example')}` };
    const { recipes } = (await (await request.get(`${api}/recipes`, { headers })).json()) as {
      recipes: { id: string; slug: string }[];
    };
    const chili = recipes.find((recipe) => recipe.slug === 'three-bean-beef-chili')!;
    const created = await request.post(`${api}/recipes/${chili.id}/preview-links`, { headers });
    expect(created.status()).toBe(201);
    const { previewLink } = (await created.json()) as { previewLink: { url: string } };
    expect(previewLink.url).toMatch(new RegExp(`^${CHILI}\\?preview=`));

    await page.goto(previewLink.url);
    await expect(
      page.getByText('Preview: this subscribers-only recipe is open to you through a preview link.'),
    ).toBeVisible();
    await expect(page.locator('.ingredients-panel li').first()).toContainText('vegetable oil');

    await page.goto(`${CHILI}?preview=not-a-real-link`);
    await expect(page.getByRole('alert')).toHaveText(
      'This preview link has expired or is not valid. Ask the kitchen for a new one.',
    );
    await expect(page.getByRole('heading', { name: 'Instructions' })).toHaveCount(0);
  });
});

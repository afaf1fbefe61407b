import { expect, test, type Page } from './fixtures.ts';
import { newReaderToken } from './accounts.ts';
import { waitForIslands } from './page-helpers.ts';
import { API_PORT, kitchenUrl } from './playwright.config.ts';

const COOKIES = `${kitchenUrl('family-table')}/recipes/chewy-chocolate-chip-cookies`;
const CHICKEN = `${kitchenUrl('ember-and-salt')}/recipes/grilled-chicken-thighs-salsa-verde`;
const TIN_LOAF = `${kitchenUrl('crumb-and-crust')}/recipes/everyday-white-tin-loaf`;

async function signIn(page: Page, token: string): Promise<void> {
  // A reader signed in to every kitchen they visit (each kitchen keeps its own token).
  await page.addInitScript((value) => {
    window.localStorage.setItem('larder:auth-token', value);
  }, token);
}

function accountSaved(page: Page, body: object) {
  return page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/v1/manage/current-user') &&
      response.request().method() === 'PUT' &&
      JSON.stringify(response.request().postDataJSON()) === JSON.stringify(body) &&
      response.ok(),
  );
}

test.describe('a signed-in reader’s unit choice', () => {
  test('follows them from one kitchen to another through their account', async ({ page, request }) => {
    const token = await newReaderToken(`traveller-${Date.now()}@example.com`);
    await signIn(page, token);

    // Family Table (US and °F by default): the reader picks Metric and °C.
    await page.goto(COOKIES);
    await waitForIslands(page);
    const metricSaved = accountSaved(page, { measurementSystem: 'metric' });
    await page.getByRole('radio', { name: 'Metric' }).check();
    await metricSaved;
    const celsiusSaved = accountSaved(page, { temperatureSystem: 'celsius' });
    await page.getByLabel('Celsius').check();
    await celsiusSaved;

    // Ember & Salt, another origin with US and °F defaults and nothing stored on this device.
    await page.goto(CHICKEN);
    await waitForIslands(page);
    await expect(page.getByRole('radio', { name: 'Metric' })).toBeChecked();
    await expect(page.getByLabel('Celsius')).toBeChecked();
    await expect(page.locator('.instructions-list')).toContainText('230°C');
    await expect(page.locator('.instructions-list')).not.toContainText('°F');

    // Back to US measures here: the account follows, and Crumb & Crust (metric by default) shows US.
    const usSaved = accountSaved(page, { measurementSystem: 'imperial' });
    await page.getByRole('radio', { name: 'US', exact: true }).check();
    await usSaved;
    const profile = await request.get(`http://localhost:${API_PORT}/api/v1/manage/current-user`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect((await profile.json()).currentUser.unitPreferences).toEqual({
      measurementSystem: 'imperial',
      temperatureSystem: 'celsius',
    });

    await page.goto(TIN_LOAF);
    await waitForIslands(page);
    await expect(page.getByRole('radio', { name: 'US', exact: true })).toBeChecked();
    await expect(page.getByLabel('Celsius')).toBeChecked();
    await expect(page.locator('.ingredients-panel')).toContainText('cups');
  });

  test('stays on the device for a visitor, and sends nothing to the API', async ({ page }) => {
    const saves: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/manage/current-user')) saves.push(request.url());
    });
    await page.goto(COOKIES);
    await waitForIslands(page);
    await page.getByRole('radio', { name: 'Metric' }).check();
    await page.goto(`${kitchenUrl('family-table')}/recipes/brown-sugar-banana-bread`);
    await waitForIslands(page);
    await expect(page.getByRole('radio', { name: 'Metric' })).toBeChecked();
    // Another kitchen is another origin: without an account its defaults apply.
    await page.goto(CHICKEN);
    await waitForIslands(page);
    await expect(page.getByRole('radio', { name: 'US', exact: true })).toBeChecked();
    expect(saves).toEqual([]);
  });
});

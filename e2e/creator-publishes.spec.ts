import { expect, test, type Page } from './fixtures.ts';
import { tokenFor } from './accounts.ts';
import { API_PORT, kitchenUrl, EXCLUSIVE } from './playwright.config.ts';

/** Kitchens are reached through Chromium, which resolves *.localhost as a browser on a reader's machine does. */
async function statusOf(page: Page, url: string): Promise<number> {
  return (await page.goto(url))?.status() ?? 0;
}

async function waitForStatus(page: Page, url: string, status: number): Promise<void> {
  await expect
    .poll(() => statusOf(page, url), { timeout: 90_000, intervals: [500, 1000, 2000] })
    .toBe(status);
}

test(
  'a creator unpublishing and republishing a recipe rebuilds the kitchen',
  { tag: EXCLUSIVE },
  async ({ page, request }) => {
    test.setTimeout(240_000);
    const token = await tokenFor('tomas@ember-and-salt.example');
    const api = `http://127.0.0.1:${API_PORT}/api/v1/manage/ember-and-salt`;
    const headers = { Authorization: `Bearer ${token}` };

    const list = await request.get(`${api}/recipes`, { headers });
    expect(list.ok()).toBe(true);
    const { recipes } = (await list.json()) as {
      recipes: { id: string; slug: string; publishedAt: string | null }[];
    };
    const recipe = recipes.find((entry) => entry.publishedAt !== null)!;
    const pageUrl = `${kitchenUrl('ember-and-salt')}/recipes/${recipe.slug}`;
    expect(await statusOf(page, pageUrl)).toBe(200);

    expect((await request.post(`${api}/recipes/${recipe.id}/unpublish`, { headers })).ok()).toBe(true);
    await waitForStatus(page, pageUrl, 404);

    expect((await request.post(`${api}/recipes/${recipe.id}/publish`, { headers })).ok()).toBe(true);
    await waitForStatus(page, pageUrl, 200);
  },
);

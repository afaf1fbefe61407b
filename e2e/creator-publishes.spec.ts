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

test(
  'a renamed recipe’s old address sends readers to where it is now',
  { tag: EXCLUSIVE },
  async ({ page, request }) => {
    test.setTimeout(240_000);
    const token = await tokenFor('tomas@ember-and-salt.example');
    const api = `http://127.0.0.1:${API_PORT}/api/v1/manage/ember-and-salt`;
    const headers = { Authorization: `Bearer ${token}` };
    const { recipes } = (await (await request.get(`${api}/recipes`, { headers })).json()) as {
      recipes: { id: string; slug: string; publishedAt: string | null }[];
    };
    const recipe = recipes.filter((entry) => entry.publishedAt !== null).at(-1)!;
    const rename = async (slug: string) => {
      const { recipe: fields } = (await (
        await request.get(`${api}/recipes/${recipe.id}`, { headers })
      ).json()) as {
        recipe: Record<string, unknown> & { version: number };
      };
      const { id: _id, createdAt: _c, updatedAt: _u, draft: _d, ...input } = fields;
      const saved = await request.put(`${api}/recipes/${recipe.id}`, { headers, data: { ...input, slug } });
      expect(saved.ok(), await saved.text()).toBe(true);
    };
    const oldUrl = `${kitchenUrl('ember-and-salt')}/recipes/${recipe.slug}/`;
    const newSlug = `${recipe.slug}-renamed`;
    try {
      await rename(newSlug);
      await waitForStatus(page, `${kitchenUrl('ember-and-salt')}/recipes/${newSlug}/`, 200);
      // The old address answers, says where the recipe went and takes the reader there.
      await page.goto(oldUrl);
      await expect(page).toHaveURL(`${kitchenUrl('ember-and-salt')}/recipes/${newSlug}/`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    } finally {
      await rename(recipe.slug);
      // The old address answers 200 throughout (first the page that sends on, then the recipe):
      // wait for the recipe's own page there, read as the kitchen's own pages fetch.
      await page.goto(`${kitchenUrl('ember-and-salt')}/`);
      await expect
        .poll(
          () =>
            page.evaluate(
              async (url) =>
                (await (await fetch(url, { cache: 'no-store' })).text()).includes('http-equiv="refresh"'),
              oldUrl,
            ),
          { timeout: 90_000, intervals: [500, 1000, 2000] },
        )
        .toBe(false);
      await page.goto(oldUrl);
    }
    // Back at its first address, that address is the recipe's page again, not a redirect.
    await expect(page).toHaveURL(oldUrl);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  },
);

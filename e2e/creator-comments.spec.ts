import type { APIRequestContext } from '@playwright/test';
import { newReaderToken, tokenFor } from './accounts.ts';
import { expect, test } from './fixtures.ts';
import { expectNoAxeViolations } from './page-helpers.ts';
import { API_PORT, kitchenUrl, PLATFORM_URL } from './playwright.config.ts';

const API = `http://localhost:${API_PORT}/api/v1`;

async function post(request: APIRequestContext, url: string, token: string, data?: unknown) {
  const response = await request.post(url, { headers: { Authorization: `Bearer ${token}` }, data });
  expect(response.ok(), `${url} answered ${response.status()}`).toBe(true);
  return response.json() as Promise<Record<string, unknown>>;
}

test('a creator finds a hidden comment in the recipe editor and puts it back in the thread', async ({
  page,
  request,
}) => {
  // The Family Table takes comments; June manages it.
  const stamp = `${Date.now()}-${Math.floor(Math.random() * 1000)}`;
  const creator = await tokenFor('june@family-table.example');
  const reader = await newReaderToken(`commenter-${stamp}@example.com`);
  const siteSlug = 'family-table';
  const listed = await request.get(`${API}/manage/${siteSlug}/recipes`, {
    headers: { Authorization: `Bearer ${creator}` },
  });
  const recipe = (
    (await listed.json()) as {
      recipes: { id: string; slug: string; privacySetting: string; publishedAt: string | null }[];
    }
  ).recipes.find((one) => one.privacySetting === 'public' && one.publishedAt !== null)!;
  const text = `Buy my jam instead at example.com! (${stamp})`;
  const { comments } = (await post(request, `${API}/site/${siteSlug}/comments`, reader, {
    recipeId: recipe.id,
    content: [{ type: 'paragraph', children: [{ text }] }],
  })) as { comments: { id: string; content: unknown }[] };
  const mine = comments.find((comment) => JSON.stringify(comment.content).includes(stamp))!;
  await post(request, `${API}/manage/${siteSlug}/comments/${mine.id}/hide`, creator);

  await page.addInitScript((value) => {
    if (window.location.port && !window.location.hostname.includes('.'))
      window.localStorage.setItem('larder:auth-token', value);
  }, creator);
  await page.goto(`${PLATFORM_URL}/kitchen/${siteSlug}/recipes/${recipe.id}`);
  await expect(page.getByRole('link', { name: 'Open the comments on your kitchen' })).toHaveAttribute(
    'href',
    `${kitchenUrl(siteSlug)}/recipes/${recipe.slug}/#comments`,
  );
  await page.getByRole('button', { name: 'Show hidden comments' }).click();
  const hidden = page.locator('.hidden-comment').filter({ hasText: text });
  await expect(hidden).toHaveCount(1);
  await expectNoAxeViolations(page);
  await hidden.getByRole('button', { name: /^Unhide/ }).click();
  await expect(page.getByText(/is back in the thread\.$/)).toBeVisible();
  await expect(hidden).toHaveCount(0);

  // Readers see it again.
  const thread = await request.get(`${API}/site/${siteSlug}/comments?recipeId=${recipe.id}`);
  const visible = ((await thread.json()) as { comments: { id: string }[] }).comments;
  expect(visible.map((comment) => comment.id)).toContain(mine.id);
});

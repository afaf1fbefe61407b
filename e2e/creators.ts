import type { APIRequestContext } from '@playwright/test';
import { newReaderToken } from './accounts.ts';
import { expect, type Page } from './fixtures.ts';
import { API_PORT } from './playwright.config.ts';

/** The manage API the creator dashboard calls. */
export const MANAGE_API = `http://localhost:${API_PORT}/api/v1/manage`;

/** Signs the page in on the platform origin with a token (each origin keeps its own storage). */
export async function signInOnPlatform(page: Page, token: string): Promise<void> {
  await page.addInitScript((value) => {
    if (window.location.port && !window.location.hostname.includes('.'))
      window.localStorage.setItem('larder:auth-token', value);
  }, token);
}

export interface RecipeToMake {
  title: string;
  /** Published a minute ago unless false (a draft). */
  published?: boolean;
  /** More fields of the recipe write. */
  fields?: Record<string, unknown>;
}

export interface CreatorKitchen {
  siteSlug: string;
  token: string;
  headers: { Authorization: string };
  /** Each recipe's id by its title. */
  ids: Record<string, string>;
}

/**
 * A new creator (`{name}-{stamp}@example.com`) with a new kitchen `{name}-{stamp}` of the recipes
 * given, made through the API the dashboard calls, signed in on the platform.
 */
export async function creatorWithKitchen(
  page: Page,
  request: APIRequestContext,
  name: string,
  recipes: RecipeToMake[],
): Promise<CreatorKitchen> {
  const stamp = `${Date.now() % 1_000_000}${Math.floor(Math.random() * 100)}`;
  const token = await newReaderToken(`${name}-${stamp}@example.com`);
  const headers = { Authorization: `Bearer ${token}` };
  const siteSlug = `${name}-${stamp}`;
  const created = await request.post(`${MANAGE_API}/sites`, {
    headers,
    data: {
      title: `${name.charAt(0).toUpperCase()}${name.slice(1)} ${stamp}`,
      slug: siteSlug,
      colorThemeId: '0c010000-0000-4000-8000-000000000001',
      typeThemeId: '0f010000-0000-4000-8000-000000000001',
    },
  });
  expect(created.status()).toBe(201);
  const ids: Record<string, string> = {};
  for (const recipe of recipes) {
    const answer = await request.post(`${MANAGE_API}/${siteSlug}/recipes`, {
      headers,
      data: {
        title: recipe.title,
        slug: recipe.title.toLowerCase().replaceAll(' ', '-'),
        privacySetting: 'public',
        ...(recipe.published === false ? {} : { publishedAt: new Date(Date.now() - 60_000).toISOString() }),
        ...recipe.fields,
      },
    });
    expect(answer.status()).toBe(201);
    ids[recipe.title] = ((await answer.json()) as { recipe: { id: string } }).recipe.id;
  }
  await signInOnPlatform(page, token);
  return { siteSlug, token, headers, ids };
}

/** Waits until a kitchen page answers 200 (its build takes a few seconds), leaving the page on it. */
export async function livePage(page: Page, url: string): Promise<void> {
  await expect
    .poll(async () => (await page.goto(url))?.status(), { timeout: 90_000, intervals: [1000, 2000] })
    .toBe(200);
}

/** The kitchen page once its rebuild shows `text` in its main content. */
export async function expectLive(page: Page, url: string, text: string): Promise<void> {
  await expect
    .poll(
      async () => {
        const response = await page.goto(url);
        return response?.status() === 200 ? await page.locator('main').innerText() : '';
      },
      { timeout: 90_000, intervals: [1000, 2000] },
    )
    .toContain(text);
}

import { newReaderToken } from './accounts.ts';
import { latestEmailTo, signInCode, signInLink } from './dev-outbox.ts';
import { expect, test, type Page } from './fixtures.ts';
import { expectNoAxeViolations } from './page-helpers.ts';
import { API_PORT, kitchenUrl, PLATFORM_URL } from './playwright.config.ts';

const API = `http://localhost:${API_PORT}/api/v1`;
/** A 2×2 PNG, for the avatar upload. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP4z8DwHwyBNAMDAwMDAwBmfwX7uU9EfgAAAABJRU5ErkJggg==',
  'base64',
);

/** Signs the page in on the platform origin with a token (each origin keeps its own). */
async function signInWithToken(page: Page, token: string): Promise<void> {
  await page.addInitScript((value) => {
    if (window.location.port && !window.location.hostname.includes('.'))
      window.localStorage.setItem('larder:auth-token', value);
  }, token);
}

async function publicRecipeIds(page: Page, slug: string): Promise<{ id: string; title: string }[]> {
  const response = await page.request.get(`${API}/site/${slug}/recipes?limit=20`);
  const { recipes } = (await response.json()) as {
    recipes: { id: string; title: string; privacySetting: string }[];
  };
  return recipes.filter((recipe) => recipe.privacySetting === 'public');
}

test.describe('the platform account area', () => {
  test('serves every route of the app under its own headers', async ({ page }) => {
    const response = (await page.goto(`${PLATFORM_URL}/sign-in/callback?token=x`))!;
    expect(response.status()).toBe(200);
    const policy = response.headers()['content-security-policy'];
    expect(policy).toMatch(/^default-src 'none'; script-src 'self'; style-src 'self'/);
    expect(policy).toContain(`connect-src http://localhost:${API_PORT}`);
    expect(policy).toContain(`img-src 'self' http://localhost:${API_PORT}/api/v1/files/`);
    expect(response.headers()['x-frame-options']).toBe('DENY');
    expect((await page.request.get(`${PLATFORM_URL}/assets/missing.js`)).status()).toBe(404);
  });

  for (const width of [375, 1280]) {
    test(`has no accessibility violations on any page at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      const checks: [string, string][] = [
        ['/sign-in', 'Sign in'],
        ['/sign-up', 'Sign up'],
        ['/sign-in/callback?token=spent', 'Your sign in link has expired'],
        ['/create', 'Create your kitchen'],
      ];
      for (const [path, heading] of checks) {
        await page.goto(`${PLATFORM_URL}${path}`);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expectNoAxeViolations(page);
      }
      await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).click();
      await page.getByLabel('Email').fill('not-an-address');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page.getByText('Please enter a valid email address')).toBeVisible();
      await expectNoAxeViolations(page);

      await signInWithToken(page, await newReaderToken(`axe-${width}-${Date.now()}@example.com`));
      for (const [path, heading] of [
        ['/bookmarks', 'Bookmarks'],
        ['/subscriptions', 'Subscriptions'],
        ['/profile', 'Profile'],
      ] as const) {
        await page.goto(`${PLATFORM_URL}${path}`);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expectNoAxeViolations(page);
      }
      await page.getByRole('button', { name: /account menu/ }).click();
      await expect(page.getByRole('link', { name: 'Subscriptions' }).last()).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }

  test('loads none of the creator dashboard’s code on the account pages', async ({ page }) => {
    const scripts: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.text());
    });
    await signInWithToken(page, await newReaderToken(`split-${Date.now()}@example.com`));
    for (const [path, heading] of [
      ['/profile', 'Profile'],
      ['/bookmarks', 'Bookmarks'],
      ['/subscriptions', 'Subscriptions'],
    ] as const) {
      await page.goto(`${PLATFORM_URL}${path}`);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    }
    const loaded = await Promise.all(scripts);
    expect(loaded.length).toBeGreaterThan(0);
    for (const text of loaded) {
      // The recipe editor (ProseMirror), the dashboard's screens and the manage API's recipe and video contracts.
      for (const studioOnly of [
        'ProseMirror',
        'Publish now',
        '/manage/:siteSlug/recipes',
        '/manage/video-upload-urls',
      ])
        expect(text, `an account page loaded ${studioOnly}`).not.toContain(studioOnly);
    }
  });

  test('sends a signed-out visitor to sign in, and back to the page after the e-mail link', async ({
    page,
    request,
  }) => {
    const email = `link-${Date.now()}@example.com`;
    await newReaderToken(email);
    await page.goto(`${PLATFORM_URL}/profile`);
    await expect(page).toHaveURL(`${PLATFORM_URL}/sign-in?next=%2Fprofile`);
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
    await expect(page.getByText(/check your spam folder/)).toBeVisible();

    const link = signInLink(await latestEmailTo(request, email));
    expect(link.startsWith(`${PLATFORM_URL}/sign-in/callback?`)).toBe(true);
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    await expect(page).toHaveURL(`${PLATFORM_URL}/profile`);

    // The link is spent: opening it again says so.
    await page.goto(link);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Your sign in link has expired' }),
    ).toBeVisible();
  });

  test('signs a reader in with the 6-digit code instead of the link', async ({ page, request }) => {
    const email = `code-${Date.now()}@example.com`;
    await newReaderToken(email);
    await page.goto(`${PLATFORM_URL}/sign-in`);
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page
      .getByLabel('Or enter the 6-digit code from the email')
      .fill(signInCode(await latestEmailTo(request, email)));
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Bookmarks' })).toBeVisible();
  });

  test('a reader edits their profile and picture, sees bookmarks from two kitchens grouped by kitchen, and signs out', async ({
    page,
  }) => {
    const email = `account-${Date.now()}@example.com`;
    const token = await newReaderToken(email);
    const [cookies] = await publicRecipeIds(page, 'family-table');
    const [chicken] = await publicRecipeIds(page, 'ember-and-salt');
    for (const [slug, recipe] of [
      ['family-table', cookies!],
      ['ember-and-salt', chicken!],
    ] as const) {
      const saved = await page.request.post(`${API}/site/${slug}/bookmarks`, {
        headers: { Authorization: `Bearer ${token}` },
        data: { recipeId: recipe.id },
      });
      expect(saved.ok(), slug).toBe(true);
    }
    await signInWithToken(page, token);

    await page.goto(`${PLATFORM_URL}/profile`);
    await page.getByLabel('Display name').fill('R');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Use at least 2 characters')).toBeVisible();
    await page.getByLabel('Display name').fill('Robin Reader');
    await page.getByLabel('Bio').fill('I bake on Sundays.\nMostly bread.');
    await page.getByRole('radio', { name: 'Metric' }).check();
    await page.getByRole('radio', { name: 'Celsius (°C)' }).check();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Profile saved')).toBeVisible();
    await expect(page.getByRole('button', { name: /Robin Reader/ })).toBeVisible();
    const profile = await page.request.get(`${API}/manage/current-user`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect((await profile.json()).currentUser).toMatchObject({
      displayName: 'Robin Reader',
      bio: [
        { type: 'paragraph', children: [{ text: 'I bake on Sundays.' }] },
        { type: 'paragraph', children: [{ text: 'Mostly bread.' }] },
      ],
      unitPreferences: { measurementSystem: 'metric', temperatureSystem: 'celsius' },
    });

    // A picture: uploaded through the API's upload URL, shown from its file host.
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByText('Picture saved')).toBeVisible();
    const avatar = page.locator('.avatar-field img');
    await expect(avatar).toHaveAttribute('src', new RegExp(`^http://localhost:${API_PORT}/api/v1/files/`));
    await expect.poll(() => avatar.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(2);
    await page.getByRole('button', { name: 'Remove picture' }).click();
    await expect(page.getByText('Picture removed')).toBeVisible();

    await page
      .getByRole('navigation', { name: 'Your account' })
      .getByRole('link', { name: 'Bookmarks' })
      .click();
    const familyTable = page.getByRole('region', { name: 'The Family Table' });
    const emberAndSalt = page.getByRole('region', { name: 'Ember & Salt' });
    await expect(familyTable.getByRole('link', { name: cookies!.title })).toBeVisible();
    await expect(emberAndSalt.getByRole('link', { name: chicken!.title })).toBeVisible();
    const image = familyTable.locator('img').first();
    await expect(image).toHaveAttribute('loading', 'lazy');
    await expect(image).toHaveAttribute('width', /\d+/);

    await page.getByRole('button', { name: /account menu/ }).click();
    const signOut = page.waitForResponse(`${API}/manage/sign-out`);
    await page.getByRole('button', { name: 'Sign Out' }).click();
    expect((await signOut).ok()).toBe(true);
    await expect(page).toHaveURL(`${PLATFORM_URL}/sign-in`);
    await expect(page.getByRole('link', { name: 'Create Account' })).toBeVisible();
    const afterSignOut = await page.request.get(`${API}/manage/current-user`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(afterSignOut.status()).toBe(401);
  });

  test('a bookmark opens its recipe on the kitchen signed in, through a single-use token', async ({
    page,
  }) => {
    const token = await newReaderToken(`travel-${Date.now()}@example.com`);
    const [recipe] = await publicRecipeIds(page, 'family-table');
    await page.request.post(`${API}/site/family-table/bookmarks`, {
      headers: { Authorization: `Bearer ${token}` },
      data: { recipeId: recipe!.id },
    });
    await signInWithToken(page, token);
    await page.goto(`${PLATFORM_URL}/bookmarks`);
    const tokenMade = page.waitForResponse(`${API}/manage/single-use-tokens?siteSlug=family-table`);
    const arrived = page.waitForRequest((request) => request.url().includes('mgk='));
    await page.getByRole('link', { name: recipe!.title }).click();
    expect((await tokenMade).ok()).toBe(true);
    expect((await arrived).url()).toMatch(
      new RegExp(`^${kitchenUrl('family-table')}/recipes/[\\w-]+/?\\?mgk=`),
    );
    // The kitchen spends the token and takes it out of the address.
    await expect(page).toHaveURL(new RegExp(`^${kitchenUrl('family-table')}/recipes/[\\w-]+/?$`));
  });

  test('an mgk on a platform page is removed from the address, says whose account it opens and signs the reader in once they confirm', async ({
    page,
  }) => {
    const email = `mgk-${Date.now()}@example.com`;
    const token = await newReaderToken(email);
    const created = await page.request.post(`${API}/manage/single-use-tokens`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    const { singleUseToken } = (await created.json()) as { singleUseToken: string };
    await page.goto(`${PLATFORM_URL}/profile?mgk=${encodeURIComponent(singleUseToken)}`);
    const confirm = page.getByRole('dialog', { name: /^Continue as / });
    await expect(confirm).toContainText('m•••@example.com');
    await expectNoAxeViolations(page);
    await confirm.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    await expect(page).toHaveURL(`${PLATFORM_URL}/profile`);
    await expect(page.getByLabel('Email')).toHaveValue(email);
  });

  test('an mgk someone else made signs nobody in on the platform unless the visitor confirms', async ({
    page,
  }) => {
    const token = await newReaderToken(`mgk-maker-${Date.now()}@example.com`);
    const created = await page.request.post(`${API}/manage/single-use-tokens`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    const { singleUseToken } = (await created.json()) as { singleUseToken: string };
    await page.goto(`${PLATFORM_URL}/profile?mgk=${encodeURIComponent(singleUseToken)}`);
    const confirm = page.getByRole('dialog', { name: /^Continue as / });
    await confirm.getByRole('button', { name: 'Stay signed out' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('larder:auth-token'))).toBeNull();
  });

  test('keeps its header on one row at 375 px, however long the reader’s address', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await signInWithToken(
      page,
      await newReaderToken(`a-rather-long-address-for-a-phone-${Date.now()}@family-table.example`),
    );
    await page.goto(`${PLATFORM_URL}/bookmarks`);
    const button = page.locator('.account-button');
    await expect(button).toBeVisible();
    const brand = (await page.locator('.brand').boundingBox())!;
    const account = (await button.boundingBox())!;
    expect(Math.abs(brand.y + brand.height / 2 - (account.y + account.height / 2))).toBeLessThan(2);
    expect(account.x + account.width).toBeLessThanOrEqual(375);
    expect((await page.locator('.site-header').boundingBox())!.height).toBeLessThan(70);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(375);
  });
});

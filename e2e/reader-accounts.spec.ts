import { expect, test, type Page } from './fixtures.ts';
import { newReaderToken } from './accounts.ts';
import { latestEmailTo, signInCode, signInLink } from './dev-outbox.ts';
import { expectNoAxeViolations, gotoHydrated } from './page-helpers.ts';
import { API_PORT, kitchenUrl } from './playwright.config.ts';

const FAMILY_TABLE = kitchenUrl('family-table');
const CRUMB_AND_CRUST = kitchenUrl('crumb-and-crust');
const SOUP = '/recipes/creamy-tomato-soup/';
const API = `http://localhost:${API_PORT}/api/v1`;

const uniqueEmail = (name: string) => `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

function accountMenu(page: Page) {
  return page.getByRole('banner').getByRole('button', { name: /^Account/ });
}

async function openAccountMenu(page: Page) {
  const trigger = accountMenu(page);
  await trigger.click();
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
}

async function storedToken(page: Page) {
  return page.evaluate(() => window.localStorage.getItem('larder:auth-token'));
}

test.describe('a reader’s account on a kitchen', () => {
  test('a new reader signs up, opens the link from the e-mail and arrives signed in where they were', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('new-reader');
    await gotoHydrated(page, `${FAMILY_TABLE}/sign-up?next=${encodeURIComponent(SOUP)}`);
    await expect(page.getByRole('heading', { name: 'Sign up' })).toBeVisible();
    const field = page.getByLabel('Email', { exact: true });
    const submit = page.getByRole('button', { name: 'Sign up' });
    await expect(submit).toBeDisabled();
    await expect(page.getByLabel('Subscribe to The Family Table newsletter')).toBeChecked();
    await expect(page.locator('main').getByRole('link', { name: 'Terms of Use' })).toHaveAttribute(
      'href',
      '/terms/',
    );
    await expect(page.getByRole('link', { name: 'Sign in', exact: true })).toHaveAttribute(
      'href',
      `/sign-in/?next=${encodeURIComponent(SOUP)}`,
    );
    await expectNoAxeViolations(page);

    await field.fill('not-an-address');
    await submit.click();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await expect(field).toBeFocused();
    await field.fill(email);
    await expect(page.getByText('Please enter a valid email address')).toHaveCount(0);
    await submit.click();

    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    await expect(page.getByText(/check your spam folder/)).toBeVisible();
    await expectNoAxeViolations(page);

    const message = await latestEmailTo(request, email);
    const link = signInLink(message);
    expect(link.startsWith(`${FAMILY_TABLE}/sign-in/callback/?token=`)).toBe(true);
    await page.goto(link);
    await expect(page).toHaveURL(`${FAMILY_TABLE}${SOUP}`);
    expect(await storedToken(page)).toBeTruthy();
    await openAccountMenu(page);
    for (const item of ['Bookmarks', 'Profile', 'Subscriptions', 'Create'])
      await expect(page.getByRole('link', { name: new RegExp(`^${item}`) })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(accountMenu(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(accountMenu(page)).toBeFocused();
  });

  test('a reader signs out, then signs in on another kitchen with the e-mail’s 6-digit code', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('code-reader');
    const token = await newReaderToken(email);
    await page.goto(FAMILY_TABLE);
    await page.evaluate((value) => {
      window.localStorage.setItem('larder:auth-token', value);
    }, token);
    await page.reload();

    // Sign out shows "Signing Out..." while the API ends the session.
    await page.route('**/api/v1/manage/sign-out', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    await openAccountMenu(page);
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page.getByRole('button', { name: 'Signing Out...' })).toBeVisible();
    await expect(accountMenu(page)).toHaveAccessibleName('Account');
    expect(await storedToken(page)).toBeNull();
    const ended = await request.get(`${API}/site/family-table/current-user`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(ended.status()).toBe(401);
    await openAccountMenu(page);
    await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Create Account' })).toBeVisible();

    // Crumb & Crust, another origin: the code from the e-mail instead of its link.
    await gotoHydrated(page, `${CRUMB_AND_CRUST}/sign-in`);
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
    const code = signInCode(await latestEmailTo(request, email));
    const codeField = page.getByLabel('Or enter the 6-digit code from the email');
    await codeField.fill('12345');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Enter the 6-digit code from the email.')).toBeVisible();
    await codeField.fill(code);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(`${CRUMB_AND_CRUST}/`);
    await expect(accountMenu(page)).toHaveAccessibleName(`Account: ${email}`);
  });

  test('“Enter different email” returns to the form, and a signed-in reader skips the sign-in page', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('changes-mind');
    await gotoHydrated(page, `${FAMILY_TABLE}/sign-in`);
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('button', { name: 'Enter different email' }).click();
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);

    const token = await newReaderToken(uniqueEmail('returning'));
    await page.evaluate((value) => {
      window.localStorage.setItem('larder:auth-token', value);
    }, token);
    await page.goto(`${FAMILY_TABLE}/sign-in?next=${encodeURIComponent(SOUP)}`);
    await expect(page).toHaveURL(`${FAMILY_TABLE}${SOUP}`);
    await page.goto(`${FAMILY_TABLE}/sign-up?next=//evil.example`);
    await expect(page).toHaveURL(`${FAMILY_TABLE}/`);
    expect(
      (
        await request.get(`${API}/site/family-table/current-user`, {
          headers: { Authorization: `Bearer ${token}` },
        })
      ).ok(),
    ).toBe(true);
  });

  test('an expired or used link says so and offers a new one', async ({ page }) => {
    await page.goto(`${FAMILY_TABLE}/sign-in/callback?token=made-up-token`);
    await expect(page.getByRole('heading', { name: 'Your sign in link has expired' })).toBeVisible();
    await expect(
      page.getByText(
        "Enter the email address associated with your account, and we'll send a new magic link to your inbox.",
      ),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    expect(new URL(page.url()).search).toBe('');
    await expectNoAxeViolations(page);
  });

  test('mgk on any page leaves the address, says whose account it opens, and signs the reader in once they confirm', async ({
    page,
    request,
    newContext,
  }) => {
    const email = uniqueEmail('account-link');
    const token = await newReaderToken(email);
    const answer = await request.post(`${API}/manage/single-use-tokens?siteSlug=family-table`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    const { singleUseToken } = (await answer.json()) as { singleUseToken: string };
    await page.goto(`${FAMILY_TABLE}/about?mgk=${encodeURIComponent(singleUseToken)}#story`);
    const confirm = page.getByRole('dialog', { name: /^Continue as / });
    await expect(confirm).toBeVisible();
    await expect(confirm).toContainText(`${email.slice(0, 1)}•••@${email.split('@')[1]}`);
    await expect(confirm).not.toContainText(email);
    await expectNoAxeViolations(page);
    expect(await storedToken(page)).toBeFalsy();
    await confirm.getByRole('button', { name: 'Continue' }).click();
    await expect(accountMenu(page)).toHaveAccessibleName(/^Account: /);
    await expect(page.getByText(/^Signed in as /)).toBeVisible();
    const address = new URL(page.url());
    expect(address.searchParams.has('mgk')).toBe(false);
    expect(address.hash).toBe('#story');
    expect(await storedToken(page)).toBeTruthy();

    // The token is spent: the same link again leaves a new visitor signed out.
    const again = await (await newContext()).newPage();
    await again.goto(`${FAMILY_TABLE}/sign-in?mgk=${encodeURIComponent(singleUseToken)}`);
    await expect(again.getByRole('heading', { name: 'Your sign in link has expired' })).toBeVisible();
  });

  test('an account link someone else made signs nobody in unless the visitor confirms it is theirs', async ({
    page,
    request,
  }) => {
    const attacker = await newReaderToken(uniqueEmail('link-maker'));
    const answer = await request.post(`${API}/manage/single-use-tokens?siteSlug=family-table`, {
      headers: { Authorization: `Bearer ${attacker}` },
    });
    const { singleUseToken } = (await answer.json()) as { singleUseToken: string };
    await page.goto(`${FAMILY_TABLE}/about?mgk=${encodeURIComponent(singleUseToken)}`);
    const confirm = page.getByRole('dialog', { name: /^Continue as / });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Stay signed out' }).click();
    await expect(confirm).toBeHidden();
    await expect(accountMenu(page)).toHaveAccessibleName('Account');
    expect(await storedToken(page)).toBeFalsy();
    expect(new URL(page.url()).searchParams.has('mgk')).toBe(false);
    // Escape says no too, and the link stays unspent for its owner.
    await page.goto(`${FAMILY_TABLE}/recipes/?mgk=${encodeURIComponent(singleUseToken)}`);
    await expect(confirm).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(confirm).toBeHidden();
    expect(await storedToken(page)).toBeFalsy();
  });

  test('account links open the platform’s account area in a new tab, signed in', async ({ page }) => {
    const token = await newReaderToken(uniqueEmail('account-area'));
    await page.goto(FAMILY_TABLE);
    await page.evaluate((value) => {
      window.localStorage.setItem('larder:auth-token', value);
    }, token);
    await page.reload();
    await openAccountMenu(page);
    const [tab] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('link', { name: /^Profile/ }).click(),
    ]);
    // The platform takes the link's mgk off its address at once and, as the reader's session is
    // the kitchen's, asks whose account it opens before signing them in there.
    const confirm = tab.getByRole('dialog', { name: /^Continue as / });
    await confirm.getByRole('button', { name: 'Continue' }).click();
    await expect(tab.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    expect(new URL(tab.url()).pathname).toBe('/profile');
    expect(new URL(tab.url()).searchParams.has('mgk')).toBe(false);
    expect(await tab.evaluate(() => window.opener)).toBeNull();
  });

  test('a visitor loads no script file on a page without islands, newsletter blocks included', async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(`${FAMILY_TABLE}/about`, { waitUntil: 'networkidle' });
    // The newsletter blocks start from the page itself (client:newsletter): their code loads when
    // the popup is due or a reader reaches for a form, the account menu's when pointed at.
    expect(scripts).toEqual([]);
    // Pointing at the account menu wakes it up.
    await page.locator('.account-trigger').hover();
    await openAccountMenu(page);
    await expect(page.getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      /^\/sign-in\/\?next=%2Fabout/,
    );
    await expect(page.getByRole('link', { name: 'Create Account' })).toHaveAttribute(
      'href',
      /^\/sign-up\/\?next=/,
    );
  });
});

test.describe('without JavaScript', () => {
  test('the sign-up and sign-in forms post to the API, which sends the e-mail and returns to the kitchen', async ({
    newContext,
    request,
  }) => {
    const context = await newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const email = uniqueEmail('no-js');
    await page.goto(`${FAMILY_TABLE}/sign-up`);
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page).toHaveURL(`${FAMILY_TABLE}/sign-up/sent/`);
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
    expect(signInLink(await latestEmailTo(request, email))).toContain('/sign-in/callback/?token=');

    await page.goto(`${FAMILY_TABLE}/sign-in`);
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(`${FAMILY_TABLE}/sign-in/sent/`);
    await expect(page.getByRole('link', { name: 'Enter different email' })).toHaveAttribute(
      'href',
      '/sign-in/',
    );
  });
});

test.describe('the static account pages', () => {
  for (const path of ['/sign-in/sent/', '/sign-up/sent/', '/terms/']) {
    test(`${path} reads well and passes axe`, async ({ page }) => {
      await page.goto(`${FAMILY_TABLE}${path}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});

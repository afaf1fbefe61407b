import { expect, test } from './fixtures.ts';
import { kitchenUrl } from './playwright.config.ts';
import { expectNoAxeViolations } from './page-helpers.ts';

const FAMILY_TABLE = kitchenUrl('family-table');
const CRUMB_AND_CRUST = kitchenUrl('crumb-and-crust');
const uniqueEmail = (name: string) => `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

test.describe('the subscribe page', () => {
  test('offers a kitchen’s plans with their prices, monthly chosen first', async ({ page }) => {
    await page.goto(`${FAMILY_TABLE}/subscribe`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Subscribe to The Family Table' }),
    ).toBeVisible();
    const plans = page.getByRole('group', { name: 'Choose your subscription' });
    await expect(plans.getByRole('radio', { name: /Full Access \(monthly\)/ })).toBeChecked();
    await expect(plans.getByText('$5.00/month')).toBeVisible();
    await expect(plans.getByText('$48.00/year')).toBeVisible();
    await expect(plans.getByText('Save $12.00 compared with twelve months')).toBeVisible();
    await expect(page.getByText('Full access account')).toBeVisible();
    await page.getByLabel('Email', { exact: true }).fill('someone@example.com');
    await expect(page.getByRole('button', { name: 'Continue to payment' })).toBeEnabled();
    await plans.getByRole('radio', { name: /Limited Access \(Free\)/ }).check();
    await expect(page.locator('main').getByRole('button', { name: 'Subscribe', exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('offers only the free plan without JavaScript, which subscribes through the API', async ({
    newContext,
  }) => {
    const context = await newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const email = uniqueEmail('no-js-subscribe');
    await page.goto(`${FAMILY_TABLE}/subscribe`);
    await expect(page.getByRole('radio')).toHaveCount(0);
    // Playwright's text locators skip <noscript> (microsoft/playwright#32542): the page's own HTML it is.
    expect(await page.content()).toContain('Full Access plans need JavaScript: turn it on to choose one.');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Create Account & Subscribe' }).click();
    await expect(page).toHaveURL(`${FAMILY_TABLE}/subscribe/success/?email=${encodeURIComponent(email)}`);
  });

  test('takes the address from the inline box of the home page', async ({ page }) => {
    await page.goto(`${FAMILY_TABLE}/`);
    const box = page.getByRole('region', { name: 'Subscribe' });
    await box.getByLabel('Email').fill('box@example.com');
    await box.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page).toHaveURL(/\/subscribe\/?\?email=box%40example\.com$/);
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue('box@example.com');
  });

  test('is the e-mail-only form where a kitchen has only newsletters, and creates the account', async ({
    page,
  }) => {
    const email = uniqueEmail('newsletter-only');
    await page.goto(`${CRUMB_AND_CRUST}/subscribe`);
    await expect(page.getByRole('group', { name: 'Choose your subscription' })).toHaveCount(0);
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Create Account & Subscribe' }).click();
    await expect(page).toHaveURL(/\/subscribe\/success\/\?email=/);
    await expect(
      page.getByRole('heading', { name: 'Account creation and subscription successful' }),
    ).toBeVisible();
    await expect(
      page.getByText(`Check your ${email} inbox for a link to log in to your account`),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('offers Sign in when the address already has an account', async ({ page }) => {
    await page.goto(`${CRUMB_AND_CRUST}/subscribe`);
    await page.getByLabel('Email', { exact: true }).fill('maya@readers.example');
    await page.getByRole('button', { name: 'Create Account & Subscribe' }).click();
    const alert = page.getByRole('alert');
    await expect(alert).toHaveText(
      'An account already exists for this email. Sign in to manage your subscription.',
    );
    await expect(alert.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', /^\/sign-in/);
  });

  test('serves the checkout-session page for any session id in the address', async ({ page }) => {
    const response = await page.goto(`${FAMILY_TABLE}/subscribe/success/cs_test_not_a_session`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('alert')).toBeVisible();
  });
});

test.describe('the footer newsletter form', () => {
  test('subscribes in place with the thanks view', async ({ page }) => {
    await page.goto(`${CRUMB_AND_CRUST}/about`);
    const footer = page.getByRole('region', { name: 'Newsletter' });
    await footer.getByLabel('Email').fill(uniqueEmail('footer'));
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(footer.getByText('Thanks for subscribing')).toBeVisible();
  });

  test('works without JavaScript: the API answers with the success page', async ({ newContext }) => {
    const context = await newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const email = uniqueEmail('no-js-footer');
    await page.goto(`${CRUMB_AND_CRUST}/about`);
    const footer = page.getByRole('region', { name: 'Newsletter' });
    await footer.getByLabel('Email').fill(email);
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page).toHaveURL(`${CRUMB_AND_CRUST}/subscribe/success/?email=${encodeURIComponent(email)}`);
  });
});

test.describe('the newsletter popup', () => {
  test.use({ newsletterPopup: true });

  test('opens after 4 seconds, and stays shut for the session once closed', async ({ page }) => {
    await page.goto(`${CRUMB_AND_CRUST}/`);
    const popup = page.getByRole('dialog', { name: 'Get notified about new recipes' });
    await page.waitForTimeout(3000);
    await expect(popup).toBeHidden();
    await expect(popup).toBeVisible({ timeout: 3000 });
    await expect(popup.getByText('Sign up below to be added to our mailing list!')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(popup).toBeHidden();
    expect(await page.evaluate(() => window.sessionStorage.getItem('hasClosedPopup'))).toBe('true');
    await page.reload();
    await page.waitForTimeout(5000);
    await expect(popup).toBeHidden();
  });

  test('thanks the reader, closes 2 seconds later and never opens again', async ({ page }) => {
    await page.goto(`${CRUMB_AND_CRUST}/`);
    const popup = page.getByRole('dialog', { name: 'Get notified about new recipes' });
    await expect(popup).toBeVisible({ timeout: 6000 });
    await popup.getByLabel('Email').fill(uniqueEmail('popup'));
    await popup.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByText('Thanks for subscribing!')).toBeVisible();
    await expect(page.getByText("You'll receive our latest recipes and cooking tips soon.")).toBeVisible();
    await expect(page.getByRole('dialog')).toBeHidden({ timeout: 3000 });
    expect(await page.evaluate(() => window.localStorage.getItem('hasSubmittedNewsletterForm'))).toBe('true');
    await page.evaluate(() => {
      window.sessionStorage.clear();
    });
    await page.reload();
    await page.waitForTimeout(5000);
    await expect(page.getByRole('dialog')).toBeHidden();
  });
});

test.describe('a kitchen whose popup waits for the end of the recipe', () => {
  test.use({ newsletterPopup: true });

  test('opens it once the reader has scrolled past the recipe, and not after 4 seconds', async ({ page }) => {
    const ember = kitchenUrl('ember-and-salt');
    await page.clock.install();
    await page.goto(`${ember}/recipes/`);
    const href = await page.locator('main a[href^="/recipes/"]').first().getAttribute('href');
    await page.goto(`${ember}${href}`);
    const popup = page.getByRole('dialog', { name: 'Get notified about new recipes' });
    await page.clock.runFor(10_000);
    await expect(popup).toBeHidden();
    await page.locator('[data-popup-after]').scrollIntoViewIfNeeded();
    await expect(popup).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

import type { APIRequestContext } from '@playwright/test';
import { creatorWithKitchen, expectLive, MANAGE_API as API } from './creators.ts';
import { expect, test, type Page } from './fixtures.ts';
import { expectNoAxeViolations } from './page-helpers.ts';
import { kitchenUrl, PLATFORM_URL } from './playwright.config.ts';

/** A creator with a new kitchen of three published recipes, signed in on the platform. */
function creatorWithRecipes(page: Page, request: APIRequestContext) {
  return creatorWithKitchen(page, request, 'pages', [
    { title: 'Apple Cake' },
    { title: 'Bean Stew' },
    { title: 'Carrot Soup' },
  ]);
}

test.describe('the homepage, links and about screens', () => {
  test('a creator features recipes in an order, and adds links, a product, an about text and press', async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    const { siteSlug } = await creatorWithRecipes(page, request);

    // Homepage: two featured recipes, the second moved first, and the newsletter block.
    await page.goto(`${PLATFORM_URL}/kitchen/${siteSlug}/recipes`);
    await page.getByRole('navigation', { name: 'Kitchen' }).getByRole('link', { name: 'Homepage' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Homepage' })).toBeVisible();
    await page.getByLabel('Find a recipe to feature').fill('stew');
    await page.getByRole('button', { name: 'Feature Bean Stew' }).click();
    await page.getByLabel('Find a recipe to feature').fill('');
    await page.getByRole('button', { name: 'Feature Carrot Soup' }).click();
    await page.getByRole('button', { name: 'Move up featured recipe 2' }).click();
    await expect(page.locator('.featured-title')).toHaveText(['Carrot Soup', 'Bean Stew']);
    await page.getByLabel('Newsletter sign-up').check();
    await page.getByRole('button', { name: 'Save', exact: true }).first().click();
    await expect(page.getByText(/^Saved .*once its update is live\.$/)).toBeVisible();
    await expectNoAxeViolations(page);

    // Links: a book order link made from its parts, a plain link, and a product with its price.
    await page.getByRole('navigation', { name: 'Kitchen' }).getByRole('link', { name: 'Links' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Links' })).toBeVisible();
    await page.getByLabel('Heading of the links page').fill('Find me elsewhere');
    await page.getByRole('button', { name: 'Add a book order link' }).click();
    const book = page.locator('.link-row').first();
    await book.getByLabel('Shop or edition').fill('Waterstones');
    await book.getByLabel('Sold in').selectOption('uk');
    await book.getByLabel('Discount (%)').fill('10');
    await expect(book.getByText('Waterstones|uk|10')).toBeVisible();
    await book.getByLabel('Address').fill('https://waterstones.example.com/book');
    await page.getByRole('button', { name: 'Add a link', exact: true }).click();
    const plain = page.locator('.link-row').nth(1);
    await plain.getByLabel('Label').fill('My newsletter');
    await plain.getByLabel('Address').fill('not an address');
    await page.getByRole('button', { name: 'Add a product' }).click();
    const product = page.locator('.product-row').first();
    await product.getByLabel('Name').fill('Cast-iron pan');
    await product.getByLabel('Address').fill('https://shop.example.com/pan');
    await product.getByLabel('Price').fill('£25');
    await page.getByRole('button', { name: 'Save', exact: true }).first().click();
    await expect(plain.getByText('Invalid URL')).toBeVisible();
    await plain.getByLabel('Address').fill('https://newsletter.example.com');
    await page.getByRole('button', { name: 'Save', exact: true }).first().click();
    await expect(page.locator('.save-state')).toHaveText(/^Saved /);
    await expectNoAxeViolations(page);

    // About: a heading, a story typed in the rich-text editor, and a press mention.
    await page.getByRole('navigation', { name: 'Kitchen' }).getByRole('link', { name: 'About' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'About' })).toBeVisible();
    await page.getByLabel('Heading', { exact: true }).fill('Hello from the pages kitchen');
    await page.getByRole('textbox', { name: 'Your story' }).click();
    await page.keyboard.type('I cook for a family of five.');
    await page.getByRole('button', { name: 'Add a press mention' }).click();
    await page.getByLabel('Publication and headline').fill('The Daily Crumb: five soups');
    await page.locator('#about-press').getByLabel('Address').fill('https://crumb.example.com/soups');
    await page.getByRole('button', { name: 'Save', exact: true }).first().click();
    await expect(page.locator('.save-state')).toHaveText(/^Saved /);
    await expectNoAxeViolations(page);

    // The kitchen, once rebuilt.
    await expectLive(page, `${kitchenUrl(siteSlug)}/`, 'Featured recipes');
    await expect(page.locator('#featured-heading ~ .featured-large .recipe-card-title')).toHaveText([
      'Carrot Soup',
      'Bean Stew',
    ]);
    await expectLive(page, `${kitchenUrl(siteSlug)}/links/`, 'Find me elsewhere');
    await expect(page.locator('main')).toContainText('Waterstones');
    await expect(page.locator('main a[href="https://newsletter.example.com"]')).toBeVisible();
    await expectLive(page, `${kitchenUrl(siteSlug)}/about/`, 'Hello from the pages kitchen');
    await expect(page.locator('main')).toContainText('I cook for a family of five.');
  });
});

test.describe('the plans screen', () => {
  test('a creator prices Full Access, sees the yearly saving, and starts a creator plan at checkout', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const { siteSlug } = await creatorWithRecipes(page, request);
    await page.goto(`${PLATFORM_URL}/kitchen/${siteSlug}/recipes`);
    await page.getByRole('navigation', { name: 'Kitchen' }).getByRole('link', { name: 'Plans' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Plans' })).toBeVisible();
    await page.getByLabel('Monthly (USD)').fill('six');
    await page.getByLabel('Offer paid subscriptions').check();
    await page.getByRole('button', { name: 'Save', exact: true }).first().click();
    await expect(page.getByText('Enter the price as a number')).toBeVisible();
    await page.getByLabel('Monthly (USD)').fill('6.50');
    await page.getByLabel('Yearly (USD)').fill('60');
    await expect(page.getByText('Readers save $18.00 a year over monthly.')).toBeVisible();
    await page.getByRole('button', { name: 'Save', exact: true }).first().click();
    await expect(page.locator('.save-state')).toHaveText(/^Saved /);
    await expectNoAxeViolations(page);
    await page.reload();
    await expect(page.getByLabel('Monthly (USD)')).toHaveValue('6.50');
    await expect(page.getByLabel('Yearly (USD)')).toHaveValue('60.00');

    // The creator's own plan goes through Stripe's checkout (the emulator in the demo).
    await page.getByRole('button', { name: /^Start monthly/ }).click();
    await expect(page).not.toHaveURL(new RegExp(`^${PLATFORM_URL}`));
  });
});

test.describe('a recipe’s newsletter', () => {
  test('a creator previews it as free and paying subscribers get it, tests it on themself, and sends it', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const { siteSlug, headers } = await creatorWithRecipes(page, request);
    await page.goto(`${PLATFORM_URL}/kitchen/${siteSlug}/recipes`);
    await page.getByRole('link', { name: 'Bean Stew' }).click();
    await page.getByRole('button', { name: 'Write the newsletter' }).click();
    // A kitchen without newsletter sign-ups has nobody to send to, and says where to switch them on.
    await expect(page.getByText(/^Newsletter sign-ups are off for this kitchen/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send to subscribers' })).toBeDisabled();
    const enabled = await request.put(`${API}/${siteSlug}/sites`, {
      headers,
      data: { newslettersEnabled: true },
    });
    expect(enabled.status()).toBe(200);
    await page.reload();
    await page.getByRole('button', { name: 'Write the newsletter' }).click();
    await page.getByLabel('Your note').fill('Our favourite winter stew.');
    await page.getByLabel('Free subscriber').check();
    const frame = page.frameLocator('iframe[title="Preview of the newsletter e-mail"]');
    await expect(frame.getByText('Our favourite winter stew.')).toBeVisible();
    await expect(frame.getByText('Bean Stew').filter({ visible: true }).first()).toBeVisible();
    await expect(page.getByText(/^Subject:/)).toBeVisible();

    await page.getByRole('button', { name: 'Send me a test' }).click();
    await expect(page.getByText(/^A test is on its way to pages-.*@example\.com\.$/)).toBeVisible();

    await page.getByRole('button', { name: 'Send to subscribers' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Send now' }).click();
    await expect(page.getByText('Your newsletter is on its way to your subscribers.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Sent so far' })).toBeVisible();
    await expect(page.locator('.newsletter-sends li').first()).toContainText(/Sent|Sending|Waiting to send/);
    await expectNoAxeViolations(page);
  });
});

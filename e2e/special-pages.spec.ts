import { expect, test, type Page } from './fixtures.ts';
import { expectNoAxeViolations } from './page-helpers.ts';
import { kitchenUrl } from './playwright.config.ts';

const FAMILY_TABLE = kitchenUrl('family-table');
const CRUMB_AND_CRUST = kitchenUrl('crumb-and-crust');
const EMBER_AND_SALT = kitchenUrl('ember-and-salt');

/** Every special page and the pages this package fixed, with the heading each opens on. */
const PAGES: [url: string, heading: string][] = [
  [`${FAMILY_TABLE}/privacy/`, 'Privacy Policy'],
  [`${FAMILY_TABLE}/terms/`, 'Terms of Use'],
  [`${CRUMB_AND_CRUST}/cookbook/`, 'Crumb & Crust'],
  [`${CRUMB_AND_CRUST}/links/`, 'Crumb & Crust'],
  [`${EMBER_AND_SALT}/about/`, 'About Chef Tomás'],
  [`${FAMILY_TABLE}/contributors/`, 'Contributors'],
  [`${FAMILY_TABLE}/events/`, 'Events'],
  [`${FAMILY_TABLE}/collections/sunday-baking/`, 'Sunday Baking'],
  [`${EMBER_AND_SALT}/links/`, 'Find us off the page'],
];

async function h2Texts(page: Page): Promise<string[]> {
  return page.locator('main h2').allTextContents();
}

test.describe('the privacy policy', () => {
  test('is the full policy, linked from the footer, with the kitchen contact', async ({ page }) => {
    await page.goto(`${FAMILY_TABLE}/`);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL(/\/privacy\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(page.getByText('Last modified: August 5, 2025')).toBeVisible();
    await expect(page.locator('main')).toContainText('at least 16 years old');
    await expect(page.locator('main')).toContainText('within one month');
    await expect(page.locator('main')).toContainText('minor child (under 18)');
    await expect(page.locator('main')).toContainText('data protection regulator');
    await expect(page.locator('main')).toContainText('standard contractual clauses');
    await expect(page.getByRole('link', { name: 'webmaster@family-table.example' }).first()).toHaveAttribute(
      'href',
      'mailto:webmaster@family-table.example',
    );
    expect((await h2Texts(page)).slice(-2)).toEqual(['Changes to Our Privacy Policy', 'Contact Information']);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Use' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Use' })).toBeVisible();
  });
});

test.describe('the cookbook landing page', () => {
  test('shows cover, introduction, contents and the order links of the chosen region', async ({ page }) => {
    await page.goto(`${CRUMB_AND_CRUST}/cookbook/`);
    await expect(page.getByRole('heading', { level: 1, name: 'Crumb & Crust' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Cover of Crumb & Crust' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Introduction' })).toBeVisible();
    const contents = page.locator('#contents');
    await expect(contents.getByRole('link', { name: 'Everyday Bread' })).toHaveAttribute(
      'href',
      '/collections/bread/',
    );
    await expect(contents.getByRole('link', { name: 'Everyday White Tin Loaf' })).toHaveAttribute(
      'href',
      '/recipes/everyday-white-tin-loaf/',
    );

    const order = page.locator('#order');
    const uk = order.getByRole('heading', { name: 'Shops in the UK' });
    const us = order.getByRole('heading', { name: 'Shops in the US' });
    // A British kitchen (its region is the UK): the UK shops first, though the browser speaks
    // en-US; the US's are a choice away.
    await expect(order.getByRole('radio', { name: 'UK' })).toBeChecked();
    await expect(uk).toBeVisible();
    await expect(us).toBeHidden();
    await expect(order.getByRole('link', { name: /Waterstones.*20% off/ })).toBeVisible();
    // A link without a region is sold in both.
    await expect(order.getByRole('link', { name: /Amazon/ })).toBeVisible();

    await order.getByRole('radio', { name: 'US' }).check();
    await expect(us).toBeVisible();
    await expect(uk).toBeHidden();
    await expect(order.getByRole('link', { name: /Bookshop\.org.*15% off/ })).toBeVisible();
    await expect(order.getByRole('link', { name: /Amazon/ })).toBeVisible();

    // The reader's choice is remembered over the kitchen's.
    await page.reload();
    await expect(page.locator('#order').getByRole('radio', { name: 'US' })).toBeChecked();
    await expect(page.locator('#order').getByRole('heading', { name: 'Shops in the UK' })).toBeHidden();
  });

  test('centres its section links over the centred column they lead to', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${CRUMB_AND_CRUST}/cookbook/`);
    const links = await page
      .getByRole('navigation', { name: 'On this page' })
      .getByRole('link')
      .evaluateAll((elements) =>
        elements.map((element) => element.getBoundingClientRect().toJSON() as DOMRect),
      );
    const column = (await page.locator('#introduction').boundingBox())!;
    const middle =
      (Math.min(...links.map((link) => link.left)) + Math.max(...links.map((link) => link.right))) / 2;
    expect(Math.abs(middle - (column.x + column.width / 2))).toBeLessThan(4);
  });

  test('lists both regions without JavaScript', async ({ newContext }) => {
    const context = await newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${CRUMB_AND_CRUST}/cookbook/`);
    await expect(page.getByRole('heading', { name: 'Shops in the UK' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Shops in the US' })).toBeVisible();
    await expect(page.getByRole('radio')).toHaveCount(0);
    await context.close();
  });

  test('exists only where it is switched on', async ({ page }) => {
    const response = await page.goto(`${FAMILY_TABLE}/cookbook/`);
    expect(response?.status()).toBe(404);
  });
});

test.describe('the link-in-bio page', () => {
  test('gathers avatar, signup, links, recipes, videos and products, with the simple footer', async ({
    page,
  }) => {
    await page.goto(`${CRUMB_AND_CRUST}/links/`);
    const main = page.locator('main');
    await expect(main.getByRole('img', { name: 'Isla Pennington' })).toBeVisible();
    await expect(main.getByRole('textbox', { name: 'Email' })).toBeVisible();
    await expect(main.getByRole('link', { name: /^Waterstones/ })).toHaveAttribute('target', '_blank');
    await expect(main.getByRole('heading', { name: 'Featured recipes' })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Recipe collections' })).toBeVisible();
    await expect(main.locator('video')).toHaveCount(4);
    const products = main.locator('.product');
    await expect(products).toHaveCount(7);
    await expect(products.filter({ hasText: '£7.50' })).toHaveCount(2);
    await expect(page.getByRole('navigation', { name: 'Footer' })).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toContainText(
      `© ${new Date().getUTCFullYear()} Crumb & Crust`,
    );
  });

  test('names each link after its retailer on a plain links page', async ({ page }) => {
    await page.goto(`${EMBER_AND_SALT}/links/`);
    await expect(page.getByRole('link', { name: /Reserve a table at Ember & Salt/ })).toBeVisible();
  });
});

test.describe('the chef about and press page', () => {
  test('has an anchor nav, the press list by date, contact blocks and the shop', async ({ page }) => {
    await page.goto(`${EMBER_AND_SALT}/about/`);
    const nav = page.getByRole('navigation', { name: 'On this page' });
    await expect(nav.getByRole('link')).toHaveText(['Story', 'Press', 'Contact', 'Shop']);
    await nav.getByRole('link', { name: 'Press' }).click();
    await expect(page).toHaveURL(/#press$/);

    const entries = page.locator('#press li');
    expect(await entries.count()).toBeGreaterThanOrEqual(55);
    const dates = await entries.evaluateAll((items) =>
      items.map((item) => item.querySelector('time')?.getAttribute('datetime') ?? null),
    );
    const firstUndated = dates.indexOf(null);
    expect(firstUndated).toBeGreaterThan(0);
    expect(dates.slice(firstUndated).every((date) => date === null)).toBe(true);
    const dated = dates.slice(0, firstUndated) as string[];
    expect(dated).toEqual([...dated].sort().reverse());

    await expect(
      page.locator('#contact').getByRole('link', { name: 'webmaster@ember-and-salt.example' }),
    ).toBeVisible();
    const shop = page.locator('#shop .product');
    await expect(shop).toHaveCount(6);
    await expect(shop.first()).toContainText('$14.00');
    await expect(shop.first().getByRole('link')).toHaveAttribute('target', '_blank');
  });
});

test.describe('the contributors page', () => {
  test('lists each contributor with their recipes', async ({ page }) => {
    await page.goto(`${FAMILY_TABLE}/contributors/`);
    const marcus = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Marcus Calloway' }) });
    await expect(marcus.getByText('3 recipes')).toBeVisible();
    await expect(marcus.getByRole('link', { name: 'Three-Bean Beef Chili' })).toBeVisible();
    await expect(page.locator('main').getByRole('heading', { level: 2 })).toHaveCount(3);
    expect((await page.goto(`${EMBER_AND_SALT}/contributors/`))?.status()).toBe(404);
  });

  test('uses the whole width on a wide screen: who they are on the left, their recipes beside', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${FAMILY_TABLE}/contributors/`);
    const marcus = page.locator('.person').first();
    const [person, bio, cards] = await Promise.all([
      marcus.boundingBox(),
      marcus.locator('.person-bio').boundingBox(),
      marcus
        .locator('.recipe-card')
        .evaluateAll((elements) =>
          elements.map((element) => element.getBoundingClientRect().toJSON() as DOMRect),
        ),
    ]);
    expect(cards).toHaveLength(3);
    for (const card of cards) expect(card.left).toBeGreaterThan(bio!.x + bio!.width);
    // Three recipes reach the right edge (no empty columns beside them).
    expect(Math.max(...cards.map((card) => card.right))).toBeGreaterThan(person!.x + person!.width - 20);
  });
});

test.describe('events and collections', () => {
  test('lists upcoming events first and marks the past ones', async ({ page }) => {
    await page.goto(`${FAMILY_TABLE}/events/`);
    const events = page.locator('.event');
    await expect(events.first()).not.toContainText('Past');
    await expect(events.first()).toContainText('Spring Freezer Meal Workshop');
    await expect(events.last().getByText('Past', { exact: true })).toBeVisible();
  });

  test('shows a collection video as a poster and loads the player only on click', async ({ page }) => {
    await page.route('https://www.youtube-nocookie.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>player</title>' }),
    );
    await page.goto(`${FAMILY_TABLE}/collections/sunday-baking/`);
    const video = page.locator('.collection-video');
    await expect(video.locator('iframe')).toHaveCount(0);
    await expect(video.locator('img')).toBeVisible();
    await expect(page.locator('main')).not.toContainText('youtube=');
    await video.getByRole('link', { name: 'Play video' }).click();
    await expect(video.locator('iframe')).toHaveAttribute(
      'src',
      /^https:\/\/www\.youtube-nocookie\.com\/embed\/Xk3vPq9LmT2/,
    );
  });
});

for (const width of [375, 1280]) {
  test.describe(`at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });
    for (const [url, heading] of PAGES) {
      test(`${new URL(url).host.split('.')[0]}${new URL(url).pathname} passes axe`, async ({ page }) => {
        await page.goto(url);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expectNoAxeViolations(page);
      });
    }
  });
}

test('every special page reads without JavaScript', async ({ newContext }) => {
  const context = await newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const [url, heading] of PAGES) {
    const response = await page.goto(url);
    expect(response?.status(), url).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
  await context.close();
});

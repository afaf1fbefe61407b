import { expect, test, type Page } from './fixtures.ts';
import { expectNoAxeViolations } from './page-helpers.ts';
import { kitchenUrl } from './playwright.config.ts';

const PHONE = { width: 375, height: 800 };
const DESKTOP = { width: 1280, height: 900 };

/** The index of the slide swiper marks active, or -1 before swiper mounted. */
const activeSlide = (page: Page, slider: string) =>
  page
    .locator(`${slider} .swiper-slide`)
    .evaluateAll((slides) => slides.findIndex((slide) => slide.classList.contains('swiper-slide-active')));

test.describe('the classic home (The Family Table)', () => {
  test('shows two large featured cards loading first, badges, the profile card once and full rows', async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto(`${kitchenUrl('family-table')}/`);
    const large = page.locator('.featured-large .recipe-card');
    await expect(large).toHaveCount(2);
    for (const image of await large.locator('img').all()) {
      await expect(image).toHaveAttribute('loading', 'eager');
      await expect(image).toHaveAttribute('fetchpriority', 'high');
    }
    const badge = large.first().locator('.tag-badge').first();
    await expect(badge).toHaveAttribute('href', /^\/recipes\/\?(meals|categories)=[a-z0-9-]+$/);

    // The profile card carries the about text; no second about section repeats it.
    await expect(page.getByRole('heading', { name: /^Hi, I'm / })).toBeVisible();
    await expect(page.locator('.about')).toHaveCount(0);

    const latest = page.locator('.section:has(#latest-heading) .card-grid > li');
    expect((await latest.count()) % 4).toBe(0);
    await expect(page.getByRole('link', { name: 'View all' })).toHaveAttribute('href', '/recipes/');

    // The lock badge is drawn, never an emoji.
    const lock = page.locator('.lock-badge').first();
    await expect(lock.locator('svg')).toHaveCount(1);
    expect(await lock.textContent()).not.toMatch(/\p{Extended_Pictographic}/u);
  });

  test('keeps the phone home far shorter than one column of cards', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto(`${kitchenUrl('family-table')}/`);
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(height).toBeLessThan(5000);
    const [first, second] = await page.locator('.card-grid.cols-4 > li').all();
    const [a, b] = [await first!.boundingBox(), await second!.boundingBox()];
    expect(a!.y).toBe(b!.y); // two cards side by side
  });

  for (const viewport of [PHONE, DESKTOP])
    test(`passes axe at ${viewport.width}px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto(`${kitchenUrl('family-table')}/`);
      await expectNoAxeViolations(page);
    });
});

test.describe('the sliders home (Crumb & Crust)', () => {
  test('has the featured slider, the cookbook and latest-recipe blocks, and collections with bread last', async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto(`${kitchenUrl('crumb-and-crust')}/`);
    const featured = page.getByRole('region', { name: 'Featured recipes' });
    await expect(featured).toHaveAttribute('aria-roledescription', 'carousel');
    await expect(featured.locator('.swiper-slide').first().locator('img')).toHaveAttribute(
      'fetchpriority',
      'high',
    );
    await expect(page.getByRole('link', { name: 'Discover the cookbook' })).toHaveAttribute(
      'href',
      '/cookbook/',
    );
    await expect(page.getByRole('heading', { name: 'Latest recipe', exact: true })).toBeVisible();
    // The latest recipe fills the row: its picture on the left, its title beside it.
    const latest = page.locator('.latest-recipe');
    const [block, picture, title] = await Promise.all([
      latest.boundingBox(),
      latest.locator('.recipe-card-media').boundingBox(),
      latest.locator('.recipe-card-title').boundingBox(),
    ]);
    expect(picture!.width).toBeGreaterThan(block!.width * 0.5);
    expect(title!.x).toBeGreaterThan(picture!.x + picture!.width);
    expect(title!.x + title!.width).toBeGreaterThan(block!.x + block!.width * 0.8);
    const collectionLinks = await page
      .getByRole('region', { name: 'Recipe collections' })
      .locator('.collection-card')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(collectionLinks.every((href) => /^\/collections\/[a-z0-9-]+\/$/.test(href ?? ''))).toBe(true);
    if (collectionLinks.includes('/collections/bread/'))
      expect(collectionLinks.at(-1)).toBe('/collections/bread/');
    // Latest recipes come last when featured recipes exist.
    const headings = await page.locator('main h2').allTextContents();
    expect(headings.at(-1)).toBe('Latest recipes');
  });

  test('moves a slider with its arrow, its dots and the keyboard, without dragging (WCAG 2.5.7)', async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto(`${kitchenUrl('crumb-and-crust')}/`);
    const slider = '[data-slider]:has(#featured-heading)';
    const next = page.locator(`${slider} .slider-next`);
    await expect(next).toBeVisible();
    await next.click();
    await expect.poll(() => activeSlide(page, slider)).toBe(1);
    await page.locator(`${slider} .slider-dots button`).first().click();
    await expect.poll(() => activeSlide(page, slider)).toBe(0);
    await page.locator(`${slider} .swiper-slide a`).first().focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => activeSlide(page, slider)).toBe(1);
    await expect(page.locator(`${slider} .slider-prev`)).toBeEnabled();
  });

  test('loads swiper only once a reader reaches for a slider', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.setViewportSize(DESKTOP);
    await page.goto(`${kitchenUrl('crumb-and-crust')}/`, { waitUntil: 'networkidle' });
    expect(scripts.filter((url) => /mount-slider/.test(url))).toEqual([]);
    await page.locator('[data-slider] .slider-next').first().hover();
    await expect.poll(() => scripts.some((url) => /mount-slider/.test(url))).toBe(true);
  });

  for (const viewport of [PHONE, DESKTOP])
    test(`passes axe at ${viewport.width}px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto(`${kitchenUrl('crumb-and-crust')}/`);
      await expectNoAxeViolations(page);
    });
});

test.describe('the home overlay (Ember & Salt)', () => {
  test('opens as a modal dialog with the title, about text and recipes in two alternating columns, and closes', async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto(`${kitchenUrl('ember-and-salt')}/`);
    const overlay = page.getByRole('dialog', { name: 'Ember & Salt' });
    await expect(overlay).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close' })).toBeFocused();
    const columns = overlay.locator('.home-overlay-recipes ul');
    await expect(columns).toHaveCount(2);
    const left = await columns.nth(0).locator('a').count();
    const right = await columns.nth(1).locator('a').count();
    expect(left - right).toBeGreaterThanOrEqual(0);
    expect(left - right).toBeLessThanOrEqual(1);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(overlay).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Featured In' })).toBeVisible();
    // Closed for the rest of the visit.
    await page.reload();
    await expect(overlay).toBeHidden();
  });

  for (const viewport of [PHONE, DESKTOP])
    test(`the home behind it passes axe at ${viewport.width}px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto(`${kitchenUrl('ember-and-salt')}/`);
      await page.getByRole('button', { name: 'Close' }).click();
      await expectNoAxeViolations(page);
    });
});

test('a recipe card plays its video while the pointer rests on it', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  // The featured Victoria sponge has its own video in the seed (demo/src/seed/content/crumb-and-crust.ts).
  await page.goto(`${kitchenUrl('crumb-and-crust')}/`);
  const card = page.locator('.recipe-card:has([data-hover-video])', { hasText: 'Victoria Sponge' }).first();
  const video = card.locator('[data-hover-video]');
  await card.scrollIntoViewIfNeeded();
  await expect(video).not.toHaveClass(/is-playing/);
  await card.hover();
  await expect(video).toHaveClass(/is-playing/);
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(false);
  await page.mouse.move(0, 0);
  await expect(video).not.toHaveClass(/is-playing/);
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
});

test('the collections page shows the first 3 collections and Show more reveals the rest, keeping focus', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await page.goto(`${kitchenUrl('family-table')}/collections/`);
  const cards = page.locator('main .collection-card');
  await expect(cards).toHaveCount(4);
  await expect(cards.filter({ visible: true })).toHaveCount(3);
  await expect(cards.first().locator('.collection-card-count')).toHaveText(/^[1-9]\d* recipes?$/);
  // By keyboard: the control keeps focus once it has opened the list, renamed Show fewer.
  const more = page.locator('main summary');
  await expect(more).toHaveAccessibleName('Show more');
  await more.focus();
  await page.keyboard.press('Enter');
  await expect(cards.filter({ visible: true })).toHaveCount(4);
  await expect(more).toBeFocused();
  await expect(more).toHaveAccessibleName('Show fewer');
  await page.keyboard.press('Enter');
  await expect(cards.filter({ visible: true })).toHaveCount(3);
});

test('a recipe page invites the reader into its collection with the wide collection card', async ({
  page,
}) => {
  await page.goto(`${kitchenUrl('family-table')}/recipes/sheet-pan-lemon-chicken-and-potatoes/`);
  const card = page.getByRole('complementary', { name: 'Collection' }).locator('a.wide-collection-card');
  await expect(card).toContainText('Explore the collection');
  await expect(card).toContainText(/\d+ recipes?/);
  await expect(card).toHaveAttribute('href', /^\/collections\/[a-z0-9-]+\/$/);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a slider is a keyboard-focusable list that scrolls, and the overlay still closes', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto(`${kitchenUrl('crumb-and-crust')}/`);
    const strip = page.getByRole('list', { name: 'Featured recipes, scrollable list' });
    await expect(strip).toHaveAttribute('tabindex', '0');
    await strip.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => strip.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    await expect(page.locator('[data-slider-controls]').first()).toBeHidden();

    await page.goto(`${kitchenUrl('ember-and-salt')}/`);
    const overlay = page.locator('[data-home-overlay]');
    await expect(overlay).toBeVisible();
    await page.getByRole('button', { name: 'Close' }).click();
    await expect(overlay).toBeHidden();
  });
});

import { expect, test } from './fixtures.ts';
import { expectNoAxeViolations, waitForIslands } from './page-helpers.ts';
import { kitchenUrl } from './playwright.config.ts';

const LOAF = `${kitchenUrl('crumb-and-crust')}/recipes/everyday-white-tin-loaf/`;
const POUND_CAKE = `${kitchenUrl('family-table')}/recipes/nanas-sour-cream-pound-cake`;
const SWIPER_CHUNK = /\/_astro\/mount-swiper\.[^/]+\.js$/;

test.describe('media sliders', () => {
  test('load swiper only when the reader reaches for a slider, and keep an early click', async ({ page }) => {
    const swiperRequests: string[] = [];
    page.on('request', (request) => {
      if (SWIPER_CHUNK.test(request.url())) swiperRequests.push(request.url());
    });
    // A page without sliders never fetches swiper, however far the reader scrolls.
    await page.goto(`${kitchenUrl('family-table')}/recipes/brown-sugar-banana-bread`);
    await waitForIslands(page);
    expect(swiperRequests).toEqual([]);

    // A slider in view shows its arrows and dots at once, but swiper waits for the reader.
    await page.goto(LOAF, { waitUntil: 'networkidle' });
    const hero = page.getByRole('region', { name: 'Everyday White Tin Loaf: photos and video' });
    await expect(hero.getByRole('button', { name: 'Go to slide 3' })).toBeVisible();
    expect(swiperRequests).toEqual([]);

    // Keyboard: focusing the arrow starts the download; Enter lands before swiper is ready and is kept.
    await page.route(SWIPER_CHUNK, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    await hero.getByRole('button', { name: 'Next slide' }).focus();
    await page.keyboard.press('Enter');
    await expect(hero).toHaveClass(/is-enhanced/);
    await expect(hero.locator('.swiper-slide').nth(1)).toHaveClass(/swiper-slide-active/);
    expect(swiperRequests).toHaveLength(1);
  });

  test('step media: video first, arrows and dots, and moving the slider pauses the video', async ({
    page,
  }) => {
    await page.goto(LOAF);
    await waitForIslands(page);
    const slider = page.getByRole('region', { name: 'Step 5 photos and video' });
    await slider.hover();
    await expect(slider).toHaveClass(/is-enhanced/);
    const slides = slider.locator('.swiper-slide');
    await expect(slides).toHaveCount(2);
    await expect(slides.nth(0).locator('video')).toHaveAttribute('preload', 'none');
    await expect(slides.nth(1).locator('img')).toHaveAttribute('alt', /step 5|Shape and bake/i);

    const previous = slider.getByRole('button', { name: 'Previous slide' });
    const next = slider.getByRole('button', { name: 'Next slide' });
    await expect(previous).toHaveAttribute('aria-disabled', 'true');

    // The hosted video has its own play button in place of the browser's controls; it plays from
    // the file host (byte ranges), then the slider moves on.
    const video = slides.nth(0).locator('video');
    await expect(video).not.toHaveAttribute('controls');
    // Looped: the demo's clip is a few seconds long, and an ended video shows its play button again.
    await video.evaluate((element: HTMLVideoElement) => {
      element.muted = true;
      element.loop = true;
    });
    await slider.getByRole('button', { name: 'Play video' }).click();
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime))
      .toBeGreaterThan(0);
    // Playing, the pause button shows on hover and for 750 ms after the click, then fades.
    const pause = slider.getByRole('button', { name: 'Pause video' });
    await expect(pause).toHaveCSS('opacity', '1');
    await page.mouse.move(0, 0);
    await expect(pause).toHaveCSS('opacity', '0');
    // Over the picture (its corner: the button covers the middle), the pause button shows again.
    await video.hover({ position: { x: 12, y: 12 } });
    await expect(pause).toHaveCSS('opacity', '1');
    await next.click();
    await expect(slides.nth(1)).toHaveClass(/swiper-slide-active/);
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
    await expect(next).toHaveAttribute('aria-disabled', 'true');

    await slider.getByRole('button', { name: 'Go to slide 1' }).click();
    await expect(slides.nth(0)).toHaveClass(/swiper-slide-active/);
  });

  test('the video-platform embed is a poster that swaps in the player on click', async ({ page }) => {
    await page.route('https://www.youtube-nocookie.com/**', (route) =>
      route.fulfill({ body: '<title>player</title>' }),
    );
    await page.goto(LOAF);
    const hero = page.getByRole('region', { name: 'Everyday White Tin Loaf: photos and video' });
    await expect(hero.locator('.swiper-slide')).toHaveCount(3);
    const play = hero.getByRole('link', { name: 'Play video' });
    await expect(play).toHaveAttribute('href', 'https://www.youtube.com/watch?v=Tw3nLoaf9Kx');
    await play.click();
    const player = hero.locator('iframe[title="Video player"]');
    await expect(player).toHaveAttribute(
      'src',
      /^https:\/\/www\.youtube-nocookie\.com\/embed\/Tw3nLoaf9Kx\?autoplay=1/,
    );
    expect(page.url()).toBe(LOAF);
  });

  test('without JavaScript every slide is in a native scroll strip and the embed links out', async ({
    newContext,
  }) => {
    const context = await newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(LOAF);
    const hero = page.getByRole('region', { name: 'Everyday White Tin Loaf: photos and video' });
    await expect(hero.locator('.media-slider-controls')).toBeHidden();
    const strip = hero.locator('.swiper-wrapper');
    expect(await strip.evaluate((element) => getComputedStyle(element).overflowX)).toBe('auto');
    await expect(hero.getByRole('link', { name: /Play video on YouTube/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    await expect(page.locator('#step-5 video source')).toHaveAttribute('src', /\.webm$/);
    await context.close();
  });

  test('pages with sliders have no WCAG 2.2 AA violations', async ({ page }) => {
    await page.goto(LOAF);
    await waitForIslands(page);
    await page.getByRole('region', { name: 'Step 5 photos and video' }).hover();
    await page.getByRole('region', { name: 'Everyday White Tin Loaf: photos and video' }).hover();
    await expect(page.locator('.media-slider.is-enhanced')).toHaveCount(2);
    await expectNoAxeViolations(page);
  });
});

test.describe('a legacy recipe', () => {
  test('has no ingredient count on its cards, rather than a wrong one', async ({ page }) => {
    for (const path of ['/contributors/']) {
      await page.goto(`${kitchenUrl('family-table')}${path}`);
      const card = page.locator('.recipe-card', { hasText: "Nana's Sour Cream Pound Cake" }).first();
      await expect(card, path).toBeVisible();
      await expect(card, path).not.toContainText(/\bingredients?\b/);
      await expect(page.locator('main'), path).not.toContainText(/\b0 ingredients\b/);
    }
  });

  test('shows its media slider and the cleaned imported HTML, without recipe controls', async ({ page }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto(POUND_CAKE);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("Nana's Sour Cream Pound Cake");
    const hero = page.getByRole('region', { name: "Nana's Sour Cream Pound Cake: photos and video" });
    await expect(hero.locator('.swiper-slide')).toHaveCount(4);
    await expect(hero.locator('.swiper-slide').first().locator('video')).toHaveCount(1);

    const content = page.locator('.legacy-recipe');
    await expect(content.getByRole('heading', { level: 2, name: 'Ingredients' })).toBeVisible();
    await expect(content.getByRole('listitem').filter({ hasText: '6 large eggs' })).toBeVisible();
    await expect(content.locator('table')).toContainText('Two 9x5-inch loaf pans');
    await expect(content.getByRole('link', { name: 'email me' })).toHaveAttribute(
      'href',
      'mailto:june@family-table.example',
    );
    // The old blog's print link pointed at javascript:, so only its text is left.
    await expect(content.getByText('Print this recipe')).toBeVisible();
    await expect(content.locator('a:not([href])')).toHaveCount(1);
    await expect(content.locator('script, noscript, [onclick], [style]')).toHaveCount(0);

    await expect(page.getByRole('link', { name: 'Jump to recipe' })).toHaveAttribute('href', '#recipe');
    await expect(page.getByLabel('Slices')).toHaveCount(0);
    await expect(page.locator('.recipe-facts')).not.toContainText('ingredients');
    expect(dialogs).toEqual([]);
  });

  test('has no WCAG 2.2 AA violations', async ({ page }) => {
    await page.goto(POUND_CAKE);
    await page.locator('.recipe-hero').hover();
    await expect(page.locator('.recipe-hero.is-enhanced')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

import { kitchenCustomCss } from '../shared/src/css/scope-custom-css.ts';
import { expect, test, type Page } from './fixtures.ts';
import { axeRuleViolations } from './page-helpers.ts';
import { kitchenUrl } from './playwright.config.ts';

const KITCHENS = ['family-table', 'crumb-and-crust', 'ember-and-salt'] as const;

/** The styles that make a kitchen look like itself. */
async function brand(page: Page) {
  return page.evaluate(() => {
    const style = (selector: string) => getComputedStyle(document.querySelector(selector)!);
    return {
      bodyFont: style('body').fontFamily,
      headingFont: style('h1, h2').fontFamily,
      background: style('body').backgroundColor,
      text: style('body').color,
      header: style('.site-header').backgroundColor,
      button: style('.button').backgroundColor,
    };
  });
}

test.describe('kitchen themes', () => {
  test('give each demo kitchen its own colours, fonts and header', async ({ page }) => {
    const looks = [];
    for (const slug of KITCHENS) {
      await page.goto(`${kitchenUrl(slug)}/`);
      looks.push(await brand(page));
    }
    for (const key of ['bodyFont', 'headingFont', 'background', 'header', 'button'] as const)
      expect(new Set(looks.map((look) => look[key])).size, key).toBe(KITCHENS.length);
    // Family Table: the accent style; Crumb & Crust: a tonal header; Ember & Salt: a bold header in its accent.
    expect(looks[0]!.header).toBe(looks[0]!.background);
    expect(looks[1]!.header).not.toBe(looks[1]!.background);
    expect(looks[2]!.header).toBe('rgb(232, 89, 12)');
  });

  test('centre the header of Crumb & Crust, and keep the others on the left', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    for (const [slug, centred] of [
      ['crumb-and-crust', true],
      ['family-table', false],
    ] as const) {
      await page.goto(`${kitchenUrl(slug)}/`);
      const box = (await page.locator('.site-title').boundingBox())!;
      const middle = box.x + box.width / 2;
      if (centred) expect(Math.abs(middle - 640)).toBeLessThan(4);
      else expect(middle).toBeLessThan(400);
    }
  });

  for (const width of [375, 1280])
    test(`keep every kitchen's home readable at ${width} px (axe colour contrast), header and footer included`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      for (const slug of KITCHENS) {
        await page.goto(`${kitchenUrl(slug)}/`);
        expect(
          (await axeRuleViolations(page, ['color-contrast'])).map((violation) => `${slug}: ${violation}`),
        ).toEqual([]);
      }
    });

  test('load only the theme’s fonts, from the kitchen’s own origin, with the heading font preloaded', async ({
    page,
  }) => {
    for (const slug of KITCHENS) {
      const origin = kitchenUrl(slug);
      const fonts: { url: string; bytes: number }[] = [];
      const onResponse = async (response: import('@playwright/test').Response) => {
        if (response.request().resourceType() === 'font')
          fonts.push({ url: response.url(), bytes: (await response.body()).length });
      };
      page.on('response', onResponse);
      await page.goto(`${origin}/`, { waitUntil: 'networkidle' });
      page.off('response', onResponse);
      expect(fonts.length, slug).toBeGreaterThan(0);
      for (const font of fonts) expect(new URL(font.url).origin).toBe(origin);
      expect(fonts.length).toBeLessThanOrEqual(4);
      // Three Latin files of one theme: well under 100 KB at open.
      expect(fonts.reduce((sum, font) => sum + font.bytes, 0)).toBeLessThan(100 * 1024);
      const preload = await page.locator('link[rel="preload"][as="font"]').getAttribute('href');
      expect(fonts.map((font) => new URL(font.url).pathname)).toContain(preload);
      const headingFont = await page.evaluate(
        () => getComputedStyle(document.querySelector('h1, h2')!).fontFamily,
      );
      const family = headingFont.split(',')[0]!.replace(/["']/g, '');
      expect(await page.evaluate((name) => document.fonts.check(`700 2rem "${name}"`), family)).toBe(true);
    }
  });
});

/** Stylesheets a creator might save to hide what readers must always see. */
const HOSTILE_CSS = `
  .lock-message, .auth-terms, [data-protected] { display: none !important; }
  p { visibility: hidden; color: transparent; font-size: 0; }
  main, section, form, .locked { opacity: 0 !important; transform: scale(0); }
  :root { --color-text: transparent; --color-background: transparent; }
  .site-footer::after { content: ""; position: fixed; inset: 0; background: #fff; z-index: 2147483647; }
`;

/** Whether the text is shown, readable and on top where it is drawn. */
async function expectShownAndOnTop(page: Page, selector: string) {
  const text = page.locator(selector).first();
  await expect(text).toBeVisible();
  const state = await text.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    const style = getComputedStyle(element);
    let opacity = 1;
    for (let node: Element | null = element; node; node = node.parentElement)
      opacity *= Number(getComputedStyle(node).opacity);
    return {
      onTop: hit !== null && element.contains(hit),
      opacity,
      color: style.color,
      fontSize: Number.parseFloat(style.fontSize),
      area: box.width * box.height,
    };
  });
  expect(state.onTop, `${selector} is covered`).toBe(true);
  expect(state.opacity).toBe(1);
  expect(state.color).not.toBe('rgba(0, 0, 0, 0)');
  expect(state.fontSize).toBeGreaterThanOrEqual(12);
  expect(state.area).toBeGreaterThan(0);
}

test.describe('custom CSS', () => {
  for (const [name, path, selector] of [
    ['the lock message', '/recipes/three-bean-beef-chili/', '.lock-message'],
    ['the consent text of the sign-up form', '/sign-up/', '.auth-terms'],
  ] as const) {
    test(`cannot hide ${name}`, async ({ newContext }) => {
      // The kitchen's policy allows only its own inline styles: this test adds the stylesheet itself.
      const context = await newContext({ bypassCSP: true, viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      await page.goto(`${kitchenUrl('family-table')}${path}`);
      await page.locator(selector).first().scrollIntoViewIfNeeded();

      // Unconfined, the stylesheet hides it…
      const raw = await page.addStyleTag({ content: HOSTILE_CSS });
      await expect(page.locator(selector).first()).toBeHidden();
      await raw.evaluate((element) => {
        (element as Element).remove();
      });

      // …confined as a kitchen's custom CSS is, it does not.
      await page.addStyleTag({ content: kitchenCustomCss(HOSTILE_CSS) });
      await expectShownAndOnTop(page, selector);
    });
  }
});

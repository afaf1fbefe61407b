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

  for (const width of [375, 1280])
    test(`keep every placeholder readable at ${width} px, footer forms on coloured panels included`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      for (const slug of KITCHENS) {
        for (const path of ['/', '/recipes/']) {
          await page.goto(`${kitchenUrl(slug)}${path}`);
          const low = await page.evaluate(lowContrastPlaceholders);
          expect(low, `${slug}${path}`).toEqual([]);
        }
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

/**
 * The placeholders of the page's visible fields whose colour, over the field's background (its
 * own, else the first ancestor's that is not transparent), is below WCAG's 4.5:1. Axe does not
 * measure placeholders. Runs in the page.
 */
function lowContrastPlaceholders(): string[] {
  const parse = (color: string): [number, number, number, number] => {
    const numbers = (color.match(/-?[\d.]+/g) ?? []).map(Number);
    if (color.startsWith('color(srgb')) {
      const [r = 0, g = 0, b = 0, a = 1] = numbers;
      return [r * 255, g * 255, b * 255, a];
    }
    const [r = 0, g = 0, b = 0, a = 1] = numbers;
    return [r, g, b, a];
  };
  const over = (top: number[], bottom: number[]) =>
    [0, 1, 2].map((i) => top[i]! * top[3]! + bottom[i]! * (1 - top[3]!));
  const luminance = (rgb: number[]) => {
    const [r, g, b] = rgb.map((value) => {
      const c = value / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const background = (element: Element | null): number[] => {
    const layers: number[][] = [];
    for (let node = element; node; node = node.parentElement) {
      const color = parse(getComputedStyle(node).backgroundColor);
      if (color[3] > 0) layers.push(color);
      if (color[3] >= 1) break;
    }
    return layers.reduceRight((below, layer) => over(layer, below), [255, 255, 255]);
  };
  const found: string[] = [];
  for (const field of document.querySelectorAll<HTMLInputElement>(
    'input[placeholder], textarea[placeholder]',
  )) {
    if (!field.placeholder || field.offsetParent === null || field.value) continue;
    const style = getComputedStyle(field, '::placeholder');
    const bg = background(field);
    const fg = over(
      parse(style.color).map((value, i) => (i === 3 ? value * Number(style.opacity || 1) : value)),
      bg,
    );
    const [light, dark] = [luminance(fg), luminance(bg)].sort((a, b) => b - a);
    const ratio = (light! + 0.05) / (dark! + 0.05);
    if (ratio < 4.5)
      found.push(
        `${field.name || field.type} "${field.placeholder}" ${ratio.toFixed(2)}:1 in ${field.closest('[class]')?.className ?? '?'}`,
      );
  }
  return found;
}

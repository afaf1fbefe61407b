import type { Locator } from '@playwright/test';
import { tokenFor } from './accounts.ts';
import { expect, test, type Page } from './fixtures.ts';
import { expectNoAxeViolations, settleAnimations } from './page-helpers.ts';
import { kitchenUrl } from './playwright.config.ts';

const FAMILY_TABLE = kitchenUrl('family-table');
const CRUMB_AND_CRUST = kitchenUrl('crumb-and-crust');
const EMBER_AND_SALT = kitchenUrl('ember-and-salt');
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 740 };

/** The names of the links in `list` as shown, in order (a label the page hides is not read). */
async function linkNames(list: Locator): Promise<string[]> {
  return list
    .getByRole('link')
    .evaluateAll((links) =>
      links.map((link) => (link as HTMLElement).innerText.replace(/\(opens in a new tab\)/, '').trim()),
    );
}

/** Every internal link `hrefs` names leads to a page of the kitchen that exists. */
async function expectPagesExist(page: Page, hrefs: string[]): Promise<void> {
  const probe = await page.context().newPage();
  for (const href of hrefs) {
    const response = await probe.goto(new URL(href, page.url()).href);
    expect(`${href} ${response?.status()}`).toBe(`${href} 200`);
  }
  await probe.close();
}

test.describe('the header on a desktop', () => {
  test.use({ viewport: DESKTOP });

  test('lists the spec’s links, icons with names, Subscribe and the account menu', async ({ page }) => {
    await page.goto(`${FAMILY_TABLE}/`);
    const main = page.getByRole('navigation', { name: 'Main' });
    await expect(main.getByRole('link', { name: 'All recipes' })).toHaveAttribute('href', '/recipes/');
    await expect(main.getByRole('link', { name: 'Collections' })).toHaveAttribute('href', '/collections/');

    // Social links are icons: named for assistive technology, with no text on screen.
    const social = main.getByRole('list', { name: 'Social media' });
    const icons = social.getByRole('link');
    await expect(icons).toHaveCount(4);
    for (const name of ['Instagram', 'Pinterest', 'YouTube', 'TikTok'])
      await expect(social.getByRole('link', { name: new RegExp(`^${name}`) })).toBeVisible();
    for (const icon of await icons.all()) {
      await expect(icon.locator('svg')).toBeVisible();
      const shownText = await icon.evaluate((link) => {
        const copy = link.cloneNode(true) as HTMLElement;
        for (const hidden of copy.querySelectorAll('.visually-hidden')) hidden.remove();
        return copy.textContent.trim();
      });
      expect(shownText).toBe('');
    }
    // Nothing in the header wraps onto a second line.
    const headerHeight = await page.locator('.header-inner').evaluate((element) => element.clientHeight);
    expect(headerHeight).toBeLessThan(90);

    const subscribe = page.locator('.site-header').getByRole('link', { name: 'Subscribe', exact: true });
    await expect(subscribe).toHaveAttribute('href', '/subscribe/');

    // Custom header links sit in a dropdown that opens and closes without a script of its own.
    const more = page.getByRole('button', { name: 'More' });
    await more.click();
    const dropdown = page.locator('#header-links');
    await expect(dropdown.getByRole('link', { name: 'Meal plans' })).toBeVisible();
    await expect(dropdown.getByRole('link', { name: /Lunchbox planner/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    // The demo's header links lead to pages of the demo.
    await expectPagesExist(
      page,
      await dropdown
        .getByRole('link')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')!)),
    );
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(dropdown).toBeHidden();

    // Signed out, the account menu offers Sign In and Create Account, both real pages.
    await page.locator('.account-trigger').hover();
    const trigger = page.getByRole('banner').getByRole('button', { name: /^Account/ });
    await trigger.click();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const account = page.locator('.account-list');
    await expect(account.getByRole('link', { name: 'Sign In' })).toBeVisible();
    await expect(account.getByRole('link', { name: 'Create Account' })).toBeVisible();
    const accountHrefs = await account
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    await expectPagesExist(page, [...accountHrefs, '/subscribe/']);
  });

  test('leaves Subscribe out on the subscribe page', async ({ page }) => {
    await page.goto(`${FAMILY_TABLE}/subscribe/`);
    await expect(
      page.locator('.site-header').getByRole('link', { name: 'Subscribe', exact: true }),
    ).toHaveCount(0);
  });

  test('shows only the YouTube icon where the kitchen chose it, and no drawer without drawerMenu', async ({
    page,
  }) => {
    await page.goto(`${CRUMB_AND_CRUST}/`);
    const social = page.getByRole('navigation', { name: 'Main' }).getByRole('list', { name: 'Social media' });
    await expect(social.getByRole('link')).toHaveCount(1);
    await expect(social.getByRole('link', { name: /^YouTube/ })).toBeVisible();
    await page.goto(`${EMBER_AND_SALT}/`);
    await expect(page.getByRole('button', { name: 'Browse recipes' })).toHaveCount(0);
  });
});

test.describe('the header on a phone', () => {
  test.use({ viewport: PHONE });

  test('opens a menu in the spec’s order, and Escape closes it', async ({ page }) => {
    await page.goto(`${FAMILY_TABLE}/`);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const button = page.getByRole('button', { name: 'Menu', exact: true });
    await button.click();
    const menu = page.locator('#mobile-menu');
    await expect(menu).toBeVisible();
    expect(await linkNames(menu)).toEqual([
      'All recipes',
      'Collections',
      'Meal plans',
      'Lunchbox planner',
      'About',
      'Links',
      'Events',
      'Instagram',
      'Pinterest',
      'YouTube',
      'TikTok',
      'Subscribe',
      'Sign In',
    ]);
    // The menu fits the phone's width.
    const box = await menu.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= PHONE.width).toBe(true);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    const hrefs = await menu
      .getByRole('link', { includeHidden: true })
      .evaluateAll((links) =>
        links.map((link) => link.getAttribute('href') ?? '').filter((href) => href.startsWith('/')),
      );
    await expectPagesExist(page, hrefs);
  });
});

test.describe('the chrome without JavaScript', () => {
  test('still opens the mobile menu and the side drawer', async ({ newContext }) => {
    const context = await newContext({ javaScriptEnabled: false, viewport: PHONE });
    const page = await context.newPage();
    await page.goto(`${FAMILY_TABLE}/`);
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await expect(page.locator('#mobile-menu').getByRole('link', { name: 'Sign In' })).toBeVisible();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Browse recipes' }).click();
    await expect(page.getByRole('dialog', { name: 'Recipes' })).toBeVisible();
    await page.getByRole('dialog', { name: 'Recipes' }).getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('dialog', { name: 'Recipes' })).toBeHidden();
  });
});

test.describe('the chrome in a browser from before button commands', () => {
  test('opens and closes the drawer through the dialogs’ inline fallback', async ({ page }) => {
    // Such a browser has neither property, and its buttons do nothing by themselves: a cancelled
    // click skips Chromium's own command, so only the fallback (which runs in the click's
    // dispatch and ignores cancellation) can open and close the drawer here.
    await page.addInitScript(() => {
      delete (HTMLButtonElement.prototype as { command?: string }).command;
      delete (HTMLDialogElement.prototype as { closedBy?: string }).closedBy;
      window.addEventListener(
        'click',
        (event) => {
          if (event.target instanceof Element && event.target.closest('[commandfor]')) event.preventDefault();
        },
        { capture: true },
      );
    });
    await page.goto(`${FAMILY_TABLE}/`);
    const drawer = page.getByRole('dialog', { name: 'Recipes' });
    await page.getByRole('button', { name: 'Browse recipes' }).click();
    await expect(drawer).toBeVisible();
    await drawer.getByRole('button', { name: 'Close' }).click();
    await expect(drawer).toBeHidden();
  });
});

for (const viewport of [PHONE, DESKTOP]) {
  test.describe(`the side drawer at ${viewport.width}px`, () => {
    test.use({ viewport });

    test('lists recipe titles by section in a modal that Escape and the backdrop close', async ({ page }) => {
      await page.goto(`${FAMILY_TABLE}/`);
      const opener = page.getByRole('button', { name: 'Browse recipes' });
      await opener.click();
      const drawer = page.getByRole('dialog', { name: 'Recipes' });
      await expect(drawer).toBeVisible();
      await expect(drawer).toHaveAttribute('aria-modal', 'true');
      await expect(drawer.getByRole('heading', { level: 3 }).first()).toBeVisible();
      await expect(
        drawer.getByRole('link', { name: 'Chewy Chocolate Chip Cookies' }).first(),
      ).toHaveAttribute('href', '/recipes/chewy-chocolate-chip-cookies/');
      // The sheet slides in: measure where it comes to rest.
      await settleAnimations(page);
      const box = await drawer.boundingBox();
      if (viewport === DESKTOP) {
        // A left panel 475px wide, the full height.
        expect(box).toMatchObject({ x: 0, y: 0, width: 475, height: viewport.height });
      } else {
        // A bottom sheet, 90% of the viewport's height.
        expect(box?.width).toBe(viewport.width);
        expect(Math.round(box?.height ?? 0)).toBe(Math.round(viewport.height * 0.9));
        expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(viewport.height);
      }
      await expectNoAxeViolations(page);

      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
      await expect(opener).toBeFocused();

      await opener.click();
      await expect(drawer).toBeVisible();
      // A click on the backdrop (outside the panel or the sheet) closes it.
      await page.mouse.click(viewport.width - 5, 5);
      await expect(drawer).toBeHidden();
    });
  });
}

for (const viewport of [PHONE, DESKTOP]) {
  test.describe(`the footer at ${viewport.width}px`, () => {
    test.use({ viewport });

    test('has the icons, the link list, this year’s copyright and the credit', async ({ page }) => {
      await page.goto(`${FAMILY_TABLE}/`);
      const footer = page.locator('footer.site-footer');
      expect(await linkNames(footer.getByRole('list', { name: 'Follow' }))).toEqual([
        'Instagram',
        'TikTok',
        'Pinterest',
      ]);
      // Each icon draws its platform's path, defined once on the page.
      for (const use of await footer.getByRole('list', { name: 'Follow' }).locator('use').all())
        expect(await use.evaluate((element) => (element as SVGUseElement).getBBox().width)).toBeGreaterThan(
          0,
        );
      await expect(
        footer.getByRole('list', { name: 'Watch' }).getByRole('link', { name: /YouTube/ }),
      ).toBeVisible();
      const nav = footer.getByRole('navigation', { name: 'Footer' });
      expect(await linkNames(nav)).toEqual([
        'Recipes',
        'Collections',
        'About',
        'Contributors',
        'Newsletter',
        'Privacy Policy',
        'Terms of Use',
      ]);
      await expect(nav.getByRole('link', { name: 'Collections' })).toHaveAttribute('href', '/recipes/');
      await expect(footer.getByText(`© ${new Date().getUTCFullYear()} The Family Table`)).toBeVisible();
      await expect(footer.getByRole('link', { name: 'Larder' })).toBeVisible();
      const hrefs = await nav
        .getByRole('link')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
      await expectPagesExist(page, hrefs);
      await expectNoAxeViolations(page);
    });
  });
}

test.describe('the footer’s Newsletter item', () => {
  test.use({ viewport: DESKTOP });

  test('opens the newsletter popup', async ({ page }) => {
    await page.goto(`${FAMILY_TABLE}/about/`);
    await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Newsletter' }).click();
    await expect(page.getByRole('dialog', { name: 'Get notified about new recipes' })).toBeVisible();
    await expect(page).toHaveURL(/\/about\/$/);
  });

  test('leads to the subscribe page without JavaScript', async ({ newContext }) => {
    const context = await newContext({ javaScriptEnabled: false, viewport: DESKTOP });
    const page = await context.newPage();
    await page.goto(`${FAMILY_TABLE}/about/`);
    await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Newsletter' }).click();
    await expect(page).toHaveURL(/\/subscribe\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

test.describe('the lock badge', () => {
  test('is a drawn padlock, never an emoji', async ({ page }) => {
    await page.goto(`${FAMILY_TABLE}/recipes/`);
    const badge = page.locator('.lock-badge').first();
    await expect(badge).toContainText('Subscribers only');
    await expect(badge.locator('svg')).toHaveCount(1);
    // Emoji shown as pictures (a padlock, a warning sign with its emoji selector), not © and the like.
    expect(await page.locator('body').innerText()).not.toMatch(/\p{Emoji_Presentation}|\u{FE0F}/u);
  });
});

for (const viewport of [PHONE, DESKTOP]) {
  test.describe(`the inline subscribe box at ${viewport.width}px`, () => {
    test.use({ viewport });

    test('keeps the spec’s 186px where its content fits, grows where it does not, and cuts nothing off', async ({
      page,
    }) => {
      for (const kitchen of [FAMILY_TABLE, CRUMB_AND_CRUST, EMBER_AND_SALT]) {
        await page.goto(`${kitchen}/recipes/`);
        const href = await page.locator('main a[href^="/recipes/"]').first().getAttribute('href');
        await page.goto(`${kitchen}${href}`);
        const box = page.locator('.subscribe-box');
        if ((await box.count()) === 0) continue;
        await box.scrollIntoViewIfNeeded();
        const measured = await box.evaluate((element) => {
          const outer = element.getBoundingClientRect();
          const inside = [...element.querySelectorAll('h2, p, input, button')]
            .filter((child) => (child as HTMLElement).offsetParent !== null)
            .map((child) => child.getBoundingClientRect());
          return {
            height: outer.height,
            overflows: element.scrollHeight > element.clientHeight + 1,
            outside: inside.filter(
              (rect) =>
                rect.top < outer.top + 4 || rect.bottom > outer.bottom - 4 || rect.right > outer.right - 4,
            ).length,
          };
        });
        if (viewport === DESKTOP) expect(Math.round(measured.height), kitchen).toBe(186);
        else expect(measured.height, kitchen).toBeGreaterThanOrEqual(186);
        expect(measured.overflows, kitchen).toBe(false);
        expect(measured.outside, kitchen).toBe(0);
      }
    });
  });
}

test.describe('the header’s Subscribe link', () => {
  const asReader = async (page: Page, email: string | null) => {
    const token = email ? await tokenFor(email) : null;
    await page.goto(`${FAMILY_TABLE}/about/`);
    await page.evaluate((value) => {
      if (value) window.localStorage.setItem('larder:auth-token', value);
    }, token);
    await page.goto(`${FAMILY_TABLE}/recipes/`);
    if (email) await expect(page.locator('html')).toHaveAttribute('data-reader', 'signed-in');
  };
  const subscribe = (page: Page) =>
    page.locator('.header-actions').getByRole('link', { name: /^(Subscribe|Upgrade)$/ });

  test.use({ viewport: DESKTOP });

  test('says Subscribe to a visitor', async ({ page }) => {
    await asReader(page, null);
    await expect(subscribe(page)).toHaveAccessibleName('Subscribe');
  });

  test('says Upgrade to a free member, where Full Access is for sale', async ({ page }) => {
    await asReader(page, 'free-reader@family-table.example');
    await expect(subscribe(page)).toHaveAccessibleName('Upgrade');
    await expect(subscribe(page)).toHaveAttribute('href', '/subscribe/');
  });

  test('is not there for a paid subscriber, and /subscribe tells them they have it all', async ({ page }) => {
    await asReader(page, 'reader@family-table.example');
    await expect(subscribe(page)).toHaveCount(0);
    await page.goto(`${FAMILY_TABLE}/subscribe/`);
    await expect(page.getByRole('heading', { name: 'You have Full Access' })).toBeVisible();
    await expect(page).toHaveURL(`${FAMILY_TABLE}/subscribe/`);
    await expectNoAxeViolations(page);
  });
});

for (const viewport of [PHONE, DESKTOP]) {
  test.describe(`a page's first content at ${viewport.width}px`, () => {
    test.use({ viewport });

    test('sits the same distance below the header on the kitchens’ content pages', async ({ page }) => {
      const gaps: string[] = [];
      for (const [kitchen, paths] of [
        [FAMILY_TABLE, ['/events/', '/collections/sunday-baking/', '/contributors/', '/collections/']],
        [CRUMB_AND_CRUST, ['/links/', '/collections/']],
        [EMBER_AND_SALT, ['/links/']],
      ] as const) {
        for (const path of paths) {
          await page.goto(`${kitchen}${path}`);
          const gap = await page.evaluate(() => {
            const header = document.querySelector('.site-header')!.getBoundingClientRect();
            // The top of what the page shows first: its first heading, picture or text.
            const tops = [...document.querySelectorAll('main :is(h1, h2, img, p, a, svg)')]
              .map((element) => element.getBoundingClientRect())
              .filter((box) => box.height > 0 && box.width > 0)
              .map((box) => box.top);
            return Math.round(Math.min(...tops) - header.bottom);
          });
          gaps.push(
            `${new URL(kitchen).hostname.split('.')[0]}${path} ${gap >= 24 && gap <= 48 ? 'ok' : gap}`,
          );
        }
      }
      expect(gaps.filter((gap) => !gap.endsWith(' ok'))).toEqual([]);
    });
  });
}

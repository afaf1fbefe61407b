import type { APIRequestContext } from '@playwright/test';
import { creatorWithKitchen, livePage, MANAGE_API } from './creators.ts';
import { expect, test, type Page } from './fixtures.ts';
import { expectNoAxeViolations } from './page-helpers.ts';
import { kitchenUrl, PLATFORM_URL } from './playwright.config.ts';

/** A creator with a new kitchen of one published recipe, signed in on the platform. */
function creatorWithHarvestSoup(page: Page, request: APIRequestContext, name: string) {
  return creatorWithKitchen(page, request, name, [{ title: 'Harvest Soup' }]);
}

test.describe('kitchen settings in the creator dashboard', () => {
  test('a creator renames and rebrands the kitchen, sees it in the preview, and finds it live', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const { siteSlug } = await creatorWithHarvestSoup(page, request, 'brand');
    await page.goto(`${PLATFORM_URL}/kitchen/${siteSlug}/recipes`);
    await page.getByRole('navigation', { name: 'Kitchen' }).getByRole('link', { name: 'Settings' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    // The preview is the kitchen's own home, rendered by its template.
    const preview = page.frameLocator('iframe[title="Preview of your kitchen’s home page"]');
    await expect(preview.locator('header').first()).toBeVisible({ timeout: 30_000 });

    await page.getByLabel('Kitchen name').fill('Harvest Table');
    await page.getByRole('radio', { name: 'Sage' }).check();
    await page.getByLabel('Fonts').selectOption({ label: 'Journal: Newsreader and Source Serif 4' });
    // A pale accent on a light theme: the screen says links would fail WCAG AA, and what is shown instead.
    await page.getByLabel('Accent colour', { exact: true }).fill('#ffd966');
    await expect(page.getByText(/^Links in the accent colour on the page would be 1\.\d:1/)).toBeVisible();
    await page.getByLabel('Accent colour', { exact: true }).fill('#2f5d3a');
    await expect(page.getByText(/would be .*:1, below the 4\.5:1/)).toHaveCount(0);
    await expect(preview.getByText('Harvest Table').first()).toBeVisible({ timeout: 30_000 });

    // A social link that is not a web address is refused where it was typed (spec: "Invalid URL").
    await page.getByRole('button', { name: 'Add a social link' }).click();
    const socialRow = page.locator('#settings-social .settings-row').first();
    await socialRow.getByLabel('Platform').selectOption('youtube');
    await socialRow.getByLabel('Address').fill('my channel');
    await page.getByRole('button', { name: 'Save', exact: true }).first().click();
    await expect(socialRow.getByText('Invalid URL')).toBeVisible();
    await socialRow.getByLabel('Address').fill('https://youtube.com/@harvest');

    // Custom CSS: what the sanitiser leaves out is named by line as it is typed.
    await page
      .getByRole('textbox', { name: 'Custom CSS' })
      .fill('.title { letter-spacing: 0.02em; }\n@import url(https://example.com/x.css);');
    await expect(page.getByText('Line 2: @import is not allowed, so this rule is left out.')).toBeVisible();
    // The messages are a list inside a live region, not a list that lost its semantics to a role.
    await expectNoAxeViolations(page);
    await page.getByRole('textbox', { name: 'Custom CSS' }).fill('.title { letter-spacing: 0.02em; }');

    await page.getByLabel('Your bio beside every recipe').uncheck();
    await page.getByRole('button', { name: 'Save', exact: true }).first().click();
    await expect(
      page.getByText(/^Saved .*Your kitchen shows the changes once its update is live\.$/),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    // The kitchen, once its rebuild is live: the new name and the YouTube link.
    await expect
      .poll(
        async () => {
          await page.goto(`${kitchenUrl(siteSlug)}/`);
          return page.title();
        },
        { timeout: 90_000, intervals: [1000, 2000] },
      )
      .toContain('Harvest Table');
    await expect(page.locator('footer a[href="https://youtube.com/@harvest"]').first()).toBeAttached();
    // Restyled: Sage's page colour, Journal's fonts for the text and the headings.
    const styles = await page.evaluate(() => ({
      background: getComputedStyle(document.body).backgroundColor,
      text: getComputedStyle(document.body).fontFamily,
      headings: getComputedStyle(document.querySelector('h1, h2')!).fontFamily,
    }));
    expect(styles.background).toBe('rgb(250, 247, 240)');
    expect(styles.text).toContain('Source Serif 4');
    expect(styles.headings).toContain('Newsreader');
  });

  test('a kitchen moved to a new address answers there, and its old address sends readers on', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const { siteSlug } = await creatorWithHarvestSoup(page, request, 'mover');
    await livePage(page, `${kitchenUrl(siteSlug)}/recipes/harvest-soup/`);
    await page.goto(`${PLATFORM_URL}/kitchen/${siteSlug}/settings`);
    const newSlug = `${siteSlug}-new`;
    await page.getByLabel('Your kitchen’s address').fill(newSlug);
    await expect(page.getByText(/Links to .* keep working/)).toBeVisible();
    await page.getByRole('button', { name: 'Save', exact: true }).first().click();
    await expect(page).toHaveURL(`${PLATFORM_URL}/kitchen/${newSlug}/settings`);
    await expect(page.getByText(`Former addresses that send readers here: ${siteSlug}.`)).toBeVisible();

    await livePage(page, `${kitchenUrl(newSlug)}/recipes/harvest-soup/`);
    await expect
      .poll(
        async () => {
          await page.goto(`${kitchenUrl(siteSlug)}/recipes/harvest-soup/`);
          return page.url();
        },
        { timeout: 90_000, intervals: [1000, 2000] },
      )
      .toBe(`${kitchenUrl(newSlug)}/recipes/harvest-soup/`);
    await expect(page.getByRole('heading', { level: 1, name: 'Harvest Soup' })).toBeVisible();
  });

  test('settings saved elsewhere meanwhile: the screen says so, keeps the changes, and saves them over on request', async ({
    page,
    request,
  }) => {
    const { siteSlug, headers } = await creatorWithHarvestSoup(page, request, 'twotabs');
    await page.goto(`${PLATFORM_URL}/kitchen/${siteSlug}/about`);
    await expect(page.getByRole('heading', { level: 1, name: 'About' })).toBeVisible();
    // Another manager renames the kitchen meanwhile.
    const current = (await (await request.get(`${MANAGE_API}/${siteSlug}/sites`, { headers })).json()) as {
      site: { version: number };
    };
    const elsewhere = await request.put(`${MANAGE_API}/${siteSlug}/sites`, {
      headers,
      data: { title: 'Renamed elsewhere', version: current.site.version },
    });
    expect(elsewhere.status()).toBe(200);

    await page.getByLabel('Heading', { exact: true }).fill('Our story');
    await page.getByRole('button', { name: 'Save', exact: true }).first().click();
    const dialog = page.getByRole('dialog', { name: 'These settings were changed elsewhere' });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Keep my changes' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: /^Saved / })).toBeVisible();
    const saved = (await (await request.get(`${MANAGE_API}/${siteSlug}/sites`, { headers })).json()) as {
      site: { title: string; aboutHeading: string | null };
    };
    // This screen saves only its own fields: the rename made elsewhere stays.
    expect([saved.site.title, saved.site.aboutHeading]).toEqual(['Renamed elsewhere', 'Our story']);
  });
});

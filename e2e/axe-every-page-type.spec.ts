import { expect, test, type Page } from './fixtures.ts';
import { axeViolations } from './page-helpers.ts';
import { kitchenUrl } from './playwright.config.ts';

const KITCHENS = ['family-table', 'crumb-and-crust', 'ember-and-salt'] as const;

/**
 * The page type of a published address: one template renders every address of a type, so one
 * address per type stands for all of them (every recipe page, every facet landing page…).
 */
function pageType(path: string): string {
  if (/^\/recipes\/page\/\d+\/$/.test(path)) return 'recipe index, later page';
  if (/^\/recipes\/[^/]+\/[^/]+\/page\/\d+\/$/.test(path)) return 'facet landing page, later page';
  if (/^\/recipes\/[^/]+\/[^/]+\/$/.test(path)) return 'facet landing page';
  if (/^\/recipes\/[^/]+\/$/.test(path) && path !== '/recipes/') return 'recipe';
  if (/^\/collections\/[^/]+\/$/.test(path)) return 'collection';
  return path;
}

/**
 * The pages a sitemap leaves out (they ask not to be indexed): the account and subscription
 * steps, visited as a visitor lands on them.
 */
const NOINDEX_PAGES = [
  '/sign-in/',
  '/sign-in/sent/',
  '/sign-in/callback/',
  '/sign-up/',
  '/sign-up/sent/',
  '/subscribe/',
  '/subscribe/success/',
  '/subscribe/success/session/',
  '/newsletter/unsubscribe/',
  '/newsletter/unsubscribe/done/',
];

/**
 * One address of each page type the kitchen publishes, from its sitemap, plus a locked recipe,
 * the pages the sitemap leaves out and the not-found page.
 */
async function onePagePerType(page: Page, slug: string): Promise<string[]> {
  await page.goto(`${kitchenUrl(slug)}/recipes/`);
  const sitemap = await page.evaluate(async () => (await fetch('/sitemap.xml')).text());
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  const byType = new Map<string, string>();
  for (const path of paths) if (!byType.has(pageType(path))) byType.set(pageType(path), path);
  const lockedCards = page.locator('article:has(.lock-badge) a[href^="/recipes/"]');
  const locked = (await lockedCards.count()) > 0 ? await lockedCards.first().getAttribute('href') : null;
  return [...byType.values(), ...(locked ? [locked] : []), ...NOINDEX_PAGES, '/no-such-page/'];
}

for (const width of [375, 1280]) {
  test.describe(`every page type at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    for (const slug of KITCHENS) {
      test(`${slug} has no axe violations (WCAG 2.2 AA)`, async ({ page }) => {
        test.setTimeout(120_000);
        // The newsletter popup opens 4 s after a page does: its own tests check it.
        await page.addInitScript(() => {
          window.sessionStorage.setItem('hasClosedPopup', 'true');
        });
        const paths = await onePagePerType(page, slug);
        expect(paths.length).toBeGreaterThan(10);
        const found: string[] = [];
        for (const path of paths) {
          await page.goto(`${kitchenUrl(slug)}${path}`);
          found.push(...(await axeViolations(page)).map((violation) => `${path} ${violation}`));
        }
        expect(found).toEqual([]);
      });
    }
  });
}

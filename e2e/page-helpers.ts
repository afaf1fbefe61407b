import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Islands hydrate when visible or idle; scroll past the recipe so all of them do, then wait until
 * Astro has dropped every `ssr` attribute.
 */
export async function waitForIslands(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await frame();
    }
  });
  // `client:reader` islands wait for a reader who may be signed in (a stored token marks them
  // pending); for a visitor they stay static until touched. The newsletter blocks' island
  // (`client:newsletter`) waits for the popup's time or a reach for a form, the header search
  // (`client:search`) for its first use.
  await expect(
    page.locator(
      'astro-island[ssr]:not([client="reader"]:not([data-reader-pending])):not([client="newsletter"]):not([client="search"])',
    ),
  ).toHaveCount(0, { timeout: 15_000 });
  await page.locator('#recipe').scrollIntoViewIfNeeded();
}

/** The page's violations of the WCAG 2.2 AA rules axe checks, one line each: rule and elements. */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}

/** Runs axe with the WCAG 2.2 AA rule tags and expects no violations. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  expect(await axeViolations(page)).toEqual([]);
}

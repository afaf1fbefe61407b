import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * Islands hydrate when visible or idle, or on a reader's first use (`client:interaction`); scroll
 * past the recipe so the first do, pass a pointer over the others (what a reader's mouse does on
 * its way to a control), then wait until Astro has dropped every `ssr` attribute. What a reader
 * does before an island has hydrated is the tests' of directives/interaction.ts.
 */
export async function waitForIslands(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await frame();
    }
    for (const island of document.querySelectorAll('astro-island[client="interaction"][ssr]'))
      island.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
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

/**
 * Waits for the page's running finite animations and transitions to end (a second at most: some
 * run for long). Boxes and colours are measured as they are painted, so mid-slide or mid-fade
 * they are neither where nor what they will be.
 */
export async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter(
            (animation) =>
              animation.playState === 'running' &&
              animation.effect?.getComputedTiming().iterations !== Infinity,
          )
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 1_000)),
    ]),
  );
}

/**
 * Opens a page and waits until its `client:load` islands have hydrated. Every form works without
 * JavaScript too, so a click that lands before hydration submits the plain form and takes the
 * no-script path: a test of the island's behaviour must wait for it.
 */
export async function gotoHydrated(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await expect(page.locator('astro-island[client="load"][ssr]')).toHaveCount(0, { timeout: 15_000 });
}

/** The rule tags of WCAG 2.2 AA that axe checks. */
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** What axe finds on a page: the rules each violated, with the elements that violate them. */
interface AxeFinding {
  id: string;
  targets: string[];
}

/**
 * Runs axe-core in the page itself. `AxeBuilder` runs the same rules but costs a second or more a
 * page on top (each frame analysed apart, then a new blank page opened to put the parts together),
 * which the sweeps of every page paid a few hundred times a run. Pages with frames still go
 * through it, as only it reaches inside them.
 */
async function runAxe(page: Page, only: { tags?: string[]; rules?: string[] }): Promise<AxeFinding[]> {
  // Colours are measured as they are painted: a menu still fading in has its text half-faded.
  await settleAnimations(page);
  // Rows that `content-visibility: auto` skips while out of view (the studio's long lists) have
  // no layout until they near the viewport, so axe would measure their controls at no size: it
  // checks them as they are laid out once scrolled to.
  // (A constructed sheet, which the pages' CSP allows where it refuses a <style> element.)
  await page.evaluate(() => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync('* { content-visibility: visible !important; }');
    (window as unknown as { __axeSheet: CSSStyleSheet }).__axeSheet = sheet;
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  });
  try {
    return await runAxeOnLayout(page, only);
  } finally {
    await page.evaluate(() => {
      const sheet = (window as unknown as { __axeSheet: CSSStyleSheet }).__axeSheet;
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((adopted) => adopted !== sheet);
    });
  }
}

async function runAxeOnLayout(
  page: Page,
  only: { tags?: string[]; rules?: string[] },
): Promise<AxeFinding[]> {
  if (page.frames().length > 1) {
    let builder = new AxeBuilder({ page });
    if (only.tags) builder = builder.withTags(only.tags);
    if (only.rules) builder = builder.withRules(only.rules);
    const results = await builder.analyze();
    return results.violations.map((violation) => ({
      id: violation.id,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
  }
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(
    async (runOnly) => {
      interface Axe {
        run: (
          context: Document,
          options: object,
        ) => Promise<{ violations: { id: string; nodes: { target: unknown[] }[] }[] }>;
      }
      const { axe } = window as unknown as { axe: Axe };
      const results = await axe.run(document, { runOnly });
      return results.violations.map((violation) => ({
        id: violation.id,
        targets: violation.nodes.map((node) => node.target.map(String).join(' ')),
      }));
    },
    only.rules ? { type: 'rule', values: only.rules } : { type: 'tag', values: only.tags ?? WCAG_22_AA },
  );
}

/** The page's violations of the WCAG 2.2 AA rules axe checks, one line each: rule and elements. */
export async function axeViolations(page: Page): Promise<string[]> {
  return (await runAxe(page, { tags: WCAG_22_AA })).map(
    (violation) => `${violation.id}: ${violation.targets.join(', ')}`,
  );
}

/** The elements violating the given axe rules, one line each: rule and element. */
export async function axeRuleViolations(page: Page, rules: string[]): Promise<string[]> {
  return (await runAxe(page, { rules })).flatMap((violation) =>
    violation.targets.map((target) => `${violation.id}: ${target}`),
  );
}

/** Runs axe with the WCAG 2.2 AA rule tags and expects no violations. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  expect(await axeViolations(page)).toEqual([]);
}

/**
 * A slow mobile network from now on (Chromium's own throttling: 400 ms a request, 50 KB/s down),
 * so an island's code arrives well after the reader has reached for it.
 */
export async function throttle(page: Page): Promise<void> {
  const session = await page.context().newCDPSession(page);
  await session.send('Network.enable');
  await session.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 400,
    downloadThroughput: 50 * 1024,
    uploadThroughput: 20 * 1024,
  });
}

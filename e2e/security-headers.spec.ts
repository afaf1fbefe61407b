import { expect, test } from './fixtures.ts';
import { kitchenUrl } from './playwright.config.ts';

test.describe('security headers', () => {
  test('every kitchen is served with its release headers', async ({ page }) => {
    for (const slug of ['family-table', 'crumb-and-crust', 'ember-and-salt']) {
      const response = (await page.goto(`${kitchenUrl(slug)}/`))!;
      const headers = response.headers();
      expect(headers['content-security-policy'], slug).toMatch(
        /^default-src 'none'; script-src 'self' 'sha256-/,
      );
      expect(headers['content-security-policy'], slug).toContain("frame-ancestors 'none'");
      expect(headers['referrer-policy'], slug).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy'], slug).toContain('camera=()');
      expect(headers['x-content-type-options'], slug).toBe('nosniff');
      expect((await page.goto(`${kitchenUrl(slug)}/_headers`))!.status(), slug).toBe(404);
    }
  });

  test('a test fails when a page does something its policy forbids', async ({ page }) => {
    test.fail(true, 'the inline style below is a policy violation, which the fixture turns into a failure');
    await page.goto(`${kitchenUrl('family-table')}/`);
    await page.evaluate(() => {
      const style = document.createElement('style');
      style.textContent = 'body { outline: 1px solid red }';
      document.head.append(style);
    });
    await page.waitForTimeout(200);
  });
});

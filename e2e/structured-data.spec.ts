import Validator from '@adobe/structured-data-validator';
import WebAutoExtractor from '@marbec/web-auto-extractor';
import { expect, test } from './fixtures.ts';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const sitesDir = fileURLToPath(new URL('../.data/e2e/sites/', import.meta.url));

/** Every recipe page the demo command built, across all kitchens. */
function builtRecipePages(): { slug: string; file: string }[] {
  return (
    readdirSync(sitesDir, { withFileTypes: true })
      // _platform is the account app; a kitchen's former address (after a move) holds only a redirect.
      .filter(
        (entry) =>
          !entry.name.startsWith('.') &&
          !entry.name.startsWith('_') &&
          existsSync(join(sitesDir, entry.name, 'recipes')),
      )
      .flatMap((kitchen) =>
        readdirSync(join(sitesDir, kitchen.name, 'recipes'), { withFileTypes: true })
          // Numbered index pages (`page/`) and facet pages (`meals/…`) live beside the recipes,
          // and so do a renamed recipe's former addresses, which hold only a page that sends on.
          .filter(
            (entry) =>
              entry.isDirectory() &&
              existsSync(join(sitesDir, kitchen.name, 'recipes', entry.name, 'index.html')) &&
              !readFileSync(
                join(sitesDir, kitchen.name, 'recipes', entry.name, 'index.html'),
                'utf8',
              ).includes('<meta http-equiv="refresh"'),
          )
          .map((recipe) => ({
            slug: `${kitchen.name}/${recipe.name}`,
            file: join(sitesDir, kitchen.name, 'recipes', recipe.name, 'index.html'),
          })),
      )
  );
}

test('every built recipe page passes Google recipe rich-result rules with 0 errors', async () => {
  const pages = builtRecipePages();
  expect(pages.length).toBeGreaterThanOrEqual(39);
  const extractor = new WebAutoExtractor({ addLocation: true, embedSource: ['rdfa', 'microdata'] });
  const validator = new Validator();
  const errors: string[] = [];
  for (const page of pages) {
    const issues = await validator.validate(extractor.parse(readFileSync(page.file, 'utf8')));
    for (const issue of issues.filter((entry) => entry.severity === 'ERROR'))
      errors.push(`${page.slug}: ${issue.issueMessage}`);
  }
  expect(errors).toEqual([]);
});

test('structured data lists the main image at 1:1, 4:3 and 16:9, each at least 50,000 pixels', async ({
  page,
}) => {
  const html = readFileSync(
    join(sitesDir, 'family-table', 'recipes', 'chewy-chocolate-chip-cookies', 'index.html'),
    'utf8',
  );
  const data = JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)![1]!) as {
    image: string[];
  };
  expect(data.image).toHaveLength(3);
  // Loaded as a page would load them: opened on their own, Chromium's image viewer styles itself
  // inline, which the kitchen's policy rightly refuses.
  await page.goto(data.image[0]!.replace(/\/_img\/.*$/, '/'));
  for (const url of data.image) {
    const size = await page.evaluate(async (src) => {
      const image = new Image();
      image.src = src;
      await image.decode();
      return { width: image.naturalWidth, height: image.naturalHeight };
    }, url);
    expect(size.width * size.height).toBeGreaterThanOrEqual(50_000);
    const ratio = size.width / size.height;
    expect([1, 4 / 3, 16 / 9].some((expected) => Math.abs(expected - ratio) < 0.01)).toBe(true);
  }
});

test('the validator does flag a recipe without a name or image', async () => {
  const html = readFileSync(
    join(sitesDir, 'family-table', 'recipes', 'chewy-chocolate-chip-cookies', 'index.html'),
    'utf8',
  );
  const broken = html
    .replace(/"name":"Chewy Chocolate Chip Cookies",/, '')
    .replace(/"image":\[[^\]]*\],/, '');
  const issues = await new Validator().validate(
    new WebAutoExtractor({ addLocation: true, embedSource: ['rdfa', 'microdata'] }).parse(broken),
  );
  expect(issues.filter((issue) => issue.severity === 'ERROR').length).toBeGreaterThanOrEqual(2);
});

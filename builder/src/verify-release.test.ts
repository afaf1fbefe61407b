import { propertyRuns } from '@larder/shared/test-support/property-runs';
import fc from 'fast-check';
import type { KitchenSnapshot } from '@larder/shared/schemas/kitchen-snapshot';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { contentAfterHtmlEnd, verifyRelease } from './verify-release.ts';

const PAGE = '<!doctype html><html lang="en"><head><title>T</title></head><body><p>Hi</p></body></html>';
const snapshot = { site: { slug: 'family-table' }, recipes: [{ slug: 'pancakes' }] } as KitchenSnapshot;

let dir: string;
function write(file: string, html: string) {
  mkdirSync(join(dir, file, '..'), { recursive: true });
  writeFileSync(join(dir, file), html);
}
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'larder-verify-'));
  for (const file of ['index.html', '404.html', 'recipes/index.html', 'recipes/pancakes/index.html'])
    write(file, PAGE);
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('contentAfterHtmlEnd', () => {
  it('finds nothing after a page that ends at </html>, trailing whitespace included', () => {
    expect(contentAfterHtmlEnd(`${PAGE}\n  \n`)).toBeNull();
    expect(contentAfterHtmlEnd(PAGE.toUpperCase())).toBeNull();
  });

  it('returns a script rendered after </html>', () => {
    expect(contentAfterHtmlEnd(`${PAGE}<script type="module">run()</script>`)).toBe(
      '<script type="module">run()</script>',
    );
  });

  it('treats a page without </html> as all trailing content', () => {
    expect(contentAfterHtmlEnd('<p>cut short')).toBe('<p>cut short');
  });

  it('finds the last </html> in any case, as a lower-cased copy of the page would', () => {
    const reference = (html: string) => {
      const end = html.toLowerCase().lastIndexOf('</html>');
      if (end === -1) return html.trim() || null;
      return html.slice(end + '</html>'.length).trim() || null;
    };
    const pieces = fc.constantFrom(
      '</html>',
      '</HTML>',
      '</HtMl>',
      '</',
      '<',
      '/',
      'html>',
      '</htm',
      'x',
      ' ',
      '\n',
    );
    fc.assert(
      fc.property(fc.array(fc.oneof(pieces, fc.string({ maxLength: 4 })), { maxLength: 30 }), (parts) => {
        const html = parts.join('');
        expect(contentAfterHtmlEnd(html)).toBe(reference(html));
      }),
      propertyRuns(2_000),
    );
  });
});

describe('verifyRelease', () => {
  it('passes a complete release whose pages all end at </html>', async () => {
    await expect(verifyRelease(dir, snapshot)).resolves.toMatchObject({ images: 0 });
  });

  it('fails a release with a script after </html> on any page, naming the page', async () => {
    write('collections/soup/index.html', `${PAGE}<script>late()</script>`);
    await expect(verifyRelease(dir, snapshot)).rejects.toThrow(
      /content after <\/html> in collections\/soup\/index\.html/,
    );
  });

  it('fails a release that misses a recipe page', async () => {
    rmSync(join(dir, 'recipes/pancakes/index.html'));
    await expect(verifyRelease(dir, snapshot)).rejects.toThrow(/missing: recipes\/pancakes\/index\.html/);
  });

  it('fails a release with an empty folder, where a host would answer 403 instead of 404', async () => {
    mkdirSync(join(dir, 'recipes', 'gone', 'deeper'), { recursive: true });
    await expect(verifyRelease(dir, snapshot)).rejects.toThrow(/empty folder recipes\/gone\/deeper/);
    // A folder that holds only an empty folder has something in it: the empty one is named.
    await expect(verifyRelease(dir, snapshot)).rejects.toThrow(/\(1 problem\)/);
  });

  it('passes a release whose asset folders are empty, as a kitchen without images has `_img/`', async () => {
    mkdirSync(join(dir, '_img'));
    mkdirSync(join(dir, '_astro'));
    await expect(verifyRelease(dir, snapshot)).resolves.toMatchObject({ images: 0 });
  });
});

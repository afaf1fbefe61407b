import fc from 'fast-check';
import { propertyRuns } from '@larder/shared/test-support/property-runs';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { finishReleaseFiles, mergeReleasePages, ReleasePagesCollector } from './page-finish.ts';
import { indexableUrl } from './search-engine-files.ts';
import { assetReferences, contentAfterHtmlEnd } from './verify-release.ts';

const LQIP = (n: number) => `data:image/webp;base64,UklGR${'A'.repeat(n)}`;
const placeholders = new Map([
  ['img-1', LQIP(1)],
  ['img-2', LQIP(2)],
  ['img-3', LQIP(3)],
]);

/** Pieces a kitchen page is made of, each something the headers, sitemap or checks care about. */
const piece = fc.oneof(
  fc.constantFrom(
    '<p>Soup</p>',
    '<h2>Method</h2>',
    '\r\n',
    '<script type="application/ld+json">{"a":1}</script>',
  ),
  fc.constantFrom('boot()', 'track(1)', '').map((code) => `<script>${code}</script>`),
  fc.constantFrom(':root{--a:1}', 'p{color:red}').map((css) => `<style>${css}</style>`),
  fc.constantFrom('color:red', 'width:50%').map((style) => `<div style="${style}"></div>`),
  fc
    .constantFrom('img-1', 'img-2', 'img-3', 'img-9')
    .map((id) => `<img src="/_img/${id}-640.webp" data-lqip="${id}">`),
  fc
    .constantFrom('/_astro/app.1.js', '/_astro/page.2.css')
    .map((src) => `<link rel="modulepreload" href="${src}">`),
  fc.constant('<div data-youtube-embed="abc"></div>'),
  fc.constant('<button onclick="x()">x</button>'),
  fc.constant('<iframe src="https://evil.example/"></iframe>'),
);

const page = fc.record({
  head: fc.array(piece, { maxLength: 3 }),
  body: fc.array(piece, { maxLength: 6 }),
  indexable: fc.boolean(),
  after: fc.constantFrom('', '', '\n', '<script>late()</script>'),
});
type Page = typeof page extends fc.Arbitrary<infer T> ? T : never;

function html(file: string, { head, body, indexable, after }: Page): string {
  const canonical = indexable
    ? `<link rel="canonical" href="https://k.example/${file.replace(/index\.html$/, '')}">`
    : '<meta name="robots" content="noindex">';
  return `<!doctype html><html><head>${canonical}${head.join('')}</head><body>${body.join('')}</body></html>${after}`;
}

const release = fc.uniqueArray(
  fc.tuple(
    fc.constantFrom(
      'index.html',
      '404.html',
      'about/index.html',
      'recipes/soup/index.html',
      'recipes/stew/index.html',
      'collections/x/index.html',
    ),
    page,
  ),
  { minLength: 1, maxLength: 6, selector: ([file]) => file },
);

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'larder-finish-'));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('finishing a release’s pages', () => {
  it('notes the same, and writes the same pages, as they are rendered or read back from disk, in any order', async () => {
    await fc.assert(
      fc.asyncProperty(release, fc.nat(), async (pages, shift) => {
        rmSync(dir, { recursive: true, force: true });
        for (const [file, content] of pages) {
          mkdirSync(dirname(join(dir, file)), { recursive: true });
          writeFileSync(join(dir, file), html(file, content));
        }
        const fromFiles = await finishReleaseFiles(dir, placeholders);
        // As the renderer meets them: another order, nothing read back.
        const rotated = pages.map((_, index) => pages[(index + shift) % pages.length]!);
        const collector = new ReleasePagesCollector(placeholders);
        for (const [file, content] of rotated)
          expect(collector.finish(file, html(file, content)), file).toBe(
            readFileSync(join(dir, file), 'utf8'),
          );
        expect(collector.result()).toEqual(fromFiles);
      }),
      propertyRuns(200, 40),
    );
  });

  it('writes the same bytes and notes the same, finishing a page as bytes or as text', () => {
    // Text beyond ASCII before and after where the link goes, whose bytes and characters differ.
    const wide = fc.constantFrom('', 'é', '€ ', '😀', 'naïve \u2028');
    fc.assert(
      fc.property(release, fc.array(wide, { minLength: 2, maxLength: 2 }), (pages, [before, after]) => {
        const asText = new ReleasePagesCollector(placeholders);
        const asBytes = new ReleasePagesCollector(placeholders);
        for (const [file, content] of pages) {
          const source = html(file, {
            ...content,
            head: [before!, ...content.head],
            body: [...content.body, after!],
          });
          const bytes = Buffer.from(source);
          const written = asBytes.finishBytes(file, bytes);
          expect(written.equals(Buffer.from(asText.finish(file, source))), file).toBe(true);
          // A page left as it was is written from its own bytes.
          if (asText.finish(file, source) === source) expect(written).toBe(bytes);
        }
        expect(asBytes.result()).toEqual(asText.result());
      }),
      propertyRuns(300, 60),
    );
  });

  it('notes what the finished page holds, wherever its head, body and html end (or do not)', () => {
    // Pages in any order of their parts, the ends missing, doubled, in another case or inside a
    // script: the notes are read from the page as rendered, and must be those of the page written.
    const part = fc.oneof(
      piece,
      fc.constantFrom('<head>', '</head>', '</HEAD>', '<body>', '</body>', '</Body>', '</html>', '</HTML >'),
      fc.constantFrom(
        '<link rel="canonical" href="https://k.example/a/?x=1&amp;y=2">',
        '<meta name="robots" content="noindex">',
        '<script>"</head></body></html>"</script>',
        // A canonical link's start inside a script, which the sitemap's reading does not skip.
        '<script><link rel="canonical" href="</script>',
        '<p>é😀</p>',
        'late text',
      ),
    );
    fc.assert(
      fc.property(fc.array(part, { maxLength: 14 }), (parts) => {
        const source = parts.join('');
        const collector = new ReleasePagesCollector(placeholders);
        const finished = collector.finish('a/index.html', source);
        const notes = collector.pages().get('a/index.html')!;
        expect(notes.referenced).toEqual([...new Set(assetReferences(finished))]);
        expect(notes.afterHtmlEnd).toBe(contentAfterHtmlEnd(finished));
        expect(notes.indexable).toBe(indexableUrl(finished));
        const bytes = new ReleasePagesCollector(placeholders).finishBytes(
          'a/index.html',
          Buffer.from(source),
        );
        expect(bytes.equals(Buffer.from(finished))).toBe(true);
      }),
      {
        ...propertyRuns(1000, 150),
        // No body: the link goes before `</head>`, which the canonical link's reading then meets.
        examples: [
          [
            [
              '<head>',
              '<img src="/_img/img-1-640.webp" data-lqip="img-1">',
              '<script><link rel="canonical" href="</script>',
              '</head>',
            ],
          ],
        ],
      },
    );
  });

  it('notes the same when the pages are finished in parts (the renderer’s threads) and merged', () => {
    fc.assert(
      fc.property(release, fc.integer({ min: 1, max: 4 }), (pages, parts) => {
        const whole = new ReleasePagesCollector(placeholders);
        const collectors = Array.from({ length: parts }, () => new ReleasePagesCollector(placeholders));
        pages.forEach(([file, content], index) => {
          whole.finish(file, html(file, content));
          collectors[index % parts]!.finish(file, html(file, content));
        });
        expect(mergeReleasePages(collectors.map((collector) => collector.result()))).toEqual(whole.result());
      }),
      propertyRuns(300, 60),
    );
  });

  it('links a page to its placeholders’ stylesheet, names the assets, the blocked markup and the indexable pages', () => {
    const collector = new ReleasePagesCollector(placeholders);
    const finished = collector.finish(
      'recipes/soup/index.html',
      html('recipes/soup/index.html', {
        head: ['<style>:root{--a:1}</style>'],
        body: [
          '<img src="/_img/img-1-640.webp" data-lqip="img-1">',
          '<button onclick="x()">x</button>',
          '<script>boot()</script>',
        ],
        indexable: true,
        after: '<script>late()</script>',
      }),
    );
    const result = collector.result();
    expect(result.sheets).toHaveLength(1);
    expect(finished).toContain(`<link rel="stylesheet" href="/${result.sheets[0]!.path}"></body>`);
    expect(result.sheets[0]!.css).toBe(`img[data-lqip="img-1"]{background-image:url("${LQIP(1)}")}\n`);
    expect(result.csp).toMatchObject({
      inlineScripts: ['boot()', 'late()'],
      inlineStyles: [':root{--a:1}'],
      placeholderImageIds: ['img-1'],
    });
    expect(result.blocked).toEqual(['recipes/soup/index.html: button onclick']);
    expect(result.referenced).toEqual(['/_img/img-1-640.webp', `/${result.sheets[0]!.path}`]);
    expect(result.afterHtmlEnd).toEqual([
      { file: 'recipes/soup/index.html', after: '<script>late()</script>' },
    ]);
    expect(result.indexable).toEqual(['https://k.example/recipes/soup/']);
  });
});

import { propertyRuns } from '@larder/shared/test-support/property-runs';
import fc from 'fast-check';
import { Parser } from 'htmlparser2';
import { readdirSync, readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { noPageFacts, normalizedLineBreaks, pageFacts, YOUTUBE_EMBED, type PageFacts } from './page-facts.ts';

const EXECUTABLE_SCRIPT_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript']);

/**
 * The page's facts as a general HTML parser (htmlparser2, which follows the tokenizer closely)
 * reads them: what `pageFacts` was before it scanned pages itself, and must still agree with.
 */
function parsedPageFacts(source: string): PageFacts {
  const html = normalizedLineBreaks(source);
  const facts = noPageFacts();
  let openText: { into: string[]; start: number } | null = null;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        for (const [attribute, value] of Object.entries(attributes)) {
          if (attribute === 'style') facts.styleAttributes.push(value);
          else if (attribute.startsWith('on')) facts.eventHandlers.push(`${name} ${attribute}`);
          else if (attribute === 'data-lqip') facts.placeholderImageIds.push(value);
          else if (attribute === 'data-youtube-embed') facts.embedsYouTube = true;
        }
        if (name === 'iframe') {
          const src = attributes.src ?? '';
          if (src.startsWith(`${YOUTUBE_EMBED}/embed/`)) facts.embedsYouTube = true;
          else facts.otherFrames.push(src);
        }
        const type = (attributes.type ?? '').trim().toLowerCase();
        if (name === 'script' && attributes.src === undefined && EXECUTABLE_SCRIPT_TYPES.has(type)) {
          openText = { into: facts.inlineScripts, start: parser.endIndex + 1 };
        } else if (name === 'style') {
          openText = { into: facts.inlineStyles, start: parser.endIndex + 1 };
        }
      },
      onclosetag(name) {
        if (openText && (name === 'script' || name === 'style')) {
          openText.into.push(html.slice(openText.start, parser.startIndex));
          openText = null;
        }
        if (name === 'head' && facts.headEnd === -1) facts.headEnd = parser.startIndex;
        if (name === 'body' && facts.bodyEnd === -1) facts.bodyEnd = parser.startIndex;
      },
    },
    { decodeEntities: false },
  );
  parser.end(html);
  return facts;
}

const page = (head: string, body = '') =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8">${head}</head><body>${body}</body></html>`;

describe('pageFacts', () => {
  it('takes the exact text of inline scripts a browser runs, and skips data blocks and external scripts', () => {
    const facts = pageFacts(
      page(
        '<script type="application/ld+json">{"@type":"Recipe","name":"a &amp; b"}</script><script type="module" src="/_astro/a.js"></script>',
        '<script>(()=>{if(1<2&&"&amp;")run()})();</script><script type="module">go()</script>',
      ),
    );
    expect(facts.inlineScripts).toEqual(['(()=>{if(1<2&&"&amp;")run()})();', 'go()']);
  });

  it('takes inline styles, style attributes and event handlers', () => {
    const facts = pageFacts(
      page('<style>:root{--a:1}</style>', '<p style="color:red" onclick="x()">Hi</p><img data-lqip="img-1">'),
    );
    expect(facts.inlineStyles).toEqual([':root{--a:1}']);
    expect(facts.styleAttributes).toEqual(['color:red']);
    expect(facts.eventHandlers).toEqual(['p onclick']);
    expect(facts.placeholderImageIds).toEqual(['img-1']);
  });

  it('hashes what the browser sees: line breaks normalised to \\n', () => {
    expect(pageFacts(page('<style>a{}\r\nb{}\r</style>')).inlineStyles).toEqual(['a{}\nb{}\n']);
  });

  it('notices YouTube embeds, as a swap-in poster or as a player, and any other frame', () => {
    expect(pageFacts(page('', '<div data-youtube-embed="abc123"></div>')).embedsYouTube).toBe(true);
    const player = pageFacts(
      page('', '<iframe src="https://www.youtube-nocookie.com/embed/abc123"></iframe>'),
    );
    expect(player.embedsYouTube).toBe(true);
    expect(player.otherFrames).toEqual([]);
    expect(pageFacts(page('', '<iframe src="https://evil.example/"></iframe>')).otherFrames).toEqual([
      'https://evil.example/',
    ]);
    expect(pageFacts(page('')).embedsYouTube).toBe(false);
  });

  it('finds where the head ends', () => {
    const html = page('<title>T</title>');
    expect(html.slice(pageFacts(html).headEnd)).toMatch(/^<\/head><body>/);
    expect(html.slice(pageFacts(html).bodyEnd)).toMatch(/^<\/body>/);
  });
});

/** Pieces of markup, every kind the scanner tells apart, in the spellings that trip scanners. */
function markup(bareLessThan: boolean): fc.Arbitrary<string> {
  const space = fc.constantFrom(' ', '\n', '\t', '\f', '  ');
  const text = fc
    .array(
      fc.constantFrom(
        'a',
        ' ',
        bareLessThan ? '<' : '',
        '>',
        '&amp;',
        '"',
        "'",
        '=',
        '-',
        // Not after a bare `<`: htmlparser2 ends an end tag at a quoted `>` in its attributes.
        bareLessThan ? '' : '/',
        '<3',
        'é',
        '\n',
        '< p',
      ),
      {
        maxLength: 8,
      },
    )
    .map((parts) => parts.join(''));
  const quotedText = (quote: string) => text.map((value) => value.replaceAll(quote, ''));
  const attributeName = fc.constantFrom(
    'style',
    'STYLE',
    'onclick',
    'OnLoad',
    'data-lqip',
    'data-youtube-embed',
    'src',
    'SRC',
    'type',
    'href',
    'class',
    'x',
    '<a',
  );
  const value = fc.oneof(
    quotedText('"').map((v) => `="${v}"`),
    quotedText("'").map((v) => `='${v}'`),
    fc.constantFrom(
      '=bare',
      '=a/b',
      '= "spaced"',
      '=https://www.youtube-nocookie.com/embed/x1',
      '=module',
      '=""',
    ),
    fc.constant(''),
  );
  const attribute = fc.tuple(space, attributeName, value).map(([s, n, v]) => `${s}${n}${v}`);
  const attributes = fc.array(attribute, { maxLength: 4 }).map((list) => list.join(''));
  const tagEnd = fc.constantFrom('>', ' >', '/>', ' />', '\n>');
  const name = fc.constantFrom('div', 'p', 'img', 'a', 'span', 'DIV', 'html');
  const scriptType = fc.constantFrom(
    '',
    ' type="module"',
    ' type="application/ld+json"',
    " type='TEXT/JavaScript '",
    ' src="/_astro/a.js"',
    ' type=module',
  );
  // No `</` of its own name and no `<!--`: the script data escapes htmlparser2 does not know.
  const scriptText = fc
    .array(
      fc.constantFrom('if(a<b)', '"</div>"', 'x', '\n', '<', '-->', '</scripts>', "'", '{}', '</ script>'),
      {
        maxLength: 6,
      },
    )
    .map((parts) => parts.join(''));
  const styleText = fc
    .array(fc.constantFrom('a{}', '</styles>', '<', '"', '\n', '/*x*/', 'b>c{}'), { maxLength: 6 })
    .map((parts) => parts.join(''));
  const piece = fc.oneof(
    text,
    fc.tuple(name, attributes, tagEnd).map(([n, a, e]) => `<${n}${a}${e}`),
    fc.tuple(name, fc.constantFrom('', ' x="y>"', ' ')).map(([n, a]) => `</${n}${a}>`),
    fc
      .tuple(
        fc.constantFrom('script', 'SCRIPT', 'Script'),
        scriptType,
        attributes,
        scriptText,
        fc.constantFrom('script', 'SCRIPT'),
        // Not `</script >`: htmlparser2 then places the next end tag one character early.
        fc.constantFrom('>', '/>'),
      )
      .map(([open, type, a, body, close, end]) => `<${open}${type}${a}>${body}</${close}${end}`),
    fc
      .tuple(fc.constantFrom('style', 'STYLE'), attributes, styleText)
      .map(([n, a, body]) => `<${n}${a}>${body}</style>`),
    fc
      .tuple(fc.constantFrom('title', 'textarea'), text)
      .map(([n, body]) => `<${n}>${body}<p style="x"></${n}>`),
    fc.constantFrom(
      '<!-- c -->',
      '<!---->',
      '<!--><p style="after-abrupt">',
      '<!---><p style="after-abrupt-dash">',
      '<!-- <script>x</script> -->',
      '<!-- a --!> <p style="after">',
      '<!DOCTYPE html>',
      '<!doctype html>',
      '<?xml version="1.0"?>',
      '</>',
      '</ p>',
      '< p style="not-a-tag">',
      '<3',
      '<p style=a/>',
      '<p style = "b" style="c">',
      '<img data-lqip="img-1" data-lqip="img-2">',
      '<div data-youtube-embed></div>',
      '<iframe src="https://www.youtube-nocookie.com/embed/v"></iframe>',
      '<iframe src="https://other.example/"><p style="inside"></iframe>',
    ),
  );
  return fc.array(piece, { maxLength: 12 }).map((list) => list.join(''));
}

/** Where a page of `page(head, body)`'s ends its head and body. */
function skeletonEnds(head: string, body: string): { headEnd: number; bodyEnd: number } {
  const headEnd = page(head).length - '</head><body></body></html>'.length;
  return { headEnd, bodyEnd: headEnd + '</head><body>'.length + body.length };
}

describe('pageFacts against a general HTML parser', () => {
  it('reads random markup as htmlparser2 does', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.tuple(markup(true), markup(true), fc.constant(false)),
          // A bare `<` may begin a tag that runs on into the page's own: not in a whole page.
          fc.tuple(markup(false), markup(false), fc.constant(true)),
        ),
        ([head, body, whole]) => {
          const html = whole ? page(head, body) : `${head}${body}`;
          // Where the head and body end is the tree's business, in which htmlparser2's differs (an
          // early `</html>` closes both), and it places an end tag after `</div >` one early.
          const { headEnd, bodyEnd, ...facts } = pageFacts(html);
          const { headEnd: _head, bodyEnd: _body, ...parsed } = parsedPageFacts(html);
          expect(facts).toEqual(parsed);
          if (whole) expect({ headEnd, bodyEnd }).toEqual(skeletonEnds(head, body));
        },
      ),
      propertyRuns(20_000, 500),
    );
  });

  it('reads the saved pages of real recipe sites as htmlparser2 does', () => {
    const folder = new URL('../../shared/test-fixtures/recipe-import/recipe-pages/', import.meta.url);
    const pages = readdirSync(folder).filter((name) => name.endsWith('.html.gz'));
    expect(pages.length).toBeGreaterThan(30);
    for (const name of pages) {
      // Without `noscript`, whose content htmlparser2 reads as tags and a browser that runs
      // scripts (every reader's) as text.
      const html = gunzipSync(readFileSync(new URL(name, folder)))
        .toString('utf8')
        .replace(/<noscript\b[\s\S]*?<\/noscript\s*>/gi, '');
      expect({ name, facts: pageFacts(html) }).toEqual({ name, facts: parsedPageFacts(html) });
    }
  });
});

describe('pageFacts where browsers and htmlparser2 part', () => {
  it("keeps a `</script>` after `<!--<script>` in the script, as the tokenizer's script data escapes do", () => {
    const text = 'var a = "<!--<script>"; var b = "</script>"; var c = "-->";';
    expect(pageFacts(page(`<script>${text}</script>`)).inlineScripts).toEqual([text]);
    // Escaped but not doubled: the first `</script>` still ends it.
    expect(pageFacts(page('<script><!-- a </script><p style="s">')).inlineScripts).toEqual(['<!-- a ']);
    expect(pageFacts(page('<script><!-- a --> b </script><p style="s">')).styleAttributes).toEqual(['s']);
  });

  it('reads an end tag with spaces in it to its `>`, where htmlparser2 then places the next tag early', () => {
    const html = page('', '<script></script \n></body>');
    expect(html.slice(pageFacts(html).bodyEnd)).toMatch(/^<\/body>/);
  });

  it('reads the attributes of an end tag, a quoted `>` among them, where htmlparser2 ends it at that `>`', () => {
    expect(pageFacts("</a x='>' <p style>").styleAttributes).toEqual([]);
    expect(pageFacts("</a x='>'><p style>").styleAttributes).toEqual(['']);
  });

  it('counts nothing a page leaves open at its end, which the browser does not run', () => {
    expect(pageFacts('<p><script>run()').inlineScripts).toEqual([]);
    // An end tag the page cuts off is no end tag either.
    expect(pageFacts('<script>run()</script x="').inlineScripts).toEqual([]);
    expect(pageFacts("<style>a{}</style x='").inlineStyles).toEqual([]);
    expect(pageFacts('<style>a{}').inlineStyles).toEqual([]);
    expect(pageFacts('<p style="a" ').styleAttributes).toEqual([]);
  });

  it('reads no tags inside `noscript`, whose content is text where scripts run', () => {
    expect(pageFacts(page('', '<noscript><p style="a"></noscript><p style="b">')).styleAttributes).toEqual([
      'b',
    ]);
  });
});

describe('pageFacts on hostile pages', () => {
  it('reads a script of 100,000 escapes and doubled scripts in one pass over it, not one per `<`', () => {
    // Each `<` in an escaped script used to look for the next `-->` from scratch, to the page's
    // end: this page took minutes that way.
    for (const inside of ['<-'.repeat(100_000), '<script></script>'.repeat(20_000)]) {
      const text = `<!--${inside}`;
      // Each inner `</script>` of a doubled script goes back to escaped, where the last one ends it.
      expect(pageFacts(`<script>${text}</script><p style="after">`)).toMatchObject({
        inlineScripts: [text],
        styleAttributes: ['after'],
      });
    }
  });
});

describe('normalizedLineBreaks', () => {
  it('makes every CR LF and lone CR a LF, as the HTML input stream does', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('\r', '\n', '\r\n', 'a', ' ', '<p>'), { maxLength: 40 }),
        (parts) => {
          const source = parts.join('');
          expect(normalizedLineBreaks(source)).toBe(source.replace(/\r\n?/g, '\n'));
        },
      ),
      propertyRuns(2_000),
    );
  });
});

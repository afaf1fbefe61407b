import { propertyRuns } from '@larder/shared/test-support/property-runs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizedLineBreaks, pageFacts } from './page-facts.ts';

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

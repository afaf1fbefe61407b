import { describe, expect, it } from 'vitest';
import { sanitizeImportedHtml } from './sanitize-imported-html.ts';

describe('sanitizeImportedHtml', () => {
  it('keeps the text structure of an old blog post', () => {
    const html =
      '<h2>Ingredients</h2><ul><li>2 cups <b>flour</b></li><li>1 <i>egg</i></li></ul><ol start="2"><li>Mix.</li></ol><blockquote><p>Nana said so.</p></blockquote><table><tr><th scope="col">Pan</th><td colspan="2">9 in</td></tr></table>';
    expect(sanitizeImportedHtml(html)).toBe(
      '<h2>Ingredients</h2><ul><li>2 cups <strong>flour</strong></li><li>1 <em>egg</em></li></ul><ol start="2"><li>Mix.</li></ol><blockquote><p>Nana said so.</p></blockquote><table><tr><th scope="col">Pan</th><td colspan="2">9 in</td></tr></table>',
    );
  });

  it('drops scripts, styles, iframes, forms and their contents', () => {
    const html =
      '<p>Before</p><script>alert(1)</script><style>p{color:red}</style><iframe src="https://evil.example"></iframe><form action="/x"><input name="a"></form><noscript><img src="https://t.example/p.gif"></noscript><p>After</p>';
    expect(sanitizeImportedHtml(html)).toBe('<p>Before</p><p>After</p>');
  });

  it('drops event handlers, classes, ids and inline styles but keeps the text of unknown wrappers', () => {
    const html =
      '<div class="wp-block" id="x" style="color:red" onclick="steal()"><span style="font-weight:bold"><font face="Arial">Cream the butter</font></span></div>';
    expect(sanitizeImportedHtml(html)).toBe('Cream the butter');
  });

  it.each([
    ['javascript:alert(1)'],
    ['JaVaScRiPt:alert(1)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['vbscript:msgbox'],
    ['//evil.example/path'],
    ['/\\evil.example'],
  ])('removes the unsafe link address %s but keeps the link text', (href) => {
    expect(sanitizeImportedHtml(`<p><a href="${href}" onclick="x()">Read</a></p>`)).toBe(
      '<p><a>Read</a></p>',
    );
  });

  it("opens external links safely and gives same-site links the kitchen's one URL form", () => {
    expect(sanitizeImportedHtml('<a href="https://example.com/a">A</a> <a href="/recipes/b">B</a>')).toBe(
      '<a href="https://example.com/a" rel="noopener noreferrer nofollow" target="_blank">A</a> <a href="/recipes/b/">B</a>',
    );
  });

  it('moves headings below the page title', () => {
    expect(sanitizeImportedHtml('<h1>Cake</h1><h3>Tip</h3><h5>Aside</h5><h6>Small</h6>')).toBe(
      '<h2>Cake</h2><h3>Tip</h3><h4>Aside</h4><h4>Small</h4>',
    );
  });

  it('keeps only http(s) images, loads them lazily and gives them an alt text', () => {
    expect(
      sanitizeImportedHtml(
        '<img src="https://old.example/cake.jpg" width="600" height="400" onerror="x()"><img src="javascript:alert(1)" alt="bad"><img src="data:image/png;base64,AAAA" alt="inline">',
      ),
    ).toBe(
      '<img src="https://old.example/cake.jpg" alt="" width="600" height="400" loading="lazy" decoding="async" />',
    );
  });

  it('drops paragraphs that old editors left empty', () => {
    expect(
      sanitizeImportedHtml('<p>&nbsp;</p><p> </p><p><strong>&nbsp;</strong></p><p>Text</p><p><br></p>'),
    ).toBe('<p>Text</p>');
  });

  it('returns an empty string for nothing but junk', () => {
    expect(sanitizeImportedHtml('<script>x</script>')).toBe('');
  });
});

describe('sanitizeImportedHtml mail links', () => {
  it('keeps mailto links without opening a new tab', () => {
    expect(sanitizeImportedHtml('<a href="mailto:june@example.com">Mail</a>')).toBe(
      '<a href="mailto:june@example.com">Mail</a>',
    );
  });
});

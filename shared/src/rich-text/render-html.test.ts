import { describe, expect, it } from 'vitest';
import { richTextToPlainText } from './plain-text.ts';
import { renderRichTextHtml } from './render-html.ts';
import type { InlineNode, RichText } from './rich-text-schema.ts';

const UNIT_ID = '0b7f9c62-4a3e-4d3b-9f1e-2c5a8e6d1f00';
const USAGE_ID = '6e1d2c3b-8a9f-4b7e-a6d5-c4b3a2918070';

function paragraph(...children: InlineNode[]): RichText {
  return [{ type: 'paragraph', children }];
}

function link(href: string, text = 'click me'): RichText {
  return paragraph({ type: 'link', href, children: [{ text }] });
}

describe('renderRichTextHtml', () => {
  it('renders nothing for null, undefined and an empty document', () => {
    expect(renderRichTextHtml(null)).toBe('');
    expect(renderRichTextHtml(undefined)).toBe('');
    expect(renderRichTextHtml([])).toBe('');
  });

  it('renders paragraphs in order', () => {
    const html = renderRichTextHtml([
      { type: 'paragraph', children: [{ text: 'First' }] },
      { type: 'paragraph', children: [{ text: 'Second' }] },
    ]);
    expect(html).toBe('<p>First</p><p>Second</p>');
  });

  it('escapes a script tag in text', () => {
    const html = renderRichTextHtml(paragraph({ text: '<script>alert("x")</script>' }));
    expect(html).toBe('<p>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;</p>');
    expect(html).not.toContain('<script');
  });

  it('wraps bold text in strong and italic text in em', () => {
    expect(renderRichTextHtml(paragraph({ text: 'big', bold: true }))).toBe('<p><strong>big</strong></p>');
    expect(renderRichTextHtml(paragraph({ text: 'lean', italic: true }))).toBe('<p><em>lean</em></p>');
  });

  it('nests bold inside italic for text that is both', () => {
    expect(renderRichTextHtml(paragraph({ text: 'both', bold: true, italic: true }))).toBe(
      '<p><em><strong>both</strong></em></p>',
    );
  });

  it('escapes formatted text too', () => {
    expect(renderRichTextHtml(paragraph({ text: '<b>', bold: true }))).toBe(
      '<p><strong>&lt;b&gt;</strong></p>',
    );
  });

  it('renders headings at their level up to 3', () => {
    const html = renderRichTextHtml([
      { type: 'heading', level: 1, children: [{ text: 'One' }] },
      { type: 'heading', level: 2, children: [{ text: 'Two' }] },
      { type: 'heading', level: 3, children: [{ text: 'Three' }] },
    ]);
    expect(html).toBe('<h1>One</h1><h2>Two</h2><h3>Three</h3>');
  });

  it('clamps headings deeper than level 3 to level 3', () => {
    expect(renderRichTextHtml([{ type: 'heading', level: 5, children: [{ text: 'Deep' }] }])).toBe(
      '<h3>Deep</h3>',
    );
    expect(renderRichTextHtml([{ type: 'heading', level: 6, children: [{ text: 'Deeper' }] }])).toBe(
      '<h3>Deeper</h3>',
    );
  });

  it('shifts heading levels by the heading offset and keeps them within h6', () => {
    const heading: RichText = [{ type: 'heading', level: 1, children: [{ text: 'Title' }] }];
    expect(renderRichTextHtml(heading, { headingOffset: 2 })).toBe('<h3>Title</h3>');
    expect(
      renderRichTextHtml([{ type: 'heading', level: 6, children: [{ text: 'X' }] }], { headingOffset: 5 }),
    ).toBe('<h6>X</h6>');
  });

  it('renders numbered and bulleted lists with nested lists inside items', () => {
    const html = renderRichTextHtml([
      {
        type: 'numbered-list',
        children: [
          { type: 'list-item', children: [{ text: 'Mix' }] },
          {
            type: 'list-item',
            children: [
              { text: 'Bake' },
              {
                type: 'bulleted-list',
                children: [
                  { type: 'list-item', children: [{ text: 'top rack' }] },
                  { type: 'list-item', children: [{ text: '<hot>' }] },
                ],
              },
            ],
          },
        ],
      },
    ]);
    expect(html).toBe('<ol><li>Mix</li><li>Bake<ul><li>top rack</li><li>&lt;hot&gt;</li></ul></li></ol>');
  });

  it('renders the children of a document block inline', () => {
    const html = renderRichTextHtml([
      { type: 'document', children: [{ type: 'paragraph', children: [{ text: 'Inside' }] }] },
    ]);
    expect(html).toBe('<p>Inside</p>');
  });

  describe('links', () => {
    it.each([
      'javascript:alert(1)',
      ' JaVaScRiPt:alert(1)',
      '   javascript:alert(1)',
      '\n\tjavascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
    ])('drops the href %j but keeps the inner text', (href) => {
      const html = renderRichTextHtml(link(href));
      expect(html).toBe('<p>click me</p>');
      expect(html).not.toContain('<a');
    });

    it('keeps formatted inner text of a dropped link', () => {
      const html = renderRichTextHtml(
        paragraph({ type: 'link', href: 'javascript:void(0)', children: [{ text: 'bold', bold: true }] }),
      );
      expect(html).toBe('<p><strong>bold</strong></p>');
    });

    it('cannot break out of the href attribute with quotes in an external address', () => {
      const html = renderRichTextHtml(link('https://example.com/"onmouseover="alert(1)'));
      expect(html).toMatch(/^<p><a href="[^"]*" rel="noopener noreferrer">click me<\/a><\/p>$/);
      expect(html).not.toContain('onmouseover="');
    });

    it('cannot break out of the href attribute with quotes in a path', () => {
      const html = renderRichTextHtml(link(`/recipes/x" onclick="alert(1)' x='`));
      expect(html).toBe('<p><a href="/recipes/x&quot; onclick=&quot;alert(1)&#39; x=&#39;">click me</a></p>');
    });

    it('renders a relative path without rel', () => {
      expect(renderRichTextHtml(link('/recipes/lemon-cake', 'Lemon cake'))).toBe(
        '<p><a href="/recipes/lemon-cake">Lemon cake</a></p>',
      );
      expect(renderRichTextHtml(link('#step-3', 'step 3'))).toBe('<p><a href="#step-3">step 3</a></p>');
    });

    it('allows a mailto link', () => {
      expect(renderRichTextHtml(link('mailto:cook@example.com', 'Email me'))).toBe(
        '<p><a href="mailto:cook@example.com" rel="noopener noreferrer">Email me</a></p>',
      );
    });

    it('gives an external link rel="noopener noreferrer"', () => {
      expect(renderRichTextHtml(link('https://example.com/shop', 'Shop'))).toBe(
        '<p><a href="https://example.com/shop" rel="noopener noreferrer">Shop</a></p>',
      );
    });

    it('adds "ugc nofollow" to external links in user-generated content', () => {
      expect(renderRichTextHtml(link('https://spam.example/', 'Cheap'), { userGenerated: true })).toBe(
        '<p><a href="https://spam.example/" rel="noopener noreferrer ugc nofollow">Cheap</a></p>',
      );
    });

    it('does not add rel to a same-site path in user-generated content', () => {
      expect(renderRichTextHtml(link('/recipes/x', 'x'), { userGenerated: true })).toBe(
        '<p><a href="/recipes/x">x</a></p>',
      );
    });

    it('escapes an ampersand in a link address', () => {
      expect(renderRichTextHtml(link('/search?q=a&b=c', 'go'))).toBe(
        '<p><a href="/search?q=a&amp;b=c">go</a></p>',
      );
    });
  });

  describe('measurements and ingredient references', () => {
    it('renders a measurement through the resolver', () => {
      const html = renderRichTextHtml(
        paragraph({ text: 'Heat to ' }, { type: 'measurement', quantity: 350, unitId: UNIT_ID }),
        { measurement: (node) => `${node.quantity}°F` },
      );
      expect(html).toBe('<p>Heat to <span class="rt-measurement">350°F</span></p>');
    });

    it('falls back to the bare quantity without a measurement resolver', () => {
      expect(renderRichTextHtml(paragraph({ type: 'measurement', quantity: 2.5, unitId: UNIT_ID }))).toBe(
        '<p><span class="rt-measurement">2.5</span></p>',
      );
    });

    it('renders an ingredient reference through the resolver', () => {
      const html = renderRichTextHtml(
        paragraph({ type: 'ingredient-usage-reference', ingredientUsageId: USAGE_ID }),
        {
          ingredientReference: (node) => (node.ingredientUsageId === USAGE_ID ? '2 cups flour' : 'wrong'),
        },
      );
      expect(html).toBe('<p><span class="rt-ingredient">2 cups flour</span></p>');
    });

    it('renders an empty span for an ingredient reference without a resolver', () => {
      expect(
        renderRichTextHtml(paragraph({ type: 'ingredient-usage-reference', ingredientUsageId: USAGE_ID })),
      ).toBe('<p><span class="rt-ingredient"></span></p>');
    });

    it('escapes the text resolvers return', () => {
      const html = renderRichTextHtml(
        paragraph(
          { type: 'measurement', quantity: 1, unitId: UNIT_ID },
          { type: 'ingredient-usage-reference', ingredientUsageId: USAGE_ID },
        ),
        {
          measurement: () => '<img src=x onerror=alert(1)>',
          ingredientReference: () => '</span><script>alert(2)</script>',
        },
      );
      expect(html).not.toContain('<img');
      expect(html).not.toContain('<script');
      expect(html).toBe(
        '<p><span class="rt-measurement">&lt;img src=x onerror=alert(1)&gt;</span>' +
          '<span class="rt-ingredient">&lt;/span&gt;&lt;script&gt;alert(2)&lt;/script&gt;</span></p>',
      );
    });
  });
});

describe('rendering rich text beyond the limits', () => {
  it('stops at the depth limit instead of exhausting the stack, in HTML and in plain text', () => {
    let node: InlineNode = { text: 'bottom' };
    for (let level = 0; level < 100_000; level += 1)
      node = { type: 'link', href: 'https://example.com', children: [node] };
    const richText: RichText = [{ type: 'paragraph', children: [{ text: 'top ' }, node] }];
    const html = renderRichTextHtml(richText);
    expect(html.startsWith(`<p>top <a href="https://example.com/"`)).toBe(true);
    expect(html).not.toContain('bottom');
    expect(richTextToPlainText(richText)).toBe('top ');
  });
});

import { describe, expect, it } from 'vitest';
import { paragraphsFromText, parseStoredRichText, RichTextSchema } from './rich-text-schema.ts';

const UNIT_ID = '0b7f9c62-4a3e-4d3b-9f1e-2c5a8e6d1f00';
const USAGE_ID = '6e1d2c3b-8a9f-4b7e-a6d5-c4b3a2918070';

describe('RichTextSchema', () => {
  it('accepts every node type of the model', () => {
    const richText = [
      { type: 'heading', level: 2, children: [{ text: 'Method' }] },
      {
        type: 'paragraph',
        children: [
          { text: 'Bake at ', bold: true, italic: false },
          { type: 'measurement', quantity: 350, unitId: UNIT_ID },
          { type: 'link', href: 'https://example.com', children: [{ text: 'see', italic: true }] },
          { type: 'ingredient-usage-reference', ingredientUsageId: USAGE_ID },
        ],
      },
      {
        type: 'numbered-list',
        children: [
          {
            type: 'list-item',
            children: [
              { text: 'a' },
              { type: 'bulleted-list', children: [{ type: 'list-item', children: [{ text: 'b' }] }] },
            ],
          },
        ],
      },
      { type: 'document', children: [{ type: 'paragraph', children: [{ text: 'inside' }] }] },
    ];
    const result = RichTextSchema.safeParse(richText);
    expect(result.success).toBe(true);
    expect(result.data).toEqual(richText);
  });

  it('rejects an unknown block type', () => {
    expect(RichTextSchema.safeParse([{ type: 'script', children: [{ text: 'alert(1)' }] }]).success).toBe(
      false,
    );
  });

  it('rejects an unknown inline node type', () => {
    expect(
      RichTextSchema.safeParse([
        { type: 'paragraph', children: [{ type: 'iframe', src: 'https://evil.example' }] },
      ]).success,
    ).toBe(false);
  });

  it('rejects extra properties on a text leaf', () => {
    const result = RichTextSchema.safeParse([
      { type: 'paragraph', children: [{ text: 'x', style: 'color:red' }] },
    ]);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual([0, 'children', 0]);
  });

  it('rejects extra properties on a leaf nested in a link and in a list item', () => {
    expect(
      RichTextSchema.safeParse([
        {
          type: 'paragraph',
          children: [{ type: 'link', href: '/x', children: [{ text: 'x', onclick: 'y' }] }],
        },
      ]).success,
    ).toBe(false);
    expect(
      RichTextSchema.safeParse([
        { type: 'bulleted-list', children: [{ type: 'list-item', children: [{ text: 'x', html: '<b>' }] }] },
      ]).success,
    ).toBe(false);
  });

  it('rejects a measurement whose unitId is not a uuid', () => {
    const result = RichTextSchema.safeParse([
      { type: 'paragraph', children: [{ type: 'measurement', quantity: 1, unitId: 'cup' }] },
    ]);
    expect(result.success).toBe(false);
  });

  it('rejects a measurement with a non-finite quantity', () => {
    expect(
      RichTextSchema.safeParse([
        { type: 'paragraph', children: [{ type: 'measurement', quantity: Infinity, unitId: UNIT_ID }] },
      ]).success,
    ).toBe(false);
  });

  it('rejects an ingredient reference whose id is not a uuid', () => {
    expect(
      RichTextSchema.safeParse([
        { type: 'paragraph', children: [{ type: 'ingredient-usage-reference', ingredientUsageId: '42' }] },
      ]).success,
    ).toBe(false);
  });

  it('rejects heading levels outside 1 to 6', () => {
    expect(RichTextSchema.safeParse([{ type: 'heading', level: 0, children: [] }]).success).toBe(false);
    expect(RichTextSchema.safeParse([{ type: 'heading', level: 7, children: [] }]).success).toBe(false);
    expect(RichTextSchema.safeParse([{ type: 'heading', level: 1.5, children: [] }]).success).toBe(false);
  });

  it('rejects a list whose children are not list items', () => {
    expect(RichTextSchema.safeParse([{ type: 'bulleted-list', children: [{ text: 'loose' }] }]).success).toBe(
      false,
    );
  });

  it('rejects a value that is not an array of blocks', () => {
    expect(RichTextSchema.safeParse('just text').success).toBe(false);
    expect(RichTextSchema.safeParse({ type: 'paragraph', children: [] }).success).toBe(false);
  });
});

describe('paragraphsFromText', () => {
  it('makes one paragraph per non-empty line, trimmed', () => {
    expect(paragraphsFromText('First line\r\n\n   \n  Second line  \nThird')).toEqual([
      { type: 'paragraph', children: [{ text: 'First line' }] },
      { type: 'paragraph', children: [{ text: 'Second line' }] },
      { type: 'paragraph', children: [{ text: 'Third' }] },
    ]);
  });

  it('returns no paragraphs for empty or blank text', () => {
    expect(paragraphsFromText('')).toEqual([]);
    expect(paragraphsFromText(' \n\r\n\t')).toEqual([]);
  });

  it('produces a rich text the schema accepts', () => {
    expect(RichTextSchema.safeParse(paragraphsFromText('a\nb')).success).toBe(true);
  });
});

describe('rich text bounds', () => {
  /** A bulleted list nested `levels` deep counts two nodes a level (list and item) plus the text. */
  const nestedLinks = (levels: number) => {
    let node: unknown = { text: 'deep' };
    for (let level = 1; level < levels - 1; level += 1)
      node = { type: 'link', href: 'https://example.com', children: [node] };
    return [{ type: 'paragraph', children: [node] }];
  };

  it('accepts nesting up to 16 levels and refuses the 17th with a message that says why', () => {
    expect(RichTextSchema.safeParse(nestedLinks(16)).success).toBe(true);
    const result = RichTextSchema.safeParse(nestedLinks(17));
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Rich text is nested too deeply: at most 16 levels of lists, links and blocks.',
    ]);
  });

  it('refuses more than 10,000 nodes in one field', () => {
    const paragraph = { type: 'paragraph', children: Array.from({ length: 99 }, () => ({ text: 'a' })) };
    expect(RichTextSchema.safeParse(Array(100).fill(paragraph)).success).toBe(true);
    expect(RichTextSchema.safeParse(Array(102).fill(paragraph)).error?.issues[0]?.message).toBe(
      'Rich text is too long: at most 10000 parts.',
    );
  });

  it('refuses measurements with absurd quantities', () => {
    const measurement = (quantity: number) => [
      { type: 'paragraph', children: [{ type: 'measurement', quantity, unitId: UNIT_ID }] },
    ];
    expect(RichTextSchema.safeParse(measurement(-18)).success).toBe(true);
    expect(RichTextSchema.safeParse(measurement(1e300)).success).toBe(false);
  });

  it('reads stored rich text only when it is within the limits', () => {
    expect(parseStoredRichText(paragraphsFromText('a'))).toEqual(paragraphsFromText('a'));
    expect(parseStoredRichText(nestedLinks(700))).toBeNull();
    expect(parseStoredRichText({ not: 'a list' })).toBeNull();
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { richTextFromPm, richTextToPm } from './prosemirror-json.ts';
import { RichTextSchema, type BlockNode, type InlineNode, type RichText } from './rich-text-schema.ts';

const UNIT = '11111111-1111-4111-8111-111111111111';
const USAGE = '22222222-2222-4222-8222-222222222222';

describe('richTextToPm and richTextFromPm', () => {
  it('turns a step with a measurement and an ingredient reference into editor nodes and back', () => {
    const step: RichText = [
      {
        type: 'paragraph',
        children: [
          { text: 'Heat the oven to ' },
          { type: 'measurement', quantity: 350, unitId: UNIT },
          { text: ', then cream the ' },
          { type: 'ingredient-usage-reference', ingredientUsageId: USAGE },
          { text: ' well', bold: true },
          { type: 'link', href: 'https://example.com/tips', children: [{ text: 'tips', italic: true }] },
        ],
      },
    ];
    const doc = richTextToPm(step);
    expect(doc.content?.[0]?.content?.map((node) => node.type)).toEqual([
      'text',
      'measurement',
      'text',
      'ingredientReference',
      'text',
      'text',
    ]);
    expect(richTextFromPm(doc)).toEqual(step);
  });

  it('gives an empty editor one paragraph, and an empty editor back null', () => {
    expect(richTextToPm(null)).toEqual({ type: 'doc', content: [{ type: 'paragraph' }] });
    expect(
      richTextFromPm({ type: 'doc', content: [{ type: 'paragraph' }, { type: 'paragraph' }] }),
    ).toBeNull();
  });

  it('runs the paragraphs of one list item on with a space', () => {
    const doc = {
      type: 'doc',
      content: [
        {
          type: 'bulletList',
          content: [
            {
              type: 'listItem',
              content: [
                { type: 'paragraph', content: [{ type: 'text', text: 'one' }] },
                { type: 'paragraph', content: [{ type: 'text', text: 'two' }] },
              ],
            },
          ],
        },
      ],
    };
    expect(richTextFromPm(doc)).toEqual([
      {
        type: 'bulleted-list',
        children: [{ type: 'list-item', children: [{ text: 'one' }, { text: ' ' }, { text: 'two' }] }],
      },
    ]);
  });

  const text = fc.string({ minLength: 1, maxLength: 12 }).filter((value) => value.trim().length > 0);
  const leaf = fc.record(
    { text, bold: fc.constant(true), italic: fc.constant(true) },
    { requiredKeys: ['text'] },
  ) as fc.Arbitrary<InlineNode>;
  const inline: fc.Arbitrary<InlineNode> = fc.oneof(
    leaf,
    fc.record({
      type: fc.constant('measurement' as const),
      quantity: fc.integer({ min: -50, max: 1000 }),
      unitId: fc.constant(UNIT),
    }),
    fc.record({
      type: fc.constant('ingredient-usage-reference' as const),
      ingredientUsageId: fc.constant(USAGE),
    }),
    fc.record({
      type: fc.constant('link' as const),
      href: fc.constantFrom('https://a.example', 'https://b.example'),
      children: fc.array(leaf, { minLength: 1, maxLength: 3 }),
    }),
  );
  // Neighbouring links to one address would merge into one: the generator keeps them apart.
  const inlines = fc
    .array(inline, { minLength: 1, maxLength: 5 })
    .map((nodes) =>
      nodes.filter(
        (node, index) =>
          !(
            index > 0 &&
            'type' in node &&
            node.type === 'link' &&
            'type' in nodes[index - 1]! &&
            (nodes[index - 1] as { type: string }).type === 'link'
          ),
      ),
    );
  const block: fc.Arbitrary<BlockNode> = fc.oneof(
    inlines.map((children) => ({ type: 'paragraph' as const, children })),
    fc.record({
      type: fc.constant('heading' as const),
      level: fc.integer({ min: 1, max: 3 }),
      children: inlines,
    }),
    fc.record({
      type: fc.constantFrom('numbered-list' as const, 'bulleted-list' as const),
      children: fc.array(
        inlines.map((children) => ({ type: 'list-item' as const, children })),
        { minLength: 1, maxLength: 3 },
      ),
    }),
  );

  it('gives back any rich text it was given (in the form the editor keeps)', () => {
    fc.assert(
      fc.property(fc.array(block, { minLength: 1, maxLength: 5 }), (richText) => {
        expect(RichTextSchema.safeParse(richText).success).toBe(true);
        expect(richTextFromPm(richTextToPm(richText))).toEqual(richText);
      }),
    );
  });
});

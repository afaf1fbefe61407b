import { describe, expect, it } from 'vitest';
import { firstBlockHasText, richTextToPlainText } from './plain-text.ts';
import type { RichText } from './rich-text-schema.ts';

const UNIT_ID = '0b7f9c62-4a3e-4d3b-9f1e-2c5a8e6d1f00';
const USAGE_ID = '6e1d2c3b-8a9f-4b7e-a6d5-c4b3a2918070';

describe('richTextToPlainText', () => {
  it('returns an empty string for null and undefined', () => {
    expect(richTextToPlainText(null)).toBe('');
    expect(richTextToPlainText(undefined)).toBe('');
  });

  it('joins the leaves of a block and separates blocks with newlines', () => {
    const text = richTextToPlainText([
      { type: 'heading', level: 2, children: [{ text: 'Before ' }, { text: 'you start', bold: true }] },
      {
        type: 'paragraph',
        children: [{ text: 'Read ' }, { type: 'link', href: '/x', children: [{ text: 'this' }] }],
      },
    ]);
    expect(text).toBe('Before you start\nRead this');
  });

  it('skips empty blocks', () => {
    const text = richTextToPlainText([
      { type: 'paragraph', children: [{ text: 'One' }] },
      { type: 'paragraph', children: [] },
      { type: 'paragraph', children: [{ text: '' }] },
      { type: 'paragraph', children: [{ text: 'Two' }] },
    ]);
    expect(text).toBe('One\nTwo');
  });

  it('puts each list item, nested ones included, on its own line', () => {
    const text = richTextToPlainText([
      {
        type: 'bulleted-list',
        children: [
          { type: 'list-item', children: [{ text: 'a' }] },
          {
            type: 'list-item',
            children: [
              { text: 'b' },
              { type: 'numbered-list', children: [{ type: 'list-item', children: [{ text: 'b1' }] }] },
            ],
          },
        ],
      },
    ]);
    expect(text).toBe('a\nb\nb1');
  });

  it('reads measurements and ingredient references through the resolver', () => {
    const richText: RichText = [
      {
        type: 'paragraph',
        children: [
          { text: 'Add ' },
          { type: 'ingredient-usage-reference', ingredientUsageId: USAGE_ID },
          { text: ' and bake at ' },
          { type: 'measurement', quantity: 180, unitId: UNIT_ID },
        ],
      },
    ];
    expect(
      richTextToPlainText(richText, {
        measurement: (node) => `${node.quantity}°C`,
        ingredientReference: () => 'the flour',
      }),
    ).toBe('Add the flour and bake at 180°C');
    expect(richTextToPlainText(richText)).toBe('Add  and bake at 180');
  });

  it('does not escape HTML in the text', () => {
    expect(richTextToPlainText([{ type: 'paragraph', children: [{ text: 'a < b & c' }] }])).toBe('a < b & c');
  });
});

describe('firstBlockHasText', () => {
  it('is false for null, undefined and an empty rich text', () => {
    expect(firstBlockHasText(null)).toBe(false);
    expect(firstBlockHasText(undefined)).toBe(false);
    expect(firstBlockHasText([])).toBe(false);
  });

  it('is true when the first block has visible text', () => {
    expect(firstBlockHasText([{ type: 'paragraph', children: [{ text: 'Note' }] }])).toBe(true);
  });

  it('is false when the first block is only whitespace even if a later block has text', () => {
    expect(
      firstBlockHasText([
        { type: 'paragraph', children: [{ text: '  \n ' }] },
        { type: 'paragraph', children: [{ text: 'Later' }] },
      ]),
    ).toBe(false);
  });

  it('looks inside a first block that is a list', () => {
    expect(
      firstBlockHasText([
        { type: 'bulleted-list', children: [{ type: 'list-item', children: [{ text: 'x' }] }] },
      ]),
    ).toBe(true);
  });
});

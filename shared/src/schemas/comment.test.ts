import { describe, expect, it } from 'vitest';
import { CommentCreateSchema } from './comment.ts';

const RECIPE_ID = '3f2b1c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';

describe('CommentCreateSchema', () => {
  it('accepts a comment with text', () => {
    const input = { recipeId: RECIPE_ID, content: [{ type: 'paragraph', children: [{ text: 'Lovely!' }] }] };
    expect(CommentCreateSchema.parse(input)).toEqual(input);
  });

  it('rejects a whitespace-only comment', () => {
    const result = CommentCreateSchema.safeParse({
      recipeId: RECIPE_ID,
      content: [
        { type: 'paragraph', children: [{ text: '   ' }] },
        { type: 'paragraph', children: [{ text: '\n\t' }] },
      ],
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['content', 'Write a comment before submitting'],
    ]);
  });

  it('rejects an empty comment', () => {
    expect(CommentCreateSchema.safeParse({ recipeId: RECIPE_ID, content: [] }).success).toBe(false);
  });

  it('accepts a reply with a parent id and rejects a parent id that is not a uuid', () => {
    const content = [{ type: 'paragraph', children: [{ text: 'Thanks' }] }];
    expect(CommentCreateSchema.safeParse({ recipeId: RECIPE_ID, parentId: RECIPE_ID, content }).success).toBe(
      true,
    );
    expect(CommentCreateSchema.safeParse({ recipeId: RECIPE_ID, parentId: '7', content }).success).toBe(
      false,
    );
  });

  it('normalises the paragraphs: one per line, trimmed, blank ones dropped, leaves joined', () => {
    const parsed = CommentCreateSchema.parse({
      recipeId: RECIPE_ID,
      content: [
        { type: 'paragraph', children: [{ text: '  First\r\nsecond ' }, { text: 'half', bold: false }] },
        { type: 'paragraph', children: [{ text: ' \u200b ' }] },
        { type: 'paragraph', children: [{ text: 'third\u202e' }] },
      ],
    });
    expect(parsed.content).toEqual([
      { type: 'paragraph', children: [{ text: 'First' }] },
      { type: 'paragraph', children: [{ text: 'second half' }] },
      { type: 'paragraph', children: [{ text: 'third' }] },
    ]);
  });

  it.each([
    [
      'a link',
      [
        {
          type: 'paragraph',
          children: [{ type: 'link', href: 'https://x.example', children: [{ text: 'x' }] }],
        },
      ],
    ],
    ['bold text', [{ type: 'paragraph', children: [{ text: 'loud', bold: true }] }]],
    ['italic text', [{ type: 'paragraph', children: [{ text: 'soft', italic: true }] }]],
    ['a heading', [{ type: 'heading', level: 1, children: [{ text: 'Big' }] }]],
    ['a list', [{ type: 'bulleted-list', children: [{ type: 'list-item', children: [{ text: 'one' }] }] }]],
    ['a document', [{ type: 'document', children: [{ type: 'paragraph', children: [{ text: 'x' }] }] }]],
    [
      'a measurement',
      [{ type: 'paragraph', children: [{ type: 'measurement', quantity: 1, unitId: RECIPE_ID }] }],
    ],
  ])('refuses %s with a message that says comments are plain text', (_, content) => {
    const result = CommentCreateSchema.safeParse({ recipeId: RECIPE_ID, content });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      [
        'content',
        'A comment is plain text: paragraphs of text only, without links, lists, headings, bold or italic.',
      ],
    ]);
  });

  it('accepts 5,000 characters in 20 paragraphs and refuses one more of either', () => {
    const paragraph = (text: string) => ({ type: 'paragraph', children: [{ text }] });
    const twenty = Array.from({ length: 20 }, () => paragraph('x'.repeat(250)));
    expect(CommentCreateSchema.safeParse({ recipeId: RECIPE_ID, content: twenty }).success).toBe(true);
    const tooLong = CommentCreateSchema.safeParse({
      recipeId: RECIPE_ID,
      content: [...twenty.slice(1), paragraph('x'.repeat(251))],
    });
    expect(tooLong.error?.issues.map((issue) => issue.message)).toEqual([
      'A comment has at most 5,000 characters.',
    ]);
    const tooMany = CommentCreateSchema.safeParse({
      recipeId: RECIPE_ID,
      content: [...twenty, paragraph('x')].map((block, index) => (index ? block : paragraph('x'))),
    });
    expect(tooMany.error?.issues.map((issue) => issue.message)).toEqual([
      'A comment has at most 20 paragraphs.',
    ]);
  });

  it('counts the paragraphs a line break makes', () => {
    const result = CommentCreateSchema.safeParse({
      recipeId: RECIPE_ID,
      content: [{ type: 'paragraph', children: [{ text: Array(21).fill('line').join('\n') }] }],
    });
    expect(result.success).toBe(false);
  });

  it('rejects comment content with extra properties on a leaf', () => {
    expect(
      CommentCreateSchema.safeParse({
        recipeId: RECIPE_ID,
        content: [{ type: 'paragraph', children: [{ text: 'hi', html: '<script>' }] }],
      }).success,
    ).toBe(false);
  });
});

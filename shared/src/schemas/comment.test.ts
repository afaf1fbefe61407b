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

  it('rejects comment content with extra properties on a leaf', () => {
    expect(
      CommentCreateSchema.safeParse({
        recipeId: RECIPE_ID,
        content: [{ type: 'paragraph', children: [{ text: 'hi', html: '<script>' }] }],
      }).success,
    ).toBe(false);
  });
});

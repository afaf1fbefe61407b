import { describe, expect, it } from 'vitest';
import { commentParagraphsFromText, isBlankCommentText } from './comment-text';

describe('commentParagraphsFromText', () => {
  it('makes each line a paragraph and drops blank lines', () => {
    expect(commentParagraphsFromText('Loved it.\r\n\n  Will add garlic next time.  \n')).toEqual([
      { type: 'paragraph', children: [{ text: 'Loved it.' }] },
      { type: 'paragraph', children: [{ text: 'Will add garlic next time.' }] },
    ]);
  });
});

describe('isBlankCommentText', () => {
  it.each(['', '   ', '\n\n', ' \t\r\n '])('is blank for %j', (text) => {
    expect(isBlankCommentText(text)).toBe(true);
  });

  it('is not blank once there is a word', () => {
    expect(isBlankCommentText('\n yum \n')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { canReplyTo, commentTextParagraphs, confirmText, countComments } from './comment-thread';

describe('commentTextParagraphs', () => {
  it('gives each paragraph’s text as it is, markup included, for rendering as text', () => {
    expect(
      commentTextParagraphs({
        content: [
          { type: 'paragraph', children: [{ text: 'Made it twice.' }] },
          { type: 'paragraph', children: [{ text: '<b>So</b> good' }, { text: ' & easy' }] },
        ],
      }),
    ).toEqual(['Made it twice.', '<b>So</b> good & easy']);
  });
});

describe('canReplyTo', () => {
  it('allows replies on level-1 comments only', () => {
    expect(canReplyTo({ level: 1 })).toBe(true);
    expect(canReplyTo({ level: 2 })).toBe(false);
  });
});

describe('confirmText', () => {
  const reply = { children: [] };
  it('asks plainly when there are no replies', () => {
    expect(confirmText('hide', reply)).toBe('Are you sure you want to hide this comment?');
    expect(confirmText('delete', reply)).toBe('Are you sure you want to delete this comment?');
  });

  it('adds the stronger wording when replies exist', () => {
    const withReplies = { children: [reply] };
    expect(confirmText('hide', withReplies)).toBe(
      'Are you sure you want to hide this comment? This will hide all replies to this comment.',
    );
    expect(confirmText('delete', withReplies)).toBe(
      'Are you sure you want to delete this comment? This will hide all replies to this comment.',
    );
  });
});

describe('countComments', () => {
  it('counts replies too', () => {
    expect(countComments([{ children: [{ children: [] }, { children: [] }] }, { children: [] }])).toBe(4);
  });
});

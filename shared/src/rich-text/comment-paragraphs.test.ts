import { describe, expect, it } from 'vitest';
import { commentLength, commentParagraphsFromText, isBlankCommentText } from './comment-paragraphs.ts';

const texts = (text: string) =>
  commentParagraphsFromText(text).map((paragraph) => paragraph.children[0].text);

describe('comment paragraphs', () => {
  it('makes one paragraph per non-blank line, trimmed', () => {
    expect(texts('  Lovely soup!  \n\n\r\nMade it twice.\r\n')).toEqual(['Lovely soup!', 'Made it twice.']);
  });

  it('splits on every kind of line break', () => {
    expect(texts('a\rb\u2028c\u2029d\u000be\u000cf\u0085g')).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g']);
  });

  it('removes control characters, bidi overrides and byte-order marks, and keeps tabs as spaces', () => {
    expect(texts('a\u0000b\u0007c\u001bd\u007fe\u202ef\u2066g\ufeffh\ti')).toEqual(['abcdefgh i']);
  });

  it('repairs lone surrogates instead of storing broken text', () => {
    expect(texts('x\ud800y')).toEqual(['x\ufffdy']);
  });

  it('treats zero-width and blank-looking characters as blank at the ends of lines', () => {
    expect(isBlankCommentText(' \u00a0\u200b\u200e\u3000\u2800\u3164\u2060\n\t\u180e')).toBe(true);
    expect(texts('\u05e9\u05dc\u05d5\u05dd 3\u200f')).toEqual(['\u05e9\u05dc\u05d5\u05dd 3']);
    expect(texts('a\u200fb')).toEqual(['a\u200fb']);
    expect(texts('\u200bhi\u200b there\u00a0')).toEqual(['hi\u200b there']);
  });

  it('keeps emoji sequences whole and counts them as readers do', () => {
    const family = '👩\u200d👩\u200d👧';
    const paragraphs = commentParagraphsFromText(`${family}\nok`);
    expect(paragraphs[0]?.children[0].text).toBe(family);
    expect(commentLength(paragraphs)).toBe(5 + 2);
  });

  it('keeps markup as the text it is', () => {
    expect(texts('<b>hi</b> <a href="javascript:x">x</a>')).toEqual([
      '<b>hi</b> <a href="javascript:x">x</a>',
    ]);
  });
});

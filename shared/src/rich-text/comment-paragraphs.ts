/** How much one comment or reply may say. */
export const COMMENT_LIMITS = { characters: 5000, paragraphs: 20 } as const;

/** A comment as stored and served: paragraphs, each one text leaf without marks (a rich text). */
export interface CommentParagraph {
  type: 'paragraph';
  children: [{ text: string }];
}

/**
 * Characters removed from comment text: control characters (line and paragraph separators of any
 * kind become paragraphs first, tabs spaces), the bidirectional overrides and isolates that make
 * text read differently from how it is stored ("Trojan Source"), and the byte-order mark.
 */
/* eslint-disable no-control-regex -- matching control characters is the point */
const REMOVED = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069\uFEFF]/g;

/**
 * Characters that show nothing: whitespace, zero-width characters, direction marks and
 * blank-looking letters (Hangul fillers, the braille blank). A line made only of these is blank;
 * they are trimmed from the ends of a line but kept inside it (a zero-width joiner holds an emoji
 * sequence together, a direction mark places a number in right-to-left text).
 */
const BLANK = '\\s\\u061C\\u180E\\u200B-\\u200F\\u2060\\u115F\\u1160\\u2800\\u3164\\uFFA0';
const EDGES = new RegExp(`^[${BLANK}]+|[${BLANK}]+$`, 'gu');

/**
 * The paragraphs of a comment typed as text: one per non-blank line (spec §5 "Newlines become
 * separate paragraphs"), trimmed, with the characters above removed and broken UTF-16 repaired.
 * Empty when the text is blank, which is how "whitespace-only" is decided everywhere.
 */
export function commentParagraphsFromText(text: string): CommentParagraph[] {
  return (
    text
      .toWellFormed()
      .replace(/\r\n?|[\u000B\u000C\u0085\u2028\u2029]/g, '\n')
      /* eslint-enable no-control-regex */
      .replace(/\t/g, ' ')
      .replace(REMOVED, '')
      .split('\n')
      .map((line) => line.replace(EDGES, ''))
      .filter((line) => line.length > 0)
      .map((line) => ({ type: 'paragraph', children: [{ text: line }] }))
  );
}

/** Whether a comment typed as text says nothing (Submit and Cancel stay disabled, spec §5). */
export function isBlankCommentText(text: string): boolean {
  return commentParagraphsFromText(text).length === 0;
}

/** Characters as a reader counts them: code points, so an emoji is one. */
export function commentLength(paragraphs: readonly CommentParagraph[]): number {
  let length = 0;
  for (const paragraph of paragraphs) length += Array.from(paragraph.children[0].text).length;
  return length;
}

/** A comment as sent to the API: one paragraph per line of what the reader typed. */
export interface CommentParagraph {
  type: 'paragraph';
  children: [{ text: string }];
}

/**
 * The paragraphs of a comment typed as text (spec §5 "Newlines become separate paragraphs"):
 * one per non-blank line, trimmed. Empty when the text is blank.
 */
export function commentParagraphsFromText(text: string): CommentParagraph[] {
  return text
    .split(/\r\n?|\n|\u2028|\u2029/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0)
    .map((line) => ({ type: 'paragraph', children: [{ text: line }] }));
}

/** Whether a comment typed as text says nothing (Submit and Cancel stay disabled, spec §5). */
export function isBlankCommentText(text: string): boolean {
  return commentParagraphsFromText(text).length === 0;
}

import type { PublicComment } from '@larder/shared/schemas/comment';

/** The text of each paragraph of a comment, for rendering as text (never as HTML). */
export function commentTextParagraphs(comment: Pick<PublicComment, 'content'>): string[] {
  return comment.content.map((block) =>
    'children' in block
      ? block.children
          .map((leaf: object) => ('text' in leaf && typeof leaf.text === 'string' ? leaf.text : ''))
          .join('')
      : '',
  );
}

/** Replies are allowed on level-1 comments only (spec §5). */
export function canReplyTo(comment: Pick<PublicComment, 'level'>): boolean {
  return comment.level === 1;
}

/**
 * The confirmation before hiding or deleting (spec §8), with the stronger wording when the
 * comment has replies.
 */
export function confirmText(action: 'hide' | 'delete', comment: { children: readonly unknown[] }): string {
  const question = `Are you sure you want to ${action} this comment?`;
  return comment.children.length > 0 ? `${question} This will hide all replies to this comment.` : question;
}

/** Comments and replies together, as a count for the heading. */
export function countComments(comments: readonly { children: readonly unknown[] }[]): number {
  return comments.reduce((sum, comment) => sum + 1 + comment.children.length, 0);
}

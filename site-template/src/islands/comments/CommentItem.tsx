import { formatRelativeTime } from '@larder/shared/format/relative-time';
import type { PublicComment } from '@larder/shared/schemas/comment';
import { useState } from 'react';
import { canReplyTo, commentTextParagraphs } from '../../lib/comment-thread';
import type { CommentParagraph } from '@larder/shared/rich-text/comment-paragraphs';
import CommentForm from './CommentForm';

export interface CommentActions {
  /** The signed-in reader's id, or null for a visitor. */
  viewerId: string | null;
  canComment: boolean;
  canManage: boolean;
  now: Date;
  reply: (parent: PublicComment, content: CommentParagraph[]) => Promise<void>;
  /** Saves the name of a reader who has none, asked for with their first comment or reply. */
  saveName?: ((name: string) => Promise<void>) | undefined;
  toggleUpvote: (comment: PublicComment) => void;
  remove: (comment: PublicComment) => void;
  hide: (comment: PublicComment) => void;
  unhide: (comment: PublicComment) => void;
}

function UpvoteIcon() {
  return (
    <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true">
      <path d="M12 4 3 14h6v6h6v-6h6z" fill="currentColor" />
    </svg>
  );
}

/**
 * One comment with its replies (indented 1.25rem per level, spec §9). Its text is rendered as
 * text paragraphs, never as HTML, so nothing a reader writes becomes markup or a link.
 */
export default function CommentItem({
  comment,
  actions,
}: {
  comment: PublicComment;
  actions: CommentActions;
}) {
  const [replying, setReplying] = useState(false);
  const name = comment.user.displayName?.trim() || 'A reader';
  const own = actions.viewerId !== null && comment.user.id === actions.viewerId;
  const headingId = `comment-${comment.id}`;
  const upvotes = `${comment.upvoteCount} ${comment.upvoteCount === 1 ? 'upvote' : 'upvotes'}`;

  return (
    <li className={`comment level-${comment.level}`}>
      <article aria-labelledby={headingId}>
        <header className="comment-header">
          <span className="comment-avatar" aria-hidden="true">
            {name.charAt(0).toUpperCase()}
          </span>
          <span id={headingId} className="comment-author">
            {name}
          </span>
          <time dateTime={comment.createdAt} title={new Date(comment.createdAt).toLocaleString('en-US')}>
            {formatRelativeTime(comment.createdAt, actions.now)}
          </time>
        </header>
        <div className="comment-body">
          {commentTextParagraphs(comment).map((text, index) => (
            <p key={index}>{text}</p>
          ))}
        </div>
        <div className="comment-actions">
          {comment.isHidden ? (
            <button
              type="button"
              className="comment-action"
              onClick={() => {
                actions.unhide(comment);
              }}
            >
              Unhide
            </button>
          ) : (
            <>
              {actions.viewerId !== null ? (
                <button
                  type="button"
                  className="comment-action upvote"
                  aria-pressed={comment.viewerHasUpvoted}
                  onClick={() => {
                    actions.toggleUpvote(comment);
                  }}
                >
                  <UpvoteIcon />
                  <span className="visually-hidden">Upvote, </span>
                  {upvotes}
                </button>
              ) : (
                <span className="comment-upvotes">
                  <UpvoteIcon />
                  {upvotes}
                </span>
              )}
              {actions.canComment && canReplyTo(comment) ? (
                <button
                  type="button"
                  className="comment-action"
                  aria-expanded={replying}
                  onClick={() => {
                    setReplying(!replying);
                  }}
                >
                  Reply
                </button>
              ) : null}
              {own ? (
                <button
                  type="button"
                  className="comment-action"
                  onClick={() => {
                    actions.remove(comment);
                  }}
                >
                  Delete
                </button>
              ) : null}
              {actions.canManage ? (
                <button
                  type="button"
                  className="comment-action"
                  onClick={() => {
                    actions.hide(comment);
                  }}
                >
                  Hide
                </button>
              ) : null}
            </>
          )}
        </div>
        {replying ? (
          <CommentForm
            label={`Reply to ${name}`}
            submitLabel="Submit"
            saveName={actions.saveName}
            autoFocus
            onSubmit={async (content) => {
              await actions.reply(comment, content);
              setReplying(false);
            }}
            onCancel={() => {
              setReplying(false);
            }}
          />
        ) : null}
      </article>
      {comment.children.length > 0 ? (
        <ol className="comment-list replies">
          {comment.children.map((child) => (
            <CommentItem key={child.id} comment={child} actions={actions} />
          ))}
        </ol>
      ) : null}
    </li>
  );
}

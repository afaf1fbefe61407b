import { listHiddenComments, unhideComment } from '@larder/shared/api/comments.endpoints';
import { richTextToPlainText } from '@larder/shared/rich-text/plain-text';
import type { PublicComment } from '@larder/shared/schemas/comment';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { formatDateTime } from '../kitchen/BuildStatus.tsx';
import { useSession } from '../session/use-session.tsx';

/** Every hidden comment of a thread, replies included, in the order the thread shows them. */
function flatten(comments: PublicComment[]): PublicComment[] {
  return comments.flatMap((comment) => [comment, ...flatten(comment.children)]);
}

/**
 * The recipe's hidden comments, asked for when the creator opens the section: who wrote each,
 * when and what, with "Unhide" to put it back in the thread, and the way to the thread itself.
 */
export function HiddenComments({
  siteSlug,
  recipeId,
  threadUrl,
}: {
  siteSlug: string;
  recipeId: string;
  /** The recipe page's comments on the kitchen, once the recipe is published. */
  threadUrl: string | null;
}) {
  const session = useSession();
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const key = ['kitchen', siteSlug, 'hidden-comments', recipeId];
  const hidden = useQuery({
    queryKey: key,
    queryFn: async ({ signal }) =>
      flatten(
        (
          await session.api.request(listHiddenComments, {
            params: { siteSlug },
            query: { recipeId },
            signal,
          })
        ).comments,
      ).filter((comment) => comment.isHidden),
    enabled: open,
  });
  const unhide = async (comment: PublicComment) => {
    setMessage(null);
    try {
      const answer = await session.api.request(unhideComment, {
        params: { siteSlug, commentId: comment.id },
      });
      session.queryClient.setQueryData(
        key,
        flatten(answer.hiddenComments ?? []).filter((one) => one.isHidden),
      );
      setMessage(`The comment by ${comment.user.displayName ?? 'a reader'} is back in the thread.`);
    } catch {
      setMessage('The comment could not be unhidden. Try again.');
    }
  };
  const panelId = useId();
  return (
    <section className="editor-section" aria-labelledby={`${panelId}-heading`}>
      <h2 id={`${panelId}-heading`} className="editor-section-title">
        Comments
      </h2>
      <p className="hint">
        Comments you hide on the recipe’s page leave the thread for readers. They wait here until you put them
        back.{' '}
        {threadUrl ? (
          <a href={threadUrl} target="_blank" rel="noreferrer">
            Open the comments on your kitchen<span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        ) : null}
      </p>
      <div>
        <button
          type="button"
          className="button button-secondary"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => {
            setOpen(!open);
          }}
        >
          {open ? 'Close hidden comments' : 'Show hidden comments'}
        </button>
      </div>
      <div id={panelId} hidden={!open}>
        {hidden.isPending && open ? <p className="hint">Loading…</p> : null}
        {hidden.isError ? <p className="form-error">The hidden comments did not load. Try again.</p> : null}
        {hidden.data?.length === 0 ? <p className="hint">No hidden comments on this recipe.</p> : null}
        {hidden.data?.length ? (
          <ul className="hidden-comments">
            {hidden.data.map((comment) => (
              <li key={comment.id} className="hidden-comment">
                <p className="hidden-comment-meta">
                  <strong>{comment.user.displayName ?? 'A reader'}</strong>{' '}
                  <time dateTime={comment.createdAt}>{formatDateTime(comment.createdAt)}</time>
                </p>
                <p className="hidden-comment-text">{richTextToPlainText(comment.content)}</p>
                <button type="button" className="button button-quiet" onClick={() => void unhide(comment)}>
                  Unhide
                  <span className="visually-hidden">
                    {' '}
                    the comment by {comment.user.displayName ?? 'a reader'}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        <p role="status" className="hint">
          {message}
        </p>
      </div>
    </section>
  );
}

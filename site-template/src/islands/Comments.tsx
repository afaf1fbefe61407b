import {
  createComment,
  deleteComment,
  hideComment,
  removeCommentUpvote,
  unhideComment,
  upvoteComment,
} from '@larder/shared/api/comments.endpoints';
import type { CommentsResponse, PublicComment } from '@larder/shared/schemas/comment';
import { useEffect, useRef, useState } from 'react';
import { confirmText, countComments } from '../lib/comment-thread';
import type { CommentParagraph } from '@larder/shared/rich-text/comment-paragraphs';
import { kitchenApi } from '../lib/kitchen-api';
import type { KitchenContext } from '../lib/kitchen-context';
import { loadComments, type CommentsState } from '../lib/load-comments';
import { SOMETHING_WENT_WRONG } from '../lib/request-error';
import { showToast } from '../lib/toast';
import { $currentUser, loadCurrentUser, renameReader, type CurrentUserState } from '../stores/current-user';
import { useHydratedStore } from '../stores/use-hydrated-store';
import { updateAccountProfile } from '@larder/shared/api/reader.endpoints';
import CommentForm from './comments/CommentForm';
import CommentItem, { type CommentActions } from './comments/CommentItem';
import ConfirmDialog from './comments/ConfirmDialog';

interface Props {
  kitchen: KitchenContext;
  recipeId: string;
  /** The recipe page's path: where "Sign in to comment" brings the reader back to. */
  recipePath: string;
  /** Subscribers-only recipe: only paid subscribers (and managers) may comment. */
  premium: boolean;
}

const PENDING: CurrentUserState = { status: 'pending' };
type Confirmation = { action: 'hide' | 'delete'; comment: PublicComment };

/**
 * The comments of a recipe (spec §2, §4, §5, §8): loaded when scrolled into view, never part of
 * the static page. Readers comment, reply to level-1 comments, upvote and delete their own; the
 * kitchen's managers also hide and unhide, and see the hidden comments. Every change answers
 * with the whole thread, which replaces the one shown.
 */
export default function Comments({ kitchen, recipeId, recipePath, premium }: Props) {
  const reader = useHydratedStore($currentUser, PENDING);
  const [state, setState] = useState<CommentsState>({ status: 'pending' });
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  const [now, setNow] = useState(() => new Date());
  const heading = useRef<HTMLHeadingElement>(null);
  const signedIn = reader.status === 'signed-in';

  useEffect(() => {
    void loadCurrentUser(kitchen);
  }, [kitchen]);

  useEffect(() => {
    if (reader.status === 'pending') return;
    let current = true;
    setState({ status: 'pending' });
    void loadComments(kitchen, recipeId, reader.status === 'signed-in' ? reader.siteUserData : null).then(
      (loaded) => {
        if (current) setState(loaded);
      },
    );
    return () => {
      current = false;
    };
  }, [kitchen, recipeId, reader.status]);

  useEffect(() => {
    const timer = window.setInterval(() => {
      setNow(new Date());
    }, 60_000);
    return () => {
      window.clearInterval(timer);
    };
  }, []);

  const api = kitchenApi(kitchen.apiOrigin);
  const site = { siteSlug: kitchen.siteSlug };
  const apply = (response: CommentsResponse) => {
    setState((previous) =>
      previous.status === 'fulfilled'
        ? {
            ...previous,
            comments: response.comments,
            hiddenComments: response.hiddenComments ?? previous.hiddenComments,
          }
        : previous,
    );
  };
  const change = (request: Promise<CommentsResponse>) => {
    request.then(apply).catch((error: unknown) => {
      console.warn('Could not change the comments', error);
      showToast({ message: SOMETHING_WENT_WRONG });
    });
  };

  const canManage = state.status === 'fulfilled' && state.canManage;
  const user = reader.status === 'signed-in' ? reader.user : null;
  const canComment = user !== null && (!premium || user.isSubscribedToPaid || canManage);
  // A comment shows its author's name: a reader without one gives it with their first comment.
  const saveName = async (displayName: string) => {
    const { currentUser } = await api.request(updateAccountProfile, { body: { displayName } });
    renameReader(currentUser.displayName);
  };
  const post = async (content: CommentParagraph[], parentId: string | null) => {
    apply(await api.request(createComment, { params: site, body: { recipeId, parentId, content } }));
  };

  const actions: CommentActions = {
    viewerId: user?.id ?? null,
    canComment,
    canManage,
    now,
    reply: (parent, content) => post(content, parent.id),
    saveName: user?.displayName?.trim() ? undefined : saveName,
    toggleUpvote: (comment) => {
      change(
        comment.viewerHasUpvoted
          ? api.request(removeCommentUpvote, { params: { ...site, commentId: comment.id } })
          : api.request(upvoteComment, { params: site, body: { commentId: comment.id } }),
      );
    },
    remove: (comment) => {
      setConfirmation({ action: 'delete', comment });
    },
    hide: (comment) => {
      setConfirmation({ action: 'hide', comment });
    },
    unhide: (comment) => {
      change(api.request(unhideComment, { params: { ...site, commentId: comment.id } }));
    },
  };

  // A hidden comment can only be unhidden; its replies are shown for context, without actions.
  const hiddenActions: CommentActions = { ...actions, viewerId: null, canComment: false, canManage: false };

  const confirm = () => {
    if (!confirmation) return;
    const { action, comment } = confirmation;
    const params = { ...site, commentId: comment.id };
    change(api.request(action === 'hide' ? hideComment : deleteComment, { params }));
    setConfirmation(null);
    heading.current?.focus();
  };

  const count = state.status === 'fulfilled' ? countComments(state.comments) : 0;
  return (
    <section id="comments" className="comments" aria-labelledby="comments-heading">
      <h2 id="comments-heading" ref={heading} tabIndex={-1}>
        Comments{count > 0 ? ` (${count})` : ''}
      </h2>
      {reader.status === 'pending' ? null : canComment ? (
        <CommentForm
          label="Add a comment"
          submitLabel="Submit"
          onSubmit={(content) => post(content, null)}
          saveName={actions.saveName}
        />
      ) : signedIn ? (
        <p className="comments-note">
          Comments on this recipe are open to subscribers with full access.{' '}
          <a href="/subscribe/">Subscribe</a>
        </p>
      ) : (
        <p className="comments-note">
          <a href={`/sign-in/?next=${encodeURIComponent(`${recipePath}#comments`)}`}>Sign in to comment</a>
        </p>
      )}
      {state.status === 'pending' ? (
        <p className="comments-loading" role="status">
          Loading comments…
        </p>
      ) : state.status === 'rejected' ? (
        <div className="comments-error" role="alert">
          Error loading comments
        </div>
      ) : (
        <>
          {state.comments.length === 0 ? (
            <p className="comments-empty">No comments yet</p>
          ) : (
            <ol className="comment-list">
              {state.comments.map((comment) => (
                <CommentItem key={comment.id} comment={comment} actions={actions} />
              ))}
            </ol>
          )}
          {state.canManage && state.hiddenComments.length > 0 ? (
            <section className="hidden-comments" aria-labelledby="hidden-comments-heading">
              <h3 id="hidden-comments-heading">Hidden comments</h3>
              <ol className="comment-list">
                {state.hiddenComments.map((comment) => (
                  <CommentItem key={comment.id} comment={comment} actions={hiddenActions} />
                ))}
              </ol>
            </section>
          ) : null}
        </>
      )}
      <ConfirmDialog
        message={confirmation ? confirmText(confirmation.action, confirmation.comment) : null}
        confirmLabel={confirmation?.action === 'hide' ? 'Hide' : 'Delete'}
        onConfirm={confirm}
        onClose={() => {
          setConfirmation(null);
        }}
      />
    </section>
  );
}

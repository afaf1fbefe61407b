import type { CommentCreate, CommentsQuery, CommentsResponse, CommentUpvote } from '../schemas/comment.ts';
import { endpoint } from './endpoint.ts';

export const listComments = endpoint<{ query: CommentsQuery; response: CommentsResponse }>()(
  'GET',
  '/site/:siteSlug/comments',
);
export const createComment = endpoint<{ body: CommentCreate; response: CommentsResponse }>()(
  'POST',
  '/site/:siteSlug/comments',
);
export const deleteComment = endpoint<{ response: CommentsResponse }>()(
  'DELETE',
  '/site/:siteSlug/comments/:commentId',
);
export const upvoteComment = endpoint<{ body: CommentUpvote; response: CommentsResponse }>()(
  'POST',
  '/site/:siteSlug/comment-upvotes',
);
export const removeCommentUpvote = endpoint<{ response: CommentsResponse }>()(
  'DELETE',
  '/site/:siteSlug/comment-upvotes/:commentId',
);

/** Managers only (404 for anyone else, so the lists read as empty). */
export const hideComment = endpoint<{ response: CommentsResponse }>()(
  'POST',
  '/manage/:siteSlug/comments/:commentId/hide',
);
export const unhideComment = endpoint<{ response: CommentsResponse }>()(
  'POST',
  '/manage/:siteSlug/comments/:commentId/unhide',
);
export const listHiddenComments = endpoint<{ query: CommentsQuery; response: CommentsResponse }>()(
  'GET',
  '/manage/:siteSlug/hidden-comments',
);

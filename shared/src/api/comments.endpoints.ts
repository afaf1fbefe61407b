import type { CommentCreate, CommentsQuery, CommentsResponse, CommentUpvote } from '../schemas/comment.ts';
import { endpoint } from './endpoint.ts';

export const listComments = /* @__PURE__ */ endpoint<{ query: CommentsQuery; response: CommentsResponse }>()(
  'GET',
  '/site/:siteSlug/comments',
);
export const createComment = /* @__PURE__ */ endpoint<{ body: CommentCreate; response: CommentsResponse }>()(
  'POST',
  '/site/:siteSlug/comments',
);
export const deleteComment = /* @__PURE__ */ endpoint<{ response: CommentsResponse }>()(
  'DELETE',
  '/site/:siteSlug/comments/:commentId',
);
export const upvoteComment = /* @__PURE__ */ endpoint<{ body: CommentUpvote; response: CommentsResponse }>()(
  'POST',
  '/site/:siteSlug/comment-upvotes',
);
export const removeCommentUpvote = /* @__PURE__ */ endpoint<{ response: CommentsResponse }>()(
  'DELETE',
  '/site/:siteSlug/comment-upvotes/:commentId',
);

/** Managers only (404 for anyone else, so the lists read as empty). */
export const hideComment = /* @__PURE__ */ endpoint<{ response: CommentsResponse }>()(
  'POST',
  '/manage/:siteSlug/comments/:commentId/hide',
);
export const unhideComment = /* @__PURE__ */ endpoint<{ response: CommentsResponse }>()(
  'POST',
  '/manage/:siteSlug/comments/:commentId/unhide',
);
export const listHiddenComments = /* @__PURE__ */ endpoint<{
  query: CommentsQuery;
  response: CommentsResponse;
}>()('GET', '/manage/:siteSlug/hidden-comments');

import { IdSchema } from '@larder/shared/schemas/common';
import {
  CommentCreateSchema,
  CommentsQuerySchema,
  CommentUpvoteSchema,
} from '@larder/shared/schemas/comment';
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { readCommentLists } from '../comment/comment-thread-read.ts';
import {
  createComment,
  deleteOwnComment,
  removeCommentUpvote,
  upvoteComment,
} from '../comment/comment-write.ts';
import type { AppEnv } from '../http/app-env.ts';
import { requireSignedIn } from '../http/auth-middleware.ts';
import { byUser, rateLimit } from '../http/rate-limit.ts';
import { validate } from '../http/validate.ts';
import { requireRecipeInKitchen } from '../recipe/recipe-in-kitchen.ts';
import { requireSiteBySlug } from '../site/site-read.ts';

const CommentIdParamSchema = z.object({ siteSlug: z.string(), commentId: IdSchema });

/**
 * Answers with the recipe's visible discussion, as every comment call does (spec §7). Never
 * cached: a hidden or deleted comment must be gone from the very next answer.
 */
async function discussion(c: Context<AppEnv>, siteId: string, recipeId: string, status: 200 | 201 = 200) {
  const { comments } = await readCommentLists(c.var.readContext, {
    siteId,
    recipeId,
    viewerId: c.var.user?.id ?? null,
  });
  c.header('Cache-Control', 'no-store');
  return c.json({ comments }, status);
}

const commentsPerUser = rateLimit({ budget: 'comment-per-user', key: byUser });
const commentActionsPerUser = rateLimit({ budget: 'comment-action-per-user', key: byUser });

/** A recipe's discussion on its kitchen (prefix /api/v1/site): read by anyone, written by readers. */
export const siteCommentRoutes = new Hono<AppEnv>()
  .get('/:siteSlug/comments', validate('query', CommentsQuerySchema), async (c) => {
    const site = await requireSiteBySlug(c.var.deps.db, c.req.param('siteSlug'));
    const recipe = await requireRecipeInKitchen(c.var.deps.db, site.id, c.req.valid('query').recipeId);
    return discussion(c, site.id, recipe.id);
  })
  .post(
    '/:siteSlug/comments',
    requireSignedIn,
    commentsPerUser,
    validate('json', CommentCreateSchema),
    async (c) => {
      const site = await requireSiteBySlug(c.var.deps.db, c.req.param('siteSlug'));
      const { recipeId } = await createComment(c.var.deps.db, site, c.var.user!.id, c.req.valid('json'));
      return discussion(c, site.id, recipeId, 201);
    },
  )
  .delete(
    '/:siteSlug/comments/:commentId',
    requireSignedIn,
    commentActionsPerUser,
    validate('param', CommentIdParamSchema),
    async (c) => {
      const { siteSlug, commentId } = c.req.valid('param');
      const site = await requireSiteBySlug(c.var.deps.db, siteSlug);
      const { recipeId } = await deleteOwnComment(c.var.deps.db, site.id, c.var.user!.id, commentId);
      return discussion(c, site.id, recipeId);
    },
  )
  .post(
    '/:siteSlug/comment-upvotes',
    requireSignedIn,
    commentActionsPerUser,
    validate('json', CommentUpvoteSchema),
    async (c) => {
      const site = await requireSiteBySlug(c.var.deps.db, c.req.param('siteSlug'));
      const { recipeId } = await upvoteComment(
        c.var.deps.db,
        site,
        c.var.user!.id,
        c.req.valid('json').commentId,
      );
      return discussion(c, site.id, recipeId);
    },
  )
  .delete(
    '/:siteSlug/comment-upvotes/:commentId',
    requireSignedIn,
    commentActionsPerUser,
    validate('param', CommentIdParamSchema),
    async (c) => {
      const { siteSlug, commentId } = c.req.valid('param');
      const site = await requireSiteBySlug(c.var.deps.db, siteSlug);
      const { recipeId } = await removeCommentUpvote(c.var.deps.db, site.id, c.var.user!.id, commentId);
      return discussion(c, site.id, recipeId);
    },
  );

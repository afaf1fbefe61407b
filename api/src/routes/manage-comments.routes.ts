import { IdSchema } from '@larder/shared/schemas/common';
import { CommentsQuerySchema } from '@larder/shared/schemas/comment';
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { readCommentLists } from '../comment/comment-thread-read.ts';
import { setCommentHidden } from '../comment/comment-write.ts';
import type { AppEnv } from '../http/app-env.ts';
import { requireSiteManager } from '../http/auth-middleware.ts';
import { validate } from '../http/validate.ts';
import { requireRecipeInKitchen } from '../recipe/recipe-in-kitchen.ts';

const CommentIdParamSchema = z.object({ siteSlug: z.string(), commentId: IdSchema });

async function bothLists(c: Context<AppEnv>, recipeId: string) {
  const lists = await readCommentLists(c.var.readContext, {
    siteId: c.var.site.id,
    recipeId,
    viewerId: c.var.user!.id,
  });
  c.header('Cache-Control', 'no-store');
  return c.json(lists);
}

/**
 * Moderation (prefix /api/v1/manage/{siteSlug}): a kitchen's managers hide and unhide comments
 * and see the hidden ones; anyone else gets 404 (401 signed out), which the island reads as "no
 * hidden comments". Hide and unhide answer with both lists, so the island replaces both at once.
 */
export const manageCommentRoutes = new Hono<AppEnv>()
  .use('/:siteSlug/comments/*', requireSiteManager)
  .use('/:siteSlug/hidden-comments', requireSiteManager)
  .post('/:siteSlug/comments/:commentId/hide', validate('param', CommentIdParamSchema), async (c) => {
    const { recipeId } = await setCommentHidden(
      c.var.deps.db,
      c.var.site.id,
      c.req.valid('param').commentId,
      true,
    );
    return bothLists(c, recipeId);
  })
  .post('/:siteSlug/comments/:commentId/unhide', validate('param', CommentIdParamSchema), async (c) => {
    const { recipeId } = await setCommentHidden(
      c.var.deps.db,
      c.var.site.id,
      c.req.valid('param').commentId,
      false,
    );
    return bothLists(c, recipeId);
  })
  // The hidden comments of one recipe answer as `comments` (spec §7); a draft's are listed too.
  .get('/:siteSlug/hidden-comments', validate('query', CommentsQuerySchema), async (c) => {
    const recipe = await requireRecipeInKitchen(c.var.deps.db, c.var.site.id, c.req.valid('query').recipeId, {
      drafts: true,
    });
    const { hiddenComments } = await readCommentLists(c.var.readContext, {
      siteId: c.var.site.id,
      recipeId: recipe.id,
      viewerId: c.var.user!.id,
    });
    c.header('Cache-Control', 'no-store');
    return c.json({ comments: hiddenComments });
  });

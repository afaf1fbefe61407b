import { AppError } from '@larder/shared/errors';
import type { CommentCreateSchema } from '@larder/shared/schemas/comment';
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { Db } from '../db/database.ts';
import { bool, toJson } from '../db/json-column.ts';
import { requireRecipeInKitchen } from '../recipe/recipe-in-kitchen.ts';
import type { SiteRow } from '../site/site-read.ts';
import { mayJoinDiscussion } from '../subscription/premium-access.ts';

type CommentCreate = z.output<typeof CommentCreateSchema>;

/*
 * The comment rules of spec §5 and §6, enforced here for every client. Comments are never part of
 * a kitchen's pages or its cached public reads, so no write here marks the kitchen changed.
 */

const NOT_ENTITLED = 'Only subscribers with full access can join the discussion of this recipe.';
const COMMENTS_OFF = 'Comments are turned off in this kitchen.';

interface CommentRow {
  id: string;
  recipeId: string;
  userId: string;
  level: number;
  /** Whether the public sees it: neither it nor the comment it answers is hidden, and its recipe is published. */
  visible: boolean;
  privacySetting: string;
}

/** A comment of this kitchen, or undefined (also for another kitchen's comment). */
async function findComment(db: Db, siteId: string, commentId: string): Promise<CommentRow | undefined> {
  const row = await db
    .selectFrom('comments as c')
    .innerJoin('recipes as r', 'r.id', 'c.recipe_id')
    .leftJoin('comments as p', 'p.id', 'c.parent_id')
    .select([
      'c.id',
      'c.recipe_id',
      'c.user_id',
      'c.level',
      'c.is_hidden',
      'p.is_hidden as parent_is_hidden',
      'r.published_at',
      'r.privacy_setting',
    ])
    .where('c.id', '=', commentId)
    .where('c.site_id', '=', siteId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    recipeId: row.recipe_id,
    userId: row.user_id,
    level: row.level,
    visible: !bool(row.is_hidden) && !bool(row.parent_is_hidden ?? 0) && row.published_at !== null,
    privacySetting: row.privacy_setting,
  };
}

async function requireComment(db: Db, siteId: string, commentId: string): Promise<CommentRow> {
  const comment = await findComment(db, siteId, commentId);
  if (!comment) throw new AppError('comment_not_found');
  return comment;
}

/** A comment the public sees: hidden ones (and replies to them) are unknown to readers. */
async function requireVisibleComment(db: Db, siteId: string, commentId: string): Promise<CommentRow> {
  const comment = await requireComment(db, siteId, commentId);
  if (!comment.visible) throw new AppError('comment_not_found');
  return comment;
}

function requireCommentsOpen(site: SiteRow): void {
  if (!bool(site.comments_enabled)) throw new AppError('forbidden', COMMENTS_OFF);
}

/**
 * Posts a comment, or a reply to a level-1 comment of the same recipe (replies are one level
 * deep). Returns the comment and the recipe whose discussion changed. `createdAt` (ISO) dates it
 * other than now: the demo's discussions took place over past weeks.
 */
export async function createComment(
  db: Db,
  site: SiteRow,
  userId: string,
  input: CommentCreate,
  createdAt?: string,
): Promise<{ recipeId: string; commentId: string }> {
  requireCommentsOpen(site);
  // One transaction: the comment replied to cannot be deleted between the check and the insert.
  return db.transaction().execute(async (trx) => {
    const recipe = await requireRecipeInKitchen(trx, site.id, input.recipeId);
    if (!(await mayJoinDiscussion(trx, userId, site.id, recipe.privacySetting)))
      throw new AppError('forbidden', NOT_ENTITLED);
    let level = 1;
    if (input.parentId) {
      const parent = await findComment(trx, site.id, input.parentId);
      if (!parent?.visible || parent.recipeId !== recipe.id)
        throw new AppError('comment_not_found', 'The comment you are replying to is not on this recipe.');
      if (parent.level !== 1)
        throw new AppError(
          'validation_failed',
          'Replies are allowed only on top-level comments: reply to the comment this one answers.',
          { parentId: ['Replies are allowed only on top-level comments'] },
        );
      level = 2;
    }
    const commentId = randomUUID();
    await trx
      .insertInto('comments')
      .values({
        id: commentId,
        site_id: site.id,
        recipe_id: recipe.id,
        user_id: userId,
        parent_id: input.parentId ?? null,
        level,
        content: toJson(input.content)!,
        created_at: createdAt,
      })
      .execute();
    return { recipeId: recipe.id, commentId };
  });
}

/** Deletes the reader's own comment and, with it, every reply to it. */
export async function deleteOwnComment(
  db: Db,
  siteId: string,
  userId: string,
  commentId: string,
): Promise<{ recipeId: string }> {
  return db.transaction().execute(async (trx) => {
    const comment = await requireComment(trx, siteId, commentId);
    if (comment.userId !== userId) throw new AppError('forbidden', 'Only its author can delete a comment.');
    // Replies and upvotes go with it (foreign keys cascade).
    await trx.deleteFrom('comments').where('id', '=', comment.id).execute();
    return { recipeId: comment.recipeId };
  });
}

/** Upvotes a visible comment; upvoting it again changes nothing. `createdAt` as for a comment. */
export async function upvoteComment(
  db: Db,
  site: SiteRow,
  userId: string,
  commentId: string,
  createdAt?: string,
): Promise<{ recipeId: string }> {
  requireCommentsOpen(site);
  return db.transaction().execute(async (trx) => {
    const comment = await requireVisibleComment(trx, site.id, commentId);
    if (!(await mayJoinDiscussion(trx, userId, site.id, comment.privacySetting)))
      throw new AppError('forbidden', NOT_ENTITLED);
    await trx
      .insertInto('comment_upvotes')
      .values({ comment_id: comment.id, user_id: userId, created_at: createdAt })
      .onConflict((conflict) => conflict.columns(['comment_id', 'user_id']).doNothing())
      .execute();
    return { recipeId: comment.recipeId };
  });
}

/** Takes back the reader's upvote of a visible comment; nothing happens if there is none. */
export async function removeCommentUpvote(
  db: Db,
  siteId: string,
  userId: string,
  commentId: string,
): Promise<{ recipeId: string }> {
  const comment = await requireVisibleComment(db, siteId, commentId);
  await db
    .deleteFrom('comment_upvotes')
    .where('comment_id', '=', comment.id)
    .where('user_id', '=', userId)
    .execute();
  return { recipeId: comment.recipeId };
}

/** A manager hides a comment (and so its replies) from the public, or shows it again. */
export async function setCommentHidden(
  db: Db,
  siteId: string,
  commentId: string,
  hidden: boolean,
): Promise<{ recipeId: string }> {
  const comment = await requireComment(db, siteId, commentId);
  await db
    .updateTable('comments')
    .set({ is_hidden: Number(hidden) })
    .where('id', '=', comment.id)
    .execute();
  return { recipeId: comment.recipeId };
}

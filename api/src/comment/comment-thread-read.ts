import type { PublicComment } from '@larder/shared/schemas/comment';
import { sql } from 'kysely';
import { bool } from '../db/json-column.ts';
import { storedRichText } from '../db/stored-content.ts';
import { loadImages, withCrop, type ReadContext } from '../media/image-read.ts';

export interface CommentThreadQuery {
  siteId: string;
  recipeId: string;
  /** The signed-in reader asking (for `viewerHasUpvoted`), or null. */
  viewerId: string | null;
}

export interface CommentLists {
  /** What everyone sees: visible level-1 comments with their visible replies. */
  comments: PublicComment[];
  /**
   * What only managers see: hidden level-1 comments with all their replies, and hidden replies
   * of visible comments (on their own, with the comment they answer still in `comments`).
   */
  hiddenComments: PublicComment[];
}

/**
 * A recipe's discussion, read in one pass for every route that answers with it. Level-1
 * comments come newest first, so a returning reader finds what is new at the top; replies come
 * oldest first under their comment, so a conversation reads in order. A hidden comment takes its
 * replies out of the public list with it; a deleted one is gone with its replies.
 */
export async function readCommentLists(
  context: ReadContext,
  query: CommentThreadQuery,
): Promise<CommentLists> {
  const { db } = context;
  const { siteId, recipeId, viewerId } = query;
  const [rows, upvotes, viewerUpvotes] = await Promise.all([
    db
      .selectFrom('comments as c')
      .innerJoin('users as u', 'u.id', 'c.user_id')
      .select([
        'c.id',
        'c.parent_id',
        'c.level',
        'c.content',
        'c.is_hidden',
        'c.created_at',
        'c.user_id',
        'u.display_name',
        'u.avatar_image_id',
        'u.avatar_crop',
      ])
      .where('c.recipe_id', '=', recipeId)
      .where('c.site_id', '=', siteId)
      .orderBy('c.created_at')
      .orderBy(sql`c.rowid`)
      .execute(),
    db
      .selectFrom('comment_upvotes as v')
      .innerJoin('comments as c', 'c.id', 'v.comment_id')
      .select(['v.comment_id', sql<number>`count(*)`.as('count')])
      .where('c.recipe_id', '=', recipeId)
      .groupBy('v.comment_id')
      .execute(),
    viewerId === null
      ? Promise.resolve([])
      : db
          .selectFrom('comment_upvotes as v')
          .innerJoin('comments as c', 'c.id', 'v.comment_id')
          .select('v.comment_id')
          .where('c.recipe_id', '=', recipeId)
          .where('v.user_id', '=', viewerId)
          .execute(),
  ]);
  const avatars = await loadImages(
    context,
    rows.map((row) => row.avatar_image_id),
  );
  const upvoteCount = new Map(upvotes.map((row) => [row.comment_id, row.count]));
  const upvotedByViewer = new Set(viewerUpvotes.map((row) => row.comment_id));

  const comments = new Map<string, PublicComment>();
  for (const row of rows) {
    const avatar = row.avatar_image_id ? avatars.get(row.avatar_image_id) : undefined;
    comments.set(row.id, {
      id: row.id,
      content: storedRichText(row.content) ?? [],
      createdAt: row.created_at,
      level: row.level,
      upvoteCount: upvoteCount.get(row.id) ?? 0,
      viewerHasUpvoted: upvotedByViewer.has(row.id),
      isHidden: bool(row.is_hidden),
      children: [],
      user: {
        id: row.user_id,
        displayName: row.display_name,
        avatar: avatar ? withCrop(avatar, row.avatar_crop) : null,
      },
    });
  }

  const visible: PublicComment[] = [];
  const hidden: PublicComment[] = [];
  for (const row of rows) {
    const comment = comments.get(row.id)!;
    const parent = row.parent_id === null ? undefined : comments.get(row.parent_id);
    if (!parent) {
      (comment.isHidden ? hidden : visible).push(comment);
    } else {
      parent.children.push(comment);
      if (comment.isHidden && !parent.isHidden) hidden.push({ ...comment, children: [] });
    }
  }
  const withVisibleReplies = (comment: PublicComment): PublicComment => ({
    ...comment,
    children: comment.children.filter((reply) => !reply.isHidden),
  });
  return {
    comments: visible.reverse().map(withVisibleReplies),
    hiddenComments: hidden.reverse(),
  };
}

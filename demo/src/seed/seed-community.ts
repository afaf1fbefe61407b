import { commentParagraphsFromText } from '@larder/shared/rich-text/comment-paragraphs';
import { CommentCreateSchema } from '@larder/shared/schemas/comment';
import { UserProfileUpdateSchema } from '@larder/shared/schemas/user';
import { ensureUser } from '@larder/api/auth/user-accounts';
import { addBookmark } from '@larder/api/bookmark/bookmark-write';
import { createComment, setCommentHidden, upvoteComment } from '@larder/api/comment/comment-write';
import type { Db } from '@larder/api/db/database';
import { recordImageFile } from '@larder/api/media/media-rows';
import { findSiteBySlug } from '@larder/api/site/site-read';
import { updateUserProfile } from '@larder/api/user/user-profile';
import { community as crumbAndCrust } from './community/crumb-and-crust.ts';
import type { SeedComment, SeedCommunity, SeedReader } from './community/community-types.ts';
import { community as familyTable } from './community/family-table.ts';
import { demoReaders } from './community/readers.ts';
import { generatePhoto } from './placeholder-photo.ts';

/** Readers' saved recipes and discussions, one module per kitchen (Ember & Salt has comments off). */
export const demoCommunities: SeedCommunity[] = [familyTable, crumbAndCrust];

const at = (now: number, daysAgo: number) => new Date(now - daysAgo * 86_400_000).toISOString();

/** A demo reader's account, made and given a name, handle and portrait as a reader makes theirs. */
async function insertReader(db: Db, filesDir: string, reader: SeedReader): Promise<void> {
  const { id } = await ensureUser(db, reader.email);
  let avatar = null;
  if (reader.avatarHue !== undefined) {
    const handle = reader.email.split('@')[0]!;
    const photo = await generatePhoto(
      filesDir,
      `avatars/${handle}.jpg`,
      { kind: 'portrait', subject: reader.displayName, hue: reader.avatarHue, face: reader.avatarFace },
      400,
      400,
    );
    const imageId = await recordImageFile(db, {
      key: photo.key,
      contentType: 'image/jpeg',
      width: photo.width,
      height: photo.height,
      lqip: photo.lqip,
      alt: `Portrait of ${reader.displayName}`,
      siteId: null,
      createdBy: id,
    });
    avatar = { id: imageId };
  }
  await updateUserProfile(
    db,
    id,
    UserProfileUpdateSchema.parse({
      displayName: reader.displayName,
      handle: reader.email.split('@')[0],
      ...(avatar ? { avatar } : {}),
    }),
  );
}

/**
 * The demo readers, and their saved recipes and comments on the kitchens being seeded, so a first
 * visit shows a lively discussion and the platform's /bookmarks has something in it. Recipes a
 * cut-down test seed leaves out are skipped.
 */
export async function seedCommunity(
  db: Db,
  filesDir: string,
  communities: SeedCommunity[] = demoCommunities,
  now = Date.now(),
): Promise<void> {
  for (const reader of demoReaders) await insertReader(db, filesDir, reader);
  const users = new Map(
    (await db.selectFrom('users').select(['id', 'email']).execute()).map((user) => [user.email, user.id]),
  );
  const userId = (email: string) => {
    const id = users.get(email);
    if (!id) throw new Error(`Demo community: no user "${email}"`);
    return id;
  };

  for (const community of communities) {
    const site = await findSiteBySlug(db, community.kitchenSlug);
    if (!site) continue;
    const recipes = new Map(
      (await db.selectFrom('recipes').select(['id', 'slug']).where('site_id', '=', site.id).execute()).map(
        (recipe) => [recipe.slug, recipe.id],
      ),
    );

    for (const bookmark of community.bookmarks) {
      const recipeId = recipes.get(bookmark.recipe);
      if (!recipeId) continue;
      await addBookmark(db, userId(bookmark.by), site.id, recipeId, at(now, bookmark.daysAgo));
    }

    // Through the readers' own writes, so every comment keeps to the discussion's rules (who may
    // join, one level of replies); upvotes come before a manager hides what was hidden.
    const postComment = async (
      comment: Omit<SeedComment, 'replies'>,
      recipeId: string,
      parentId: string | null,
    ): Promise<string> => {
      const { commentId } = await createComment(
        db,
        site,
        userId(comment.by),
        CommentCreateSchema.parse({ recipeId, parentId, content: commentParagraphsFromText(comment.text) }),
        at(now, comment.daysAgo),
      );
      for (const voter of comment.upvotedBy ?? [])
        await upvoteComment(db, site, userId(voter), commentId, at(now, comment.daysAgo / 2));
      return commentId;
    };
    for (const discussion of community.discussions) {
      const recipeId = recipes.get(discussion.recipe);
      if (!recipeId) continue;
      for (const comment of discussion.comments) {
        const id = await postComment(comment, recipeId, null);
        const hidden = comment.hidden ? [id] : [];
        for (const reply of comment.replies ?? []) {
          const replyId = await postComment(reply, recipeId, id);
          if (reply.hidden) hidden.push(replyId);
        }
        for (const commentId of hidden.reverse()) await setCommentHidden(db, site.id, commentId, true);
      }
    }
  }
}

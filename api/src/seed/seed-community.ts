import { commentParagraphsFromText } from '@larder/shared/rich-text/comment-paragraphs';
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database.ts';
import { community as crumbAndCrust } from './community/crumb-and-crust.ts';
import type { SeedComment, SeedCommunity, SeedReader } from './community/community-types.ts';
import { community as familyTable } from './community/family-table.ts';
import { demoReaders } from './community/readers.ts';
import { generatePhoto } from './placeholder-photo.ts';

/** Readers' saved recipes and discussions, one module per kitchen (Ember & Salt has comments off). */
export const demoCommunities: SeedCommunity[] = [familyTable, crumbAndCrust];

const at = (now: number, daysAgo: number) => new Date(now - daysAgo * 86_400_000).toISOString();

async function insertReader(db: Db, filesDir: string, reader: SeedReader): Promise<void> {
  const id = randomUUID();
  const handle = reader.email.split('@')[0]!;
  await db
    .insertInto('users')
    .values({
      id,
      email: reader.email,
      display_name: reader.displayName,
      handle,
      bio: null,
      avatar_image_id: null,
    })
    .execute();
  if (reader.avatarHue === undefined) return;
  const photo = await generatePhoto(
    filesDir,
    `avatars/${handle}.jpg`,
    { kind: 'portrait', subject: reader.displayName, hue: reader.avatarHue, face: reader.avatarFace },
    400,
    400,
  );
  const imageId = randomUUID();
  await db
    .insertInto('images')
    .values({
      id: imageId,
      key: photo.key,
      content_type: 'image/jpeg',
      width: photo.width,
      height: photo.height,
      lqip: photo.lqip,
      alt: `Portrait of ${reader.displayName}`,
      site_id: null,
      created_by: id,
    })
    .execute();
  await db.updateTable('users').set({ avatar_image_id: imageId }).where('id', '=', id).execute();
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
    const site = await db
      .selectFrom('sites')
      .select('id')
      .where('slug', '=', community.kitchenSlug)
      .executeTakeFirst();
    if (!site) continue;
    const recipes = new Map(
      (await db.selectFrom('recipes').select(['id', 'slug']).where('site_id', '=', site.id).execute()).map(
        (recipe) => [recipe.slug, recipe.id],
      ),
    );

    for (const bookmark of community.bookmarks) {
      const recipeId = recipes.get(bookmark.recipe);
      if (!recipeId) continue;
      await db
        .insertInto('bookmarks')
        .values({
          site_id: site.id,
          user_id: userId(bookmark.by),
          recipe_id: recipeId,
          created_at: at(now, bookmark.daysAgo),
        })
        .execute();
    }

    const insertComment = async (
      comment: Omit<SeedComment, 'replies'>,
      recipeId: string,
      parentId: string | null,
    ): Promise<string> => {
      const id = randomUUID();
      await db
        .insertInto('comments')
        .values({
          id,
          site_id: site.id,
          recipe_id: recipeId,
          user_id: userId(comment.by),
          parent_id: parentId,
          level: parentId ? 2 : 1,
          content: JSON.stringify(commentParagraphsFromText(comment.text)),
          is_hidden: Number(comment.hidden ?? false),
          created_at: at(now, comment.daysAgo),
        })
        .execute();
      for (const voter of comment.upvotedBy ?? [])
        await db
          .insertInto('comment_upvotes')
          .values({ comment_id: id, user_id: userId(voter), created_at: at(now, comment.daysAgo / 2) })
          .execute();
      return id;
    };
    for (const discussion of community.discussions) {
      const recipeId = recipes.get(discussion.recipe);
      if (!recipeId) continue;
      for (const comment of discussion.comments) {
        const id = await insertComment(comment, recipeId, null);
        for (const reply of comment.replies ?? []) await insertComment(reply, recipeId, id);
      }
    }
  }
}

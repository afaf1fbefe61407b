import { accountBookmarks } from '@larder/shared/api/reader.endpoints';
import { listComments, listHiddenComments } from '@larder/shared/api/comments.endpoints';
import { BookmarksResponseSchema } from '@larder/shared/schemas/bookmark';
import { CommentsResponseSchema } from '@larder/shared/schemas/comment';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answer, testClient } from '@larder/api/test-support/test-client';
import { createTestWorld, type TestWorld } from '@larder/api/test-support/test-database';
import { MAYA } from './community/readers.ts';

let world: TestWorld;
let sheetPan: string;

beforeAll(async () => {
  world = await createTestWorld();
  sheetPan = (
    await world.db
      .selectFrom('recipes')
      .select('id')
      .where('slug', '=', 'sheet-pan-lemon-chicken-and-potatoes')
      .executeTakeFirstOrThrow()
  ).id;
});
afterAll(async () => world.cleanup());

describe('the demo’s readers', () => {
  it('have a lively discussion on a recipe: replies, upvotes and avatars', async () => {
    const { comments } = await answer(
      CommentsResponseSchema,
      testClient(world).request(listComments, {
        params: { siteSlug: 'family-table' },
        query: { recipeId: sheetPan },
      }),
    );
    expect(comments.length).toBeGreaterThanOrEqual(3);
    expect(comments.some((comment) => comment.children.length >= 2)).toBe(true);
    expect(comments.some((comment) => comment.upvoteCount >= 3)).toBe(true);
    expect(comments.some((comment) => comment.user.avatar !== null)).toBe(true);
    // The kitchen's owner answers in the thread.
    expect(
      comments
        .flatMap((comment) => comment.children)
        .some((reply) => reply.user.displayName === 'June Calloway'),
    ).toBe(true);
  });

  it('include one comment the kitchen hid, shown to its manager only', async () => {
    const { comments } = await answer(
      CommentsResponseSchema,
      testClient(world, await world.tokenFor('june@family-table.example')).request(listHiddenComments, {
        params: { siteSlug: 'family-table' },
        query: { recipeId: sheetPan },
      }),
    );
    expect(comments.map((comment) => comment.user.displayName)).toEqual(['Deals4U']);
  });

  it('have saved recipes on two kitchens', async () => {
    const { kitchens } = await answer(
      BookmarksResponseSchema,
      testClient(world, await world.tokenFor(MAYA)).request(accountBookmarks, {}),
    );
    expect(kitchens.map((kitchen) => kitchen.siteSlug).sort()).toEqual(['crumb-and-crust', 'family-table']);
  });
});

import {
  createComment,
  hideComment,
  listComments,
  listHiddenComments,
  unhideComment,
  upvoteComment,
} from '@larder/shared/api/comments.endpoints';
import { CommentsResponseSchema, type PublicComment } from '@larder/shared/schemas/comment';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestWorld, type TestWorld } from '../test-support/test-database.ts';
import {
  answer,
  createReader,
  kitchenRecipes,
  refusal,
  testClient,
  type KitchenRecipes,
} from '../test-support/test-client.ts';

let world: TestWorld;
let familyTable: KitchenRecipes;
let crumbAndCrust: KitchenRecipes;
let managerToken: string;
let recipe: string;

beforeAll(async () => {
  world = await createTestWorld();
  familyTable = await kitchenRecipes(world, 'family-table');
  crumbAndCrust = await kitchenRecipes(world, 'crumb-and-crust');
  managerToken = await world.tokenFor('june@family-table.example');
  recipe = familyTable.public[0]!;
});
afterAll(async () => world.cleanup());
beforeEach(async () => {
  await world.db.deleteFrom('comments').execute();
});

const firstText = (comment: PublicComment) => {
  const block = comment.content[0];
  return block && 'children' in block
    ? block.children.map((leaf) => ('text' in leaf ? leaf.text : '')).join('')
    : '';
};
const shape = (comments: PublicComment[]) =>
  comments.map((comment) => [firstText(comment), comment.children.map(firstText)]);

async function post(
  token: string,
  text: string,
  parentId: string | null = null,
  recipeId = recipe,
  siteSlug = 'family-table',
) {
  const { comments } = await answer(
    CommentsResponseSchema,
    testClient(world, token).request(createComment, {
      params: { siteSlug },
      body: { recipeId, parentId, content: [{ type: 'paragraph', children: [{ text }] }] },
    }),
  );
  return comments
    .flatMap((comment) => [comment, ...comment.children])
    .find((comment) => firstText(comment) === text)!;
}

const publicList = async (recipeId = recipe) =>
  (
    await answer(
      CommentsResponseSchema,
      testClient(world).request(listComments, { params: { siteSlug: 'family-table' }, query: { recipeId } }),
    )
  ).comments;

const hide = (commentId: string, token = managerToken, siteSlug = 'family-table') =>
  answer(
    CommentsResponseSchema,
    testClient(world, token).request(hideComment, { params: { siteSlug, commentId } }),
  );
const unhide = (commentId: string, token = managerToken, siteSlug = 'family-table') =>
  answer(
    CommentsResponseSchema,
    testClient(world, token).request(unhideComment, { params: { siteSlug, commentId } }),
  );
const hiddenList = (token = managerToken, recipeId = recipe, siteSlug = 'family-table') =>
  answer(
    CommentsResponseSchema,
    testClient(world, token).request(listHiddenComments, { params: { siteSlug }, query: { recipeId } }),
  );

describe('hiding a comment', () => {
  it('takes it and its replies off the public list at once, and answers with both lists', async () => {
    const reader = await createReader(world);
    const top = await post(reader.token, 'Rude');
    await post(reader.token, 'Ruder still', top.id);
    await post(reader.token, 'Fine');

    const answered = await hide(top.id);
    expect(shape(answered.comments)).toEqual([['Fine', []]]);
    expect(answered.hiddenComments?.map((comment) => [firstText(comment), comment.isHidden])).toEqual([
      ['Rude', true],
    ]);
    expect(answered.hiddenComments?.[0]?.children.map(firstText)).toEqual(['Ruder still']);
    expect(shape(await publicList())).toEqual([['Fine', []]]);
  });

  it('hides a reply alone, leaving the comment it answers', async () => {
    const reader = await createReader(world);
    const top = await post(reader.token, 'Question');
    const reply = await post(reader.token, 'Spam reply', top.id);
    await post(reader.token, 'Good reply', top.id);
    const answered = await hide(reply.id);
    expect(shape(answered.comments)).toEqual([['Question', ['Good reply']]]);
    expect(
      answered.hiddenComments?.map((comment) => [firstText(comment), comment.level, comment.children]),
    ).toEqual([['Spam reply', 2, []]]);
  });

  it('is undone by unhiding, replies and all, and both are idempotent', async () => {
    const reader = await createReader(world);
    const top = await post(reader.token, 'Back again');
    await post(reader.token, 'With its reply', top.id);
    await hide(top.id);
    await hide(top.id);
    await unhide(top.id);
    const answered = await unhide(top.id);
    expect(shape(answered.comments)).toEqual([['Back again', ['With its reply']]]);
    expect(answered.hiddenComments).toEqual([]);
    expect(shape(await publicList())).toEqual([['Back again', ['With its reply']]]);
  });

  it('keeps readers from upvoting or replying to a hidden comment', async () => {
    const reader = await createReader(world);
    const top = await post(reader.token, 'Hidden soon');
    const reply = await post(reader.token, 'Its reply', top.id);
    await hide(top.id);
    for (const commentId of [top.id, reply.id])
      await refusal(
        testClient(world, reader.token).request(upvoteComment, {
          params: { siteSlug: 'family-table' },
          body: { commentId },
        }),
        404,
        'comment_not_found',
      );
    await refusal(
      testClient(world, reader.token).request(createComment, {
        params: { siteSlug: 'family-table' },
        body: {
          recipeId: recipe,
          parentId: top.id,
          content: [{ type: 'paragraph', children: [{ text: 'hi' }] }],
        },
      }),
      404,
      'comment_not_found',
    );
  });

  it('answers 404 to a reader, to the author and to another kitchen’s manager, and 401 to a visitor', async () => {
    const reader = await createReader(world);
    const top = await post(reader.token, 'Mine');
    await refusal(hide(top.id, reader.token), 404, 'site_not_found');
    await refusal(hide(top.id, (await createReader(world)).token), 404, 'site_not_found');
    await refusal(hide(top.id, await world.tokenFor('isla@crumb-and-crust.example')), 404, 'site_not_found');
    await refusal(
      testClient(world).request(hideComment, { params: { siteSlug: 'family-table', commentId: top.id } }),
      401,
      'unauthorized',
    );
    expect(await publicList()).toHaveLength(1);
  });

  it('answers 404 when a manager names another kitchen’s comment under their own', async () => {
    const reader = await createReader(world);
    const top = await post(reader.token, 'On the family table');
    const isla = await world.tokenFor('isla@crumb-and-crust.example');
    await refusal(hide(top.id, isla, 'crumb-and-crust'), 404, 'comment_not_found');
    await refusal(unhide(top.id, isla, 'crumb-and-crust'), 404, 'comment_not_found');
    await refusal(hide(crypto.randomUUID()), 404, 'comment_not_found');
    await refusal(hide('x'), 400, 'validation_failed');
    expect(await publicList()).toHaveLength(1);
  });
});

describe('GET /manage/{siteSlug}/hidden-comments', () => {
  it('lists the hidden comments of one recipe as `comments`, newest first', async () => {
    const reader = await createReader(world);
    const first = await post(reader.token, 'Hidden first');
    const second = await post(reader.token, 'Hidden second');
    await post(reader.token, 'Visible');
    const elsewhere = await post(reader.token, 'Other recipe', null, familyTable.public[1]);
    for (const comment of [first, second, elsewhere]) await hide(comment.id);
    const { comments, hiddenComments } = await hiddenList();
    expect(comments.map(firstText)).toEqual(['Hidden second', 'Hidden first']);
    expect(hiddenComments).toBeUndefined();
  });

  it('answers 404 to anyone but the kitchen’s managers, and for another kitchen’s recipe', async () => {
    await refusal(hiddenList((await createReader(world)).token), 404, 'site_not_found');
    await refusal(hiddenList(await world.tokenFor('isla@crumb-and-crust.example')), 404, 'site_not_found');
    await refusal(
      testClient(world).request(listHiddenComments, {
        params: { siteSlug: 'family-table' },
        query: { recipeId: recipe },
      }),
      401,
      'unauthorized',
    );
    await refusal(hiddenList(managerToken, crumbAndCrust.public[0]), 404, 'recipe_not_found');
  });

  it('lists a draft’s hidden comments too, so a recipe can be tidied before it is published again', async () => {
    const reader = await createReader(world);
    const top = await post(reader.token, 'Before unpublishing');
    await hide(top.id);
    await world.db.updateTable('recipes').set({ published_at: null }).where('id', '=', recipe).execute();
    try {
      expect((await hiddenList()).comments.map(firstText)).toEqual(['Before unpublishing']);
      await refusal(
        testClient(world).request(listComments, {
          params: { siteSlug: 'family-table' },
          query: { recipeId: recipe },
        }),
        404,
        'recipe_not_found',
      );
    } finally {
      await world.db
        .updateTable('recipes')
        .set({ published_at: '2025-01-01T00:00:00.000Z' })
        .where('id', '=', recipe)
        .execute();
    }
  });
});

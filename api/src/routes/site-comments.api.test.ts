import {
  createComment,
  deleteComment,
  listComments,
  removeCommentUpvote,
  upvoteComment,
} from '@larder/shared/api/comments.endpoints';
import { CommentsResponseSchema, type PublicComment } from '@larder/shared/schemas/comment';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_FREE_READER_EMAIL, DEMO_PAID_READER_EMAIL } from '@larder/demo/seed/seed';
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
let emberAndSalt: KitchenRecipes;
let recipe: string;

beforeAll(async () => {
  world = await createTestWorld();
  familyTable = await kitchenRecipes(world, 'family-table');
  crumbAndCrust = await kitchenRecipes(world, 'crumb-and-crust');
  emberAndSalt = await kitchenRecipes(world, 'ember-and-salt');
  recipe = familyTable.public[0]!;
});
afterAll(async () => world.cleanup());
beforeEach(async () => {
  await world.db.deleteFrom('comments').execute();
  await world.db.deleteFrom('rate_limits').execute();
});

const paragraphs = (...texts: string[]) => texts.map((text) => ({ type: 'paragraph', children: [{ text }] }));
const textOf = (comment: PublicComment) =>
  comment.content.map((block) =>
    'children' in block ? block.children.map((leaf) => ('text' in leaf ? leaf.text : '')).join('') : '',
  );

function post(
  token: string | null,
  text: string,
  options: { parentId?: string; recipeId?: string; siteSlug?: string } = {},
) {
  return answer(
    CommentsResponseSchema,
    testClient(world, token).request(createComment, {
      params: { siteSlug: options.siteSlug ?? 'family-table' },
      body: {
        recipeId: options.recipeId ?? recipe,
        parentId: options.parentId ?? null,
        content: paragraphs(text),
      },
    }),
  );
}

const list = (token: string | null = null, recipeId = recipe, siteSlug = 'family-table') =>
  answer(
    CommentsResponseSchema,
    testClient(world, token).request(listComments, { params: { siteSlug }, query: { recipeId } }),
  );

const find = (comments: PublicComment[], text: string): PublicComment => {
  const found = comments
    .flatMap((comment) => [comment, ...comment.children])
    .find((comment) => textOf(comment)[0] === text);
  if (!found) throw new Error(`No comment "${text}" in ${JSON.stringify(comments.map(textOf))}`);
  return found;
};

describe('reading a recipe’s comments', () => {
  it('lists comments newest first, each with its replies oldest first, the author and an upvote count', async () => {
    const ada = await createReader(world, 'Ada');
    const ben = await createReader(world, 'Ben');
    await post(ada.token, 'First!');
    const { comments } = await post(ben.token, 'Second');
    const first = find(comments, 'First!');
    await post(ben.token, 'Reply one', { parentId: first.id });
    await post(ada.token, 'Reply two', { parentId: first.id });

    const thread = (await list()).comments;
    expect(
      thread.map((comment) => [textOf(comment)[0], comment.children.map((reply) => textOf(reply)[0])]),
    ).toEqual([
      ['Second', []],
      ['First!', ['Reply one', 'Reply two']],
    ]);
    expect(thread[1]).toMatchObject({
      level: 1,
      upvoteCount: 0,
      viewerHasUpvoted: false,
      isHidden: false,
      user: { id: ada.id, displayName: 'Ada', avatar: null },
    });
    expect(thread[1]!.children[0]).toMatchObject({ level: 2, user: { displayName: 'Ben' } });
  });

  it('is never cached: every answer says no-store', async () => {
    const response = await world.app.request(`/api/v1/site/family-table/comments?recipeId=${recipe}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('answers 404 for a draft, another kitchen’s recipe, or an unknown kitchen; 400 for an id that is not one', async () => {
    await refusal(list(null, familyTable.draft), 404, 'recipe_not_found');
    await refusal(list(null, crumbAndCrust.public[0]), 404, 'recipe_not_found');
    await refusal(list(null, recipe, 'no-such-kitchen'), 404, 'site_not_found');
    await refusal(list(null, 'chili'), 400, 'validation_failed');
  });
});

describe('posting a comment', () => {
  it('answers with the whole discussion, the new comment in it', async () => {
    const reader = await createReader(world, 'Cara');
    const { comments } = await post(reader.token, 'Made this tonight.');
    expect(comments.map(textOf)).toEqual([['Made this tonight.']]);
  });

  it('asks a visitor to sign in, before looking at what they sent', async () => {
    await refusal(post(null, 'Hello'), 401, 'unauthorized');
    const response = await world.app.request('/api/v1/site/family-table/comments', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(response.status).toBe(401);
  });

  it('refuses whitespace-only text and stores nothing', async () => {
    const reader = await createReader(world);
    const message = await refusal(post(reader.token, ' \n\t\u00a0\u200b '), 400, 'validation_failed');
    expect(message).toContain('Write a comment before submitting');
    expect(await world.db.selectFrom('comments').selectAll().execute()).toEqual([]);
  });

  it('turns each line into a paragraph', async () => {
    const reader = await createReader(world);
    const { comments } = await post(reader.token, 'Line one\n\nLine two  \r\n');
    expect(comments[0]!.content).toEqual(paragraphs('Line one', 'Line two'));
  });

  it('opens a subscribers-only recipe’s discussion to paid subscribers and managers only', async () => {
    const premium = familyTable.premium[0]!;
    const reader = await createReader(world);
    const refused = await refusal(post(reader.token, 'Hi', { recipeId: premium }), 403, 'forbidden');
    expect(refused).toBe('Only subscribers with full access can join the discussion of this recipe.');
    await refusal(
      post(await world.tokenFor(DEMO_FREE_READER_EMAIL), 'Hi', { recipeId: premium }),
      403,
      'forbidden',
    );
    await refusal(
      post(await world.tokenFor('isla@crumb-and-crust.example'), 'Hi', { recipeId: premium }),
      403,
      'forbidden',
    );
    await post(await world.tokenFor(DEMO_PAID_READER_EMAIL), 'Paid', { recipeId: premium });
    const { comments } = await post(await world.tokenFor('june@family-table.example'), 'Owner', {
      recipeId: premium,
    });
    expect(comments.map(textOf)).toEqual([['Owner'], ['Paid']]);
  });

  it('opens a public recipe’s discussion to every signed-in reader, whatever their subscription', async () => {
    await post(await world.tokenFor(DEMO_FREE_READER_EMAIL), 'Free');
    await post(await world.tokenFor('isla@crumb-and-crust.example'), 'Neighbour');
    expect((await list()).comments).toHaveLength(2);
  });

  it('refuses a draft, another kitchen’s recipe and an unknown one with 404', async () => {
    const reader = await createReader(world);
    await refusal(post(reader.token, 'x', { recipeId: familyTable.draft }), 404, 'recipe_not_found');
    await refusal(post(reader.token, 'x', { recipeId: crumbAndCrust.public[0]! }), 404, 'recipe_not_found');
    await refusal(post(reader.token, 'x', { recipeId: crypto.randomUUID() }), 404, 'recipe_not_found');
  });

  it('refuses comments on a kitchen that has turned them off', async () => {
    const reader = await createReader(world);
    const message = await refusal(
      post(reader.token, 'x', { recipeId: emberAndSalt.public[0]!, siteSlug: 'ember-and-salt' }),
      403,
      'forbidden',
    );
    expect(message).toBe('Comments are turned off in this kitchen.');
  });

  it('keeps a closed kitchen’s comments readable and deletable by their authors, but takes no upvotes', async () => {
    const author = await createReader(world);
    const recipeId = emberAndSalt.public[0]!;
    const commentId = crypto.randomUUID();
    await world.db
      .insertInto('comments')
      .values({
        id: commentId,
        site_id: emberAndSalt.siteId,
        recipe_id: recipeId,
        user_id: author.id,
        parent_id: null,
        level: 1,
        content: JSON.stringify(paragraphs('From before comments were turned off')),
      })
      .execute();
    const closed = testClient(world, author.token);
    expect((await list(null, recipeId, 'ember-and-salt')).comments).toHaveLength(1);
    await refusal(
      closed.request(upvoteComment, { params: { siteSlug: 'ember-and-salt' }, body: { commentId } }),
      403,
      'forbidden',
    );
    const after = await answer(
      CommentsResponseSchema,
      closed.request(deleteComment, { params: { siteSlug: 'ember-and-salt', commentId } }),
    );
    expect(after.comments).toEqual([]);
  });

  it('does not mark the kitchen changed: no rebuild, no new content version', async () => {
    const before = await world.db
      .selectFrom('sites')
      .select('content_version')
      .where('slug', '=', 'family-table')
      .executeTakeFirstOrThrow();
    const jobs = await world.db.selectFrom('rebuild_jobs').select('id').execute();
    const reader = await createReader(world);
    const { comments } = await post(reader.token, 'No rebuild please');
    await testClient(world, reader.token).request(upvoteComment, {
      params: { siteSlug: 'family-table' },
      body: { commentId: comments[0]!.id },
    });
    await testClient(world, reader.token).request(deleteComment, {
      params: { siteSlug: 'family-table', commentId: comments[0]!.id },
    });
    expect(
      await world.db
        .selectFrom('sites')
        .select('content_version')
        .where('slug', '=', 'family-table')
        .executeTakeFirstOrThrow(),
    ).toEqual(before);
    expect(await world.db.selectFrom('rebuild_jobs').select('id').execute()).toEqual(jobs);
  });
});

describe('replying', () => {
  it('replies to a level-1 comment only', async () => {
    const reader = await createReader(world);
    const { comments } = await post(reader.token, 'Top');
    const top = find(comments, 'Top');
    const withReply = await post(reader.token, 'Reply', { parentId: top.id });
    const reply = find(withReply.comments, 'Reply');
    const message = await refusal(
      post(reader.token, 'Deeper', { parentId: reply.id }),
      400,
      'validation_failed',
    );
    expect(message).toContain('Replies are allowed only on top-level comments');
    expect((await list()).comments[0]!.children).toHaveLength(1);
  });

  it('replies only on the same recipe', async () => {
    const reader = await createReader(world);
    const { comments } = await post(reader.token, 'On the first recipe');
    await refusal(
      post(reader.token, 'Elsewhere', { parentId: comments[0]!.id, recipeId: familyTable.public[1]! }),
      404,
      'comment_not_found',
    );
    await refusal(post(reader.token, 'Nowhere', { parentId: crypto.randomUUID() }), 404, 'comment_not_found');
  });

  it('does not reply to a comment of another kitchen', async () => {
    const reader = await createReader(world);
    const { comments } = await post(reader.token, 'Crumb', {
      recipeId: crumbAndCrust.public[0]!,
      siteSlug: 'crumb-and-crust',
    });
    await refusal(post(reader.token, 'Across', { parentId: comments[0]!.id }), 404, 'comment_not_found');
  });
});

describe('deleting a comment', () => {
  it('lets the author delete it, taking its replies off the list with it', async () => {
    const author = await createReader(world);
    const other = await createReader(world);
    const { comments } = await post(author.token, 'Mine');
    await post(other.token, 'A reply', { parentId: comments[0]!.id });
    await post(other.token, 'Unrelated');
    const after = await answer(
      CommentsResponseSchema,
      testClient(world, author.token).request(deleteComment, {
        params: { siteSlug: 'family-table', commentId: comments[0]!.id },
      }),
    );
    expect(after.comments.map(textOf)).toEqual([['Unrelated']]);
    expect((await list()).comments.map(textOf)).toEqual([['Unrelated']]);
  });

  it('lets the author delete a reply of theirs', async () => {
    const author = await createReader(world);
    const { comments } = await post(author.token, 'Top');
    const { comments: thread } = await post(author.token, 'Reply', { parentId: comments[0]!.id });
    const after = await answer(
      CommentsResponseSchema,
      testClient(world, author.token).request(deleteComment, {
        params: { siteSlug: 'family-table', commentId: find(thread, 'Reply').id },
      }),
    );
    expect(after.comments[0]!.children).toEqual([]);
  });

  it('refuses anyone else with 403, the kitchen’s manager too, and a visitor with 401', async () => {
    const author = await createReader(world);
    const { comments } = await post(author.token, 'Mine');
    const remove = (token: string | null) =>
      testClient(world, token).request(deleteComment, {
        params: { siteSlug: 'family-table', commentId: comments[0]!.id },
      });
    expect(await refusal(remove((await createReader(world)).token), 403, 'forbidden')).toBe(
      'Only its author can delete a comment.',
    );
    await refusal(remove(await world.tokenFor('june@family-table.example')), 403, 'forbidden');
    await refusal(remove(null), 401, 'unauthorized');
    expect((await list()).comments).toHaveLength(1);
  });

  it('answers 404 for an unknown comment and for one of another kitchen', async () => {
    const author = await createReader(world);
    const { comments } = await post(author.token, 'Crumb', {
      recipeId: crumbAndCrust.public[0]!,
      siteSlug: 'crumb-and-crust',
    });
    const remove = (commentId: string) =>
      testClient(world, author.token).request(deleteComment, {
        params: { siteSlug: 'family-table', commentId },
      });
    await refusal(remove(comments[0]!.id), 404, 'comment_not_found');
    await refusal(remove(crypto.randomUUID()), 404, 'comment_not_found');
    await refusal(remove('1'), 400, 'validation_failed');
  });
});

describe('upvoting', () => {
  it('counts one upvote per reader, however often they upvote, and tells each reader their own', async () => {
    const author = await createReader(world);
    const fan = await createReader(world);
    const { comments } = await post(author.token, 'Upvote me');
    const upvote = () =>
      answer(
        CommentsResponseSchema,
        testClient(world, fan.token).request(upvoteComment, {
          params: { siteSlug: 'family-table' },
          body: { commentId: comments[0]!.id },
        }),
      );
    await upvote();
    const twice = await upvote();
    expect(twice.comments[0]).toMatchObject({ upvoteCount: 1, viewerHasUpvoted: true });
    expect((await list(author.token)).comments[0]).toMatchObject({ upvoteCount: 1, viewerHasUpvoted: false });
    expect((await list()).comments[0]).toMatchObject({ upvoteCount: 1, viewerHasUpvoted: false });
  });

  it('takes an upvote back, and again without complaint', async () => {
    const fan = await createReader(world);
    const { comments } = await post(fan.token, 'Own comment');
    const client = testClient(world, fan.token);
    await client.request(upvoteComment, {
      params: { siteSlug: 'family-table' },
      body: { commentId: comments[0]!.id },
    });
    const unvote = () =>
      answer(
        CommentsResponseSchema,
        client.request(removeCommentUpvote, {
          params: { siteSlug: 'family-table', commentId: comments[0]!.id },
        }),
      );
    expect((await unvote()).comments[0]).toMatchObject({ upvoteCount: 0, viewerHasUpvoted: false });
    expect((await unvote()).comments[0]).toMatchObject({ upvoteCount: 0 });
  });

  it('upvotes a reply', async () => {
    const fan = await createReader(world);
    const { comments } = await post(fan.token, 'Top');
    const { comments: thread } = await post(fan.token, 'Reply', { parentId: comments[0]!.id });
    const { comments: after } = await answer(
      CommentsResponseSchema,
      testClient(world, fan.token).request(upvoteComment, {
        params: { siteSlug: 'family-table' },
        body: { commentId: find(thread, 'Reply').id },
      }),
    );
    expect(after[0]!.children[0]!.upvoteCount).toBe(1);
    expect(after[0]!.upvoteCount).toBe(0);
  });

  it('asks a visitor to sign in, and knows nothing of another kitchen’s comment', async () => {
    const author = await createReader(world);
    const { comments } = await post(author.token, 'Crumb', {
      recipeId: crumbAndCrust.public[0]!,
      siteSlug: 'crumb-and-crust',
    });
    await refusal(
      testClient(world).request(upvoteComment, {
        params: { siteSlug: 'crumb-and-crust' },
        body: { commentId: comments[0]!.id },
      }),
      401,
      'unauthorized',
    );
    await refusal(
      testClient(world, author.token).request(upvoteComment, {
        params: { siteSlug: 'family-table' },
        body: { commentId: comments[0]!.id },
      }),
      404,
      'comment_not_found',
    );
    await refusal(
      testClient(world, author.token).request(removeCommentUpvote, {
        params: { siteSlug: 'family-table', commentId: comments[0]!.id },
      }),
      404,
      'comment_not_found',
    );
  });

  it('keeps readers without full access from upvoting in a subscribers-only recipe’s discussion', async () => {
    const premium = familyTable.premium[0]!;
    const { comments } = await post(await world.tokenFor(DEMO_PAID_READER_EMAIL), 'Paid', {
      recipeId: premium,
    });
    const reader = await createReader(world);
    await refusal(
      testClient(world, reader.token).request(upvoteComment, {
        params: { siteSlug: 'family-table' },
        body: { commentId: comments[0]!.id },
      }),
      403,
      'forbidden',
    );
  });
});

describe('the comment rate limits', () => {
  // The budgets count in windows of the clock: on the real one, a test that runs across the turn
  // of a ten-minute window starts its count again halfway. Here the clock stands still.
  let realApp: TestWorld['app'];
  beforeAll(async () => {
    const { createApp } = await import('../http/app.ts');
    const frozen = Date.now();
    realApp = world.app;
    world.app = createApp({
      db: world.db,
      env: world.env,
      sitesConfig: world.sitesConfig,
      now: () => frozen,
    });
  });
  afterAll(() => {
    world.app = realApp;
  });

  it('refuses the 21st comment of ten minutes with 429 and Retry-After, for that reader only', async () => {
    const reader = await createReader(world);
    for (let i = 0; i < 20; i++) await post(reader.token, `Comment ${i}`);
    const response = await world.app.request('/api/v1/site/family-table/comments', {
      method: 'POST',
      headers: { Authorization: `Bearer ${reader.token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ recipeId: recipe, content: paragraphs('One too many') }),
    });
    expect(response.status).toBe(429);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await response.json()).error.code).toBe('rate_limited');
    await post((await createReader(world)).token, 'Someone else');
  });

  it('counts refused comments too, so a script sending junk is stopped as well', async () => {
    const reader = await createReader(world);
    for (let i = 0; i < 20; i++) await refusal(post(reader.token, '   '), 400, 'validation_failed');
    await refusal(post(reader.token, 'Now a real one'), 429, 'rate_limited');
  });

  it('refuses the 301st upvote, upvote taken back or deletion of ten minutes', async () => {
    const reader = await createReader(world);
    const { comments } = await post(reader.token, 'Toggle');
    const client = testClient(world, reader.token);
    for (let i = 0; i < 150; i++) {
      await client.request(upvoteComment, {
        params: { siteSlug: 'family-table' },
        body: { commentId: comments[0]!.id },
      });
      await client.request(removeCommentUpvote, {
        params: { siteSlug: 'family-table', commentId: comments[0]!.id },
      });
    }
    await refusal(
      client.request(deleteComment, { params: { siteSlug: 'family-table', commentId: comments[0]!.id } }),
      429,
      'rate_limited',
    );
  });
});

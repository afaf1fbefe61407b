import { CommentsResponseSchema } from '@larder/shared/schemas/comment';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_FREE_READER_EMAIL, DEMO_PAID_READER_EMAIL } from '@larder/demo/seed/seed';
import { createTestWorld, type TestWorld } from '../test-support/test-database.ts';
import { createReader, kitchenRecipes, type KitchenRecipes } from '../test-support/test-client.ts';

/**
 * Who may do what in a discussion (spec §5, §6), every actor against every call: the statuses
 * the API answers, each cell on a fresh comment.
 */
const ACTORS = ['visitor', 'reader', 'author', 'manager', 'otherManager', 'paid', 'free'] as const;
type Actor = (typeof ACTORS)[number];

let world: TestWorld;
let familyTable: KitchenRecipes;
const tokens = {} as Record<Actor, string | null>;

beforeAll(async () => {
  world = await createTestWorld(undefined, { LARDER_RATE_LIMITS: 'off' });
  familyTable = await kitchenRecipes(world, 'family-table');
  tokens.visitor = null;
  tokens.reader = (await createReader(world)).token;
  tokens.author = (await createReader(world)).token;
  tokens.manager = await world.tokenFor('june@family-table.example');
  tokens.otherManager = await world.tokenFor('isla@crumb-and-crust.example');
  tokens.paid = await world.tokenFor(DEMO_PAID_READER_EMAIL);
  tokens.free = await world.tokenFor(DEMO_FREE_READER_EMAIL);
});
afterAll(async () => world.cleanup());

async function call(token: string | null, method: string, path: string, body?: unknown): Promise<Response> {
  const headers: Record<string, string> = {};
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  return world.app.request(`/api/v1${path}`, {
    method,
    headers,
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
}

const content = [{ type: 'paragraph', children: [{ text: 'A comment' }] }];

/** A fresh level-1 comment by `author` (the paid reader on a subscribers-only recipe). */
async function freshComment(premium: boolean): Promise<{ id: string; recipeId: string }> {
  const recipeId = premium ? familyTable.premium[0]! : familyTable.public[0]!;
  const response = await call(premium ? tokens.paid : tokens.author, 'POST', '/site/family-table/comments', {
    recipeId,
    content,
  });
  const { comments } = CommentsResponseSchema.parse(await response.json());
  return { id: comments[0]!.id, recipeId };
}

type Request = (target: { id: string; recipeId: string }) => [method: string, path: string, body?: unknown];

const CALLS: [name: string, premium: boolean, request: Request, expected: Record<Actor, number>][] = [
  [
    'read the comments',
    false,
    ({ recipeId }) => ['GET', `/site/family-table/comments?recipeId=${recipeId}`],
    { visitor: 200, reader: 200, author: 200, manager: 200, otherManager: 200, paid: 200, free: 200 },
  ],
  [
    'comment on a public recipe',
    false,
    ({ recipeId }) => ['POST', '/site/family-table/comments', { recipeId, content }],
    { visitor: 401, reader: 201, author: 201, manager: 201, otherManager: 201, paid: 201, free: 201 },
  ],
  [
    'comment on a subscribers-only recipe',
    true,
    ({ recipeId }) => ['POST', '/site/family-table/comments', { recipeId, content }],
    { visitor: 401, reader: 403, author: 403, manager: 201, otherManager: 403, paid: 201, free: 403 },
  ],
  [
    'reply',
    false,
    ({ id, recipeId }) => ['POST', '/site/family-table/comments', { recipeId, parentId: id, content }],
    { visitor: 401, reader: 201, author: 201, manager: 201, otherManager: 201, paid: 201, free: 201 },
  ],
  [
    'delete the author’s comment',
    false,
    ({ id }) => ['DELETE', `/site/family-table/comments/${id}`],
    { visitor: 401, reader: 403, author: 200, manager: 403, otherManager: 403, paid: 403, free: 403 },
  ],
  [
    'upvote',
    false,
    ({ id }) => ['POST', '/site/family-table/comment-upvotes', { commentId: id }],
    { visitor: 401, reader: 200, author: 200, manager: 200, otherManager: 200, paid: 200, free: 200 },
  ],
  [
    'upvote on a subscribers-only recipe',
    true,
    ({ id }) => ['POST', '/site/family-table/comment-upvotes', { commentId: id }],
    { visitor: 401, reader: 403, author: 403, manager: 200, otherManager: 403, paid: 200, free: 403 },
  ],
  [
    'take an upvote back',
    false,
    ({ id }) => ['DELETE', `/site/family-table/comment-upvotes/${id}`],
    { visitor: 401, reader: 200, author: 200, manager: 200, otherManager: 200, paid: 200, free: 200 },
  ],
  [
    'hide',
    false,
    ({ id }) => ['POST', `/manage/family-table/comments/${id}/hide`],
    { visitor: 401, reader: 404, author: 404, manager: 200, otherManager: 404, paid: 404, free: 404 },
  ],
  [
    'unhide',
    false,
    ({ id }) => ['POST', `/manage/family-table/comments/${id}/unhide`],
    { visitor: 401, reader: 404, author: 404, manager: 200, otherManager: 404, paid: 404, free: 404 },
  ],
  [
    'see the hidden comments',
    false,
    ({ recipeId }) => ['GET', `/manage/family-table/hidden-comments?recipeId=${recipeId}`],
    { visitor: 401, reader: 404, author: 404, manager: 200, otherManager: 404, paid: 404, free: 404 },
  ],
];

describe('who may do what in a discussion', () => {
  it.each(CALLS)('%s', async (_, premium, request, expected) => {
    const seen = {} as Record<Actor, number>;
    for (const actor of ACTORS) {
      const [method, path, body] = request(await freshComment(premium));
      const response = await call(tokens[actor], method, path, body);
      seen[actor] = response.status;
      const json: unknown = await response.json();
      if (response.ok) CommentsResponseSchema.parse(json);
      else expect(json).toMatchObject({ error: { code: expect.any(String), message: expect.any(String) } });
    }
    expect(seen).toEqual(expected);
  });
});

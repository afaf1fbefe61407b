import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadComments } from './load-comments';

const kitchen = {
  apiOrigin: 'https://api.example',
  siteSlug: 'family-table',
  platformOrigin: 'https://larder.example',
  currency: 'USD' as const,
};
const comment = (id: string) => ({ id, children: [] });
const calls: string[] = [];

function answer(routes: Record<string, [number, unknown]>) {
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit) => {
      const key = `${init.method ?? 'GET'} ${url.replace('https://api.example/api/v1', '')}`;
      calls.push(key);
      const route = routes[key];
      if (!route) return Promise.reject(new TypeError('Failed to fetch'));
      return Promise.resolve(new Response(JSON.stringify(route[1]), { status: route[0] }));
    }),
  );
}

beforeEach(() => {
  calls.length = 0;
  vi.stubGlobal('window', { localStorage: { getItem: () => 'tok' } });
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const LIST = 'GET /site/family-table/comments?recipeId=r1';
const MANAGER = 'GET /manage/family-table/current-site';
const HIDDEN = 'GET /manage/family-table/hidden-comments?recipeId=r1';

const VISITOR = null;
/** A signed-in reader the API says manages the kitchen (or an older answer that does not say). */
const MANAGER_READER = { bookmarks: [], managesKitchen: true };

describe('loadComments', () => {
  it('does not ask about a reader the API says manages nothing here (its 404 would be logged)', async () => {
    answer({ [LIST]: [200, { comments: [comment('c1')] }] });
    expect(await loadComments(kitchen, 'r1', { bookmarks: [], managesKitchen: false })).toMatchObject({
      status: 'fulfilled',
      canManage: false,
    });
    expect(calls).toEqual([LIST]);
  });

  it('asks the manager check when the reader’s data does not say (spec §6)', async () => {
    answer({
      [LIST]: [200, { comments: [] }],
      [MANAGER]: [200, { site: {} }],
      [HIDDEN]: [200, { comments: [] }],
    });
    expect(await loadComments(kitchen, 'r1', { bookmarks: [] })).toMatchObject({ canManage: true });
    expect(calls).toContain(MANAGER);
  });

  it('gives a visitor the comments, without asking whether they manage the kitchen', async () => {
    answer({ [LIST]: [200, { comments: [comment('c1')] }] });
    expect(await loadComments(kitchen, 'r1', VISITOR)).toEqual({
      status: 'fulfilled',
      comments: [comment('c1')],
      hiddenComments: [],
      canManage: false,
    });
    expect(calls).toEqual([LIST]);
  });

  it('gives a manager the hidden comments too', async () => {
    answer({
      [LIST]: [200, { comments: [comment('c1')] }],
      [MANAGER]: [200, { site: {} }],
      [HIDDEN]: [200, { comments: [comment('h1')] }],
    });
    expect(await loadComments(kitchen, 'r1', MANAGER_READER)).toMatchObject({
      status: 'fulfilled',
      hiddenComments: [comment('h1')],
      canManage: true,
    });
  });

  it.each([401, 404])('reads %i from the manager check as “not a manager”', async (status) => {
    answer({ [LIST]: [200, { comments: [] }], [MANAGER]: [status, { error: { code: 'x', message: 'x' } }] });
    expect(await loadComments(kitchen, 'r1', MANAGER_READER)).toMatchObject({
      status: 'fulfilled',
      canManage: false,
    });
    expect(calls).not.toContain(HIDDEN);
  });

  it('reads 404 on the hidden comments as none', async () => {
    answer({
      [LIST]: [200, { comments: [] }],
      [MANAGER]: [200, { site: {} }],
      [HIDDEN]: [404, null],
    });
    expect(await loadComments(kitchen, 'r1', MANAGER_READER)).toMatchObject({
      canManage: true,
      hiddenComments: [],
    });
  });

  it('is rejected, and logs "Failed to load comments", when the list cannot be read', async () => {
    answer({ [LIST]: [500, null] });
    expect(await loadComments(kitchen, 'r1', VISITOR)).toEqual({ status: 'rejected' });
    expect(console.error).toHaveBeenCalledWith('Failed to load comments', expect.anything());
  });

  it('is rejected when a manager call fails for another reason', async () => {
    answer({ [LIST]: [200, { comments: [] }], [MANAGER]: [500, null] });
    expect(await loadComments(kitchen, 'r1', MANAGER_READER)).toEqual({ status: 'rejected' });
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const kitchen = {
  apiOrigin: 'https://api.example',
  siteSlug: 'family-table',
  platformOrigin: 'https://larder.example',
  currency: 'USD' as const,
};
const user = { id: 'u1' } as never;

let respond: (response: Response | Error) => void = () => undefined;
const calls: { method: string; url: string; body: unknown }[] = [];

beforeEach(() => {
  vi.resetModules();
  calls.length = 0;
  vi.stubGlobal('window', { localStorage: { getItem: () => 'tok', setItem: () => undefined } });
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit) => {
      calls.push({
        method: init.method ?? 'GET',
        url,
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      });
      return new Promise((resolve, reject) => {
        respond = (response) => {
          if (response instanceof Error) reject(response);
          else resolve(response);
        };
      });
    }),
  );
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function signedInWith(bookmarks: string[]) {
  const store = await import('./current-user');
  const bookmarksModule = await import('./bookmarks');
  store.startSession({ authToken: 'tok', currentUser: user, siteUserData: { bookmarks } });
  const saved = () => {
    const state = store.$currentUser.get();
    return state.status === 'signed-in' ? state.siteUserData.bookmarks : null;
  };
  return { ...store, ...bookmarksModule, saved };
}

describe('withBookmark', () => {
  it('puts a new save first and removes an unsaved recipe', async () => {
    const { withBookmark } = await import('./bookmarks');
    expect(withBookmark({ bookmarks: ['a', 'b'] }, 'c', true)).toEqual({ bookmarks: ['c', 'a', 'b'] });
    expect(withBookmark({ bookmarks: ['a', 'b'] }, 'a', false)).toEqual({ bookmarks: ['b'] });
    expect(withBookmark({ bookmarks: ['a'] }, 'a', true)).toEqual({ bookmarks: ['a'] });
  });
});

describe('toggleBookmark', () => {
  it('shows the save at once, then takes the reader’s data from the answer', async () => {
    const { toggleBookmark, saved } = await signedInWith(['old']);
    const toggled = toggleBookmark(kitchen, 'r1');
    expect(saved()).toEqual(['r1', 'old']);
    respond(new Response(JSON.stringify({ siteUserData: { bookmarks: ['r1', 'old', 'elsewhere'] } })));
    expect(await toggled).toBe('saved');
    expect(saved()).toEqual(['r1', 'old', 'elsewhere']);
    expect(calls).toEqual([
      {
        method: 'POST',
        url: 'https://api.example/api/v1/site/family-table/bookmarks',
        body: { recipeId: 'r1' },
      },
    ]);
  });

  it('unsaves a saved recipe with a DELETE', async () => {
    const { toggleBookmark, saved } = await signedInWith(['r1']);
    const toggled = toggleBookmark(kitchen, 'r1');
    expect(saved()).toEqual([]);
    respond(new Response(JSON.stringify({ siteUserData: { bookmarks: [] } })));
    expect(await toggled).toBe('unsaved');
    expect(calls[0]).toMatchObject({
      method: 'DELETE',
      url: 'https://api.example/api/v1/site/family-table/bookmarks/r1',
    });
  });

  it.each([
    ['an error answer', new Response(null, { status: 500 })],
    ['no answer', new TypeError('Failed to fetch')],
  ])('puts the saved recipes back after %s', async (_, failure) => {
    const { toggleBookmark, saved } = await signedInWith(['old']);
    const toggled = toggleBookmark(kitchen, 'r1');
    respond(failure);
    expect(await toggled).toBe('failed');
    expect(saved()).toEqual(['old']);
  });

  it('does nothing for a reader who is not signed in', async () => {
    const { toggleBookmark } = await import('./bookmarks');
    expect(await toggleBookmark(kitchen, 'r1')).toBe('signed-out');
    expect(calls).toEqual([]);
  });
});

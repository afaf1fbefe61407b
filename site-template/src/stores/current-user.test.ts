import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const kitchen = {
  apiOrigin: 'https://api.example',
  siteSlug: 'family-table',
  platformOrigin: 'https://larder.example',
  currency: 'USD' as const,
};
const user = { id: 'u1', email: 'reader@example.com', displayName: 'Reader' };

interface Call {
  method: string;
  url: string;
  authorization: string | null;
}

const storage = new Map<string, string>();
const calls: Call[] = [];
let address = 'https://family-table.example/recipes/soup';
const replaceState = vi.fn((_state: unknown, _title: string, href: string) => {
  address = href;
});

/** Answers each call with the first matching route: `[method + url part, status, body]`. */
function answer(routes: [string, number, unknown][]) {
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit) => {
      const method = init.method ?? 'GET';
      const headers = init.headers as Record<string, string>;
      calls.push({ method, url, authorization: headers.Authorization ?? null });
      const route = routes.find(([match]) => `${method} ${url}`.includes(match));
      if (!route) return Promise.reject(new TypeError('Failed to fetch'));
      const [, status, body] = route;
      return Promise.resolve(new Response(body === null ? null : JSON.stringify(body), { status }));
    }),
  );
}

async function load() {
  return import('./current-user');
}

beforeEach(() => {
  vi.resetModules();
  storage.clear();
  calls.length = 0;
  address = 'https://family-table.example/recipes/soup';
  replaceState.mockClear();
  vi.stubGlobal('window', {
    localStorage: {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => storage.set(key, value),
      removeItem: (key: string) => storage.delete(key),
    },
    location: {
      get href() {
        return address;
      },
    },
    history: { state: null, replaceState },
  });
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the current-user store', () => {
  it('starts pending', async () => {
    const { $currentUser } = await load();
    expect($currentUser.get()).toEqual({ status: 'pending' });
  });

  it('is signed out at once, without a call, when no token is stored', async () => {
    answer([]);
    const { loadCurrentUser, $currentUser } = await load();
    const loaded = loadCurrentUser(kitchen);
    expect($currentUser.get()).toEqual({ status: 'none', linkFailed: false });
    await loaded;
    expect(calls).toEqual([]);
  });

  it('shows the reader and their saved recipes when the stored token is good', async () => {
    storage.set('larder:auth-token', 'tok');
    answer([
      [
        'GET https://api.example/api/v1/site/family-table/current-user',
        200,
        { currentUser: user, siteUserData: { bookmarks: ['r1'] } },
      ],
    ]);
    const { loadCurrentUser, $currentUser } = await load();
    await loadCurrentUser(kitchen);
    expect($currentUser.get()).toEqual({ status: 'signed-in', user, siteUserData: { bookmarks: ['r1'] } });
    expect(calls[0]?.authorization).toBe('Bearer tok');
  });

  it.each([401, 404])('signs out and forgets the token on %i', async (status) => {
    storage.set('larder:auth-token', 'stale');
    answer([['current-user', status, { error: { code: 'unauthenticated', message: 'Sign in' } }]]);
    const { loadCurrentUser, $currentUser } = await load();
    await loadCurrentUser(kitchen);
    expect($currentUser.get()).toEqual({ status: 'none', linkFailed: false });
    expect(storage.has('larder:auth-token')).toBe(false);
  });

  it('keeps the token when the API fails for another reason (offline, 500)', async () => {
    storage.set('larder:auth-token', 'tok');
    answer([['current-user', 500, null]]);
    const { loadCurrentUser, $currentUser } = await load();
    await loadCurrentUser(kitchen);
    expect($currentUser.get()).toEqual({ status: 'none', linkFailed: false });
    expect(storage.get('larder:auth-token')).toBe('tok');
  });

  it('asks the API once per page, however many islands ask', async () => {
    storage.set('larder:auth-token', 'tok');
    answer([['current-user', 200, { currentUser: user, siteUserData: { bookmarks: [] } }]]);
    const { loadCurrentUser } = await load();
    await Promise.all([loadCurrentUser(kitchen), loadCurrentUser(kitchen), loadCurrentUser(kitchen)]);
    expect(calls).toHaveLength(1);
  });
});

describe('a page opened with mgk', () => {
  const owner = { account: { displayName: 'Reader', maskedEmail: 'r•••@example.com' } };
  const routes: [string, number, unknown][] = [
    ['GET https://api.example/api/v1/site/family-table/current-user', 401, null],
    ['POST https://api.example/api/v1/site/family-table/sign-in/link-token/account', 200, owner],
    [
      'POST https://api.example/api/v1/site/family-table/sign-in/link-token',
      200,
      { currentUser: user, siteUserData: { bookmarks: [] }, authToken: 'session', next: '/' },
    ],
  ];

  it('takes mgk off the address and asks the visitor whose account it opens, spending nothing yet', async () => {
    storage.set('larder:auth-token', 'older');
    address = 'https://family-table.example/recipes/soup?mgk=link-token#comments';
    answer(routes);
    const { loadCurrentUser, $currentUser, $accountLinkOffer } = await load();
    await loadCurrentUser(kitchen);
    expect(address).toBe('https://family-table.example/recipes/soup#comments');
    expect(calls).toEqual([
      {
        method: 'GET',
        url: 'https://api.example/api/v1/site/family-table/current-user',
        authorization: 'Bearer older',
      },
      {
        method: 'POST',
        url: 'https://api.example/api/v1/site/family-table/sign-in/link-token/account',
        authorization: null,
      },
    ]);
    expect($currentUser.get()).toEqual({ status: 'none', linkFailed: false });
    expect($accountLinkOffer.get()).toEqual({ token: 'link-token', account: owner.account });
    expect(storage.has('larder:auth-token')).toBe(false);
  });

  it('exchanges the token for a session once the visitor confirms, and keeps it', async () => {
    address = 'https://family-table.example/?mgk=link-token';
    answer(routes);
    const { loadCurrentUser, acceptAccountLink, $currentUser, $accountLinkOffer } = await load();
    await loadCurrentUser(kitchen);
    expect(await acceptAccountLink(kitchen)).toBe(true);
    expect(calls.at(-1)).toEqual({
      method: 'POST',
      url: 'https://api.example/api/v1/site/family-table/sign-in/link-token',
      authorization: null,
    });
    expect(storage.get('larder:auth-token')).toBe('session');
    expect($currentUser.get()).toMatchObject({ status: 'signed-in', user });
    expect($accountLinkOffer.get()).toBeNull();
  });

  it('spends a link followed from the platform at once: the platform made it for the reader signed in there', async () => {
    address = 'https://family-table.example/?mgk=link-token';
    vi.stubGlobal('document', { referrer: 'https://larder.example/' });
    answer(routes);
    const { loadCurrentUser, $currentUser, $accountLinkOffer } = await load();
    await loadCurrentUser(kitchen);
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      'POST https://api.example/api/v1/site/family-table/sign-in/link-token',
    ]);
    expect($currentUser.get()).toMatchObject({ status: 'signed-in', user });
    expect($accountLinkOffer.get()).toBeNull();
  });

  it('asks about a link followed from anywhere else, a kitchen or a look-alike of the platform included', async () => {
    for (const referrer of [
      'https://family-table.example/',
      'https://larder.example.evil.example/',
      'https://evil.example/?https://larder.example/',
    ]) {
      vi.resetModules();
      calls.length = 0;
      address = 'https://family-table.example/?mgk=link-token';
      vi.stubGlobal('document', { referrer });
      answer(routes);
      const { loadCurrentUser, $accountLinkOffer } = await load();
      await loadCurrentUser(kitchen);
      expect($accountLinkOffer.get(), referrer).not.toBeNull();
      expect(calls.map((call) => call.url)).not.toContain(
        'https://api.example/api/v1/site/family-table/sign-in/link-token',
      );
    }
  });

  it('leaves the link unspent and the visitor signed out when they say it is not theirs', async () => {
    address = 'https://family-table.example/?mgk=link-token';
    answer(routes);
    const { loadCurrentUser, declineAccountLink, $currentUser, $accountLinkOffer } = await load();
    await loadCurrentUser(kitchen);
    declineAccountLink();
    expect($accountLinkOffer.get()).toBeNull();
    expect(calls.map((call) => call.url)).not.toContain(
      'https://api.example/api/v1/site/family-table/sign-in/link-token',
    );
    expect($currentUser.get()).toEqual({ status: 'none', linkFailed: false });
    expect(storage.has('larder:auth-token')).toBe(false);
  });

  it('keeps a signed-in reader as they are, spending nothing, so a link made for another account cannot swap them', async () => {
    storage.set('larder:auth-token', 'mine');
    address = 'https://family-table.example/recipes/soup?mgk=someone-elses';
    answer([
      [
        'GET https://api.example/api/v1/site/family-table/current-user',
        200,
        { currentUser: user, siteUserData: { bookmarks: [] } },
      ],
      [
        'sign-in/someone-elses',
        200,
        {
          currentUser: { ...user, id: 'u2' },
          siteUserData: { bookmarks: [] },
          authToken: 'theirs',
          next: '/',
        },
      ],
    ]);
    const { loadCurrentUser, $currentUser } = await load();
    await loadCurrentUser(kitchen);
    expect(calls.map((call) => call.method)).toEqual(['GET']);
    expect(storage.get('larder:auth-token')).toBe('mine');
    expect($currentUser.get()).toMatchObject({ status: 'signed-in', user: { id: 'u1' } });
    expect(address).toBe('https://family-table.example/recipes/soup');
  });

  it('signs the reader out and says the link failed when the token is spent, expired or unknown', async () => {
    storage.set('larder:auth-token', 'older');
    address = 'https://family-table.example/?mgk=spent';
    answer([
      ['current-user', 401, null],
      ['sign-in/spent', 410, { error: { code: 'link_expired', message: 'Expired' } }],
    ]);
    const { loadCurrentUser, $currentUser, $accountLinkOffer } = await load();
    await loadCurrentUser(kitchen);
    expect($currentUser.get()).toEqual({ status: 'none', linkFailed: true });
    expect($accountLinkOffer.get()).toBeNull();
    expect(storage.has('larder:auth-token')).toBe(false);
    expect(address).toBe('https://family-table.example/');
    expect(console.warn).toHaveBeenCalled();
  });
});

describe('signing in and out', () => {
  it('starts a session from a confirmed code or callback, over a slower check of the page', async () => {
    storage.set('larder:auth-token', 'old');
    let release = () => undefined as unknown;
    vi.stubGlobal(
      'fetch',
      vi.fn(
        () =>
          new Promise((resolve) => {
            release = () => {
              resolve(new Response('{}', { status: 401 }));
            };
          }),
      ),
    );
    const { loadCurrentUser, startSession, $currentUser } = await load();
    const slow = loadCurrentUser(kitchen);
    startSession({ authToken: 'fresh', currentUser: user as never, siteUserData: { bookmarks: [] } });
    release();
    await slow;
    expect($currentUser.get()).toMatchObject({ status: 'signed-in' });
    expect(storage.get('larder:auth-token')).toBe('fresh');
  });

  it('ends the session on the API with the token, then forgets it', async () => {
    storage.set('larder:auth-token', 'tok');
    answer([
      ['current-user', 200, { currentUser: user, siteUserData: { bookmarks: [] } }],
      ['POST https://api.example/api/v1/manage/sign-out', 200, { ok: true }],
    ]);
    const { loadCurrentUser, signOut, $currentUser } = await load();
    await loadCurrentUser(kitchen);
    await signOut(kitchen);
    expect(calls[1]).toEqual({
      method: 'POST',
      url: 'https://api.example/api/v1/manage/sign-out',
      authorization: 'Bearer tok',
    });
    expect(storage.has('larder:auth-token')).toBe(false);
    expect($currentUser.get()).toEqual({ status: 'none', linkFailed: false });
  });

  it('forgets the token even when the API cannot be reached', async () => {
    storage.set('larder:auth-token', 'tok');
    answer([]);
    const { signOut, $currentUser } = await load();
    await signOut(kitchen);
    expect(storage.has('larder:auth-token')).toBe(false);
    expect($currentUser.get()).toMatchObject({ status: 'none' });
  });

  it('replaces the saved recipes of a signed-in reader, and ignores a signed-out one', async () => {
    const { startSession, replaceSiteUserData, $currentUser } = await load();
    replaceSiteUserData({ bookmarks: ['r1'] });
    expect($currentUser.get()).toEqual({ status: 'pending' });
    startSession({ authToken: 't', currentUser: user as never, siteUserData: { bookmarks: [] } });
    replaceSiteUserData({ bookmarks: ['r1', 'r2'] });
    expect($currentUser.get()).toMatchObject({ siteUserData: { bookmarks: ['r1', 'r2'] } });
  });
});

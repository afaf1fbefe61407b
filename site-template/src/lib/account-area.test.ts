import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountAreaUrl, openAccountArea } from './account-area';

const kitchen = {
  apiOrigin: 'https://api.example',
  siteSlug: 'family-table',
  platformOrigin: 'https://larder.example',
  currency: 'USD' as const,
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function stubBrowser(tab: { opener: unknown; location: { href: string } } | null, answer: Response | Error) {
  const calls: { url: string; method: string; authorization?: string }[] = [];
  const open = vi.fn(() => tab);
  vi.stubGlobal('window', {
    open,
    localStorage: { getItem: () => 'session-token' },
  });
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit) => {
      calls.push({
        url,
        method: init.method ?? 'GET',
        authorization: (init.headers as Record<string, string>).Authorization,
      });
      return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
    }),
  );
  return { open, calls };
}

describe('accountAreaUrl', () => {
  it('builds the page on the platform origin with the token as mgk', () => {
    expect(accountAreaUrl('https://larder.example', '/bookmarks', 'abc')).toBe(
      'https://larder.example/bookmarks?mgk=abc',
    );
    expect(accountAreaUrl('http://localhost:4321', '/profile')).toBe('http://localhost:4321/profile');
  });
});

describe('openAccountArea', () => {
  it('opens the tab inside the click, then sends it to the page with a fresh single-use token', async () => {
    const tab = { opener: {} as unknown, location: { href: '' } };
    const { open, calls } = stubBrowser(tab, new Response(JSON.stringify({ singleUseToken: 'once' })));
    expect(openAccountArea(kitchen, '/subscriptions')).toBe(true);
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(tab.opener).toBeNull();
    await vi.waitFor(() => {
      expect(tab.location.href).toBe('https://larder.example/subscriptions?mgk=once');
    });
    expect(calls).toEqual([
      {
        url: 'https://api.example/api/v1/manage/single-use-tokens',
        method: 'POST',
        authorization: 'Bearer session-token',
      },
    ]);
  });

  it('opens the page without a token when the API cannot give one', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const tab = { opener: null, location: { href: '' } };
    stubBrowser(tab, new Response(null, { status: 401 }));
    openAccountArea(kitchen, '/bookmarks');
    await vi.waitFor(() => {
      expect(tab.location.href).toBe('https://larder.example/bookmarks');
    });
  });

  it('says so when the browser opened no tab, so the plain link can work instead', () => {
    const { calls } = stubBrowser(null, new Response('{}'));
    expect(openAccountArea(kitchen, '/profile')).toBe(false);
    expect(calls).toEqual([]);
  });
});

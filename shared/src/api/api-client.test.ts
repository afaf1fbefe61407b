import { describe, expect, it } from 'vitest';
import { ApiError, createApiClient, fillPath, queryString } from './api-client.ts';
import { addBookmark, siteCurrentUser } from './reader.endpoints.ts';
import { listComments } from './comments.endpoints.ts';

function recordingFetch(status: number, body: string) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch = (input: string, init?: RequestInit) => {
    calls.push({ url: input, init: init ?? {} });
    return Promise.resolve(new Response(body || null, { status }));
  };
  return { calls, fetch: fetch };
}

describe('the API client', () => {
  it('fills path parameters, escaping them, and sends the stored token and a JSON body', async () => {
    const { calls, fetch } = recordingFetch(200, '{"siteUserData":{"bookmarks":[]}}');
    const client = createApiClient({ apiOrigin: 'http://api.test', token: () => 'tok', fetch });
    const answer = await client.request(addBookmark, {
      params: { siteSlug: 'a/b' },
      body: { recipeId: 'r1' },
    });
    expect(answer).toEqual({ siteUserData: { bookmarks: [] } });
    expect(calls[0]?.url).toBe('http://api.test/api/v1/site/a%2Fb/bookmarks');
    expect(calls[0]?.init.method).toBe('POST');
    expect(calls[0]?.init.headers).toMatchObject({
      Authorization: 'Bearer tok',
      'Content-Type': 'application/json',
    });
    expect(calls[0]?.init.body).toBe('{"recipeId":"r1"}');
  });

  it('sends no Authorization header when there is no token, or when a call asks for none', async () => {
    const { calls, fetch } = recordingFetch(200, '{}');
    const client = createApiClient({ apiOrigin: 'http://api.test', token: () => 'tok', fetch });
    await client.request(siteCurrentUser, { params: { siteSlug: 's' }, token: null });
    expect(calls[0]?.init.headers).not.toHaveProperty('Authorization');
  });

  it('throws ApiError with the status and the parsed body, or null for an empty one', async () => {
    const body = { error: { code: 'unauthorized', message: 'Sign in to continue.' } };
    const client = createApiClient({
      apiOrigin: 'http://api.test',
      fetch: recordingFetch(401, JSON.stringify(body)).fetch,
    });
    const error = await client
      .request(siteCurrentUser, { params: { siteSlug: 's' } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, body, code: 'unauthorized', message: 'Sign in to continue.' });

    const empty = createApiClient({ apiOrigin: 'http://api.test', fetch: recordingFetch(502, '').fetch });
    const bare = await empty
      .request(listComments, { params: { siteSlug: 's' }, query: { recipeId: 'r' } })
      .catch((e: unknown) => e);
    expect(bare).toMatchObject({ status: 502, body: null });
  });

  it('tells how long to wait when the API says so (Retry-After in seconds)', async () => {
    const fetch = () =>
      Promise.resolve(new Response(null, { status: 429, headers: { 'Retry-After': '120' } }));
    const client = createApiClient({ apiOrigin: 'http://api.test', fetch });
    const error = await client
      .request(siteCurrentUser, { params: { siteSlug: 's' } })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 429, retryAfterSeconds: 120 });
    const without = createApiClient({ apiOrigin: 'http://api.test', fetch: recordingFetch(500, '').fetch });
    expect(
      await without.request(siteCurrentUser, { params: { siteSlug: 's' } }).catch((e: unknown) => e),
    ).toMatchObject({ retryAfterSeconds: null });
  });

  it('joins lists with commas and leaves out empty values in the query', () => {
    expect(
      queryString({ query: 'soup', meals: ['dinner', 'snack'], tags: [], offset: 0, x: undefined }),
    ).toBe('?query=soup&meals=dinner%2Csnack&offset=0');
    expect(queryString({})).toBe('');
  });

  it('refuses to build a path with a missing parameter', () => {
    expect(() => fillPath('/site/:siteSlug/x', {})).toThrow('Missing path parameter "siteSlug"');
  });
});

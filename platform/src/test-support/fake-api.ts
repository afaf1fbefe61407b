import { createApiClient } from '@larder/shared/api/api-client';
import type { UserProfile } from '@larder/shared/schemas/user';
import { QueryClient } from '@tanstack/react-query';
import type { TokenStore } from '../session/auth-token.ts';
import type { Session } from '../session/session.ts';

export interface RecordedCall {
  method: string;
  path: string;
  search: string;
  authorization: string | null;
  body: unknown;
}

interface Reply {
  status: number;
  body?: unknown;
}
/** A reply, or a function giving one (later, to hold a call in flight). */
type Answer = Reply | (() => Reply | Promise<Reply>);

/**
 * A fake of the API over `fetch`: answers by "METHOD /path" (path after `/api/v1`, without the
 * query), records every call, and answers 404 to anything it was not told about.
 */
export function fakeApi(answers: Record<string, Answer> = {}) {
  const calls: RecordedCall[] = [];
  const fetch = async (input: string, init: RequestInit): Promise<Response> => {
    const url = new URL(input);
    const path = url.pathname.replace(/^\/api\/v1/, '');
    const method = init.method ?? 'GET';
    const headers = (init.headers ?? {}) as Record<string, string>;
    calls.push({
      method,
      path,
      search: url.search,
      authorization: headers.Authorization ?? null,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : null,
    });
    const found = answers[`${method} ${path}`];
    const answer = typeof found === 'function' ? await found() : found;
    if (!answer)
      return Response.json({ error: { code: 'not_found', message: 'Not found.' } }, { status: 404 });
    return answer.body === undefined
      ? new Response(null, { status: answer.status })
      : Response.json(answer.body, { status: answer.status });
  };
  return { calls, fetch };
}

export function memoryTokens(initial: string | null = null): TokenStore {
  let token = initial;
  return {
    read: () => token,
    write(value) {
      token = value;
    },
    clear() {
      token = null;
    },
  };
}

export function testSession(answers: Record<string, Answer> = {}, token: string | null = null) {
  const api = fakeApi(answers);
  const tokens = memoryTokens(token);
  const session: Session = {
    api: createApiClient({ apiOrigin: 'http://api.test', token: () => tokens.read(), fetch: api.fetch }),
    tokens,
    queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }),
  };
  return { session, calls: api.calls, tokens };
}

export const READER: UserProfile = {
  id: '11111111-1111-4111-8111-111111111111',
  email: 'reader@example.com',
  displayName: 'Robin Reader',
  handle: 'robin',
  bio: [{ type: 'paragraph', children: [{ text: 'I bake on Sundays.' }] }],
  avatar: null,
  unitPreferences: { measurementSystem: null, temperatureSystem: 'celsius' },
};

export const unauthorized = {
  status: 401,
  body: { error: { code: 'unauthorized', message: 'Sign in to continue.' } },
};

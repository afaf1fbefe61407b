import { vi } from 'vitest';
import type { KitchenContext } from '../lib/kitchen-context';

export const KITCHEN: KitchenContext = {
  apiOrigin: 'http://api.test',
  siteSlug: 'family-table',
  platformOrigin: 'http://larder.test',
  currency: 'USD',
};
export const ORIGIN = 'http://family-table.test';

interface Reply {
  status: number;
  body?: unknown;
}

export interface RecordedCall {
  method: string;
  path: string;
  body: unknown;
  authorization: string | null;
}

/**
 * Stubs `fetch` with a fake of the API for island tests: answers by "METHOD /path" (after
 * `/api/v1`), a list of replies is used in turn (the last one repeats), `'offline'` rejects as a
 * network failure does, and anything else is a 404.
 */
export function stubApi(answers: Record<string, Reply | Reply[] | 'offline'>): RecordedCall[] {
  const calls: RecordedCall[] = [];
  const used = new Map<string, number>();
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string, init: RequestInit) => {
      const url = new URL(input);
      const path = url.pathname.replace(/^\/api\/v1/, '');
      const method = init.method ?? 'GET';
      const headers = (init.headers ?? {}) as Record<string, string>;
      calls.push({
        method,
        path,
        body: typeof init.body === 'string' ? JSON.parse(init.body) : null,
        authorization: headers.Authorization ?? null,
      });
      const key = `${method} ${path}`;
      const found = answers[key];
      if (found === 'offline') return Promise.reject(new TypeError('Failed to fetch'));
      const index = used.get(key) ?? 0;
      used.set(key, index + 1);
      const reply = Array.isArray(found) ? found[Math.min(index, found.length - 1)] : found;
      if (!reply)
        return Promise.resolve(
          Response.json({ error: { code: 'not_found', message: 'Not found.' } }, { status: 404 }),
        );
      return Promise.resolve(
        reply.body === undefined
          ? new Response(null, { status: reply.status })
          : Response.json(reply.body, { status: reply.status }),
      );
    }),
  );
  return calls;
}

/** A signed-in reader's current-user answer, with the subscription flags given. */
export function currentUserReply(
  user: {
    email?: string;
    currentSubscription?: {
      planType: 'free' | 'monthly' | 'yearly';
      priceAmountCents: number;
      cadence: 'none' | 'month' | 'year';
    } | null;
  } = {},
): Reply {
  const subscription = user.currentSubscription ?? null;
  return {
    status: 200,
    body: {
      currentUser: {
        id: '11111111-1111-4111-8111-111111111111',
        email: user.email ?? 'reader@example.com',
        displayName: 'Robin Reader',
        avatar: null,
        currentSubscription: subscription,
        isSubscribedToFree: subscription?.planType === 'free',
        isSubscribedToPaid: subscription !== null && subscription.planType !== 'free',
        unitPreferences: { measurementSystem: null, temperatureSystem: null },
      },
      siteUserData: { bookmarks: [] },
    },
  };
}

/** Replaces `location.assign` and `location.replace`, recording where the page was sent. */
export function stubNavigation(path: string) {
  window.history.replaceState(null, '', path);
  const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
  const replace = vi.spyOn(window.location, 'replace').mockImplementation(() => undefined);
  return { assign, replace };
}

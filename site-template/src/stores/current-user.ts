import type { CurrentUser } from '@larder/shared/schemas/user';
import { atom } from 'nanostores';
import { clearAuthToken, readAuthToken } from '../lib/auth-token';

/** The reader as this kitchen sees them (spec §4): pending while loading, then a user or none. */
export type CurrentUserState =
  { status: 'pending' } | { status: 'signed-in'; user: CurrentUser } | { status: 'none' };

export const $currentUser = atom<CurrentUserState>({ status: 'pending' });

let loading: Promise<CurrentUserState> | null = null;

/**
 * Fetches the current user once per page with the stored token. Without a token the reader is
 * signed out at once; a 401 or 404 means signed out too, and the stale token is cleared. Other
 * failures (offline) leave the token alone and count as signed out for this page.
 */
export function loadCurrentUser(apiOrigin: string, siteSlug: string): Promise<CurrentUserState> {
  loading ??= (async (): Promise<CurrentUserState> => {
    const token = readAuthToken();
    let state: CurrentUserState = { status: 'none' };
    if (token) {
      try {
        const response = await fetch(`${apiOrigin}/api/v1/site/${siteSlug}/current-user`, {
          headers: { Authorization: `Bearer ${token}` },
        });
        if (response.ok) {
          const body = (await response.json()) as { currentUser: CurrentUser };
          state = { status: 'signed-in', user: body.currentUser };
        } else if (response.status === 401 || response.status === 404) {
          clearAuthToken();
        }
      } catch (error) {
        console.warn('Could not load the current user', error);
      }
    }
    $currentUser.set(state);
    return state;
  })();
  return loading;
}

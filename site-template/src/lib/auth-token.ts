/** Where the reader's bearer token lives (spec §7: the auth token is kept in local storage). */
export const AUTH_TOKEN_KEY = 'larder:auth-token';

export function readAuthToken(): string | null {
  try {
    return window.localStorage.getItem(AUTH_TOKEN_KEY);
  } catch {
    return null;
  }
}

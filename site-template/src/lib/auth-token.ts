/** Where the reader's bearer token lives (spec §7: the auth token is kept in local storage). */
export const AUTH_TOKEN_KEY = 'larder:auth-token';

export function readAuthToken(): string | null {
  try {
    return window.localStorage.getItem(AUTH_TOKEN_KEY);
  } catch {
    return null;
  }
}

/** Keeps the token of a session that has just started (a magic link, a code, an account link). */
export function saveAuthToken(token: string): void {
  try {
    window.localStorage.setItem(AUTH_TOKEN_KEY, token);
  } catch {
    // Storage blocked: the reader stays signed in for this page only.
  }
}

/** Forgets the stored token (signed out, or the API no longer accepts it). */
export function clearAuthToken(): void {
  try {
    window.localStorage.removeItem(AUTH_TOKEN_KEY);
  } catch {
    // Storage blocked: nothing was stored either.
  }
}

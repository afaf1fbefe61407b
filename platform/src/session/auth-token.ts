/**
 * Where the reader's bearer token lives on this origin (spec §7: the auth token is kept in local
 * storage). The same key as on the kitchens, whose origins keep their own copies.
 */
export const AUTH_TOKEN_KEY = 'larder:auth-token';

export interface TokenStore {
  read(): string | null;
  write(token: string): void;
  clear(): void;
}

/**
 * The token in a `Storage` (local storage in the browser). Where the browser refuses storage,
 * the token is kept in memory, so a session lasts as long as the page.
 */
export function storageTokenStore(storage: () => Storage): TokenStore {
  let fallback: string | null = null;
  return {
    read() {
      try {
        return storage().getItem(AUTH_TOKEN_KEY);
      } catch {
        return fallback;
      }
    },
    write(token) {
      fallback = token;
      try {
        storage().setItem(AUTH_TOKEN_KEY, token);
      } catch {
        // Kept in memory only.
      }
    },
    clear() {
      fallback = null;
      try {
        storage().removeItem(AUTH_TOKEN_KEY);
      } catch {
        // Nothing was stored either.
      }
    },
  };
}

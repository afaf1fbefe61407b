import { describe, expect, it } from 'vitest';
import { AUTH_TOKEN_KEY, storageTokenStore } from './auth-token.ts';

function fakeStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => {
      items.clear();
    },
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => {
      items.delete(key);
    },
    setItem: (key, value) => {
      items.set(key, value);
    },
  };
}

describe('the token store', () => {
  it('keeps the token under the key the kitchens use, and forgets it on clear', () => {
    const storage = fakeStorage();
    const tokens = storageTokenStore(() => storage);
    tokens.write('tok');
    expect(storage.getItem(AUTH_TOKEN_KEY)).toBe('tok');
    expect(tokens.read()).toBe('tok');
    tokens.clear();
    expect(tokens.read()).toBeNull();
  });

  it('keeps the session for the page when the browser refuses storage', () => {
    const tokens = storageTokenStore(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(tokens.read()).toBeNull();
    tokens.write('tok');
    expect(tokens.read()).toBe('tok');
    tokens.clear();
    expect(tokens.read()).toBeNull();
  });
});

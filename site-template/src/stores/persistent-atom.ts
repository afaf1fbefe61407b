import { atom, type WritableAtom } from 'nanostores';

/**
 * An atom kept in localStorage under `key`: every recipe of the kitchen and every open tab
 * (storage events) share it. Invalid or unavailable storage falls back to the initial value.
 */
export function persistentAtom<T extends string>(
  key: string,
  initial: T,
  isValid: (value: string) => value is T,
): WritableAtom<T> {
  const store = atom<T>(initial);
  if (typeof window === 'undefined') return store;
  try {
    const saved = window.localStorage.getItem(key);
    if (saved !== null && isValid(saved)) store.set(saved);
  } catch {
    // Storage can be disabled (private mode, blocked cookies): keep the in-memory value.
  }
  store.listen((value) => {
    try {
      window.localStorage.setItem(key, value);
    } catch {
      // Same as above: the choice simply does not persist.
    }
  });
  window.addEventListener('storage', (event) => {
    if (event.key === key && event.newValue !== null && isValid(event.newValue)) store.set(event.newValue);
  });
  return store;
}

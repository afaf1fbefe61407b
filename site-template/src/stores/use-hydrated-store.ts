import type { ReadableAtom } from 'nanostores';
import { useCallback, useSyncExternalStore } from 'react';

/**
 * Reads a store in a React island, rendering `serverValue` during server rendering and hydration
 * (so the static HTML and the first client render agree), then the store's own value.
 */
export function useHydratedStore<T>(store: ReadableAtom<T>, serverValue: T): T {
  const subscribe = useCallback((onChange: () => void) => store.listen(onChange), [store]);
  return useSyncExternalStore(
    subscribe,
    () => store.get(),
    () => serverValue,
  );
}

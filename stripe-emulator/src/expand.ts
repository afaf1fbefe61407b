import type { Store } from './store.ts';

/**
 * A copy of `object` with each `expand[]` path (`subscription`, `data.customer`,
 * `subscription.latest_invoice`, `items.data.price.product`) replaced by the object its id names.
 */
export function expand(store: Store, object: unknown, paths: readonly string[]): unknown {
  let result: unknown = structuredClone(object);
  for (const path of paths) result = expandPath(store, result, path.split('.'));
  return result;
}

function expandPath(store: Store, value: unknown, path: string[]): unknown {
  if (path.length === 0) return value;
  if (Array.isArray(value)) return value.map((item) => expandPath(store, item, path));
  if (value === null || typeof value !== 'object') return value;
  const [head, ...rest] = path as [string, ...string[]];
  const record = value as Record<string, unknown>;
  let field = record[head];
  if (typeof field === 'string') {
    const found = store.find(field);
    if (found !== undefined) field = structuredClone(found);
  }
  record[head] = expandPath(store, field, rest);
  return record;
}

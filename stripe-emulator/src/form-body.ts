/** A decoded form body: strings, nested by bracket notation into objects and arrays. */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type FormObject = { [key: string]: FormValue };

const ARRAY_MARK = Symbol('array');
type Building = { [key: string]: Building | string; [ARRAY_MARK]?: true };

function decode(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

/** `line_items[0][price]` → `['line_items', '0', 'price']`; `expand[]` → `['expand', '']`. */
function keyPath(key: string): string[] {
  const open = key.indexOf('[');
  if (open <= 0 || !key.endsWith(']')) return [key];
  const path = [key.slice(0, open)];
  for (const match of key.slice(open).matchAll(/\[([^\]]*)\]/g)) path.push(match[1]!);
  return path;
}

function setOwn(target: Building, key: string, value: Building | string): void {
  // defineProperty keeps keys such as `__proto__` as plain data instead of touching prototypes.
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

function child(parent: Building, key: string, asArray: boolean): Building {
  const existing = Object.prototype.hasOwnProperty.call(parent, key) ? parent[key] : undefined;
  if (typeof existing === 'object') return existing;
  const created: Building = {};
  if (asArray) created[ARRAY_MARK] = true;
  setOwn(parent, key, created);
  return created;
}

function finish(node: Building | string): FormValue {
  if (typeof node === 'string') return node;
  const keys = Object.keys(node);
  const isArray = node[ARRAY_MARK] === true && keys.every((key) => /^\d+$/.test(key));
  if (isArray) {
    return keys
      .map(Number)
      .sort((a, b) => a - b)
      .map((index) => finish(node[String(index)]!));
  }
  const result: FormObject = {};
  for (const key of keys) {
    Object.defineProperty(result, key, {
      value: finish(node[key]!),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return result;
}

/**
 * Decodes `application/x-www-form-urlencoded` text (or a query string) the way Stripe reads its
 * requests: `metadata[k]=v` nests into objects, `line_items[0][price]=…` and `expand[]=…` into
 * arrays; a later value for the same key wins.
 */
export function parseFormBody(text: string): FormObject {
  const root: Building = {};
  const body = text.startsWith('?') ? text.slice(1) : text;
  for (const pair of body.split('&')) {
    if (pair === '') continue;
    const equals = pair.indexOf('=');
    const rawKey = decode(equals === -1 ? pair : pair.slice(0, equals));
    const value = equals === -1 ? '' : decode(pair.slice(equals + 1));
    const path = keyPath(rawKey);
    let node = root;
    for (let depth = 0; depth < path.length - 1; depth++) {
      const next = path[depth + 1]!;
      const segment = path[depth] === '' ? String(Object.keys(node).length) : path[depth]!;
      node = child(node, segment, next === '' || /^\d+$/.test(next));
    }
    let last = path[path.length - 1]!;
    if (last === '') last = String(Object.keys(node).length);
    setOwn(node, last, value);
  }
  return finish(root) as FormObject;
}

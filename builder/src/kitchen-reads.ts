/**
 * What each page of a kitchen read while it rendered, so that a publish re-renders only the pages
 * whose data changed (ADR 037). The renderer hands the template its kitchen through a
 * `ReadRecorder`: the data behind proxies that note every value a page reads as a key (a path
 * into the data, array elements named by their id), and `keyValue` finds a key's value in any
 * kitchen's data, so a key is stale when its value in the new data differs from the old.
 *
 * A page's output depends on nothing but what it read (the same reads give the same page), so a
 * page whose keys all kept their values is the same page: its file is reused. What the template
 * reads while its modules load (before any page) is noted as every page's, and a value worked
 * out once for many pages (`remember`) gives each page that uses it the keys it was worked out
 * from.
 */
import type { KitchenPageData } from '@larder/shared/schemas/kitchen-snapshot';
import type { PublicRecipe } from '@larder/shared/schemas/recipe-public';

/**
 * A key: the JSON of a path of segments, each a string whose first character says what it is:
 * `.name` a property, `#id` the array element with that id, `@3` the element at an index,
 * `~order` an array's elements (their ids, in order), `~keys` an object's property names.
 * The path's first segment is its root: `s` the kitchen's page data (site.json), `r<id>` a
 * recipe's page data, `b` which recipe a page path is the page of, `t` the build's clock.
 */
export type Key = string;

/** How deep below its root a path names properties before a value is noted whole. */
const DEPTH = { s: 4, r: 1 } as const;

const PROXIED = Symbol('larder.proxied');

/** The build's clock as pages see it: the year (copyright lines) and the day (past events). */
export interface BuildClock {
  year: number;
  /** `YYYY-MM-DD` (UTC). */
  day: string;
}

export function buildClock(now: Date = new Date()): BuildClock {
  return { year: now.getUTCFullYear(), day: now.toISOString().slice(0, 10) };
}

function elementSegment(element: unknown, index: number, ids: ReadonlySet<string> | null): string {
  const id = ids && typeof element === 'object' && element !== null ? (element as { id?: unknown }).id : null;
  return typeof id === 'string' ? `#${id}` : `@${index}`;
}

/** An array's elements are named by id when every element has a string id of its own; else by index. */
function uniqueIds(array: readonly unknown[]): Set<string> | null {
  const ids = new Set<string>();
  for (const element of array) {
    const id = typeof element === 'object' && element !== null ? (element as { id?: unknown }).id : undefined;
    if (typeof id !== 'string' || ids.has(id)) return null;
    ids.add(id);
  }
  return ids;
}

/** The array index a property name is (`"3"`), or -1: cheaper than a pattern on every element read. */
function arrayIndex(property: string): number {
  const first = property.charCodeAt(0);
  if (first < 48 || first > 57) return -1;
  const index = Number(property);
  return Number.isInteger(index) && String(index) === property ? index : -1;
}

function orderOf(array: readonly unknown[]): string {
  const ids = uniqueIds(array);
  return JSON.stringify(array.map((element, index) => elementSegment(element, index, ids)));
}

/**
 * Notes the keys read by the page being rendered. One recorder per render (per thread), whose
 * pages render one at a time.
 */
export class ReadRecorder {
  #phase: 'load' | 'list' | 'page' = 'load';
  #page: Set<Key> | null = null;
  readonly #global = new Set<Key>();
  readonly #computing: Set<Key>[] = [];
  readonly #remembered = new Map<string, { value: unknown; keys: Set<Key> }>();
  readonly #proxies = new WeakMap<object, object>();
  readonly #ids = new WeakMap<readonly unknown[], Set<string> | null>();
  readonly #clock: BuildClock;
  /** Set when the template wrote to its data: what it read then cannot be trusted. */
  mutated = false;

  constructor(clock: BuildClock = buildClock()) {
    this.#clock = clock;
  }

  /** What pages read while the template's modules loaded: every page's keys. */
  get globalKeys(): Key[] {
    return [...this.#global];
  }

  /** The template is loaded; from now on reads outside a page (its page list) are nobody's. */
  listing(): void {
    this.#phase = 'list';
  }

  startPage(): void {
    this.#phase = 'page';
    this.#page = new Set();
  }

  /** The keys the page just rendered read. */
  endPage(): Key[] {
    const keys = [...(this.#page ?? [])];
    this.#page = null;
    this.#phase = 'list';
    return keys;
  }

  record(key: Key): void {
    for (const keys of this.#computing) keys.add(key);
    if (this.#page) this.#page.add(key);
    else if (this.#phase === 'load') this.#global.add(key);
  }

  /**
   * `compute()` worked out once per render. Each page that asks reads its group key
   * (`["m", name]`), which stands for the keys it was worked out from (`groups`): as if the page
   * had worked it out itself, without every such page listing thousands of keys.
   */
  remember<T>(name: string, compute: () => T): T {
    const group = JSON.stringify(['m', name]);
    let entry = this.#remembered.get(group);
    if (!entry) {
      const keys = new Set<Key>();
      this.#computing.push(keys);
      try {
        entry = { value: compute(), keys };
      } finally {
        this.#computing.pop();
      }
      this.#remembered.set(group, entry);
    }
    this.record(group);
    return entry.value as T;
  }

  /** Each value remembered: its group key and the keys it was worked out from. */
  groups(): Map<Key, Key[]> {
    return new Map([...this.#remembered].map(([group, { keys }]) => [group, [...keys]]));
  }

  /** The kitchen's page data, read through the this. */
  kitchen(data: KitchenPageData): KitchenPageData {
    return this.#wrap(data, ['s'], 0, DEPTH.s) as KitchenPageData;
  }

  /** A recipe's page data, read through the this. */
  recipe(id: string, recipe: PublicRecipe): PublicRecipe {
    return this.#wrap(recipe, [`r${id}`], 0, DEPTH.r) as PublicRecipe;
  }

  /** Notes which recipe (by id, or none) the page at `path` is the page of. */
  pageOf(path: string): void {
    this.record(JSON.stringify(['b', path]));
  }

  /** The year the pages are built in. */
  year(): number {
    this.record(JSON.stringify(['t', 'year']));
    return this.#clock.year;
  }

  /** The day the pages are built on, as the start of that day (UTC). */
  day(): Date {
    this.record(JSON.stringify(['t', 'day']));
    return new Date(`${this.#clock.day}T00:00:00Z`);
  }

  #wrap(value: unknown, path: string[], depth: number, max: number, order: Key | null = null): unknown {
    if (typeof value !== 'object' || value === null) return value;
    const known = this.#proxies.get(value);
    if (known) return known;
    const proxy = Array.isArray(value)
      ? this.#arrayProxy(value, path, depth, max)
      : this.#objectProxy(value as Record<string, unknown>, path, depth, max, order);
    this.#proxies.set(value, proxy);
    return proxy;
  }

  #idsOf(array: readonly unknown[]): Set<string> | null {
    if (!this.#ids.has(array)) this.#ids.set(array, uniqueIds(array));
    return this.#ids.get(array) ?? null;
  }

  /** Writes as asked (the template works as it would without the recorder), noting that it did. */
  #handlesWrites<T extends object>(): Pick<ProxyHandler<T>, 'set' | 'deleteProperty' | 'defineProperty'> {
    return {
      set: (target, property, value) => {
        this.mutated = true;
        return Reflect.set(target, property, value);
      },
      deleteProperty: (target, property) => {
        this.mutated = true;
        return Reflect.deleteProperty(target, property);
      },
      defineProperty: (target, property, descriptor) => {
        this.mutated = true;
        return Reflect.defineProperty(target, property, descriptor);
      },
    };
  }

  #arrayProxy(array: unknown[], path: string[], depth: number, max: number): unknown[] {
    const order = JSON.stringify([...path, '~order']);
    return new Proxy(array, {
      get: (target, property, receiver) => {
        if (property === PROXIED) return true;
        if (typeof property === 'symbol') {
          if (property === Symbol.iterator) this.record(order);
          return Reflect.get(target, property, receiver) as unknown;
        }
        if (property === 'length') {
          this.record(order);
          return target.length;
        }
        const index = arrayIndex(property);
        if (index < 0) return Reflect.get(target, property, receiver) as unknown;
        this.record(order);
        if (index >= target.length) return undefined;
        const element = target[index];
        if (typeof element !== 'object' || element === null) return element;
        const known = this.#proxies.get(element);
        if (known) return known;
        const segment = elementSegment(element, index, this.#idsOf(target));
        // An element named by its id: reading that id tells nothing its list's order does not.
        return this.#wrap(element, [...path, segment], depth, max, segment.startsWith('#') ? order : null);
      },
      has: (target, property) => {
        if (typeof property === 'string') this.record(order);
        return Reflect.has(target, property);
      },
      ownKeys: (target) => {
        this.record(order);
        return Reflect.ownKeys(target);
      },
      ...this.#handlesWrites(),
    });
  }

  #objectProxy(
    object: Record<string, unknown>,
    path: string[],
    depth: number,
    max: number,
    /** For an array element named by its id: its list's order, which reading its `id` reads. */
    order: Key | null,
  ): Record<string, unknown> {
    const keyCache = new Map<string, Key>();
    const keyOf = (property: string) => {
      let key = keyCache.get(property);
      if (key === undefined) {
        key = JSON.stringify([...path, `.${property}`]);
        keyCache.set(property, key);
      }
      return key;
    };
    return new Proxy(object, {
      get: (target, property, receiver) => {
        if (property === PROXIED) return true;
        if (typeof property === 'symbol') return Reflect.get(target, property, receiver) as unknown;
        // Inherited members (`toString`, `hasOwnProperty`) are not the kitchen's data.
        if (!Object.hasOwn(target, property) && property in target)
          return Reflect.get(target, property, receiver);
        const value = target[property];
        if (order !== null && property === 'id') {
          this.record(order);
          return value;
        }
        if (typeof value !== 'object' || value === null || depth + 1 >= max) {
          this.record(keyOf(property));
          return value;
        }
        return this.#wrap(value, [...path, `.${property}`], depth + 1, max);
      },
      has: (target, property) => {
        if (typeof property === 'string') this.record(keyOf(property));
        return Reflect.has(target, property);
      },
      ownKeys: (target) => {
        this.record(JSON.stringify([...path, '~keys']));
        return Reflect.ownKeys(target);
      },
      ...this.#handlesWrites(),
    });
  }
}

/** Whether a value is one of a recorder's proxies (tests). */
export function isRecorded(value: unknown): boolean {
  return typeof value === 'object' && value !== null && (value as Record<symbol, unknown>)[PROXIED] === true;
}

/** A kitchen's data as `keyValue` looks keys up in it. */
export interface KitchenData {
  page: KitchenPageData;
  /** A recipe's page data by id (undefined when the kitchen has no such recipe). */
  recipe: (id: string) => PublicRecipe | undefined;
  clock: BuildClock;
  /** The placeholder of each image (its stylesheet's rule), by id. */
  placeholder: (imageId: string) => string | undefined;
}

const pagesOfRecipes = new WeakMap<KitchenPageData, Map<string, string>>();

/** Each recipe page's path (`/recipes/soup`) and the id of its recipe. */
function recipePages(page: KitchenPageData): Map<string, string> {
  let pages = pagesOfRecipes.get(page);
  if (!pages) {
    pages = new Map(page.recipes.map((entry) => [`/recipes/${entry.slug}`, entry.id]));
    pagesOfRecipes.set(page, pages);
  }
  return pages;
}

/** A value no other is equal to: a key whose path is ambiguous in some data is always stale. */
const AMBIGUOUS = Symbol('ambiguous');
let ambiguities = 0;
const ambiguous = () => `\u0000ambiguous ${++ambiguities}`;

const orders = new WeakMap<readonly unknown[], string>();
const byId = new WeakMap<readonly unknown[], Map<string, unknown>>();

/** An array's elements by id (`AMBIGUOUS` for an id two elements have), worked out once per array. */
function elementsById(array: readonly unknown[]): Map<string, unknown> {
  let elements = byId.get(array);
  if (!elements) {
    elements = new Map();
    for (const element of array) {
      const id =
        typeof element === 'object' && element !== null ? (element as { id?: unknown }).id : undefined;
      if (typeof id === 'string') elements.set(id, elements.has(id) ? AMBIGUOUS : element);
    }
    byId.set(array, elements);
  }
  return elements;
}

function step(value: unknown, segment: string): unknown {
  if (typeof value !== 'object' || value === null) return undefined;
  const kind = segment[0];
  const name = segment.slice(1);
  if (Array.isArray(value)) {
    if (kind === '~') {
      if (name !== 'order') return undefined;
      let order = orders.get(value);
      if (order === undefined) {
        order = orderOf(value);
        orders.set(value, order);
      }
      return order;
    }
    if (kind === '@') return value[Number(name)];
    if (kind === '#') return elementsById(value).get(name);
    return undefined;
  }
  if (kind === '~') return name === 'keys' ? JSON.stringify(Object.keys(value)) : undefined;
  if (kind === '.') return Object.hasOwn(value, name) ? (value as Record<string, unknown>)[name] : undefined;
  return undefined;
}

/**
 * Whether a key changed, given whether a key of the data changed (`changedValue`), each key
 * asked once. A group key (`["m", name]`, a value worked out once for many pages) changed when
 * any key it stands for in `groups` did, or when it is not known what it stands for.
 */
export function keyChanges(
  changedValue: (key: Key) => boolean,
  groups: ReadonlyMap<Key, readonly Key[]>,
): (key: Key) => boolean {
  const known = new Map<Key, boolean>();
  const changed = (key: Key): boolean => {
    let answer = known.get(key);
    if (answer !== undefined) return answer;
    if (key.startsWith('["m"')) {
      // Marked first: a group that names itself is not followed round again.
      known.set(key, true);
      const members = groups.get(key);
      answer = !members || members.some(changed);
    } else answer = changedValue(key);
    known.set(key, answer);
    return answer;
  };
  return changed;
}

/** Each object's JSON text, worked out once (the data compared is read-only). */
const texts = new WeakMap<object, string>();

function textOf(value: object): string {
  let text = texts.get(value);
  if (text === undefined) {
    text = JSON.stringify(value);
    texts.set(value, text);
  }
  return text;
}

/** Whether two objects are the same JSON text, each pair compared once (a comparison reads both texts whole). */
const comparisons = new WeakMap<object, WeakMap<object, boolean>>();

function sameText(a: object, b: object): boolean {
  let withA = comparisons.get(a);
  if (!withA) {
    withA = new WeakMap();
    comparisons.set(a, withA);
  }
  let same = withA.get(b);
  if (same === undefined) {
    same = textOf(a) === textOf(b);
    withA.set(b, same);
  }
  return same;
}

/**
 * True when the value at `path` is sure to be the same in `previous` and `next` because some
 * object on the way there is the same JSON text in both: whatever a key reads below it (a
 * property, an element by id, an order, the names) is then the same. False when that cannot be
 * told this way (then the key's values are compared). A kitchen's keys number about 50 for each
 * of its recipes, most of them below a few objects that did not change: one look at each of
 * those answers for all of them.
 */
export function sameUnder(
  previous: unknown,
  next: unknown,
  path: readonly string[],
  /**
   * How deep objects start to be compared whole: 1 skips the roots, when they are known to
   * differ (a build's page data carries its own `generatedAt`, so comparing it whole, two
   * stringifications of the kitchen's every summary and collection, never answers).
   */
  fromDepth = 0,
): boolean {
  let a = previous;
  let b = next;
  for (let depth = 0; ; depth += 1) {
    if (typeof a !== 'object' || a === null || typeof b !== 'object' || b === null) return false;
    if (depth >= fromDepth && sameText(a, b)) return true;
    if (depth === path.length) return false;
    a = step(a, path[depth]!);
    b = step(b, path[depth]!);
    if (a === AMBIGUOUS || b === AMBIGUOUS) return false;
  }
}

/** The value of `key` in `data`, as comparable text (undefined when the path leads nowhere). */
export function keyValue(data: KitchenData, key: Key): string | undefined {
  const path = JSON.parse(key) as string[];
  const [root, ...rest] = path;
  let value: unknown;
  if (root === 's') value = data.page;
  else if (root?.startsWith('r')) value = data.recipe(root.slice(1));
  else if (root === 'b') return recipePages(data.page).get(rest[0] ?? '');
  else if (root === 't') return rest[0] === 'year' ? String(data.clock.year) : data.clock.day;
  else if (root === 'p') return data.placeholder(rest[0] ?? '');
  else return ambiguous();
  for (const segment of rest) {
    value = step(value, segment);
    if (value === AMBIGUOUS) return ambiguous();
  }
  return value === undefined ? undefined : JSON.stringify(value);
}

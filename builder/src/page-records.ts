/**
 * What a release knows of each of its pages: what the page adds to the release's headers, sitemap
 * and checks (its notes, see page-finish.ts) and which keys of the kitchen's data it read (see
 * kitchen-reads.ts). Kept beside the release (`pages.json` in its data folder), so the next
 * publish re-renders only the pages whose keys changed and takes the others' notes from here.
 * Every text is stored once, pages name texts by number: a release of 2,000 recipe pages shares
 * its inline styles, asset paths and keys between pages.
 */
import type { BuildClock, Key } from './kitchen-reads.ts';

/** What one page adds to its release's notes (see `ReleasePages`). */
export interface PageNotes {
  inlineScripts: string[];
  inlineStyles: string[];
  styleAttributes: string[];
  placeholderImageIds: string[];
  embedsYouTube: boolean;
  /** Markup no policy allows, each as `file: what`. */
  blocked: string[];
  referenced: string[];
  afterHtmlEnd: string | null;
  indexable: string | null;
  sheet: { path: string; css: string } | null;
}

export interface PageRecord {
  /** Null for a file that is not a finished page (an endpoint's JSON, a font). */
  notes: PageNotes | null;
  /** The keys the page read; null when they are not known (the page must be rendered again). */
  keys: Key[] | null;
  /**
   * Read back from a release: the part of `keys` the page shares with others (one array for all
   * of them, so a check of many pages looks at each shared set once).
   */
  shared?: readonly Key[];
}

/** The records of a render: each file it wrote, and the keys every page read. */
export interface RenderRecords {
  pages: Map<string, PageRecord>;
  /** Read while the template loaded: every page's keys. */
  global: Key[];
  /** The template wrote to its data: no keys can be trusted. */
  mutated: boolean;
  /** What each group key (`["m", name]`, a value many pages share) stands for. */
  groups: Map<Key, Key[]>;
}

/** What a release's records hold beside its pages: what the pages were rendered with. */
export interface RecordsContext {
  /** The theme build the pages came from (the hash of its output, see `ThemeBuild.hash`). */
  theme: string;
  /** The origin the pages were rendered at. */
  origin: string;
  clock: BuildClock;
  /** The placeholder of each image the pages' placeholder stylesheets drew. */
  placeholders: Record<string, string>;
}

type CompactNotes = [
  scripts: number[],
  styles: number[],
  attributes: number[],
  placeholders: number[],
  youTube: 0 | 1,
  blocked: number[],
  referenced: number[],
  after: number,
  indexable: number,
  sheetPath: number,
  sheetCss: number,
];

/**
 * `RenderRecords` as JSON: over IPC, between threads, and on disk. Texts (notes' texts and the
 * segments of keys) are stored once, keys once as their segments' numbers, and each page's keys
 * as a set of keys it shares with other pages (what it read of the kitchen as a whole) and its
 * own (what it read of its recipe and its path), each list as the differences between its sorted
 * key numbers. At 2,000 recipes: about 2 MB, where one list of key texts a page took 14 MB.
 */
export interface SerialRecords {
  version: 3;
  texts: string[];
  keys: number[][];
  /** Sets of keys many pages read (a recipe page's kitchen-wide keys), as key-number differences. */
  sets: number[][];
  /** A page's keys: the set it shares and the differences of its own (its recipe's, its path's). */
  pages: [file: string, notes: CompactNotes | 0, keys: [set: number, own: number[]] | 0][];
  global: number[];
  mutated: boolean;
  groups: [group: number, keys: number[]][];
  context?: RecordsContext;
}

/** Keys by number, each stored as its segments' numbers among the texts. */
class KeyTable {
  readonly keys: number[][] = [];
  readonly #ids = new Map<Key, number>();
  readonly #texts: Interner;
  constructor(texts: Interner) {
    this.#texts = texts;
  }
  id(key: Key): number {
    let id = this.#ids.get(key);
    if (id === undefined) {
      id = this.keys.length;
      this.keys.push((JSON.parse(key) as string[]).map((segment) => this.#texts.id(segment)));
      this.#ids.set(key, id);
    }
    return id;
  }
  ids(keys: readonly Key[]): number[] {
    return keys.map((key) => this.id(key));
  }
  /** Keys as their sorted numbers, each as the difference from the one before. */
  deltas(keys: readonly Key[]): number[] {
    const sorted = this.ids(keys).sort((a, b) => a - b);
    return sorted.map((id, index) => (index === 0 ? id : id - sorted[index - 1]!));
  }
}

/** Whether a key is a page's own: its recipe's (`r…`) or which recipe its path shows (`b`). */
function ownKey(key: Key): boolean {
  return key.startsWith('["r') || key.startsWith('["b"');
}

/** Shared sets of keys by number, each stored once. */
class KeySets {
  readonly sets: number[][] = [];
  readonly #ids = new Map<string, number>();
  id(deltas: number[]): number {
    const name = deltas.join();
    let id = this.#ids.get(name);
    if (id === undefined) {
      id = this.sets.length;
      this.sets.push(deltas);
      this.#ids.set(name, id);
    }
    return id;
  }
}

class Interner {
  readonly texts: string[] = [];
  readonly #ids = new Map<string, number>();
  id(text: string): number {
    let id = this.#ids.get(text);
    if (id === undefined) {
      id = this.texts.length;
      this.texts.push(text);
      this.#ids.set(text, id);
    }
    return id;
  }
  ids(texts: readonly string[]): number[] {
    return texts.map((text) => this.id(text));
  }
  optional(text: string | null): number {
    return text === null ? -1 : this.id(text);
  }
}

export function serializeRecords(records: RenderRecords): SerialRecords {
  const interner = new Interner();
  const table = new KeyTable(interner);
  const sets = new KeySets();
  // A page read back from a release names its shared set as one array with every page that shares
  // it: numbered once per array, not once per page (2,000 pages of some 150 shared keys each took a
  // third of a second after every publish).
  const sharedSets = new Map<readonly Key[], number>();
  const sharedSet = (shared: readonly Key[]) => {
    let id = sharedSets.get(shared);
    if (id === undefined) {
      id = sets.id(table.deltas(shared));
      sharedSets.set(shared, id);
    }
    return id;
  };
  const pages: SerialRecords['pages'] = [];
  for (const [file, { notes, keys, shared }] of records.pages) {
    const compact: CompactNotes | 0 = notes
      ? [
          interner.ids(notes.inlineScripts),
          interner.ids(notes.inlineStyles),
          interner.ids(notes.styleAttributes),
          interner.ids(notes.placeholderImageIds),
          notes.embedsYouTube ? 1 : 0,
          interner.ids(notes.blocked),
          interner.ids(notes.referenced),
          interner.optional(notes.afterHtmlEnd),
          interner.optional(notes.indexable),
          interner.optional(notes.sheet?.path ?? null),
          interner.optional(notes.sheet?.css ?? null),
        ]
      : 0;
    pages.push([
      file,
      compact,
      !keys
        ? 0
        : shared
          ? [sharedSet(shared), table.deltas(keys.slice(shared.length))]
          : [sets.id(table.deltas(keys.filter((key) => !ownKey(key)))), table.deltas(keys.filter(ownKey))],
    ]);
  }
  const global = table.ids(records.global);
  const groups = [...records.groups].map(([group, keys]): [number, number[]] => [
    table.id(group),
    table.ids(keys),
  ]);
  return {
    version: 3,
    texts: interner.texts,
    keys: table.keys,
    sets: sets.sets,
    pages,
    global,
    mutated: records.mutated,
    groups,
  };
}

export function deserializeRecords(serial: SerialRecords): RenderRecords {
  const { texts } = serial;
  const text = (id: number) => numbered(texts, id, 'text');
  const list = (ids: readonly number[]) => ids.map(text);
  const optional = (id: number) => (id === -1 ? null : text(id));
  const keyTexts = serial.keys.map((segments) => JSON.stringify(list(segments)));
  const key = (id: number) => numbered(keyTexts, id, 'key');
  const keys = (ids: readonly number[]) => ids.map(key);
  const fromDeltas = (deltas: readonly number[]) => {
    let id = 0;
    return deltas.map((delta) => key((id += delta)));
  };
  const shared = serial.sets.map(fromDeltas);
  const pages = new Map<string, PageRecord>();
  for (const [file, compact, pageKeys] of serial.pages) {
    let notes: PageNotes | null = null;
    if (compact) {
      const [scripts, styles, attributes, placeholders, youTube, blocked, referenced, after, url, path, css] =
        compact;
      const sheetPath = optional(path);
      const sheetCss = optional(css);
      notes = {
        inlineScripts: list(scripts),
        inlineStyles: list(styles),
        styleAttributes: list(attributes),
        placeholderImageIds: list(placeholders),
        embedsYouTube: youTube === 1,
        blocked: list(blocked),
        referenced: list(referenced),
        afterHtmlEnd: optional(after),
        indexable: optional(url),
        sheet: sheetPath !== null && sheetCss !== null ? { path: sheetPath, css: sheetCss } : null,
      };
    }
    if (pageKeys === 0) pages.set(file, { notes, keys: null });
    else {
      const set = numbered(shared, pageKeys[0], 'key set');
      pages.set(file, { notes, keys: [...set, ...fromDeltas(pageKeys[1])], shared: set });
    }
  }
  return {
    pages,
    global: keys(serial.global),
    mutated: serial.mutated,
    groups: new Map(serial.groups.map(([group, members]) => [key(group), keys(members)])),
  };
}

/** The records of a render done in parts (threads, or pages reused from the last release). */
export function mergeRecords(parts: readonly RenderRecords[]): RenderRecords {
  const pages = new Map<string, PageRecord>();
  for (const part of parts) for (const [file, record] of part.pages) pages.set(file, record);
  return {
    pages,
    global: [...new Set(parts.flatMap((part) => part.global))],
    mutated: parts.some((part) => part.mutated),
    // A group is the same in every part (the same data, worked out the same way): the first's.
    groups: new Map(parts.flatMap((part) => [...part.groups]).reverse()),
  };
}

/** `array[id]`, or an error naming what the records lack. */
function numbered<T>(array: readonly T[], id: number, what: string): T {
  const value = array[id];
  if (value === undefined) throw new Error(`Page records name ${what} ${id}, which they do not hold.`);
  return value;
}

/**
 * `mergeRecords` for records already serialized (the parts of a render on threads): each part
 * renumbered into one set of texts, keys and shared sets. What a thread sends is its records
 * serialized: a structured clone of them whole copied every key of every page as a string of its
 * own (some 470,000 per thread at 2,000 recipes), and the render's memory peaked there.
 */
export function mergeSerialRecords(parts: readonly SerialRecords[]): SerialRecords {
  const interner = new Interner();
  const table = new KeyTable(interner);
  const sets = new KeySets();
  const pages: SerialRecords['pages'] = [];
  const pageAt = new Map<string, number>();
  const global = new Set<number>();
  const groups = new Map<number, number[]>();
  for (const part of parts) {
    const textId = part.texts.map((value) => interner.id(value));
    const keyId = part.keys.map((segments) =>
      table.id(JSON.stringify(segments.map((id) => numbered(part.texts, id, 'text')))),
    );
    const text = (id: number) => numbered(textId, id, 'text');
    const texts = (ids: readonly number[]) => ids.map(text);
    const optional = (id: number) => (id === -1 ? -1 : text(id));
    const key = (id: number) => numbered(keyId, id, 'key');
    // Renumbered keys keep their set but not their order: sorted again, as differences again.
    const deltas = (differences: readonly number[]) => {
      let id = 0;
      const sorted = differences.map((difference) => key((id += difference))).sort((a, b) => a - b);
      return sorted.map((value, index) => (index === 0 ? value : value - sorted[index - 1]!));
    };
    const setId = part.sets.map((differences) => sets.id(deltas(differences)));
    for (const [file, notes, keys] of part.pages) {
      const page: SerialRecords['pages'][number] = [
        file,
        notes
          ? [
              texts(notes[0]),
              texts(notes[1]),
              texts(notes[2]),
              texts(notes[3]),
              notes[4],
              texts(notes[5]),
              texts(notes[6]),
              optional(notes[7]),
              optional(notes[8]),
              optional(notes[9]),
              optional(notes[10]),
            ]
          : 0,
        keys ? [numbered(setId, keys[0], 'key set'), deltas(keys[1])] : 0,
      ];
      // A later part's page over an earlier one's, where it was.
      const at = pageAt.get(file);
      if (at === undefined) {
        pageAt.set(file, pages.length);
        pages.push(page);
      } else pages[at] = page;
    }
    for (const id of part.global) global.add(key(id));
    // The first part's groups over later ones (a group is the same in every part).
    for (const [group, members] of part.groups) {
      const id = key(group);
      if (!groups.has(id)) groups.set(id, members.map(key));
    }
  }
  return {
    version: 3,
    texts: interner.texts,
    keys: table.keys,
    sets: sets.sets,
    pages,
    global: [...global],
    mutated: parts.some((part) => part.mutated),
    groups: [...groups],
  };
}

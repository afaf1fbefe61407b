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
  /** The theme build the pages came from (its folder's name). */
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

/** `RenderRecords` as JSON: over IPC, between threads, and on disk. */
export interface SerialRecords {
  version: 1;
  texts: string[];
  pages: [file: string, notes: CompactNotes | 0, keys: number[] | 0][];
  global: number[];
  mutated: boolean;
  groups: [group: number, keys: number[]][];
  context?: RecordsContext;
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

export function serializeRecords(records: RenderRecords, context?: RecordsContext): SerialRecords {
  const interner = new Interner();
  const pages: SerialRecords['pages'] = [];
  for (const [file, { notes, keys }] of records.pages) {
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
    pages.push([file, compact, keys ? interner.ids(keys) : 0]);
  }
  return {
    version: 1,
    texts: interner.texts,
    pages,
    global: interner.ids(records.global),
    mutated: records.mutated,
    groups: [...records.groups].map(([group, keys]) => [interner.id(group), interner.ids(keys)]),
    ...(context ? { context } : {}),
  };
}

export function deserializeRecords(serial: SerialRecords): RenderRecords {
  const { texts } = serial;
  const text = (id: number) => {
    const value = texts[id];
    if (value === undefined) throw new Error(`Page records name text ${id}, which they do not hold.`);
    return value;
  };
  const list = (ids: readonly number[]) => ids.map(text);
  const optional = (id: number) => (id === -1 ? null : text(id));
  const pages = new Map<string, PageRecord>();
  for (const [file, compact, keys] of serial.pages) {
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
    pages.set(file, { notes, keys: keys === 0 ? null : list(keys) });
  }
  return {
    pages,
    global: list(serial.global),
    mutated: serial.mutated,
    groups: new Map(serial.groups.map(([group, keys]) => [text(group), list(keys)])),
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

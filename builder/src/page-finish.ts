import type { KitchenSnapshot } from '@larder/shared/schemas/kitchen-snapshot';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { PublicImage } from '@larder/shared/schemas/image';
import { collectImages, imageObjects } from './collect-images.ts';
import { normalizedLineBreaks, pageFacts, type PageFacts } from './page-facts.ts';
import type { PageNotes } from './page-records.ts';
import { placeholderStylesheet } from './placeholder-stylesheet.ts';
import { indexableUrl } from './search-engine-files.ts';
import {
  assetReferenceMatches,
  assetReferences,
  contentAfterHtmlEnd,
  lastHtmlEnd,
  releaseHtmlFiles,
} from './verify-release.ts';

/**
 * What the release's headers, sitemap and checks need of its pages, gathered as each page is
 * finished (by the renderer, as it writes the page) so that nothing reads every page again.
 * Plain data: it travels from the renderer's process over IPC.
 */
export interface ReleasePages {
  /** Every page written, relative to the release (`recipes/soup/index.html`), sorted. */
  files: string[];
  /** What the Content-Security-Policy must allow, for all pages together: each inline text once. */
  csp: Pick<
    PageFacts,
    'inlineScripts' | 'inlineStyles' | 'styleAttributes' | 'placeholderImageIds' | 'embedsYouTube'
  >;
  /** Markup no policy here allows (`about/index.html: body onload`), which fails the build. */
  blocked: string[];
  /** Site-local assets the pages refer to (`/_astro/…`, `/_img/…`), each once, sorted. */
  referenced: string[];
  /** Pages with content after `</html>`, each with what follows it. */
  afterHtmlEnd: { file: string; after: string }[];
  /** The canonical URL of every page that may be indexed (the sitemap's entries), sorted. */
  indexable: string[];
  /** The placeholder stylesheets the pages link to, each once. */
  sheets: { path: string; css: string }[];
}

/** Each image's low-quality placeholder by id: what the placeholder stylesheets are made of. */
export function placeholdersOf(
  snapshot: KitchenSnapshot,
  images: readonly PublicImage[] = imageObjects(snapshot),
): Map<string, string> {
  return new Map(
    collectImages(snapshot, images).flatMap((image) => (image.lqip ? [[image.id, image.lqip] as const] : [])),
  );
}

/**
 * A copy of a string that shares no memory with the page it was cut from. V8 keeps a slice of a
 * string as a view of the whole, so a kept `<style>` text, canonical URL or asset path of every
 * page would keep every page in memory: 1.35 GB at 2,000 recipes instead of some 300 MB.
 */
function own(text: string): string {
  return JSON.parse(JSON.stringify(text)) as string;
}

/**
 * The asset references of `page` with `link` put in at `at`, in page order. A page is cut there
 * at a tag's `<`, which no reference contains, so none spans the cut.
 */
function referencesAround(page: string, at: number, link: string): string[] {
  const before: string[] = [];
  const after: string[] = [];
  for (const match of assetReferenceMatches(page)) (match.index < at ? before : after).push(match[0]);
  return [...before, ...assetReferences(link), ...after];
}

/**
 * Finishes the pages of one release, one at a time: links each page to the stylesheet of its
 * image placeholders (at the end of its body, where it blocks no rendering) and notes what the
 * release's headers, sitemap and checks need of it (per page, so a later release that reuses the
 * page can reuse its notes too). Keeps each distinct text once (a page's texts are slices of the
 * page, so keeping every page's would keep every page).
 */
export class ReleasePagesCollector {
  readonly #placeholders: ReadonlyMap<string, string>;
  readonly #pages = new Map<string, PageNotes>();
  readonly #kept = new Map<string, string>();
  /** The placeholder images of the page finished last (all of them, its stylesheet's). */
  lastPlaceholderIds: readonly string[] = [];

  constructor(placeholders: ReadonlyMap<string, string>) {
    this.#placeholders = placeholders;
  }

  /** `text`, as a copy of its own kept once for every page that has it. */
  #keep(text: string): string {
    let kept = this.#kept.get(text);
    if (kept === undefined) {
      kept = own(text);
      this.#kept.set(kept, kept);
    }
    return kept;
  }

  /** The page `file` (relative to the release) as it is to be written, its facts noted. */
  finish(file: string, source: string): string {
    return this.#finish(file, source).html;
  }

  /**
   * `finish`, and where it inserted the stylesheet's link into a page it changed in no other way
   * (no line breaks normalised), with the link: what `finishBytes` splices into the page's bytes.
   */
  #finish(file: string, source: string): { html: string; inserted: { at: number; text: string } | null } {
    const page = normalizedLineBreaks(source);
    let inserted: { at: number; text: string } | null = null;
    const facts = pageFacts(page);
    const keep = (texts: readonly string[]) => [...new Set(texts)].map((text) => this.#keep(text));
    // One is enough to tell the policy that pages show placeholders; the least, whatever the order.
    const least = facts.placeholderImageIds.reduce<string | null>(
      (min, id) => (min === null || id < min ? id : min),
      null,
    );
    this.lastPlaceholderIds = facts.placeholderImageIds;
    const sheet = placeholderStylesheet(facts.placeholderImageIds, this.#placeholders);
    const at = facts.bodyEnd !== -1 ? facts.bodyEnd : facts.headEnd;
    let linked: PageNotes['sheet'] = null;
    let html = page;
    let link = '';
    if (sheet && at !== -1) {
      linked = { path: this.#keep(sheet.path), css: this.#keep(sheet.css) };
      link = `<link rel="stylesheet" href="/${sheet.path}">`;
      html = `${page.slice(0, at)}${link}${page.slice(at)}`;
      if (page === source) inserted = { at, text: link };
    }
    // Read from the page as rendered where the link changes nothing they read: the finished page
    // is two slices and the link, which the first whole read would copy into one string again.
    const htmlEnd = link ? lastHtmlEnd(page) : -1;
    const after = contentAfterHtmlEnd(link && (htmlEnd === -1 || at > htmlEnd) ? html : page);
    const headEnd = link ? page.indexOf('</head>') : -1;
    const url = indexableUrl(link && (headEnd === -1 || at <= headEnd) ? html : page);
    this.#pages.set(own(file), {
      inlineScripts: keep(facts.inlineScripts),
      inlineStyles: keep(facts.inlineStyles),
      styleAttributes: keep(facts.styleAttributes),
      placeholderImageIds: least === null ? [] : [this.#keep(least)],
      embedsYouTube: facts.embedsYouTube,
      blocked: [
        ...facts.eventHandlers.map((handler) => own(`${file}: ${handler}`)),
        ...facts.otherFrames.map((src) => own(`${file}: iframe ${src}`)),
      ],
      referenced: keep(link ? referencesAround(page, at, link) : assetReferences(page)),
      afterHtmlEnd: after === null ? null : own(after),
      indexable: url ? own(url) : null,
      sheet: linked,
    });
    return { html, inserted };
  }

  /**
   * `finish` for a page's UTF-8 bytes, answering the bytes to write: the page's own, with the
   * stylesheet's link spliced in where it goes, rather than the finished page encoded again (a
   * second encoding of each 150 KB page, on top of the renderer's own, cost 0.35 ms a page).
   */
  finishBytes(file: string, bytes: Buffer): Buffer {
    const source = bytes.toString('utf8');
    const { html, inserted } = this.#finish(file, source);
    if (html === source) return bytes;
    if (!inserted) return Buffer.from(html);
    // Counted from the end: the link goes before `</body>`, near it. (The bytes are the
    // renderer's UTF-8 encoding of the page, so the text after it has as many bytes either way.)
    const offset = bytes.length - Buffer.byteLength(source.slice(inserted.at));
    return Buffer.concat([bytes.subarray(0, offset), Buffer.from(inserted.text), bytes.subarray(offset)]);
  }

  /** Each page finished so far, with what it adds to the release's notes. */
  pages(): ReadonlyMap<string, PageNotes> {
    return this.#pages;
  }

  /** What was noted, in an order that does not depend on the order the pages came in. */
  result(): ReleasePages {
    return releasePagesOf(this.#pages);
  }
}

/** A release's notes from each of its pages' (see `ReleasePagesCollector`). */
export function releasePagesOf(pages: Iterable<readonly [string, PageNotes]>): ReleasePages {
  const parts: ReleasePages[] = [];
  for (const [file, notes] of pages)
    parts.push({
      files: [file],
      csp: {
        inlineScripts: notes.inlineScripts,
        inlineStyles: notes.inlineStyles,
        styleAttributes: notes.styleAttributes,
        placeholderImageIds: notes.placeholderImageIds,
        embedsYouTube: notes.embedsYouTube,
      },
      blocked: notes.blocked,
      referenced: notes.referenced,
      afterHtmlEnd: notes.afterHtmlEnd === null ? [] : [{ file, after: notes.afterHtmlEnd }],
      indexable: notes.indexable === null ? [] : [notes.indexable],
      sheets: notes.sheet ? [notes.sheet] : [],
    });
  return mergeReleasePages(parts);
}

/**
 * The pages of one release finished in parts (the renderer's threads), as one collector would
 * have noted them: each list sorted (and deduplicated where the collector keeps each once).
 */
export function mergeReleasePages(parts: readonly ReleasePages[]): ReleasePages {
  const union = (pick: (part: ReleasePages) => readonly string[]) => [...new Set(parts.flatMap(pick))].sort();
  const sheets = new Map(
    parts.flatMap((part) => part.sheets.map((sheet) => [sheet.path, sheet.css] as const)),
  );
  const placeholder = union((part) => part.csp.placeholderImageIds)[0];
  return {
    files: parts.flatMap((part) => part.files).sort(),
    csp: {
      inlineScripts: union((part) => part.csp.inlineScripts),
      inlineStyles: union((part) => part.csp.inlineStyles),
      styleAttributes: union((part) => part.csp.styleAttributes),
      placeholderImageIds: placeholder === undefined ? [] : [placeholder],
      embedsYouTube: parts.some((part) => part.csp.embedsYouTube),
    },
    blocked: parts.flatMap((part) => part.blocked).sort(),
    referenced: union((part) => part.referenced),
    afterHtmlEnd: parts.flatMap((part) => part.afterHtmlEnd).sort((a, b) => a.file.localeCompare(b.file)),
    indexable: parts.flatMap((part) => part.indexable).sort(),
    sheets: [...sheets].map(([path, css]) => ({ path, css })).sort((a, b) => a.path.localeCompare(b.path)),
  };
}

/**
 * Finishes the pages of a release already written to `releaseDir` (a static `astro build`, a
 * test's pages): reads each, rewrites it where it changed. The renderer does the same as it
 * writes each page, with the same collector, and reads nothing back.
 */
export async function finishReleaseFiles(
  releaseDir: string,
  placeholders: ReadonlyMap<string, string>,
): Promise<ReleasePages> {
  const collector = new ReleasePagesCollector(placeholders);
  for (const file of releaseHtmlFiles(releaseDir)) {
    const source = await readFile(join(releaseDir, file), 'utf8');
    const html = collector.finish(file, source);
    // Replaced, not written over: the file may be shared with another release (a hard link).
    if (html !== source) {
      const partial = `${join(releaseDir, file)}.finishing`;
      await writeFile(partial, html);
      await rename(partial, join(releaseDir, file));
    }
  }
  return collector.result();
}

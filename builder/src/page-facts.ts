/** What one built page runs and loads inline, as the Content-Security-Policy must allow it. */
export interface PageFacts {
  /** Text of every inline `<script>` a browser executes (not JSON-LD or other data blocks). */
  inlineScripts: string[];
  /** Text of every `<style>` element. */
  inlineStyles: string[];
  /** Every `style="…"` attribute value. */
  styleAttributes: string[];
  /** Inline event handler attributes (`onclick`…), which no policy here allows. */
  eventHandlers: string[];
  /** Ids of images whose low-quality placeholder the page shows (`data-lqip`). */
  placeholderImageIds: string[];
  /** Whether the page has a YouTube embed: a poster that swaps in the player, or the player. */
  embedsYouTube: boolean;
  /** Addresses of the page's other `<iframe>`s, which no policy here allows. */
  otherFrames: string[];
  /** Offset of the `</head>` end tag, or -1. */
  headEnd: number;
  /** Offset of the `</body>` end tag, or -1. */
  bodyEnd: number;
}

/** The YouTube player's privacy-enhanced origin, the only one kitchens frame. */
export const YOUTUBE_EMBED = 'https://www.youtube-nocookie.com';

/** Facts of a page that has nothing inline: where facts are gathered from. */
export function noPageFacts(): PageFacts {
  return {
    inlineScripts: [],
    inlineStyles: [],
    styleAttributes: [],
    eventHandlers: [],
    placeholderImageIds: [],
    embedsYouTube: false,
    otherFrames: [],
    headEnd: -1,
    bodyEnd: -1,
  };
}

const EXECUTABLE_SCRIPT_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript']);

/**
 * `source` with the HTML input stream's line breaks (CR LF and CR are LF): as it is, without a
 * copy, when it has no CR, as rendered pages have not.
 */
export function normalizedLineBreaks(source: string): string {
  return source.includes('\r') ? source.replace(/\r\n?/g, '\n') : source;
}

const TAB = 9;
const LINE_FEED = 10;
const FORM_FEED = 12;
const CARRIAGE_RETURN = 13;
const SPACE = 32;
const EXCLAMATION = 33;
const DOUBLE_QUOTE = 34;
const SINGLE_QUOTE = 39;
const SLASH = 47;
const EQUALS = 61;
const GREATER_THAN = 62;
const QUESTION = 63;

function isSpace(code: number): boolean {
  return (
    code === SPACE || code === LINE_FEED || code === TAB || code === FORM_FEED || code === CARRIAGE_RETURN
  );
}

function isAsciiLetter(code: number): boolean {
  const lower = code | 0x20;
  return lower >= 0x61 && lower <= 0x7a;
}

/** ASCII letters lower-cased, and nothing else: what the tokenizer does to names. */
function asciiLower(name: string): string {
  for (let index = 0; index < name.length; index += 1) {
    const code = name.charCodeAt(index);
    if (code >= 0x41 && code <= 0x5a) return name.replace(/[A-Z]+/g, (upper) => upper.toLowerCase());
  }
  return name;
}

/**
 * Elements whose content is text up to their end tag (raw text and RCDATA): nothing inside them
 * is a tag. `noscript` is one too in a browser that runs scripts, as every reader's does.
 */
const TEXT_ELEMENTS = new Set([
  'style',
  'xmp',
  'iframe',
  'noembed',
  'noframes',
  'noscript',
  'title',
  'textarea',
]);

/** A tag read from the page: its lower-cased name, the attributes the policy reads, and its end. */
interface Tag {
  name: string;
  /** The first of each name, of those `attributeOfInterest` names. */
  attributes: Map<string, string>;
  /** Just after its `>`. */
  end: number;
}

/** Whether the `name.length` characters at `at` are `name` (lower case) in any case. */
function namedAt(html: string, at: number, name: string): boolean {
  for (let index = 0; index < name.length; index += 1)
    if ((html.charCodeAt(at + index) | 0x20) !== name.charCodeAt(index)) return false;
  return true;
}

const NAMES_OF_INTEREST = ['style', 'src', 'type', 'data-lqip', 'data-youtube-embed'];

/**
 * The lower-cased name of the attribute named by `html` from `start` to `end` when the policy
 * reads it (event handlers, `style`, `src`, `type`, placeholders, embeds), else null: the others,
 * most of a page's, are skipped without a copy.
 */
function attributeOfInterest(html: string, start: number, end: number): string | null {
  const length = end - start;
  if (length >= 2 && namedAt(html, start, 'on')) return asciiLower(html.slice(start, end));
  for (const name of NAMES_OF_INTEREST) if (length === name.length && namedAt(html, start, name)) return name;
  return null;
}

/**
 * Reads the tag whose name starts at `at` (just after `<` or `</`), as the HTML tokenizer does:
 * the name up to a space, `/` or `>`, then attributes, quoted, unquoted or bare, the first of a
 * name kept. Null when the page ends inside the tag (which then is no tag at all).
 */
function readTag(html: string, at: number): Tag | null {
  const length = html.length;
  let p = at;
  while (p < length) {
    const code = html.charCodeAt(p);
    if (isSpace(code) || code === SLASH || code === GREATER_THAN) break;
    p += 1;
  }
  const name = asciiLower(html.slice(at, p));
  const attributes = new Map<string, string>();
  for (;;) {
    while (p < length && (isSpace(html.charCodeAt(p)) || html.charCodeAt(p) === SLASH)) p += 1;
    if (p >= length) return null;
    if (html.charCodeAt(p) === GREATER_THAN) return { name, attributes, end: p + 1 };
    // The name's first character is its own even when it is `=`.
    const nameStart = p;
    p += 1;
    while (p < length) {
      const code = html.charCodeAt(p);
      if (isSpace(code) || code === SLASH || code === GREATER_THAN || code === EQUALS) break;
      p += 1;
    }
    const attribute = attributeOfInterest(html, nameStart, p);
    while (p < length && isSpace(html.charCodeAt(p))) p += 1;
    let valueStart = p;
    let valueEnd = p;
    if (p < length && html.charCodeAt(p) === EQUALS) {
      p += 1;
      while (p < length && isSpace(html.charCodeAt(p))) p += 1;
      if (p >= length) return null;
      const quote = html.charCodeAt(p);
      if (quote === DOUBLE_QUOTE || quote === SINGLE_QUOTE) {
        const close = html.indexOf(quote === DOUBLE_QUOTE ? '"' : "'", p + 1);
        if (close === -1) return null;
        valueStart = p + 1;
        valueEnd = close;
        p = close + 1;
      } else {
        valueStart = p;
        while (p < length && !isSpace(html.charCodeAt(p)) && html.charCodeAt(p) !== GREATER_THAN) p += 1;
        valueEnd = p;
      }
    }
    if (attribute !== null && !attributes.has(attribute))
      attributes.set(attribute, html.slice(valueStart, valueEnd));
  }
}

/** Whether an end tag named `name` (in any case) starts at `at`, ended by a space, `/` or `>`. */
function endTagAt(html: string, at: number, name: string): boolean {
  if (html.charCodeAt(at) !== 0x3c || html.charCodeAt(at + 1) !== SLASH) return false;
  return tagNameAt(html, at + 2, name);
}

/** Whether `name` (in any case) is at `at`, followed by a space, `/` or `>`. */
function tagNameAt(html: string, at: number, name: string): boolean {
  for (let index = 0; index < name.length; index += 1)
    if ((html.charCodeAt(at + index) | 0x20) !== name.charCodeAt(index)) return false;
  const after = html.charCodeAt(at + name.length);
  return isSpace(after) || after === SLASH || after === GREATER_THAN;
}

/** Where the end tag of a raw text element `name` whose text starts at `at` begins, or -1. */
function textEnd(html: string, at: number, name: string): number {
  for (let p = html.indexOf('</', at); p !== -1; p = html.indexOf('</', p + 2))
    if (tagNameAt(html, p + 2, name)) return p;
  return -1;
}

/**
 * Where the `</script>` that ends a script whose text starts at `at` begins, or -1: the
 * tokenizer's script data states, in which a `</script>` after `<!--<script>` (and before `-->`)
 * is the script's text. Linear in the page: the next `-->` and the next `</script` are each
 * searched for again only once the scan has passed them.
 */
function scriptEnd(html: string, at: number): number {
  // Positions found ahead of the scan: -2 not looked for yet, -1 none to the page's end.
  let dashes = -2;
  let endTag = -2;
  const dashesFrom = (from: number) => {
    if (dashes !== -1 && dashes < from) dashes = html.indexOf('-->', from);
    return dashes;
  };
  const endTagFrom = (from: number) => {
    if (endTag !== -1 && endTag < from) {
      endTag = html.indexOf('</', from);
      while (endTag !== -1 && !tagNameAt(html, endTag + 2, 'script')) endTag = html.indexOf('</', endTag + 2);
    }
    return endTag;
  };
  let p = at;
  for (;;) {
    // Script data: up to `</script` or `<!--`.
    let escape = -1;
    for (let lt = html.indexOf('<', p); lt !== -1; lt = html.indexOf('<', lt + 1)) {
      if (endTagAt(html, lt, 'script')) return lt;
      if (html.startsWith('<!--', lt)) {
        escape = lt;
        break;
      }
    }
    if (escape === -1) return -1;
    // Escaped: `-->` (whose dashes may be the `<!--`'s) goes back; `</script` ends; `<script` doubles.
    p = escape + 2;
    for (;;) {
      const close = dashesFrom(p);
      const lt = html.indexOf('<', p);
      if (close === -1 && lt === -1) return -1;
      if (close !== -1 && (lt === -1 || close < lt)) {
        p = close + 3;
        break;
      }
      if (endTagAt(html, lt, 'script')) return lt;
      if (tagNameAt(html, lt + 1, 'script')) {
        // Double escaped: `-->` goes back to script data, `</script` to escaped.
        const from = lt + 7;
        const back = dashesFrom(from);
        const end = endTagFrom(from);
        if (back !== -1 && (end === -1 || back < end)) {
          p = back + 3;
          break;
        }
        if (end === -1) return -1;
        p = end + 8;
        continue;
      }
      p = lt + 1;
    }
  }
}

/** Just after the `>` that ends a comment-like construct whose content starts at `at`. */
function bogusCommentEnd(html: string, at: number): number {
  const close = html.indexOf('>', at);
  return close === -1 ? html.length : close + 1;
}

/** Just after a comment whose `<!--` starts at `at`: `<!-->`, `<!--->`, `-->` or `--!>`. */
function commentEnd(html: string, at: number): number {
  const content = at + 4;
  if (html.charCodeAt(content) === GREATER_THAN) return content + 1;
  if (html.startsWith('->', content)) return content + 2;
  for (let dashes = html.indexOf('--', content); dashes !== -1; dashes = html.indexOf('--', dashes + 1)) {
    const after = html.charCodeAt(dashes + 2);
    if (after === GREATER_THAN) return dashes + 3;
    if (after === EXCLAMATION && html.charCodeAt(dashes + 3) === GREATER_THAN) return dashes + 4;
  }
  return html.length;
}

/**
 * Reads a page the way the browser's CSP sees it, with the HTML tokenizer's rules for tags,
 * attributes, comments and the elements whose content is text. Inline text is taken from the
 * source between the tags (after the input stream's line-break normalisation), exactly what is
 * hashed. A script or text element the page leaves open at its end runs and counts for nothing.
 * Written for speed, not with a general parser: it skips text, comments, style sheets and quoted
 * values with one search each (a general parser took a third of a render's time).
 */
export function pageFacts(source: string): PageFacts {
  const html = normalizedLineBreaks(source);
  const facts = noPageFacts();
  const length = html.length;
  const opened = { head: false, body: false };
  let at = 0;
  while (at < length) {
    const lt = html.indexOf('<', at);
    if (lt === -1 || lt + 1 >= length) break;
    const next = html.charCodeAt(lt + 1);
    if (next === EXCLAMATION) {
      at = html.startsWith('<!--', lt) ? commentEnd(html, lt) : bogusCommentEnd(html, lt + 2);
      continue;
    }
    if (next === QUESTION) {
      at = bogusCommentEnd(html, lt + 1);
      continue;
    }
    if (next === SLASH) {
      if (lt + 2 >= length) break;
      const first = html.charCodeAt(lt + 2);
      if (first === GREATER_THAN) at = lt + 3;
      else if (!isAsciiLetter(first)) at = bogusCommentEnd(html, lt + 2);
      else {
        const tag = readTag(html, lt + 2);
        if (!tag) break;
        // The first that ends an element begun (as a tree builder ignores a stray one).
        if (tag.name === 'head' && facts.headEnd === -1 && opened.head) facts.headEnd = lt;
        if (tag.name === 'body' && facts.bodyEnd === -1 && opened.body) facts.bodyEnd = lt;
        at = tag.end;
      }
      continue;
    }
    if (!isAsciiLetter(next)) {
      at = lt + 1;
      continue;
    }
    const tag = readTag(html, lt + 1);
    if (!tag) break;
    noteTag(facts, tag);
    at = tag.end;
    const { name } = tag;
    if (name === 'head' || name === 'body') opened[name] = true;
    if (name === 'plaintext') break;
    if (name !== 'script' && !TEXT_ELEMENTS.has(name)) continue;
    const end = name === 'script' ? scriptEnd(html, at) : textEnd(html, at, name);
    if (end === -1) break;
    // An end tag the page cuts off is no end tag: the element is left open, and counts for nothing.
    const close = readTag(html, end + 2);
    if (!close) break;
    if (name === 'style') facts.inlineStyles.push(html.slice(at, end));
    if (name === 'script' && !tag.attributes.has('src')) {
      const type = (tag.attributes.get('type') ?? '').trim().toLowerCase();
      if (EXECUTABLE_SCRIPT_TYPES.has(type)) facts.inlineScripts.push(html.slice(at, end));
    }
    at = close.end;
  }
  return facts;
}

/** What a start tag's attributes tell the policy. */
function noteTag(facts: PageFacts, { name, attributes }: Tag): void {
  for (const [attribute, value] of attributes) {
    if (attribute === 'style') facts.styleAttributes.push(value);
    else if (attribute.startsWith('on')) facts.eventHandlers.push(`${name} ${attribute}`);
    else if (attribute === 'data-lqip') facts.placeholderImageIds.push(value);
    else if (attribute === 'data-youtube-embed') facts.embedsYouTube = true;
  }
  if (name === 'iframe') {
    const src = attributes.get('src') ?? '';
    if (src.startsWith(`${YOUTUBE_EMBED}/embed/`)) facts.embedsYouTube = true;
    else facts.otherFrames.push(src);
  }
}

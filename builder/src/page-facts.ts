import { Parser } from 'htmlparser2';

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

/**
 * Reads a page the way the browser's CSP sees it. Inline text is taken from the source between
 * the tags (after the HTML input stream's line-break normalisation), exactly what is hashed.
 */
export function pageFacts(source: string): PageFacts {
  const html = normalizedLineBreaks(source);
  const facts = noPageFacts();
  let openText: { into: string[]; start: number } | null = null;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        for (const [attribute, value] of Object.entries(attributes)) {
          if (attribute === 'style') facts.styleAttributes.push(value);
          else if (attribute.startsWith('on')) facts.eventHandlers.push(`${name} ${attribute}`);
          else if (attribute === 'data-lqip') facts.placeholderImageIds.push(value);
          else if (attribute === 'data-youtube-embed') facts.embedsYouTube = true;
        }
        if (name === 'iframe') {
          const src = attributes.src ?? '';
          if (src.startsWith(`${YOUTUBE_EMBED}/embed/`)) facts.embedsYouTube = true;
          else facts.otherFrames.push(src);
        }
        const type = (attributes.type ?? '').trim().toLowerCase();
        if (name === 'script' && attributes.src === undefined && EXECUTABLE_SCRIPT_TYPES.has(type)) {
          openText = { into: facts.inlineScripts, start: parser.endIndex + 1 };
        } else if (name === 'style') {
          openText = { into: facts.inlineStyles, start: parser.endIndex + 1 };
        }
      },
      onclosetag(name) {
        if (openText && (name === 'script' || name === 'style')) {
          openText.into.push(html.slice(openText.start, parser.startIndex));
          openText = null;
        }
        if (name === 'head' && facts.headEnd === -1) facts.headEnd = parser.startIndex;
        if (name === 'body' && facts.bodyEnd === -1) facts.bodyEnd = parser.startIndex;
      },
    },
    { decodeEntities: false },
  );
  parser.end(html);
  return facts;
}

import {
  HIDDEN_ELEMENTS,
  attribute,
  classes,
  isElement,
  isHidden,
  shallowText,
  walk,
  type HtmlNode,
} from './html-document.ts';
import { INGREDIENTS_HEADING, INSTRUCTIONS_HEADING, type TextLine } from './text-lines.ts';

/**
 * A page's visible text as lines, for reading a recipe that has no structured data: one line
 * per block (paragraph, heading, list item, table cell), a list item whole on one line, and each
 * line marked as a heading, a list item or text. Scripts, navigation, forms, hidden elements and
 * page furniture (share bars, newsletter sign-ups, comments, adverts) are left out.
 */

const SKIPPED = new Set([
  ...HIDDEN_ELEMENTS,
  ...['nav', 'footer', 'form', 'input', 'textarea', 'aside', 'img', 'video', 'audio', 'canvas', 'object'],
]);
const BLOCK = new Set([
  ...[
    'p',
    'div',
    'section',
    'article',
    'main',
    'header',
    'ul',
    'ol',
    'li',
    'dl',
    'dt',
    'dd',
    'table',
    'tr',
    'td',
  ],
  ...[
    'th',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'blockquote',
    'pre',
    'figure',
    'figcaption',
    'br',
    'hr',
    'details',
  ],
  'summary',
]);
const FURNITURE_WORD =
  '(?:share|sharing|social|newsletter|subscribe|signup|sign-up|cta|advert|ad-container|ads|promo|related|comments?|breadcrumbs?|menu|navbar|sidebar|cookie|popup|modal)';
/** A class or id naming page furniture: the word first or last ("related-topics", "signup-cta"), not a state ("has-sidebar"). */
const FURNITURE = new RegExp(
  `^(?!has-|is-|with-|no-)(?:${FURNITURE_WORD}(?:$|[-_])|.*[-_]${FURNITURE_WORD}$)`,
  'i',
);
const CONTAINERS = new Set(['html', 'body', 'main', 'article']);

function isFurniture(node: HtmlNode): boolean {
  if (CONTAINERS.has(node.name ?? '')) return false;
  return (
    classes(node).some((value) => FURNITURE.test(value)) ||
    FURNITURE.test(attribute(node, 'id') ?? '') ||
    attribute(node, 'role') === 'navigation'
  );
}

interface Frame {
  node: HtmlNode;
  /** Set once the node's children are done: close its block. */
  closing: boolean;
}

/** The visible lines under `root`. */
export function visibleLines(root: HtmlNode): TextLine[] {
  const lines: TextLine[] = [];
  let current = '';
  let kind: TextLine['kind'] = 'text';
  let inItem = 0;
  let bold = 0;
  let italic = 0;
  // Whether every word of the current line is bold (a heading) or italic (a remark).
  let allBold = true;
  let allItalic = true;
  const flush = () => {
    const text = current.replace(/[\s\u00a0\u200b]+/g, ' ').trim();
    if (text) {
      const marked =
        kind === 'text' && allBold && text.length <= 80
          ? 'bold'
          : kind === 'text' && allItalic
            ? 'remark'
            : kind;
      lines.push({ text, kind: marked });
    }
    current = '';
    kind = 'text';
    allBold = true;
    allItalic = true;
  };
  const stack: Frame[] = [{ node: root, closing: false }];
  while (stack.length > 0) {
    const { node, closing } = stack.pop()!;
    const name = node.name ?? '';
    if (closing) {
      if (name === 'li') inItem -= 1;
      if (/^(?:strong|b)$/.test(name)) bold -= 1;
      if (/^(?:em|i)$/.test(name)) italic -= 1;
      if (BLOCK.has(name) && inItem === 0) flush();
      continue;
    }
    if (node.type === 'text') {
      const data = node.data ?? '';
      if (data.trim() !== '') {
        allBold &&= bold > 0;
        allItalic &&= italic > 0;
      }
      current += data;
      continue;
    }
    if (isElement(node)) {
      if (SKIPPED.has(name) || isHidden(node) || isFurniture(node)) continue;
      if (name === 'br') {
        if (inItem > 0) current += ' ';
        else flush();
        continue;
      }
      if (BLOCK.has(name) && inItem === 0) flush();
      if (name === 'li' && inItem === 0) kind = 'item';
      if (/^h[1-6]$/.test(name) && inItem === 0) kind = 'heading';
      if (name === 'li') inItem += 1;
      if (/^(?:strong|b)$/.test(name)) bold += 1;
      if (/^(?:em|i)$/.test(name)) italic += 1;
      if (/^(?:td|th)$/.test(name)) current += ' ';
    }
    stack.push({ node, closing: true });
    const children = node.children ?? [];
    for (let index = children.length - 1; index >= 0; index -= 1)
      stack.push({ node: children[index]!, closing: false });
  }
  flush();
  return lines;
}

const HEADING_TAG = /^(?:h[1-6]|p|div|span|strong|b|dt|th|label|summary|legend)$/;

/** Elements whose own short text is a section heading of the kind `pattern` matches. */
function headingElements(root: HtmlNode, pattern: RegExp): HtmlNode[] {
  const found: HtmlNode[] = [];
  walk(root, (node) => {
    if (!isElement(node)) return;
    if (SKIPPED.has(node.name ?? '') || isHidden(node)) return false;
    if (found.length >= 30 || !HEADING_TAG.test(node.name ?? '')) return;
    const text = shallowText(node);
    if (text && text.length <= 40 && pattern.test(text)) found.push(node);
  });
  return found;
}

function ancestors(node: HtmlNode): HtmlNode[] {
  const chain: HtmlNode[] = [];
  for (let current: HtmlNode | null | undefined = node; current; current = current.parent)
    chain.push(current);
  return chain;
}

/**
 * The part of a page a recipe is in: the innermost element holding both an ingredients heading
 * and a method heading, else the whole page.
 */
export function recipeScope(root: HtmlNode): HtmlNode {
  const ingredients = headingElements(root, INGREDIENTS_HEADING);
  const instructions = headingElements(root, INSTRUCTIONS_HEADING);
  let best: { node: HtmlNode; depth: number } | null = null;
  for (const a of ingredients) {
    const chain = ancestors(a);
    for (const b of instructions) {
      const shared = new Set(ancestors(b));
      const common = chain.find((node) => shared.has(node));
      if (!common) continue;
      const depth = ancestors(common).length;
      if (!best || depth > best.depth) best = { node: common, depth };
    }
  }
  return best?.node ?? root;
}

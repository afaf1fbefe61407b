import { parseDocument } from 'htmlparser2';

/**
 * A parsed HTML page, in the few terms the importer needs: elements with a name, attributes and
 * children, and text. Parsed by htmlparser2 (pure JavaScript, tolerant of broken markup, entities
 * decoded); walked without recursion, so any depth of nesting is safe.
 */
export interface HtmlNode {
  type: string;
  name?: string;
  attribs?: Record<string, string>;
  children?: HtmlNode[];
  /** The text of a text node. */
  data?: string;
  parent?: HtmlNode | null;
}

/** Pages beyond this size are read up to it: a recipe is never that far down a real page. */
const MAX_HTML = 6_000_000;

export function parseHtml(html: string): HtmlNode {
  return parseDocument(html.slice(0, MAX_HTML));
}

export const isElement = (node: HtmlNode): boolean =>
  node.type === 'tag' || node.type === 'script' || node.type === 'style';

/**
 * Visits `root` and its descendants in document order. `visit` returning false skips the
 * node's children.
 */
export function walk(root: HtmlNode, visit: (node: HtmlNode) => unknown): void {
  const stack: HtmlNode[] = [root];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (visit(node) === false) continue;
    const children = node.children;
    if (children) for (let index = children.length - 1; index >= 0; index -= 1) stack.push(children[index]!);
  }
}

/** The elements under `root` (itself included) that pass `test`, in document order. */
export function findElements(root: HtmlNode, test: (element: HtmlNode) => boolean): HtmlNode[] {
  const found: HtmlNode[] = [];
  walk(root, (node) => {
    if (isElement(node) && test(node)) found.push(node);
  });
  return found;
}

/** Hidden on the page: another variant of the recipe, a screen-reader copy. */
export function isHidden(element: HtmlNode): boolean {
  const style = (attribute(element, 'style') ?? '').replace(/\s/g, '').toLowerCase();
  return (
    attribute(element, 'aria-hidden') === 'true' ||
    attribute(element, 'hidden') !== null ||
    style.includes('display:none') ||
    classes(element).some((name) =>
      /^(?:d-none|hidden|sr-only|screen-reader-text|visually-hidden|wprm-screen-reader-text)$/.test(name),
    )
  );
}

export function attribute(element: HtmlNode, name: string): string | null {
  return element.attribs?.[name] ?? null;
}

export function classes(element: HtmlNode): string[] {
  return (attribute(element, 'class') ?? '').split(/\s+/).filter(Boolean);
}

export function hasClass(element: HtmlNode, name: string): boolean {
  return classes(element).includes(name);
}

/** Elements whose text a reader never sees as the page's text. */
export const HIDDEN_ELEMENTS: ReadonlySet<string> = new Set([
  'script',
  'style',
  'noscript',
  'template',
  'svg',
  'head',
  'iframe',
  'select',
  'button',
]);

/**
 * The text under `node` as one line: whitespace collapsed, scripts and styles left out, and
 * `<br>` read as a space. With `limit`, at least that many characters (when there are), not all.
 */
export function textOf(node: HtmlNode, limit = Infinity): string {
  const parts: string[] = [];
  let length = 0;
  const stack: HtmlNode[] = [node];
  // With a limit, reading stops soon after it (or after ten nodes a character, for deep markup).
  let nodes = 0;
  while (stack.length > 0 && length <= limit && nodes <= limit * 10) {
    const child = stack.pop()!;
    nodes += 1;
    if (child.type === 'text') {
      parts.push(child.data ?? '');
      length += child.data?.length ?? 0;
    } else if (child.name === 'br') parts.push(' ');
    else if (child !== node && child.name !== undefined && HIDDEN_ELEMENTS.has(child.name)) continue;
    const children = child.children ?? [];
    for (let index = children.length - 1; index >= 0; index -= 1) stack.push(children[index]!);
  }
  return parts
    .join('')
    .replace(/[\s\u00a0]+/g, ' ')
    .trim();
}

/**
 * The text under `node` when all of it lies within `depth` levels (a label such as
 * `<h4><strong>Sauce</strong></h4>`), else null: an element holding deeper markup is a
 * container, not a label. Bounded, whatever the markup below.
 */
export function shallowText(node: HtmlNode, depth = 3): string | null {
  const parts: string[] = [];
  const stack: [HtmlNode, number][] = [[node, 0]];
  for (let count = 0; stack.length > 0; count += 1) {
    const [current, level] = stack.pop()!;
    if (count > 200) return null;
    if (current.type === 'text') parts.push(current.data ?? '');
    else if (current.name === 'br') parts.push(' ');
    else if (current !== node && current.name !== undefined && HIDDEN_ELEMENTS.has(current.name)) continue;
    const children = current.children ?? [];
    if (children.length > 0 && level >= depth) return null;
    for (let index = children.length - 1; index >= 0; index -= 1) stack.push([children[index]!, level + 1]);
  }
  return parts
    .join('')
    .replace(/[\s\u00a0]+/g, ' ')
    .trim();
}

/** The elements within `depth` levels under `node` (at most 200 of them). */
export function nearElements(node: HtmlNode, depth: number): HtmlNode[] {
  const found: HtmlNode[] = [];
  const stack: [HtmlNode, number][] = (node.children ?? []).map((child) => [child, 1]);
  while (stack.length > 0 && found.length < 200) {
    const [current, level] = stack.pop()!;
    if (!isElement(current)) continue;
    found.push(current);
    if (level < depth) for (const child of current.children ?? []) stack.push([child, level + 1]);
  }
  return found;
}

/** The raw text of a script element (its JSON, for JSON-LD). */
export function scriptText(node: HtmlNode): string {
  return (node.children ?? []).map((child) => child.data ?? '').join('');
}

/** The content of `<meta property|name="…">`, first found. */
export function metaContent(root: HtmlNode, ...names: string[]): string | null {
  let found: string | null = null;
  walk(root, (node) => {
    if (found !== null) return false;
    if (node.name !== 'meta') return;
    const key = attribute(node, 'property') ?? attribute(node, 'name') ?? attribute(node, 'itemprop');
    if (key && names.includes(key.toLowerCase())) found = attribute(node, 'content');
  });
  return found;
}

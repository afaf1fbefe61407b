import type { CssNode, List, ListItem } from 'css-tree';
import generate from 'css-tree/generator';
import parse from 'css-tree/parser';
import { tokenize, tokenTypes as t } from 'css-tree/tokenizer';
import walk from 'css-tree/walker';
import { AppError } from '../errors.ts';
import { CUSTOM_CSS_MAX_LENGTH, CUSTOM_CSS_TOO_LARGE_MESSAGE } from './custom-css-schema.ts';

/**
 * A CSS string literal that cannot end an HTML `<style>` element: quotes, backslashes, line breaks,
 * control characters and `<` are written as CSS escapes.
 */
function cssString(value: string): string {
  let out = '"';
  for (const char of value) {
    const code = char.codePointAt(0)!;
    if (char === '"' || char === '\\') out += `\\${char}`;
    else if (char === '<' || code < 0x20 || code === 0x7f) out += `\\${code.toString(16)} `;
    else out += char;
  }
  return `${out}"`;
}

const CLOSER_OF = new Map([
  [t.Function, t.RightParenthesis],
  [t.LeftParenthesis, t.RightParenthesis],
  [t.LeftSquareBracket, t.RightSquareBracket],
  [t.LeftCurlyBracket, t.RightCurlyBracket],
]);
const CLOSERS = new Set(CLOSER_OF.values());

const endsInEscape = (text: string) => /(?:^|[^\\])(?:\\\\)*\\$/.test(text);

/**
 * Whether raw text reads the same wherever it is written out: every string, url, comment and bracket
 * it opens it also closes, and it holds no broken escape. Text that does not would swallow what
 * follows it once written out, so sanitising twice would not give the same stylesheet.
 */
function isSelfContained(text: string): boolean {
  let selfContained = !endsInEscape(text);
  const open: number[] = [];
  tokenize(text, (type, start, end) => {
    const token = text.slice(start, end);
    if (type === t.String) {
      if (token.length < 2 || !token.endsWith(token[0]!) || endsInEscape(token.slice(0, -1)))
        selfContained = false;
    } else if (type === t.Url) {
      if (!token.endsWith(')') || endsInEscape(token.slice(0, -1))) selfContained = false;
    } else if ([t.BadString, t.BadUrl, t.Comment, t.CDO, t.CDC].includes(type) || token === '\\') {
      selfContained = false;
    } else if (CLOSER_OF.has(type)) {
      open.push(CLOSER_OF.get(type)!);
    } else if (CLOSERS.has(type) && open.pop() !== type) {
      selfContained = false;
    }
  });
  return selfContained && open.length === 0;
}

/** Text the parser could not make sense of, when it could close the `<style>` element or swallow what follows. */
function isUnsafeRaw(node: CssNode): boolean {
  return node.type === 'Raw' && (node.value.includes('<') || !isSelfContained(node.value));
}

function containsUnsafeRaw(node: CssNode | null | undefined): boolean {
  if (!node) return false;
  let found = false;
  walk(node, (child) => {
    if (isUnsafeRaw(child)) found = true;
  });
  return found;
}

/** Whether a rule, at-rule, declaration or loose text must go, with everything inside it. */
function mustDrop(node: CssNode): boolean {
  switch (node.type) {
    case 'Comment':
    case 'CDO':
    case 'CDC':
      return true;
    case 'Raw':
      return isUnsafeRaw(node);
    case 'Atrule':
      return node.name.toLowerCase() === 'import' || containsUnsafeRaw(node.prelude);
    case 'Rule':
      return containsUnsafeRaw(node.prelude);
    case 'Declaration':
      return containsUnsafeRaw(node.value);
    default:
      return false;
  }
}

/** One round: parse, drop what is unsafe, write out. */
function rewrite(css: string): string {
  // The input preprocessing of CSS Syntax §3.3, so the parser and the output agree on every character.
  const preprocessed = css.replace(/\r\n?|\f/g, '\n').replaceAll('\u0000', '\uFFFD');
  const ast = parse(preprocessed, { parseCustomProperty: false, onParseError: () => undefined });
  const dropped: [ListItem<CssNode>, List<CssNode>][] = [];
  walk(ast, (node, item, list) => {
    if (item && list && mustDrop(node)) dropped.push([item, list]);
  });
  for (const [item, list] of dropped) list.remove(item);
  // css-tree keeps strings and URLs decoded; Raw nodes carry our own escaped spelling instead.
  walk(ast, (node) => {
    if (node.type === 'String') Object.assign(node, { type: 'Raw', value: cssString(node.value) });
    else if (node.type === 'Url')
      Object.assign(node, { type: 'Raw', value: `url(${cssString(node.value)})` });
  });
  // Defence in depth: whatever the parser did, no `<` that could start markup reaches the page.
  return withoutMarkupOpeners(generate(ast));
}

/**
 * Written-out CSS with no `<` that an HTML reader could take for the start of a tag, comment or
 * closing tag. A `<` escaped inside a name (`@import\<script`) becomes the hex escape `\3c `, the
 * same character to CSS; a bare `<` (a media range's delimiter) before a letter, `!`, `/` or `?`
 * gets a space after it, which CSS ignores there.
 */
function withoutMarkupOpeners(css: string): string {
  return css.replace(/(\\*)<(?=[a-z!/?])/gi, (_match, slashes: string) =>
    slashes.length % 2 === 1 ? `${slashes.slice(1)}\\3c ` : `${slashes}< `,
  );
}

const MAX_ROUNDS = 4;

/**
 * A kitchen's custom CSS, made safe to place inside `<style>`: parsed with a real CSS parser
 * (css-tree) and written out again, so nothing the creator types can end the element (`</style`),
 * open markup or pull in another stylesheet. Comments and `@import` rules are dropped, strings and
 * `url()`s are re-escaped, and rules or declarations the parser could only keep as raw text are
 * dropped when that text contains `<` or would swallow what follows it. Ordinary CSS (selectors,
 * nesting, media queries including range syntax, custom properties, `@font-face`, `@supports`,
 * `!important`) comes through, minified.
 * Sanitising the output again changes nothing.
 *
 * Throws a `validation_failed` AppError when the input is longer than `CUSTOM_CSS_MAX_LENGTH`.
 */
export function sanitizeCustomCss(css: string): string {
  if (css.length > CUSTOM_CSS_MAX_LENGTH) {
    throw new AppError('validation_failed', CUSTOM_CSS_TOO_LARGE_MESSAGE, {
      cssOverrides: [CUSTOM_CSS_TOO_LARGE_MESSAGE],
    });
  }
  return sanitizeUncapped(css);
}

/**
 * `sanitizeCustomCss` without the size bound, for CSS the platform itself derived from a
 * creator's already bounded input (scoping makes it several times longer).
 */
export function sanitizeUncapped(css: string): string {
  // Broken CSS can parse differently once written out tidily (a prelude the parser first kept as
  // raw text is understood the second time); rewriting until it reads back the same makes the
  // result a fixed point. Input that never settles is dropped whole.
  // The parser and writer recurse: CSS nested thousands of levels deep (no stylesheet anyone
  // writes) exhausts the stack, and is dropped whole like any CSS that cannot be made safe.
  try {
    let current = rewrite(css);
    for (let round = 1; round < MAX_ROUNDS; round++) {
      const next = rewrite(current);
      if (next === current) return current;
      current = next;
    }
  } catch {
    return '';
  }
  return '';
}

/** A problem the sanitiser found in a creator's stylesheet: what it leaves out, and the line. */
export interface CustomCssMessage {
  line: number;
  message: string;
}

const MESSAGE_LIMIT = 20;

/**
 * What the sanitiser leaves out of this stylesheet and why, by line, for the settings screen to
 * show beside the CSS as it is typed: `@import` rules, and rules or declarations that cannot be
 * read as CSS and could break the page. Comments go too, unremarked (they change nothing).
 * At most 20 messages; an empty list when everything comes through.
 */
export function customCssMessages(css: string): CustomCssMessage[] {
  if (css.length > CUSTOM_CSS_MAX_LENGTH) return [{ line: 1, message: CUSTOM_CSS_TOO_LARGE_MESSAGE }];
  const messages: CustomCssMessage[] = [];
  try {
    const preprocessed = css.replace(/\r\n?|\f/g, '\n').replaceAll('\u0000', '\uFFFD');
    const ast = parse(preprocessed, {
      positions: true,
      parseCustomProperty: false,
      onParseError: () => undefined,
    });
    walk(ast, (node) => {
      if (messages.length >= MESSAGE_LIMIT || node.type === 'Comment' || !mustDrop(node)) return;
      const line = node.loc?.start.line ?? 1;
      // One message a line: a rule left out and the text inside it that made it so are one problem.
      if (messages.some((message) => message.line === line)) return;
      if (node.type === 'Atrule' && node.name.toLowerCase() === 'import')
        messages.push({ line, message: `Line ${line}: @import is not allowed, so this rule is left out.` });
      else
        messages.push({
          line,
          message: `Line ${line}: this cannot be read safely as CSS (a quote, bracket or comment left open, or a “<”), so it is left out.`,
        });
    });
  } catch {
    return [{ line: 1, message: 'This stylesheet nests too deeply to be read, so it is left out whole.' }];
  }
  if (
    messages.length === 0 &&
    css.trim() &&
    !sanitizeCustomCss(css) &&
    !/^\s*(\/\*[\s\S]*?\*\/\s*)*$/.test(css)
  )
    messages.push({ line: 1, message: 'This stylesheet could not be made safe, so it is left out whole.' });
  return messages;
}

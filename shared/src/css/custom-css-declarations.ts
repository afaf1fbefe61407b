import type { Atrule, Declaration } from 'css-tree';
import generate from 'css-tree/generator';
import { tokenize, tokenTypes as t } from 'css-tree/tokenizer';
import walk from 'css-tree/walker';
import { FONT_FAMILY_CATALOGUE } from '../theme/font-families.ts';

/*
 * What a declaration of a kitchen's custom CSS may not do, whatever it selects: fetch from another
 * origin, run script, climb above the protected texts or redefine the theme's fonts.
 */

/** Functions that fetch from a URL written as a string, or run script (old IE's `expression`). */
const BLOCKED_FUNCTIONS = new Set([
  'expression',
  'image',
  'image-set',
  '-webkit-image-set',
  'cross-fade',
  '-webkit-cross-fade',
  'element',
  '-moz-element',
  'src',
  'paint',
]);

/** Properties that bind script (old IE, old Firefox). */
const BLOCKED_PROPERTIES = new Set(['behavior', '-ms-behavior', '-moz-binding']);

/**
 * Highest z-index custom CSS may use: protected texts sit just above it (`PROTECTED_Z_INDEX` of
 * scope-custom-css.ts),
 * and the kitchen's own header menus (50 and up) above both.
 */
export const CUSTOM_CSS_MAX_Z_INDEX = 40;

/** Font names the theme relies on (its families and fallbacks): custom `@font-face` may not redefine them. */
const RESERVED_FONT_NAMES = new Set(
  Object.entries(FONT_FAMILY_CATALOGUE).flatMap(([family, { fallback }]) => [
    family.toLowerCase(),
    ...fallback.split(',').map((name) => name.trim().toLowerCase()),
  ]),
);

/** An identifier with its CSS escapes decoded, lower-cased (`\75 rl` is `url`). */
export function decodeName(name: string): string {
  return name
    .replace(/\\([0-9a-fA-F]{1,6})\s?|\\([^\n])/g, (_, code: string | undefined, char: string | undefined) =>
      code ? String.fromCodePoint(Number.parseInt(code, 16) || 0xfffd) : char!,
    )
    .toLowerCase();
}

/**
 * Whether a `url()` target stays on the kitchen's own origin: a path, never a scheme or another
 * host (`//host`, and `/\host`, which browsers read the same).
 */
export function isOwnOriginUrl(url: string): boolean {
  const value = url.trim();
  if (value === '' || /[\s\\]/.test(value)) return false;
  if (/^[a-z][a-z0-9+.-]*:/i.test(value)) return false;
  return !value.startsWith('//');
}

/** Whether raw text (a custom property's value) fetches from elsewhere or calls a blocked function. */
function rawIsUnsafe(text: string): boolean {
  let unsafe = false;
  let pendingUrl = false;
  tokenize(text, (type, start, end) => {
    const token = text.slice(start, end);
    if (type === t.Url) {
      const inner = token.slice(token.indexOf('(') + 1, token.endsWith(')') ? -1 : undefined);
      if (!isOwnOriginUrl(decodeName(inner))) unsafe = true;
    } else if (type === t.Function) {
      const name = decodeName(token.slice(0, -1));
      // An escaped `url(` is a url to the browser, whatever follows: no stylesheet needs one.
      if (BLOCKED_FUNCTIONS.has(name) || (name === 'url' && token.includes('\\'))) unsafe = true;
      pendingUrl = name === 'url';
    } else if (pendingUrl && type === t.String) {
      if (!isOwnOriginUrl(token.slice(1, -1))) unsafe = true;
      pendingUrl = false;
    } else if (type !== t.WhiteSpace) pendingUrl = false;
  });
  return unsafe;
}

/** Whether raw value text opens or closes a block outside its strings. */
function hasBlock(raw: string): boolean {
  return /[{}]/.test(raw.replace(/"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'/g, ''));
}

export function declarationIsUnsafe(node: Declaration): boolean {
  const property = decodeName(node.property);
  if (BLOCKED_PROPERTIES.has(property)) return true;
  if (property === 'z-index') {
    const value = generate(node.value).trim();
    return !/^-?\d+$/.test(value) || Math.abs(Number(value)) > CUSTOM_CSS_MAX_Z_INDEX;
  }
  let unsafe = false;
  // A block inside an ordinary property's value (`font-family: x@font-face{…}`) makes the whole
  // declaration invalid to browsers, and tools that read it otherwise could be misled: it goes.
  const blockIsValue = !property.startsWith('--');
  walk(node.value, (child) => {
    if (blockIsValue && (child.type === 'Block' || (child.type === 'Raw' && hasBlock(child.value))))
      unsafe = true;
    else if (child.type === 'Url' && !isOwnOriginUrl(child.value)) unsafe = true;
    else if (child.type === 'Function') {
      const name = decodeName(child.name);
      if (BLOCKED_FUNCTIONS.has(name)) unsafe = true;
      // An escaped name (`\75 rl(…)`) is still a url to the browser.
      if (
        name === 'url' &&
        !isOwnOriginUrl(
          decodeName(
            generate(child)
              .replace(/^[^(]*\(|\)$/g, '')
              .replace(/^["']|["']$/g, ''),
          ),
        )
      )
        unsafe = true;
    } else if (child.type === 'Raw' && rawIsUnsafe(child.value)) unsafe = true;
  });
  return unsafe;
}

export function fontFaceIsUnsafe(node: Atrule): boolean {
  let reserved = false;
  walk(node, {
    visit: 'Declaration',
    enter: (declaration) => {
      if (decodeName(declaration.property) !== 'font-family') return;
      const family = generate(declaration.value)
        .trim()
        .replace(/^["']|["']$/g, '');
      if (RESERVED_FONT_NAMES.has(decodeName(family))) reserved = true;
    },
  });
  return reserved;
}

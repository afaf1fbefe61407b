import type { Block, CssNode, Declaration, List, ListItem, Rule, Selector, SelectorList } from 'css-tree';
import generate from 'css-tree/generator';
import parse from 'css-tree/parser';
import {
  CUSTOM_CSS_MAX_Z_INDEX,
  decodeName,
  declarationIsUnsafe,
  fontFaceIsUnsafe,
} from './custom-css-declarations.ts';
import { sanitizeCustomCss, sanitizeUncapped } from './sanitize-custom-css.ts';

/**
 * The attribute that marks texts a kitchen's custom CSS may never hide or restyle: the lock
 * message of a subscribers-only recipe and the consent texts of the forms.
 */
export const PROTECTED_ATTRIBUTE = 'data-protected';

/**
 * Custom CSS may still style the protected texts' ancestors with these: they cannot hide a
 * descendant, and the theme restores a protected text's own colours and background. Fonts and
 * text decorations are not among them: an ancestor's symbol font or 1em line-through would reach
 * the protected text (a decoration is drawn across descendants whatever they set).
 */
const ANCESTOR_SAFE = new Set([
  'accent-color',
  'background',
  'background-attachment',
  'background-color',
  'background-image',
  'background-position',
  'background-repeat',
  'background-size',
  'border-color',
  'border-radius',
  'caret-color',
  'color-scheme',
  'cursor',
  'font-style',
  'font-weight',
  'scroll-behavior',
  'text-align',
  'text-underline-offset',
]);

const ALLOWED_AT_RULES = new Set([
  'media',
  'supports',
  'container',
  'layer',
  'scope',
  'starting-style',
  'font-face',
  'keyframes',
  '-webkit-keyframes',
  'page',
  'counter-style',
  'font-feature-values',
  'font-palette-values',
]);

/** Protected texts sit just above anything custom CSS can place, below the header's menus (50). */
export const PROTECTED_Z_INDEX = CUSTOM_CSS_MAX_Z_INDEX + 5;

const notInside = () => `:not([${PROTECTED_ATTRIBUTE}],[${PROTECTED_ATTRIBUTE}] *)`;
const notAround = () => `:not(:has([${PROTECTED_ATTRIBUTE}]))`;

/** Adds `suffix` (pseudo-classes) to the subject of every selector: before its pseudo-elements. */
function narrow(list: SelectorList, suffix: string): void {
  list.children.forEach((selector) => {
    const parts = (selector as Selector).children;
    const items: ListItem<CssNode>[] = [];
    parts.forEach((_, item) => items.push(item));
    let subjectEnd: ListItem<CssNode> | null = null;
    for (const item of items.reverse()) {
      if (item.data.type === 'Combinator') break;
      if (item.data.type === 'PseudoElementSelector') subjectEnd = item;
    }
    const extra = parse(suffix, { context: 'selector' }) as Selector;
    extra.children.forEach((node) => {
      if (subjectEnd) parts.insertData(node, subjectEnd);
      else parts.appendData(node);
    });
  });
}

const cloneSelectorList = (list: SelectorList) =>
  parse(generate(list), { context: 'selectorList' }) as SelectorList;

function isInsideKeyframes(ancestors: CssNode[]): boolean {
  return ancestors.some(
    (node) => node.type === 'Atrule' && decodeName(node.name).replace(/^-webkit-/, '') === 'keyframes',
  );
}

/**
 * Scopes one style rule: it may not match a protected text or anything inside one, and its
 * declarations that could hide a descendant (all but colours, backgrounds and the like) move to a
 * copy that may not match a protected text's ancestors either. Returns the rules replacing it.
 */
function scopeRule(rule: Rule): Rule[] {
  if (rule.prelude.type !== 'SelectorList') return [];
  narrow(rule.prelude, notInside());
  const block = rule.block;
  const unsafe: Declaration[] = [];
  block.children.forEach((node, item) => {
    if (node.type === 'Declaration' && !decodeName(node.property).startsWith('--')) {
      if (!ANCESTOR_SAFE.has(decodeName(node.property))) {
        unsafe.push(node);
        block.children.remove(item);
      }
    }
  });
  const kept = block.children.isEmpty ? [] : [rule];
  if (unsafe.length === 0) return kept;
  const around = cloneSelectorList(rule.prelude);
  narrow(around, notAround());
  const children = new (block.children.constructor as new () => List<CssNode>)();
  for (const declaration of unsafe) children.appendData(declaration);
  const copy: Rule = { type: 'Rule', prelude: around, block: { type: 'Block', children } };
  return [...kept, copy];
}

/** Bare declarations in a group rule nested in a style rule apply to `&`: write them as an `& {}` rule. */
function wrapNestedDeclarations(block: Block): void {
  const declarations: ListItem<CssNode>[] = [];
  block.children.forEach((node, item) => {
    if (node.type === 'Declaration') declarations.push(item);
  });
  if (declarations.length === 0) return;
  const nested = parse('&{}', { context: 'rule' }) as Rule;
  for (const item of declarations) {
    block.children.remove(item);
    nested.block.children.appendData(item.data);
  }
  block.children.prependData(nested);
}

function scopeList(list: List<CssNode>, ancestors: CssNode[]): void {
  const replacements: [ListItem<CssNode>, CssNode[]][] = [];
  list.forEach((node, item) => {
    // Loose text would join the next rule's selector in the browser, outside the scoping.
    if (node.type !== 'Declaration' && node.type !== 'Atrule' && node.type !== 'Rule') {
      replacements.push([item, []]);
      return;
    }
    if (node.type === 'Declaration') {
      if (declarationIsUnsafe(node)) replacements.push([item, []]);
      return;
    }
    if (node.type === 'Atrule') {
      const name = decodeName(node.name);
      if (!ALLOWED_AT_RULES.has(name) || (name === 'font-face' && fontFaceIsUnsafe(node))) {
        replacements.push([item, []]);
        return;
      }
      if (node.block) {
        if (ancestors.some((ancestor) => ancestor.type === 'Rule') && name !== 'font-face')
          wrapNestedDeclarations(node.block);
        scopeList(node.block.children, [...ancestors, node]);
      }
      return;
    }
    if (node.type === 'Rule') {
      scopeList(node.block.children, [...ancestors, node]);
      if (isInsideKeyframes(ancestors)) return;
      replacements.push([item, scopeRule(node)]);
    }
  });
  for (const [item, nodes] of replacements) {
    for (const node of nodes) list.insertData(node, item);
    list.remove(item);
  }
}

/**
 * Confines sanitised CSS to what a creator may change:
 * it cannot select a protected text (`[data-protected]`) or anything in one, cannot hide one
 * through its ancestors (only colours, backgrounds and the like still reach those), cannot place
 * anything above one (z-index at most 40, below the protected texts'), cannot fetch from
 * another origin (`url()` to a path only; `image-set()`, `src()` and the like dropped), cannot use
 * `expression()` or script-binding properties, and cannot redefine the theme's fonts.
 */
function scopeCustomCss(css: string): string {
  if (css === '') return '';
  const ast = parse(css, { parseCustomProperty: false, onParseError: () => undefined });
  if (ast.type !== 'StyleSheet') return '';
  scopeList(ast.children, []);
  return generate(ast).replaceAll('</', '<\\/');
}

/**
 * A kitchen's custom CSS as it goes on its pages: sanitised (`sanitizeCustomCss`), confined
 * (`scopeCustomCss`), and sanitised again so urls and strings are written in the sanitiser's
 * escaped form. Throws like `sanitizeCustomCss` when the creator's input is over the size bound;
 * the scoped result, several times longer, is not bounded again.
 */
export function kitchenCustomCss(css: string): string {
  return sanitizeUncapped(scopeCustomCss(sanitizeCustomCss(css)));
}

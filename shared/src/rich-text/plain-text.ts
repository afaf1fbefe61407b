import { LIMITS } from '../schemas/bounds.ts';
import type { BlockNode, InlineNode, ListItemNode, RichText } from './rich-text-schema.ts';

export interface InlineTextResolver {
  measurement?: (node: Extract<InlineNode, { type: 'measurement' }>) => string;
  ingredientReference?: (node: Extract<InlineNode, { type: 'ingredient-usage-reference' }>) => string;
}

function inlineText(
  node: InlineNode | ListItemNode['children'][number],
  resolve: InlineTextResolver,
  depth: number,
): string {
  // Validated rich text is never this deep; the cap keeps any other input from exhausting the stack.
  if (depth > LIMITS.richTextDepth) return '';
  if (!('type' in node)) return node.text;
  switch (node.type) {
    case 'link':
      return node.children.map((child) => inlineText(child, resolve, depth + 1)).join('');
    case 'measurement':
      return resolve.measurement?.(node) ?? String(node.quantity);
    case 'ingredient-usage-reference':
      return resolve.ingredientReference?.(node) ?? '';
    case 'numbered-list':
    case 'bulleted-list':
      return node.children.map((item) => blockText(item, resolve, depth + 1)).join('\n');
  }
}

function blockText(node: BlockNode | ListItemNode, resolve: InlineTextResolver, depth: number): string {
  if (depth > LIMITS.richTextDepth) return '';
  switch (node.type) {
    case 'paragraph':
    case 'heading':
      return node.children.map((child) => inlineText(child, resolve, depth + 1)).join('');
    case 'list-item': {
      // A nested list starts on its own line ("Bake\ntop rack", not "Baketop rack").
      const lines: string[] = [];
      let line = '';
      for (const child of node.children) {
        if ('type' in child && (child.type === 'numbered-list' || child.type === 'bulleted-list')) {
          lines.push(line, blockText(child, resolve, depth + 1));
          line = '';
        } else {
          line += inlineText(child, resolve, depth + 1);
        }
      }
      lines.push(line);
      return lines.filter((text) => text.length > 0).join('\n');
    }
    case 'numbered-list':
    case 'bulleted-list':
    case 'document':
      return node.children.map((child) => blockText(child, resolve, depth + 1)).join('\n');
  }
}

/** The text of a rich text, blocks separated by newlines (for meta descriptions, JSON-LD, search). */
export function richTextToPlainText(
  richText: RichText | null | undefined,
  resolve: InlineTextResolver = {},
): string {
  if (!richText) return '';
  return richText
    .map((block) => blockText(block, resolve, 1))
    .filter((text) => text.length > 0)
    .join('\n');
}

/** True when the first block of the rich text has visible text (spec: Notes panel rule). */
export function firstBlockHasText(richText: RichText | null | undefined): boolean {
  const first = richText?.[0];
  return first !== undefined && richTextToPlainText([first]).trim().length > 0;
}

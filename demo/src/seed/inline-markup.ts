import type { InlineNode, RichText } from '@larder/shared/rich-text/rich-text-schema';

export interface InlineMarkupContext {
  unitId: (title: string) => string;
  usageId: (ref: string) => string;
}

const TOKEN =
  /\{@([\w-]+)\}|\{(=?)(-?\d+(?:\.\d+)?) ([a-z ]+)\}|\*\*(.+?)\*\*|(?<![\w])_(.+?)_(?![\w])|\[([^\]]+)\]\(([^)\s]+)\)/g;

/** Parses one paragraph of the seed's inline markup (see seed-types.ts) into rich-text inline nodes. */
export function parseInline(text: string, context: InlineMarkupContext): InlineNode[] {
  const nodes: InlineNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TOKEN)) {
    const index = match.index;
    if (index > last) nodes.push({ text: text.slice(last, index) });
    const [, ref, fixed, quantity, unit, bold, italic, label, href] = match;
    if (ref) nodes.push({ type: 'ingredient-usage-reference', ingredientUsageId: context.usageId(ref) });
    else if (quantity && unit)
      nodes.push({
        type: 'measurement',
        quantity: Number(quantity),
        unitId: context.unitId(unit),
        ...(fixed ? { scales: false } : {}),
      });
    else if (bold) nodes.push({ text: bold, bold: true });
    else if (italic) nodes.push({ text: italic, italic: true });
    else if (label && href) nodes.push({ type: 'link', href, children: [{ text: label }] });
    last = index + match[0].length;
  }
  if (last < text.length) nodes.push({ text: text.slice(last) });
  return nodes;
}

/** Paragraphs separated by blank lines become paragraph blocks. */
export function parseRichText(text: string | undefined, context: InlineMarkupContext): RichText | null {
  if (!text?.trim()) return null;
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => ({
      type: 'paragraph' as const,
      children: parseInline(paragraph.replace(/\s*\n\s*/g, ' '), context),
    }));
}

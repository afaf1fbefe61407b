import type {
  BlockNode,
  InlineNode,
  ListItemNode,
  ListNode,
  RichText,
  RichTextLeaf,
} from './rich-text-schema.ts';

/**
 * Larder's rich text (spec §3) and the document JSON of a ProseMirror editor (TipTap), both
 * ways. Pure data, no editor imported: the platform's editor loads ProseMirror, the API and the
 * builder never do.
 *
 * Editor nodes: doc, paragraph, heading (level), bulletList, orderedList, listItem (a paragraph,
 * then nested lists), text with bold, italic and link (href) marks, and two inline atoms:
 * measurement (quantity, unitId, scales) and ingredientReference (ingredientUsageId).
 */
export interface PmMark {
  type: 'bold' | 'italic' | 'link';
  attrs?: { href?: string | null } & Record<string, unknown>;
}

export interface PmNode {
  type: string;
  attrs?: Record<string, unknown>;
  content?: PmNode[];
  text?: string;
  marks?: PmMark[];
}

function leafMarks(leaf: RichTextLeaf, href: string | null): PmMark[] {
  const marks: PmMark[] = [];
  if (leaf.bold) marks.push({ type: 'bold' });
  if (leaf.italic) marks.push({ type: 'italic' });
  if (href !== null) marks.push({ type: 'link', attrs: { href } });
  return marks;
}

function inlineToPm(nodes: readonly InlineNode[], href: string | null = null): PmNode[] {
  const out: PmNode[] = [];
  for (const node of nodes) {
    if (!('type' in node)) {
      if (node.text === '') continue;
      const marks = leafMarks(node, href);
      out.push({ type: 'text', text: node.text, ...(marks.length ? { marks } : {}) });
    } else if (node.type === 'link') out.push(...inlineToPm(node.children, node.href));
    else if (node.type === 'measurement')
      out.push({
        type: 'measurement',
        attrs: { quantity: node.quantity, unitId: node.unitId, scales: node.scales ?? null },
      });
    else out.push({ type: 'ingredientReference', attrs: { ingredientUsageId: node.ingredientUsageId } });
  }
  return out;
}

function listItemToPm(item: ListItemNode): PmNode {
  const inline: InlineNode[] = [];
  const nested: PmNode[] = [];
  for (const child of item.children) {
    if ('type' in child && (child.type === 'numbered-list' || child.type === 'bulleted-list'))
      nested.push(listToPm(child));
    else inline.push(child as InlineNode);
  }
  return { type: 'listItem', content: [{ type: 'paragraph', content: inlineToPm(inline) }, ...nested] };
}

function listToPm(list: ListNode): PmNode {
  return {
    type: list.type === 'numbered-list' ? 'orderedList' : 'bulletList',
    content: list.children.map(listItemToPm),
  };
}

function blocksToPm(blocks: readonly BlockNode[]): PmNode[] {
  return blocks.flatMap((block): PmNode[] => {
    switch (block.type) {
      case 'paragraph':
        return [{ type: 'paragraph', content: inlineToPm(block.children) }];
      case 'heading':
        return [
          {
            type: 'heading',
            attrs: { level: Math.min(3, Math.max(1, block.level)) },
            content: inlineToPm(block.children),
          },
        ];
      case 'document':
        return blocksToPm(block.children);
      default:
        return [listToPm(block)];
    }
  });
}

/** An editor document for a rich text (one empty paragraph for none). */
export function richTextToPm(richText: RichText | null | undefined): PmNode {
  const content = blocksToPm(richText ?? []).map((node) =>
    node.content?.length === 0 ? { type: node.type, ...(node.attrs ? { attrs: node.attrs } : {}) } : node,
  );
  return { type: 'doc', content: content.length ? content : [{ type: 'paragraph' }] };
}

function hrefOf(node: PmNode): string | null {
  const link = node.marks?.find((mark) => mark.type === 'link');
  const href = link?.attrs?.href;
  return typeof href === 'string' ? href : null;
}

function inlineFromPm(nodes: readonly PmNode[] | undefined): InlineNode[] {
  const out: InlineNode[] = [];
  for (const node of nodes ?? []) {
    let inline: InlineNode | null = null;
    if (node.type === 'text' && node.text) {
      const leaf: RichTextLeaf = { text: node.text };
      if (node.marks?.some((mark) => mark.type === 'bold')) leaf.bold = true;
      if (node.marks?.some((mark) => mark.type === 'italic')) leaf.italic = true;
      inline = leaf;
    } else if (node.type === 'measurement') {
      const { quantity, unitId, scales } = node.attrs ?? {};
      if (typeof quantity === 'number' && typeof unitId === 'string')
        inline = {
          type: 'measurement',
          quantity,
          unitId,
          ...(typeof scales === 'boolean' ? { scales } : {}),
        };
    } else if (node.type === 'ingredientReference') {
      const id = node.attrs?.ingredientUsageId;
      if (typeof id === 'string') inline = { type: 'ingredient-usage-reference', ingredientUsageId: id };
    } else if (node.type === 'hardBreak') inline = { text: '\n' };
    if (!inline) continue;
    const href = node.type === 'text' ? hrefOf(node) : null;
    const last = out[out.length - 1];
    if (href !== null) {
      if (last && 'type' in last && last.type === 'link' && last.href === href) last.children.push(inline);
      else out.push({ type: 'link', href, children: [inline] });
    } else out.push(inline);
  }
  return out;
}

function listFromPm(node: PmNode): ListNode {
  return {
    type: node.type === 'orderedList' ? 'numbered-list' : 'bulleted-list',
    children: (node.content ?? []).map((item): ListItemNode => {
      const children: (InlineNode | ListNode)[] = [];
      let hadText = false;
      for (const child of item.content ?? []) {
        if (child.type === 'bulletList' || child.type === 'orderedList') children.push(listFromPm(child));
        else {
          const inline = inlineFromPm(child.content);
          if (!inline.length) continue;
          // Paragraphs of one item run on, a space between them (Larder's list items hold no blocks).
          if (hadText) children.push({ text: ' ' });
          children.push(...inline);
          hadText = true;
        }
      }
      return { type: 'list-item', children };
    }),
  };
}

/** The rich text of an editor document: empty paragraphs at either end dropped, null when nothing is left. */
export function richTextFromPm(doc: PmNode): RichText | null {
  const blocks: BlockNode[] = [];
  for (const node of doc.content ?? []) {
    if (node.type === 'paragraph') blocks.push({ type: 'paragraph', children: inlineFromPm(node.content) });
    else if (node.type === 'heading') {
      const level = typeof node.attrs?.level === 'number' ? node.attrs.level : 2;
      blocks.push({ type: 'heading', level, children: inlineFromPm(node.content) });
    } else if (node.type === 'bulletList' || node.type === 'orderedList') blocks.push(listFromPm(node));
  }
  const isEmpty = (block: BlockNode | undefined) =>
    block?.type === 'paragraph' && block.children.every((child) => !('type' in child) && !child.text.trim());
  while (blocks.length && isEmpty(blocks[0])) blocks.shift();
  while (blocks.length && isEmpty(blocks[blocks.length - 1])) blocks.pop();
  return blocks.length ? blocks : null;
}

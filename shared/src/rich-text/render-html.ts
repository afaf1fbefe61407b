import { LIMITS } from '../schemas/bounds.ts';
import { escapeHtml } from './escape-html.ts';
import { isExternalHref, safeHref } from './safe-href.ts';
import type { BlockNode, InlineNode, ListItemNode, RichText } from './rich-text-schema.ts';
import type { InlineTextResolver } from './plain-text.ts';

export interface RenderHtmlOptions extends InlineTextResolver {
  /** Reader-written content (comments): links also get rel="ugc nofollow". */
  userGenerated?: boolean;
  /** Highest heading level allowed; deeper levels are clamped (spec: levels 1 to 3 in display). */
  headingOffset?: number;
}

function renderLink(
  node: Extract<InlineNode, { type: 'link' }>,
  options: RenderHtmlOptions,
  depth: number,
): string {
  const inner = node.children.map((child) => renderInline(child, options, depth + 1)).join('');
  const href = safeHref(node.href);
  if (href === null) return inner;
  if (!isExternalHref(href)) return `<a href="${escapeHtml(href)}">${inner}</a>`;
  const rel = options.userGenerated ? 'noopener noreferrer ugc nofollow' : 'noopener noreferrer';
  return `<a href="${escapeHtml(href)}" rel="${rel}">${inner}</a>`;
}

function renderInline(
  node: InlineNode | ListItemNode['children'][number],
  options: RenderHtmlOptions,
  depth: number,
): string {
  // Validated rich text is never this deep; the cap keeps any other input from exhausting the stack.
  if (depth > LIMITS.richTextDepth) return '';
  if (!('type' in node)) {
    let html = escapeHtml(node.text);
    if (node.bold) html = `<strong>${html}</strong>`;
    if (node.italic) html = `<em>${html}</em>`;
    return html;
  }
  switch (node.type) {
    case 'link':
      return renderLink(node, options, depth);
    case 'measurement':
      return `<span class="rt-measurement">${escapeHtml(options.measurement?.(node) ?? String(node.quantity))}</span>`;
    case 'ingredient-usage-reference':
      return `<span class="rt-ingredient">${escapeHtml(options.ingredientReference?.(node) ?? '')}</span>`;
    case 'numbered-list':
    case 'bulleted-list':
      return renderBlock(node, options, depth);
  }
}

function renderBlock(node: BlockNode | ListItemNode, options: RenderHtmlOptions, depth: number): string {
  if (depth > LIMITS.richTextDepth) return '';
  const inline = (children: (InlineNode | ListItemNode['children'][number])[]) =>
    children.map((child) => renderInline(child, options, depth + 1)).join('');
  switch (node.type) {
    case 'paragraph':
      return `<p>${inline(node.children)}</p>`;
    case 'heading': {
      const level = Math.min(6, Math.max(1, Math.min(3, node.level) + (options.headingOffset ?? 0)));
      return `<h${level}>${inline(node.children)}</h${level}>`;
    }
    case 'list-item':
      return `<li>${inline(node.children)}</li>`;
    case 'numbered-list':
      return `<ol>${node.children.map((item) => renderBlock(item, options, depth + 1)).join('')}</ol>`;
    case 'bulleted-list':
      return `<ul>${node.children.map((item) => renderBlock(item, options, depth + 1)).join('')}</ul>`;
    case 'document':
      return node.children.map((child) => renderBlock(child, options, depth + 1)).join('');
  }
}

/**
 * Renders rich text to HTML. Every text is escaped; only http, https and mailto links (and paths
 * on the same site) survive; external links get rel="noopener noreferrer", plus "ugc nofollow"
 * for reader content. Unknown node shapes must be rejected by `RichTextSchema` before this runs.
 */
export function renderRichTextHtml(
  richText: RichText | null | undefined,
  options: RenderHtmlOptions = {},
): string {
  if (!richText) return '';
  return richText.map((block) => renderBlock(block, options, 1)).join('');
}

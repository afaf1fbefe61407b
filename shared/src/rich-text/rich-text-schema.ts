import { z } from 'zod';
import { LIMITS } from '../schemas/bounds.ts';
import { IdSchema } from '../schemas/common.ts';

/**
 * The rich-text model of spec §3: a list of blocks whose leaves are text with optional bold and
 * italic flags. Measurements and ingredient-usage references are inline nodes whose displayed
 * text is computed at render time (scaled and converted), so they carry no children of their own.
 */
export const RichTextLeafSchema = z.object({
  text: z.string().max(100_000),
  bold: z.boolean().optional(),
  italic: z.boolean().optional(),
});
export type RichTextLeaf = z.infer<typeof RichTextLeafSchema>;

export const MeasurementNodeSchema = z.object({
  type: z.literal('measurement'),
  quantity: z.number().min(-100_000).max(1_000_000),
  unitId: IdSchema,
  /** Whether the quantity follows the servings multiplier; absent means its unit kind's default (decision 005). */
  scales: z.boolean().optional(),
});
export type MeasurementNode = z.infer<typeof MeasurementNodeSchema>;

export const IngredientUsageReferenceNodeSchema = z.object({
  type: z.literal('ingredient-usage-reference'),
  ingredientUsageId: IdSchema,
});
export type IngredientUsageReferenceNode = z.infer<typeof IngredientUsageReferenceNodeSchema>;

export interface LinkNode {
  type: 'link';
  href: string;
  children: InlineNode[];
}
export type InlineNode = RichTextLeaf | LinkNode | MeasurementNode | IngredientUsageReferenceNode;

export const LinkNodeSchema: z.ZodType<LinkNode> = z.object({
  type: z.literal('link'),
  href: z.string().max(2048),
  get children() {
    return z.array(InlineNodeSchema);
  },
});

export const InlineNodeSchema: z.ZodType<InlineNode> = z.union([
  RichTextLeafSchema.strict(),
  LinkNodeSchema,
  MeasurementNodeSchema,
  IngredientUsageReferenceNodeSchema,
]);

export interface ParagraphNode {
  type: 'paragraph';
  children: InlineNode[];
}
export interface HeadingNode {
  type: 'heading';
  level: number;
  children: InlineNode[];
}
export interface ListItemNode {
  type: 'list-item';
  children: (InlineNode | ListNode)[];
}
export interface ListNode {
  type: 'numbered-list' | 'bulleted-list';
  children: ListItemNode[];
}
export interface DocumentNode {
  type: 'document';
  children: BlockNode[];
}
export type BlockNode = ParagraphNode | HeadingNode | ListNode | DocumentNode;

const ParagraphNodeSchema = z.object({ type: z.literal('paragraph'), children: z.array(InlineNodeSchema) });
const HeadingNodeSchema = z.object({
  type: z.literal('heading'),
  level: z.number().int().min(1).max(6),
  children: z.array(InlineNodeSchema),
});
const ListItemNodeSchema: z.ZodType<ListItemNode> = z.object({
  type: z.literal('list-item'),
  get children() {
    return z.array(z.union([InlineNodeSchema, ListNodeSchema]));
  },
});
const ListNodeSchema: z.ZodType<ListNode> = z.object({
  type: z.enum(['numbered-list', 'bulleted-list']),
  children: z.array(ListItemNodeSchema),
});
const DocumentNodeSchema: z.ZodType<DocumentNode> = z.object({
  type: z.literal('document'),
  get children() {
    return z.array(BlockNodeSchema);
  },
});

export const BlockNodeSchema: z.ZodType<BlockNode> = z.union([
  ParagraphNodeSchema,
  HeadingNodeSchema,
  ListNodeSchema,
  DocumentNodeSchema,
]);

/**
 * The deepest nesting of nodes in a rich text and how many nodes it has, or the first limit it
 * passes. Iterative, so it never exhausts the stack whatever the input; it follows `children`
 * arrays, which is where rich text nests.
 */
export function richTextShapeProblem(value: unknown): string | null {
  if (!Array.isArray(value)) return null;
  const stack: [unknown, number][] = value.map((node) => [node, 1]);
  let nodes = 0;
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!;
    nodes += 1;
    if (depth > LIMITS.richTextDepth)
      return `Rich text is nested too deeply: at most ${LIMITS.richTextDepth} levels of lists, links and blocks.`;
    if (nodes > LIMITS.richTextNodes) return `Rich text is too long: at most ${LIMITS.richTextNodes} parts.`;
    const children = typeof node === 'object' && node !== null && 'children' in node ? node.children : null;
    if (Array.isArray(children)) for (const child of children as unknown[]) stack.push([child, depth + 1]);
  }
  return null;
}

/**
 * Rich text as stored and served. The shape check runs first and stops parsing when it fails,
 * so the recursive node schemas never walk a value deeper than `LIMITS.richTextDepth`.
 */
export const RichTextSchema = z
  .array(z.unknown())
  .max(5000)
  .check((ctx) => {
    const problem = richTextShapeProblem(ctx.value);
    if (problem) ctx.issues.push({ code: 'custom', message: problem, input: ctx.value, continue: false });
  })
  .pipe(z.array(BlockNodeSchema));
export type RichText = BlockNode[];

/** A stored rich text that is within the limits and of the right shape, else null. */
export function parseStoredRichText(value: unknown): RichText | null {
  const result = RichTextSchema.safeParse(value);
  return result.success ? result.data : null;
}

/** A rich text made of plain paragraphs, one per line of `text` (newlines become paragraphs). */
export function paragraphsFromText(text: string): RichText {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0)
    .map((line) => ({ type: 'paragraph', children: [{ text: line }] }));
}

import { z } from 'zod';
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
  quantity: z.number(),
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

export const RichTextSchema = z.array(BlockNodeSchema).max(5000);
export type RichText = BlockNode[];

/** A rich text made of plain paragraphs, one per line of `text` (newlines become paragraphs). */
export function paragraphsFromText(text: string): RichText {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0)
    .map((line) => ({ type: 'paragraph', children: [{ text: line }] }));
}

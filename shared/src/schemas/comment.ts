import { z } from 'zod';
import { RichTextSchema } from '../rich-text/rich-text-schema.ts';
import { richTextToPlainText } from '../rich-text/plain-text.ts';
import { IdSchema } from './common.ts';
import { PublicImageSchema } from './image.ts';

export const CommentCreateSchema = z.object({
  recipeId: IdSchema,
  parentId: IdSchema.nullable().optional(),
  content: RichTextSchema.refine((content) => richTextToPlainText(content).trim().length > 0, {
    error: 'Write a comment before submitting',
  }),
});
export type CommentCreate = z.input<typeof CommentCreateSchema>;

export const CommentUpvoteSchema = z.object({ commentId: IdSchema });
export type CommentUpvote = z.input<typeof CommentUpvoteSchema>;

export const CommentsQuerySchema = z.object({ recipeId: IdSchema });
export type CommentsQuery = z.input<typeof CommentsQuerySchema>;

export interface PublicComment {
  id: string;
  content: z.infer<typeof RichTextSchema>;
  createdAt: string;
  /** 1 for a comment on the recipe, 2 for a reply (one level of replies, spec §9). */
  level: number;
  upvoteCount: number;
  /** Whether the signed-in reader asking has upvoted it (false for visitors). */
  viewerHasUpvoted: boolean;
  isHidden: boolean;
  children: PublicComment[];
  user: { id: string; displayName: string | null; avatar: z.infer<typeof PublicImageSchema> | null };
}

export const PublicCommentSchema: z.ZodType<PublicComment> = z.object({
  id: IdSchema,
  content: RichTextSchema,
  createdAt: z.string(),
  level: z.number().int(),
  upvoteCount: z.number().int(),
  viewerHasUpvoted: z.boolean(),
  isHidden: z.boolean(),
  get children() {
    return z.array(PublicCommentSchema);
  },
  user: z.object({ id: IdSchema, displayName: z.string().nullable(), avatar: PublicImageSchema.nullable() }),
});

/**
 * Every comment call answers with the recipe's whole visible thread (spec §7); a manager's hide
 * and unhide add the hidden ones, so both lists are replaced at once.
 */
export const CommentsResponseSchema = z.object({
  comments: z.array(PublicCommentSchema),
  hiddenComments: z.array(PublicCommentSchema).optional(),
});
export type CommentsResponse = z.infer<typeof CommentsResponseSchema>;

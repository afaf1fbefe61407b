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

export const CommentUpvoteSchema = z.object({ commentId: IdSchema });

export interface PublicComment {
  id: string;
  content: z.infer<typeof RichTextSchema>;
  createdAt: string;
  level: number;
  upvoteCount: number;
  isHidden: boolean;
  children: PublicComment[];
  user: { id: string; displayName: string | null; avatar: z.infer<typeof PublicImageSchema> | null };
}

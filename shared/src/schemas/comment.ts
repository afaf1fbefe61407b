import { z } from 'zod';
import { COMMENT_LIMITS, commentLength, commentParagraphsFromText } from '../rich-text/comment-paragraphs.ts';
import { RichTextSchema, type RichText } from '../rich-text/rich-text-schema.ts';
import { IdSchema } from './common.ts';
import { PublicImageSchema } from './image.ts';

const NOT_PLAIN =
  'A comment is plain text: paragraphs of text only, without links, lists, headings, bold or italic.';

/** Paragraphs whose children are text leaves without marks: all a comment may be made of. */
function isPlainParagraphs(content: RichText): boolean {
  return content.every(
    (block) =>
      block.type === 'paragraph' &&
      block.children.every((leaf) => !('type' in leaf) && leaf.bold !== true && leaf.italic !== true),
  );
}

/**
 * The content of a comment (spec §5): plain paragraphs, normalised as `commentParagraphsFromText`
 * normalises typed text (one paragraph per line, trimmed, control and bidi characters removed).
 * Blank content is refused, and so is anything past `COMMENT_LIMITS`. Links, lists and marks are
 * refused rather than silently dropped, so a client sending them learns that comments are text.
 */
export const CommentContentSchema = RichTextSchema.check((ctx) => {
  if (!isPlainParagraphs(ctx.value))
    ctx.issues.push({ code: 'custom', message: NOT_PLAIN, input: ctx.value });
})
  .transform((content) =>
    content.flatMap((block) =>
      commentParagraphsFromText(
        'children' in block ? block.children.map((leaf) => ('text' in leaf ? leaf.text : '')).join('') : '',
      ),
    ),
  )
  .pipe(
    z
      .array(
        z.object({
          type: z.literal('paragraph'),
          children: z.tuple([z.object({ text: z.string().min(1) }).strict()]),
        }),
      )
      .min(1, { error: 'Write a comment before submitting' })
      .max(COMMENT_LIMITS.paragraphs, {
        error: `A comment has at most ${COMMENT_LIMITS.paragraphs} paragraphs.`,
      })
      .refine((paragraphs) => commentLength(paragraphs) <= COMMENT_LIMITS.characters, {
        error: `A comment has at most ${COMMENT_LIMITS.characters.toLocaleString('en')} characters.`,
      }),
  );

export const CommentCreateSchema = z.object({
  recipeId: IdSchema,
  /** The level-1 comment this replies to (replies are one level deep, spec §5). */
  parentId: IdSchema.nullable().optional(),
  content: CommentContentSchema,
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
 * Every comment call answers with the recipe's whole visible thread (spec §7): level-1 comments
 * newest first, each with its replies oldest first. A manager's hide and unhide add the hidden
 * ones, so both lists are replaced at once; `GET /manage/{siteSlug}/hidden-comments` answers
 * with the hidden ones as `comments`. See decision 012.
 */
export const CommentsResponseSchema = z.object({
  comments: z.array(PublicCommentSchema),
  hiddenComments: z.array(PublicCommentSchema).optional(),
});
export type CommentsResponse = z.infer<typeof CommentsResponseSchema>;

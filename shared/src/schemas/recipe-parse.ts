import { z } from 'zod';
import type { RecipeInputBody } from './recipe-input.ts';

/** The longest pasted text, page (after the dashboard strips its scripts and styles) and line list read. */
export const RECIPE_PARSE_LIMITS = { text: 100_000, html: 900_000, lines: 300, line: 500 } as const;

/**
 * `POST /manage/recipe-parse`: a pasted recipe (`text`), a saved page (`html`) or the editor's
 * "Paste ingredients" (`lines`), exactly one of them, read against a kitchen's units and ingredients.
 */
export const RecipeParseRequestSchema = z
  .object({
    siteSlug: z.string().min(1).max(100),
    text: z
      .string()
      .max(RECIPE_PARSE_LIMITS.text, {
        error: 'Paste at most 100,000 characters; import one recipe at a time',
      })
      .optional(),
    html: z
      .string()
      .max(RECIPE_PARSE_LIMITS.html, {
        error: 'That page is too large to import; paste the recipe’s text instead',
      })
      .optional(),
    lines: z
      .array(
        z.string().max(RECIPE_PARSE_LIMITS.line, { error: 'An ingredient line has at most 500 characters' }),
      )
      .max(RECIPE_PARSE_LIMITS.lines, { error: 'Paste at most 300 lines at a time' })
      .optional(),
  })
  .strict()
  .check((ctx) => {
    const given = (['text', 'html', 'lines'] as const).filter((key) => ctx.value[key] !== undefined);
    if (given.length !== 1)
      ctx.issues.push({
        code: 'custom',
        input: ctx.value,
        path: [],
        message: 'Send exactly one of text, html or lines',
      });
  });
export type RecipeParseRequest = z.infer<typeof RecipeParseRequestSchema>;

/** One ingredient line as read: the amount, the unit's title (a kitchen unit or a word such as "clove"), the name. */
export interface ParsedLine {
  raw: string;
  quantityMin: number | null;
  quantityMax: number | null;
  unit: string | null;
  ingredient: string;
  preparation: string | null;
  note: string | null;
  confidence: 'sure' | 'unsure';
}

export interface RecipeParseResponse {
  /** The recipe fields PUT accepts, ids resolved against the kitchen; absent for `lines`. */
  draft?: RecipeInputBody;
  /** Every ingredient line, in order (for `lines`, one per line sent). */
  ingredientLines: ParsedLine[];
  /** What the reader could not place, for the creator to look at. */
  unread: string[];
}

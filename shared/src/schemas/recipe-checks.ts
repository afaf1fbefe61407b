import { z } from 'zod';
import { IdSchema } from './common.ts';
import { PREVIEW_VIEWERS } from './kitchen-snapshot.ts';

/**
 * `POST /manage/{siteSlug}/recipe-checks`: the recipe's fields as the editor has them (not saved),
 * and the recipe they belong to (absent for a new one). The fields are checked by the API's own
 * rules, so they need not be valid: what is not valid comes back as checks.
 */
export const RecipeChecksRequestSchema = z.object({
  recipeId: IdSchema.nullable().optional(),
  recipe: z.record(z.string(), z.unknown()),
});
export type RecipeChecksRequest = z.input<typeof RecipeChecksRequestSchema>;

/** One finding before publishing: an error stops a good publish, a warning is worth a look. */
export interface RecipeCheck {
  /** Stable for the same finding, so the editor can keep its place in the list. */
  id: string;
  severity: 'error' | 'warning';
  /**
   * Where to fix it, as the editor's field path: `title`, `images.0`, `yieldServings`,
   * `ingredientUsageGroups.0.ingredientUsages.2.ingredient`, `instructionGroups.0.instructions.1`,
   * `structuredData` (the recipe as a whole, for search engines).
   */
  field: string;
  message: string;
}

export interface RecipeChecksResponse {
  checks: RecipeCheck[];
}

/**
 * `POST /manage/{siteSlug}/recipe-previews`: the fields as the editor has them (not saved), whose
 * recipe page is rendered by the kitchen's own theme, as a visitor, a free reader (the teaser and
 * the offer to upgrade) or a paying subscriber sees it.
 */
export const RecipePreviewRequestSchema = RecipeChecksRequestSchema.extend({
  viewer: z.enum(PREVIEW_VIEWERS).default('visitor'),
});
export type RecipePreviewRequest = z.input<typeof RecipePreviewRequestSchema>;

/** Where the rendered page can be opened (a frame of the editor) until it expires. */
export interface RecipePreviewResponse {
  preview: { url: string; expiresAt: string };
}

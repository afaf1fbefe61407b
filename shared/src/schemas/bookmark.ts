import { z } from 'zod';
import { IdSchema } from './common.ts';
import { RecipeSummarySchema } from './recipe-public.ts';
import { SiteUserDataSchema } from './user.ts';

export const BookmarkRequestSchema = z.object({ recipeId: IdSchema });
export type BookmarkRequest = z.input<typeof BookmarkRequestSchema>;

/** Answer to saving or unsaving a recipe: the reader's data on this kitchen, replaced whole. */
export const SiteUserDataResponseSchema = z.object({ siteUserData: SiteUserDataSchema });
export type SiteUserDataResponse = z.infer<typeof SiteUserDataResponseSchema>;

/** A saved recipe as the platform's /bookmarks lists it. */
export const BookmarkedRecipeSchema = RecipeSummarySchema.extend({
  /** The recipe page on its kitchen's origin. */
  url: z.string(),
  savedAt: z.string(),
});
export type BookmarkedRecipe = z.infer<typeof BookmarkedRecipeSchema>;

/**
 * `GET /manage/bookmarks`: every recipe the reader saved, on every kitchen, grouped by kitchen
 * (newest save first within each; kitchens by their newest save). Only recipes the kitchen still
 * publishes are listed; premium ones appear as summaries, like on the kitchen's own cards.
 */
export const BookmarksResponseSchema = z.object({
  kitchens: z.array(
    z.object({
      siteSlug: z.string(),
      siteTitle: z.string(),
      /** The kitchen's public origin, e.g. `http://family-table.localhost:4321`. */
      siteOrigin: z.string(),
      recipes: z.array(BookmarkedRecipeSchema),
    }),
  ),
});
export type BookmarksResponse = z.infer<typeof BookmarksResponseSchema>;

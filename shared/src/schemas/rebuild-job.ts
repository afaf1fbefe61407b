import { z } from 'zod';

/** A recipe a build kept at its last good version or left out, because its page did not render. */
export const FailedRecipeSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  error: z.string(),
  kept: z.enum(['previous-version', 'left-out']),
});
export type FailedRecipe = z.infer<typeof FailedRecipeSchema>;

/** A rebuild of a kitchen as its managers see it (manage API `GET /{siteSlug}/rebuild-jobs`). */
export const RebuildJobSchema = z.object({
  id: z.string(),
  reason: z.string(),
  status: z.enum(['queued', 'running', 'done', 'failed']),
  attempts: z.number().int(),
  /** The last failure; after the last attempt the job stays failed until the next change. */
  error: z.string().nullable(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  /** When a failed attempt is tried again. */
  nextAttemptAt: z.string().nullable(),
  failedRecipes: z.array(FailedRecipeSchema),
});
export type RebuildJob = z.infer<typeof RebuildJobSchema>;

/** A recipe whose current version did not render: builds skip it until it changes again. */
export const RecipeRenderFailureSchema = z.object({
  recipeId: z.string(),
  slug: z.string(),
  title: z.string(),
  error: z.string(),
  since: z.string(),
});

export const RebuildJobsQuerySchema = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1, { error: 'limit must be between 1 and 100' })
    .max(100, { error: 'limit must be between 1 and 100' })
    .default(20),
});

export const RebuildJobsResponseSchema = z.object({
  /** Newest first. */
  rebuildJobs: z.array(RebuildJobSchema),
  /** Whether a build of the kitchen is running now, and since when. */
  building: z.object({ since: z.string() }).nullable(),
  renderFailures: z.array(RecipeRenderFailureSchema),
});
export type RebuildJobsResponse = z.infer<typeof RebuildJobsResponseSchema>;

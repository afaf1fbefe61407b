import { FailedRecipeSchema, type FailedRecipe } from '@larder/shared/schemas/rebuild-job';
import { z } from 'zod';

/** What `larder build --report <file>` writes when it ends: its outcome, for the worker. */
export type BuildReport = { ok: true; failedRecipes: FailedRecipe[] } | { ok: false; error: string };

const BuildReportSchema = z.union([
  z.object({
    ok: z.literal(true),
    failedRecipes: z.array(FailedRecipeSchema),
  }),
  z.object({ ok: z.literal(false), error: z.string() }),
]);

/** The report, or null when there is none or it is unreadable (the build died before writing it). */
export function parseBuildReport(text: string): BuildReport | null {
  try {
    const result = BuildReportSchema.safeParse(JSON.parse(text));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}

/**
 * Where a build writes the page it is rendering ("recipe:<id>@<version>" or "page:<path>"), so
 * that a build killed mid-page (a crash, the out-of-memory killer) still says where it was.
 */
export function progressFileFor(reportFile: string): string {
  return `${reportFile}.progress`;
}

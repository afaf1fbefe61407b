/**
 * A recipe is published once its `published_at` has come: a draft has none, a scheduled recipe
 * one still ahead. Every public read compares against this instant (`published_at <= now`), so a
 * scheduled recipe shows nowhere — pages, lists, feeds, counts — until its time.
 */
export function publishedBefore(now = Date.now()): string {
  return new Date(now).toISOString();
}

import type { Db } from '@larder/api/db/database';

/**
 * The JavaScript heap a kitchen's build gets (`--max-old-space-size`, in MB). Left to itself, V8
 * sizes the heap by the machine's memory and collects lazily, so a build of 2,000 recipes peaked
 * at 1.2 GB of resident memory while it needed far less; a limit that grows with the kitchen makes
 * it collect sooner at almost no cost in time, and still leaves large kitchens room. Since pages
 * carry their styles inline (ADR 024) Astro's render needs more per page: a 2,000-recipe build ran
 * out at 812 MB and needed ~950, hence 0.3 MB a recipe where it was 0.15.
 */
export function buildHeapMb(publishedRecipes: number): number {
  return Math.round(Math.min(8192, Math.max(768, 512 + publishedRecipes * 0.3)));
}

export async function buildHeapMbFor(db: Db, siteSlug: string): Promise<number> {
  const row = await db
    .selectFrom('recipes as r')
    .innerJoin('sites as s', 's.id', 'r.site_id')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('s.slug', '=', siteSlug)
    .where('r.published_at', 'is not', null)
    .executeTakeFirstOrThrow();
  return buildHeapMb(row.count);
}

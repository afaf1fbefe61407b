import type { KitchenBuildState, ManagedKitchen } from '@larder/shared/schemas/kitchen-create';
import { kitchenDeployment, type SitesConfig } from '@larder/shared/sites-config';
import type { Db } from '../db/database.ts';

interface JobRow {
  site_slug: string;
  not_before?: string | null;
  status: 'queued' | 'running' | 'done' | 'failed';
  error: string | null;
  finished_at: string | null;
  created_at: string;
}

/**
 * A kitchen's build as its dashboard shows it: building while a lease is held, else what the
 * newest job says (queued, failed for good, or live), with the time the last good build went live.
 */
export function buildStateOf(jobs: JobRow[], leased: boolean, now = Date.now()): KitchenBuildState {
  // A build waiting for a scheduled publish is not pending yet.
  const newestFirst = jobs
    .filter(
      (job) => !(job.status === 'queued' && job.not_before && Date.parse(job.not_before) > now && !job.error),
    )
    .sort((a, b) => b.created_at.localeCompare(a.created_at));
  const lastLive = newestFirst.find((job) => job.status === 'done');
  const liveAt = lastLive?.finished_at ?? null;
  const newest = newestFirst[0];
  if (leased || newest?.status === 'running') return { state: 'building', liveAt, error: null };
  if (!newest) return { state: 'never-built', liveAt: null, error: null };
  if (newest.status === 'queued') return { state: 'queued', liveAt, error: newest.error };
  if (newest.status === 'failed') return { state: 'failed', liveAt, error: newest.error };
  return { state: 'live', liveAt, error: null };
}

/** The kitchens a user manages (owned or shared with them), by title, each with its address and build. */
export async function listManagedKitchens(
  db: Db,
  sitesConfig: SitesConfig,
  userId: string,
  only?: { slug: string },
): Promise<ManagedKitchen[]> {
  let query = db
    .selectFrom('site_memberships as m')
    .innerJoin('sites as s', 's.id', 'm.site_id')
    .select(['s.id', 's.slug', 's.title', 'm.role'])
    .where('m.user_id', '=', userId);
  if (only) query = query.where('s.slug', '=', only.slug);
  const sites = await query.orderBy('s.title').orderBy('s.slug').execute();
  if (sites.length === 0) return [];
  const ids = sites.map((site) => site.id);
  const slugs = sites.map((site) => site.slug);
  const now = new Date().toISOString();
  const [counts, jobs, leases] = await Promise.all([
    db
      .selectFrom('recipes')
      .select((eb) => [
        'site_id',
        eb.fn.countAll<number | string>().as('total'),
        eb.fn.count<number | string>('published_at').as('published'),
        eb.fn.max('published_at').as('lastPublishedAt'),
      ])
      .where('site_id', 'in', ids)
      .groupBy('site_id')
      .execute(),
    // The kitchen's last live build and every job since: enough to tell its state and when it went live.
    db
      .selectFrom('rebuild_jobs')
      .select(['site_slug', 'status', 'error', 'finished_at', 'created_at', 'not_before'])
      .where('site_slug', 'in', slugs)
      .where((eb) =>
        eb(
          'created_at',
          '>=',
          eb.fn.coalesce(
            eb
              .selectFrom('rebuild_jobs as d')
              .select((inner) => inner.fn.max('d.created_at').as('latest'))
              .whereRef('d.site_slug', '=', 'rebuild_jobs.site_slug')
              .where('d.status', '=', 'done'),
            eb.val(''),
          ),
        ),
      )
      .execute(),
    db
      .selectFrom('kitchen_build_leases')
      .select('site_slug')
      .where('site_slug', 'in', slugs)
      .where('expires_at', '>=', now)
      .execute(),
  ]);
  const leased = new Set(leases.map((lease) => lease.site_slug));
  return sites.map((site) => {
    const count = counts.find((row) => row.site_id === site.id);
    return {
      id: site.id,
      slug: site.slug,
      title: site.title,
      origin: kitchenDeployment(sitesConfig, site.slug).origin,
      role: site.role,
      recipeCount: Number(count?.total ?? 0),
      publishedRecipeCount: Number(count?.published ?? 0),
      lastPublishedAt: count?.lastPublishedAt ?? null,
      build: buildStateOf(
        jobs.filter((job) => job.site_slug === site.slug),
        leased.has(site.slug),
      ),
    };
  });
}

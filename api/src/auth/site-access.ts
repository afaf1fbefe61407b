import { AppError } from '@larder/shared/errors';
import type { Db } from '../db/database.ts';
import { requireSiteBySlug, type SiteRow } from '../site/site-read.ts';

export async function isSiteManager(db: Db, userId: string, siteId: string): Promise<boolean> {
  const membership = await db
    .selectFrom('site_memberships')
    .select('role')
    .where('site_id', '=', siteId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return membership !== undefined;
}

/**
 * The kitchen at this address, when the user manages it. A kitchen the user does not manage is,
 * to them, one that does not exist (404 `site_not_found`): a manager of another kitchen learns
 * nothing about this one.
 */
export async function requireManagedSite(db: Db, userId: string, siteSlug: string): Promise<SiteRow> {
  const site = await requireSiteBySlug(db, siteSlug);
  if (!(await isSiteManager(db, userId, site.id))) throw new AppError('site_not_found');
  return site;
}

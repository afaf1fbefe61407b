import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database.ts';
import { DEFAULT_RETRY, expireLeases, iso, type LeaseOptions } from './rebuild-queue.ts';

/**
 * Takes the lease on a kitchen for a build that is not a queued job (the operator's `larder
 * build`). Returns its token, or null while another build holds it.
 */
export async function acquireLease(db: Db, siteSlug: string, options: LeaseOptions): Promise<string | null> {
  const now = options.now?.() ?? Date.now();
  return db.transaction().execute(async (trx) => {
    await expireLeases(trx, now, options.retry ?? DEFAULT_RETRY);
    const held = await trx
      .selectFrom('kitchen_build_leases')
      .select('token')
      .where('site_slug', '=', siteSlug)
      .executeTakeFirst();
    if (held) return null;
    const token = randomUUID();
    await trx
      .insertInto('kitchen_build_leases')
      .values({ site_slug: siteSlug, token, owner: options.owner, expires_at: iso(now + options.leaseMs) })
      .execute();
    return token;
  });
}

/** Extends a lease (the builder's heartbeat). False when it was lost: stop building at once. */
export async function renewLease(
  db: Db,
  siteSlug: string,
  token: string,
  leaseMs: number,
  now = Date.now(),
): Promise<boolean> {
  const result = await db
    .updateTable('kitchen_build_leases')
    .set({ expires_at: iso(now + leaseMs) })
    .where('site_slug', '=', siteSlug)
    .where('token', '=', token)
    .where('expires_at', '>=', iso(now))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Whether the lease is still this builder's: checked right before a build goes live. */
export async function holdsLease(
  db: Db,
  siteSlug: string,
  token: string,
  now = Date.now(),
): Promise<boolean> {
  const lease = await db
    .selectFrom('kitchen_build_leases')
    .select('token')
    .where('site_slug', '=', siteSlug)
    .where('token', '=', token)
    .where('expires_at', '>=', iso(now))
    .executeTakeFirst();
  return lease !== undefined;
}

export async function releaseLease(db: Db, siteSlug: string, token: string): Promise<void> {
  await db
    .deleteFrom('kitchen_build_leases')
    .where('site_slug', '=', siteSlug)
    .where('token', '=', token)
    .execute();
}

import { AppError } from '@larder/shared/errors';
import type { TaxonomyKind } from '@larder/shared/schemas/taxonomy-kinds';
import type { Executor } from '../db/database.ts';

/**
 * Fails with a field-level validation error unless every id names a row of this kitchen: another
 * kitchen's recipes, terms, equipment or media are as unknown here as ids that exist nowhere.
 * `kind` narrows taxonomy terms to one taxonomy.
 */
export async function assertSiteOwned(
  db: Executor,
  table: 'recipes' | 'taxonomy_terms' | 'equipment' | 'images' | 'videos',
  siteId: string,
  ids: (string | null | undefined)[],
  field: string,
  kind?: TaxonomyKind,
): Promise<void> {
  const wanted = [...new Set(ids.filter((id): id is string => typeof id === 'string'))];
  if (wanted.length === 0) return;
  let query = db.selectFrom(table).select('id').where('site_id', '=', siteId).where('id', 'in', wanted);
  if (kind) query = query.where('kind' as never, '=', kind as never);
  const found = new Set((await query.execute()).map((row) => row.id));
  const missing = wanted.filter((id) => !found.has(id));
  if (missing.length > 0) {
    throw new AppError('validation_failed', `Unknown ${field} for this kitchen: ${missing.join(', ')}`, {
      [field]: [`Unknown id ${missing[0]}`],
    });
  }
}

/** Fails with `slug_taken` when another recipe (or collection) of the kitchen has the slug. */
export async function assertSlugFree(
  db: Executor,
  table: 'recipes' | 'collections',
  siteId: string,
  slug: string,
  exceptId: string | null,
): Promise<void> {
  let query = db.selectFrom(table).select('id').where('site_id', '=', siteId).where('slug', '=', slug);
  if (exceptId) query = query.where('id', '!=', exceptId);
  if (await query.executeTakeFirst())
    throw new AppError('slug_taken', undefined, { slug: ['That slug is already used'] });
}

/**
 * Whether a kitchen address is taken: by a kitchen, or as the former address of one (which keeps
 * answering with a redirect). A kitchen may take back its own former address (`exceptSiteId`).
 */
export async function kitchenAddressInUse(
  db: Executor,
  slug: string,
  exceptSiteId?: string,
): Promise<boolean> {
  const [site, redirect] = await Promise.all([
    db.selectFrom('sites').select('id').where('slug', '=', slug).executeTakeFirst(),
    db.selectFrom('site_slug_redirects').select('site_id').where('slug', '=', slug).executeTakeFirst(),
  ]);
  if (site && site.id !== exceptSiteId) return true;
  return redirect !== undefined && redirect.site_id !== exceptSiteId;
}

import { slugFromText } from '@larder/shared/format/slug';
import type {
  EquipmentCreated,
  IngredientCreated,
  TaxonomyTermCreated,
} from '@larder/shared/schemas/kitchen-vocabulary';
import type { TaxonomyKind } from '@larder/shared/schemas/taxonomy';
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database.ts';
import { ingredientFromRow } from '../recipe/recipe-read.ts';
import { assertSiteOwned } from '../site/kitchen-rows.ts';

/** How titles are compared: "Thai", "THAI" and "thai " are one cuisine; "Crème" and "Crème" (NFD) too. */
export const foldTitle = (title: string) =>
  // Normalised again after lowercasing: "H̱" lowercases to h + U+0331, which is "ẖ" composed.
  title.normalize('NFC').trim().toLocaleLowerCase('en').normalize('NFC');

/** The slug of a new row: the title's, else `fallback`, with -2, -3… when the kitchen has it already. */
function freeSlug(title: string, taken: ReadonlySet<string>, fallback: string): string {
  const base = slugFromText(title, 90) || fallback;
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** A term of one of the kitchen's six taxonomies, made unless the kitchen has one of that title. */
export async function createKitchenTerm(
  db: Db,
  siteId: string,
  input: { kind: TaxonomyKind; title: string },
): Promise<TaxonomyTermCreated> {
  return db.transaction().execute(async (trx) => {
    const terms = await trx
      .selectFrom('taxonomy_terms')
      .select(['id', 'slug', 'title'])
      .where('site_id', '=', siteId)
      .where('kind', '=', input.kind)
      .execute();
    const existing = terms.find((term) => foldTitle(term.title) === foldTitle(input.title));
    if (existing) {
      const counted = await trx
        .selectFrom('recipe_taxonomy_terms')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('term_id', '=', existing.id)
        .executeTakeFirstOrThrow();
      return { term: { ...existing, recipeCount: counted.n }, created: false };
    }
    const term = {
      id: randomUUID(),
      site_id: siteId,
      kind: input.kind,
      slug: freeSlug(input.title, new Set(terms.map((row) => row.slug)), input.kind),
      title: input.title.normalize('NFC'),
    };
    await trx.insertInto('taxonomy_terms').values(term).execute();
    return { term: { id: term.id, slug: term.slug, title: term.title, recipeCount: 0 }, created: true };
  });
}

/**
 * A piece of the kitchen's equipment, made unless the kitchen has one of that title (which keeps
 * its own photo). The photo must be one of this kitchen's images.
 */
export async function createKitchenEquipment(
  db: Db,
  siteId: string,
  input: { title: string; imageId?: string | null | undefined },
): Promise<EquipmentCreated> {
  return db.transaction().execute(async (trx) => {
    await assertSiteOwned(trx, 'images', siteId, [input.imageId], 'imageId');
    const rows = await trx
      .selectFrom('equipment')
      .select(['id', 'title'])
      .where('site_id', '=', siteId)
      .execute();
    const existing = rows.find((row) => foldTitle(row.title) === foldTitle(input.title));
    if (existing) return { equipment: existing, created: false };
    const equipment = { id: randomUUID(), title: input.title.normalize('NFC') };
    await trx
      .insertInto('equipment')
      .values({ ...equipment, site_id: siteId, featured_image_id: input.imageId ?? null })
      .execute();
    return { equipment, created: true };
  });
}

/**
 * An ingredient of the kitchen's own, made unless the platform's catalogue or the kitchen has one
 * whose title or plural title is this title or plural. It has no density: its weight and volume
 * are shown as written, never converted between.
 */
export async function createKitchenIngredient(
  db: Db,
  siteId: string,
  input: { title: string; pluralTitle: string | null },
): Promise<IngredientCreated> {
  return db.transaction().execute(async (trx) => {
    const rows = await trx
      .selectFrom('ingredients')
      .selectAll()
      .where((eb) => eb.or([eb('site_id', 'is', null), eb('site_id', '=', siteId)]))
      .execute();
    const asked = new Set([input.title, input.pluralTitle].filter((title) => title !== null).map(foldTitle));
    // The kitchen's own first: it may be spelled the way this kitchen writes it.
    const existing = [...rows]
      .sort((a, b) => Number(a.site_id === null) - Number(b.site_id === null))
      .find((row) =>
        [row.title, row.plural_title].some((title) => title !== null && asked.has(foldTitle(title))),
      );
    if (existing) return { ingredient: ingredientFromRow(existing), created: false };
    const row = {
      id: randomUUID(),
      site_id: siteId,
      title: input.title.normalize('NFC'),
      plural_title: input.pluralTitle?.normalize('NFC') ?? null,
      grams_per_liter: null,
      default_metric_measurement_method: null,
      default_imperial_measurement_method: null,
    };
    await trx.insertInto('ingredients').values(row).execute();
    return { ingredient: ingredientFromRow(row), created: true };
  });
}

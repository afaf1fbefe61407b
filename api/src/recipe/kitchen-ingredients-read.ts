import type { Db } from '../db/database.ts';

/** The ingredients a kitchen's recipes may use: the platform's catalogue and the kitchen's own. */
export function readKitchenIngredientRows(db: Db, siteId: string) {
  return db
    .selectFrom('ingredients')
    .selectAll()
    .where((eb) => eb.or([eb('site_id', 'is', null), eb('site_id', '=', siteId)]))
    .orderBy('title')
    .orderBy('id')
    .execute();
}

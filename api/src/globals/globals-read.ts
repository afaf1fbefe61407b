import type { PublicUnit } from '@larder/shared/schemas/unit';
import type { Db } from '../db/database.ts';
import { unitFromRow } from '../recipe/recipe-read.ts';

export interface Globals {
  units: PublicUnit[];
}

/** Platform-wide data every kitchen needs: the units measurements in rich text refer to. */
export async function readGlobals(db: Db): Promise<Globals> {
  const units = await db.selectFrom('units').selectAll().orderBy('title').execute();
  return { units: units.map(unitFromRow) };
}

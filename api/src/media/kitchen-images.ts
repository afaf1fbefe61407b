import { AppError } from '@larder/shared/errors';
import type { Crop, PublicImage } from '@larder/shared/schemas/image';
import type { Db } from '../db/database.ts';
import { markKitchenChanged } from '../jobs/rebuild-queue.ts';
import { loadImages, type ReadContext } from './image-read.ts';

/** The most photos the dashboard's library lists at once (newest first). */
export const KITCHEN_IMAGES_LISTED = 1_000;

/** A kitchen's photos, newest first: the studio's photo library. */
export async function listKitchenImages(context: ReadContext, siteId: string): Promise<PublicImage[]> {
  const rows = await context.db
    .selectFrom('images')
    .select('id')
    .where('site_id', '=', siteId)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(KITCHEN_IMAGES_LISTED)
    .execute();
  const images = await loadImages(
    context,
    rows.map((row) => row.id),
  );
  return rows.flatMap((row) => images.get(row.id) ?? []);
}

/** Whether any recipe of the kitchen (published or not) shows the image. */
async function isShown(db: Db, imageId: string): Promise<boolean> {
  const [inRecipe, inStep, inEquipment, inCollection] = await Promise.all([
    db.selectFrom('recipe_images').select('image_id').where('image_id', '=', imageId).executeTakeFirst(),
    db.selectFrom('instruction_images').select('image_id').where('image_id', '=', imageId).executeTakeFirst(),
    db
      .selectFrom('equipment_usages')
      .select('image_override_id')
      .where('image_override_id', '=', imageId)
      .executeTakeFirst(),
    db.selectFrom('collections').select('image_id').where('image_id', '=', imageId).executeTakeFirst(),
  ]);
  return Boolean(inRecipe ?? inStep ?? inEquipment ?? inCollection);
}

/**
 * Sets a kitchen photo's alt text. A photo that some recipe or collection shows changes on the kitchen's pages,
 * so the kitchen is rebuilt.
 */
export async function updateKitchenImage(
  context: ReadContext,
  siteId: string,
  imageId: string,
  change: { alt: string },
): Promise<PublicImage> {
  await context.db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('images')
      .set({ alt: change.alt })
      .where('id', '=', imageId)
      .where('site_id', '=', siteId)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0)
      throw new AppError('not_found', 'No such photo in this kitchen.');
    if (await isShown(trx, imageId)) await markKitchenChanged(trx, siteId, `photo ${imageId} alt text`);
  });
  return (await loadImages(context, [imageId])).get(imageId)!;
}

/**
 * Why a crop does not fit its image, or null when it does: a crop is a rectangle of the upright
 * image's own pixels (x and y from its top left corner).
 */
export function cropProblem(crop: Crop, image: { width: number; height: number }): string | null {
  if (crop.x + crop.width > image.width || crop.y + crop.height > image.height)
    return `The crop goes outside the photo (${image.width}×${image.height} pixels).`;
  return null;
}

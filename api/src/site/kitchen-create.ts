import { isUniqueViolation } from '../db/unique-violation.ts';
import { AppError } from '@larder/shared/errors';
import {
  KitchenSlugSchema,
  type KitchenCreate,
  type KitchenSlugAvailability,
} from '@larder/shared/schemas/kitchen-create';
import { kitchenDeployment, type SitesConfig } from '@larder/shared/sites-config';
import { COLOR_THEMES, TYPE_THEMES } from '@larder/shared/theme/theme-catalogue';
import type { Db } from '../db/database.ts';
import { kitchenAddressInUse } from './kitchen-rows.ts';
import { createSite } from './site-write.ts';

export const ADDRESS_TAKEN = 'That address is taken. Choose another one.';

/** Whether a kitchen could take this address now: the slug rules first, then the kitchens that exist. */
export async function kitchenSlugAvailability(
  db: Db,
  sitesConfig: SitesConfig,
  slug: string,
): Promise<KitchenSlugAvailability> {
  const checked = KitchenSlugSchema.safeParse(slug);
  if (!checked.success)
    return { slug, available: false, message: checked.error.issues[0]!.message, origin: null };
  const { origin } = kitchenDeployment(sitesConfig, slug);
  if (await kitchenAddressInUse(db, slug)) return { slug, available: false, message: ADDRESS_TAKEN, origin };
  return { slug, available: true, message: null, origin };
}

/**
 * A creator's new kitchen: the creator is its owner (and so its first manager), its themes come
 * from the catalogue, and its first build is queued in the same transaction, so the kitchen is
 * built even if the API stops right after answering.
 */
export async function createKitchen(db: Db, ownerId: string, input: KitchenCreate): Promise<string> {
  if (!COLOR_THEMES.some((theme) => theme.id === input.colorThemeId))
    throw new AppError('validation_failed', 'Pick a colour theme from the catalogue.', {
      colorThemeId: ['Pick a colour theme from the catalogue'],
    });
  if (!TYPE_THEMES.some((theme) => theme.id === input.typeThemeId))
    throw new AppError('validation_failed', 'Pick a type theme from the catalogue.', {
      typeThemeId: ['Pick a type theme from the catalogue'],
    });
  if (await kitchenAddressInUse(db, input.slug))
    throw new AppError('kitchen_address_taken', undefined, { slug: [ADDRESS_TAKEN] });
  try {
    return await createSite(db, {
      slug: input.slug,
      title: input.title,
      ownerId,
      colorTheme: { id: input.colorThemeId },
      typeTheme: { id: input.typeThemeId },
      rebuildReason: 'kitchen created',
    });
  } catch (error) {
    // Two creators asking for one address at the same moment: the database's unique index decides.
    if (isUniqueViolation(error))
      throw new AppError('kitchen_address_taken', undefined, { slug: [ADDRESS_TAKEN] });
    throw error;
  }
}

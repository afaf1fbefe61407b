import { isUniqueViolation } from '../db/unique-violation.ts';
import { AppError } from '@larder/shared/errors';
import type { RichText } from '@larder/shared/rich-text/rich-text-schema';
import type { UnitPreferences, UserProfile, UserProfileUpdate } from '@larder/shared/schemas/user';
import type { Updateable } from 'kysely';
import type { Db } from '../db/database.ts';
import { fromJson, toJson } from '../db/json-column.ts';
import type { UsersTable } from '../db/tables/users.table.ts';
import { markKitchenChanged } from '../jobs/rebuild-queue.ts';
import { loadImages, withCrop, type ReadContext } from '../media/image-read.ts';
import type { UserRow } from '../auth/session-tokens.ts';

export function unitPreferencesOf(user: UserRow): UnitPreferences {
  return { measurementSystem: user.measurement_system, temperatureSystem: user.temperature_system };
}

/** The signed-in user's own profile, as the manage API's `GET /current-user` returns it. */
export async function readUserProfile(context: ReadContext, userId: string): Promise<UserProfile> {
  const user = await context.db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
  if (!user) throw new AppError('user_not_found', 'This account no longer exists.');
  const avatars = await loadImages(context, [user.avatar_image_id]);
  const avatar = user.avatar_image_id ? avatars.get(user.avatar_image_id) : undefined;
  return {
    id: user.id,
    email: user.email,
    displayName: user.display_name,
    handle: user.handle,
    bio: fromJson<RichText>(user.bio),
    avatar: avatar ? withCrop(avatar, user.avatar_crop) : null,
    unitPreferences: unitPreferencesOf(user),
  };
}

async function assertHandleFree(db: Db, handle: string, userId: string): Promise<void> {
  const taken = await db
    .selectFrom('users')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['handle']), '=', handle.toLowerCase()))
    .where('id', '!=', userId)
    .executeTakeFirst();
  if (taken) throw new AppError('handle_taken', undefined, { handle: ['That handle is already taken'] });
}

/** An avatar is a reader's own upload (no kitchen) or an image of a kitchen they manage. */
async function assertAvatarUsable(db: Db, imageId: string, userId: string): Promise<void> {
  const image = await db
    .selectFrom('images')
    .select('id')
    .where('id', '=', imageId)
    .where((eb) =>
      eb.or([
        eb.and([eb('site_id', 'is', null), eb('created_by', '=', userId)]),
        eb(
          'site_id',
          'in',
          eb.selectFrom('site_memberships').select('site_id').where('user_id', '=', userId),
        ),
      ]),
    )
    .executeTakeFirst();
  if (!image)
    throw new AppError('validation_failed', `Unknown avatar image: ${imageId}`, {
      'avatar.id': [`Unknown id ${imageId}`],
    });
}

/**
 * Applies a profile update (spec §3 "User profile update" plus the reader's unit choices). Only
 * the fields present change; null clears a field. Nothing is written unless every field is valid.
 */
export async function updateUserProfile(db: Db, userId: string, update: UserProfileUpdate): Promise<void> {
  if (update.handle) await assertHandleFree(db, update.handle, userId);
  if (update.avatar) await assertAvatarUsable(db, update.avatar.id, userId);
  const columns: Updateable<UsersTable> = {};
  if (update.displayName !== undefined) columns.display_name = update.displayName;
  if (update.handle !== undefined) columns.handle = update.handle;
  if (update.bio !== undefined) columns.bio = toJson(update.bio);
  if (update.avatar !== undefined) {
    columns.avatar_image_id = update.avatar?.id ?? null;
    columns.avatar_crop = toJson(update.avatar?.crop);
  }
  if (update.measurementSystem !== undefined) columns.measurement_system = update.measurementSystem;
  if (update.temperatureSystem !== undefined) columns.temperature_system = update.temperatureSystem;
  if (Object.keys(columns).length === 0) return;
  try {
    await db.transaction().execute(async (trx) => {
      const result = await trx.updateTable('users').set(columns).where('id', '=', userId).executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0)
        throw new AppError('user_not_found', 'This account no longer exists.');
      // An owner's name and picture are on every page of their kitchens.
      if (update.displayName !== undefined || update.avatar !== undefined) {
        const owned = await trx.selectFrom('sites').select('id').where('owner_id', '=', userId).execute();
        for (const site of owned) await markKitchenChanged(trx, site.id, 'owner profile updated');
      }
    });
  } catch (error) {
    // Two people claiming one handle at the same moment: the unique index decides.
    if (isUniqueViolation(error) && update.handle)
      throw new AppError('handle_taken', undefined, { handle: ['That handle is already taken'] });
    throw error;
  }
}

import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database.ts';

/** A reader account made by an operator (`larder user create`), before any sign-in. */
export async function createUser(
  db: Db,
  input: { email: string; displayName?: string | null },
): Promise<string> {
  if (await db.selectFrom('users').select('id').where('email', '=', input.email).executeTakeFirst())
    throw new Error(`A user ${input.email} already exists.`);
  const id = randomUUID();
  await db
    .insertInto('users')
    .values({
      id,
      email: input.email,
      display_name: input.displayName ?? null,
      handle: null,
      bio: null,
      avatar_image_id: null,
    })
    .execute();
  return id;
}

/** The id of the user with this address, or null. */
export async function userIdByEmail(db: Db, email: string): Promise<string | null> {
  const user = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
  return user?.id ?? null;
}

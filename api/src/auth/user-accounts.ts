import { randomUUID } from 'node:crypto';
import type { Db, Executor } from '../db/database.ts';

/*
 * The one write that makes an account. An account is an e-mail address: signing in, subscribing,
 * a Stripe checkout, the operator CLI and the demo all make theirs here.
 */

/**
 * Makes the account of this address unless it exists. `created` says whether this call made it:
 * two requests for one address at the same moment meet at the unique index, and one of them wins.
 */
export async function ensureUser(
  db: Executor,
  email: string,
  details: { displayName?: string | null } = {},
): Promise<{ id: string; created: boolean }> {
  const made = await db
    .insertInto('users')
    .values({ id: randomUUID(), email, display_name: details.displayName ?? null })
    .onConflict((conflict) => conflict.column('email').doNothing())
    .executeTakeFirst();
  const user = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  return { id: user.id, created: made.numInsertedOrUpdatedRows === 1n };
}

/** The id of the account of this address, made now if there was none. */
export async function findOrCreateUser(db: Executor, email: string): Promise<string> {
  return (await ensureUser(db, email)).id;
}

/** A reader account made by an operator (`larder user create`), before any sign-in. */
export async function createUser(
  db: Db,
  input: { email: string; displayName?: string | null },
): Promise<string> {
  const user = await ensureUser(db, input.email, { displayName: input.displayName ?? null });
  if (!user.created) throw new Error(`A user ${input.email} already exists.`);
  return user.id;
}

/** The id of the user with this address, or null. */
export async function userIdByEmail(db: Db, email: string): Promise<string | null> {
  const user = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
  return user?.id ?? null;
}

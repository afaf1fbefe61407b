import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database.ts';

/** Keeps an address from the platform's early-access form; a second time changes nothing. */
export async function recordEarlySignup(db: Db, email: string): Promise<void> {
  await db
    .insertInto('early_signups')
    .values({ id: randomUUID(), email })
    .onConflict((conflict) => conflict.column('email').doNothing())
    .execute();
}

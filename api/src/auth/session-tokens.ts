import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { UsersTable } from '../db/tables/users.table.ts';

export type UserRow = Selectable<UsersTable>;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Issues a bearer session token for a user; only its hash is stored. */
export async function createSessionToken(db: Db, userId: string, days: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('auth_tokens')
    .values({
      id: randomUUID(),
      user_id: userId,
      kind: 'session',
      token_hash: hashToken(token),
      site_id: null,
      next_url: null,
      expires_at: new Date(Date.now() + days * 86_400_000).toISOString(),
      used_at: null,
    })
    .execute();
  return token;
}

/** The user a bearer session token belongs to, or null when it is unknown or expired. */
export async function userForSessionToken(db: Db, token: string): Promise<UserRow | null> {
  const row = await db
    .selectFrom('auth_tokens as t')
    .innerJoin('users as u', 'u.id', 't.user_id')
    .selectAll('u')
    .where('t.token_hash', '=', hashToken(token))
    .where('t.kind', '=', 'session')
    .where('t.expires_at', '>', new Date().toISOString())
    .executeTakeFirst();
  return row ?? null;
}

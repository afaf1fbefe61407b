import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { UsersTable } from '../db/tables/users.table.ts';

export type UserRow = Selectable<UsersTable>;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** 32 random bytes, base64url: every token the API hands out (sessions, links, single-use). */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Issues a bearer session token for a user; only its hash is stored. */
export async function createSessionToken(
  db: Db,
  userId: string,
  days: number,
  now = Date.now(),
): Promise<string> {
  const token = newToken();
  await db
    .insertInto('auth_tokens')
    .values({
      id: randomUUID(),
      user_id: userId,
      kind: 'session',
      purpose: null,
      token_hash: hashToken(token),
      email: null,
      code_hash: null,
      site_id: null,
      next_url: null,
      expires_at: new Date(now + days * 86_400_000).toISOString(),
      used_at: null,
    })
    .execute();
  return token;
}

/** The user a bearer session token belongs to, or null when it is unknown, expired or revoked. */
export async function userForSessionToken(db: Db, token: string, now = Date.now()): Promise<UserRow | null> {
  const row = await db
    .selectFrom('auth_tokens as t')
    .innerJoin('users as u', 'u.id', 't.user_id')
    .selectAll('u')
    .where('t.token_hash', '=', hashToken(token))
    .where('t.kind', '=', 'session')
    .where('t.expires_at', '>', new Date(now).toISOString())
    .executeTakeFirst();
  return row ?? null;
}

/** Ends a session (sign-out): its token is unknown from now on. Unknown tokens are ignored. */
export async function revokeSessionToken(db: Db, token: string): Promise<void> {
  await db
    .deleteFrom('auth_tokens')
    .where('token_hash', '=', hashToken(token))
    .where('kind', '=', 'session')
    .execute();
}

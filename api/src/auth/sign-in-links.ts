import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database.ts';
import { hashOneTimeCode, newOneTimeCode, oneTimeCodeMatches } from './one-time-code.ts';
import { hashToken, newToken } from './session-tokens.ts';

/** How long the link and code of a sign-in or sign-up e-mail work (decision 011). */
export const LINK_LIFETIME_MS = 10 * 60_000;

/**
 * Until when an e-mail with a link made at `now` is worth sending: two minutes before the link
 * expires, so that one delayed behind a mail provider's outage never arrives dead.
 */
export function linkEmailUsefulUntil(now: number): string {
  return new Date(now + LINK_LIFETIME_MS - 2 * 60_000).toISOString();
}
/** How long an account link's single-use token works: it is opened at once, in a new tab. */
export const SINGLE_USE_LIFETIME_MS = 2 * 60_000;
/** Wrong codes a link survives; the last one voids it. */
export const MAX_CODE_ATTEMPTS = 5;

export type LinkPurpose = 'sign_in' | 'sign_up';

/** A link, code or single-use token that has just been spent. */
export interface SpentLink {
  id: string;
  /** Null only for a sign-up link of an address with no account yet. */
  userId: string | null;
  email: string | null;
  next: string;
}

/** Null: the platform. */
type SiteBinding = string | null;

export interface NewLink {
  id: string;
  token: string;
  code: string;
}

/** A magic link and its 6-digit code for one address, bound to one kitchen (or the platform). */
export async function createSignInLink(
  db: Db,
  link: { purpose: LinkPurpose; email: string; userId: string | null; siteId: SiteBinding; next: string },
  now: number,
): Promise<NewLink> {
  const id = randomUUID();
  const token = newToken();
  const code = newOneTimeCode();
  await db
    .insertInto('auth_tokens')
    .values({
      id,
      user_id: link.userId,
      kind: 'magic_link',
      purpose: link.purpose,
      token_hash: hashToken(token),
      email: link.email,
      code_hash: hashOneTimeCode(id, code),
      site_id: link.siteId,
      next_url: link.next,
      expires_at: new Date(now + LINK_LIFETIME_MS).toISOString(),
      used_at: null,
    })
    .execute();
  return { id, token, code };
}

/** A token for one account link (`mgk`) of a signed-in user, for a kitchen or the platform. */
export async function createSingleUseToken(
  db: Db,
  link: { userId: string; siteId: SiteBinding },
  now: number,
): Promise<string> {
  const token = newToken();
  await db
    .insertInto('auth_tokens')
    .values({
      id: randomUUID(),
      user_id: link.userId,
      kind: 'single_use',
      purpose: null,
      token_hash: hashToken(token),
      email: null,
      code_hash: null,
      site_id: link.siteId,
      next_url: '/',
      expires_at: new Date(now + SINGLE_USE_LIFETIME_MS).toISOString(),
      used_at: null,
    })
    .execute();
  return token;
}

function pendingLinks(db: Db, siteId: SiteBinding, now: number) {
  return db
    .selectFrom('auth_tokens')
    .select(['id', 'user_id', 'email', 'next_url', 'code_hash'])
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date(now).toISOString())
    .where('site_id', siteId === null ? 'is' : '=', siteId);
}

/** Marks a link spent unless another request spent it first; true when this call did. */
async function spend(db: Db, id: string, now: number): Promise<boolean> {
  const result = await db
    .updateTable('auth_tokens')
    .set({ used_at: new Date(now).toISOString() })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/**
 * Spends a link's or single-use token's token, once, on the kitchen (or platform) it was made
 * for. Null when it is unknown, expired, spent or meant for elsewhere; a token tried on the
 * wrong kitchen stays as it was. Wrong codes never void the link itself: its 256-bit token cannot
 * be guessed, and voiding it would let anyone who knows a reader's address lock them out.
 */
export async function spendLinkToken(
  db: Db,
  token: string,
  siteId: SiteBinding,
  now: number,
): Promise<SpentLink | null> {
  const row = await pendingLinks(db, siteId, now)
    .where('token_hash', '=', hashToken(token))
    .where('kind', 'in', ['magic_link', 'single_use'])
    .executeTakeFirst();
  if (!row || !(await spend(db, row.id, now))) return null;
  return {
    id: row.id,
    userId: row.user_id,
    email: row.email,
    next: row.next_url ?? '/',
  };
}

/**
 * Whose account a pending account link (`mgk`) of this kitchen (or the platform) opens, without
 * spending it: the page asks the visitor to confirm before it signs them in, so a link someone
 * made with their own account cannot sign a visitor into it unawares (login CSRF). Null when the
 * token is unknown, spent, expired, meant for elsewhere, or an e-mail's link (which only its
 * recipient has).
 */
export async function accountLinkOwner(
  db: Db,
  token: string,
  siteId: SiteBinding,
  now: number,
): Promise<{ displayName: string | null; email: string } | null> {
  const row = await pendingLinks(db, siteId, now)
    .where('token_hash', '=', hashToken(token))
    .where('kind', '=', 'single_use')
    .executeTakeFirst();
  if (!row?.user_id) return null;
  const user = await db
    .selectFrom('users')
    .select(['display_name', 'email'])
    .where('id', '=', row.user_id)
    .executeTakeFirst();
  return user ? { displayName: user.display_name, email: user.email } : null;
}

/**
 * Spends the pending link of `email` whose 6-digit code is `code`. Every pending link of that
 * address on this kitchen is compared (the reader may have asked twice); a wrong code counts
 * against all of them, and a link with `MAX_CODE_ATTEMPTS` wrong codes takes no code any more
 * (its link in the e-mail still works). Run it in a
 * transaction, so that concurrent attempts are counted one after the other.
 */
export async function spendLinkByCode(
  db: Db,
  { email, code, siteId }: { email: string; code: string; siteId: SiteBinding },
  now: number,
): Promise<SpentLink | null> {
  const rows = await pendingLinks(db, siteId, now)
    .where('kind', '=', 'magic_link')
    .where('email', '=', email)
    .where('failed_code_attempts', '<', MAX_CODE_ATTEMPTS)
    .execute();
  // Compare with every row, without stopping early, so the time taken says nothing.
  const matching = rows.filter(
    (row) => row.code_hash !== null && oneTimeCodeMatches(row.id, code, row.code_hash),
  );
  const match = matching[0];
  if (match && (await spend(db, match.id, now)))
    return {
      id: match.id,
      userId: match.user_id,
      email: match.email,
      next: match.next_url ?? '/',
    };
  if (rows.length > 0)
    await db
      .updateTable('auth_tokens')
      .set((eb) => ({ failed_code_attempts: eb('failed_code_attempts', '+', 1) }))
      .where(
        'id',
        'in',
        rows.map((row) => row.id),
      )
      .execute();
  return null;
}

import { ApiError, type ApiClient } from '@larder/shared/api/api-client';
import { signOut as signOutEndpoint } from '@larder/shared/api/auth.endpoints';
import { accountProfile } from '@larder/shared/api/reader.endpoints';
import type { UserProfile } from '@larder/shared/schemas/user';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { TokenStore } from './auth-token.ts';

/** What every screen of the platform app shares: the API client, the stored token, the cache. */
export interface Session {
  api: ApiClient;
  tokens: TokenStore;
  queryClient: QueryClient;
}

export const CURRENT_USER_KEY = ['current-user'] as const;

/** Spec §4: a 401 or 404 from a current-user call means signed out. */
export function meansSignedOut(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 401 || error.status === 404);
}

/**
 * The signed-in reader, or null. Without a stored token no call is made; a token the API no
 * longer accepts is forgotten. Any other failure (the API unreachable) is thrown.
 */
export async function fetchCurrentUser(session: Session): Promise<UserProfile | null> {
  if (!session.tokens.read()) return null;
  try {
    return (await session.api.request(accountProfile, {})).currentUser;
  } catch (error) {
    if (!meansSignedOut(error)) throw error;
    session.tokens.clear();
    return null;
  }
}

export function currentUserQuery(session: Session) {
  return queryOptions({
    queryKey: CURRENT_USER_KEY,
    queryFn: () => fetchCurrentUser(session),
    staleTime: Infinity,
    retry: false,
  });
}

/** The current user, fetched once and then read from the cache (route guards call it). */
export function ensureCurrentUser(session: Session): Promise<UserProfile | null> {
  return session.queryClient.query(currentUserQuery(session));
}

/** Keeps a session the API just opened (a link, a code or an `mgk` exchanged). */
export function storeSession(
  session: Session,
  opened: { authToken: string; currentUser: UserProfile },
): void {
  session.tokens.write(opened.authToken);
  session.queryClient.setQueryData(CURRENT_USER_KEY, opened.currentUser);
}

/**
 * Forgets the session on this origin: the token, and with it the current user. A current-user
 * fetch still in flight with the old token is cancelled, so its answer cannot sign the reader
 * back in on screen.
 */
export async function forgetSession(session: Session): Promise<void> {
  session.tokens.clear();
  await session.queryClient.cancelQueries({ queryKey: CURRENT_USER_KEY });
  session.queryClient.setQueryData(CURRENT_USER_KEY, null);
}

/**
 * Drops what was cached for the reader who signed out (bookmarks, subscriptions…). Called once
 * their pages are gone, so that no page still on screen refetches without a token.
 */
export function forgetReaderData(session: Session): void {
  session.queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== CURRENT_USER_KEY[0] });
}

/**
 * Revokes the session on the API, then forgets it here. A token the API already refuses counts
 * as signed out; any other failure is thrown and the reader stays signed in, so that a sign-out
 * on a shared computer is never only local.
 */
export async function signOut(session: Session): Promise<void> {
  try {
    await session.api.request(signOutEndpoint, {});
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 401)) throw error;
  }
  await forgetSession(session);
}

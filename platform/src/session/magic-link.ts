import { platformAccountLinkOwner, platformConfirmSignIn } from '@larder/shared/api/auth.endpoints';
import type { PlatformSession } from '@larder/shared/schemas/auth';
import { askAboutAccountLink } from './account-link-offer.ts';
import { CURRENT_USER_KEY, fetchCurrentUser, storeSession, type Session } from './session.ts';

/** The query parameter of account links that carries a single-use token (spec §2). */
export const MAGIC_LINK_PARAM = 'mgk';

/**
 * The `mgk` token of an address, and the address without it (path, the other parameters and
 * the fragment), or null when there is none.
 */
export function takeMagicLinkToken(href: string): { token: string; address: string } | null {
  const url = URL.parse(href);
  const token = url?.searchParams.get(MAGIC_LINK_PARAM);
  if (!url || !token) return null;
  url.searchParams.delete(MAGIC_LINK_PARAM);
  return { token, address: `${url.pathname}${url.search}${url.hash}` };
}

/**
 * Spends a sign-in token (an e-mail link's or an account link's) for a session on this origin.
 * On failure the reader is left signed out (spec §4) and null returned; the cause is logged.
 */
export async function exchangeSignInToken(session: Session, token: string): Promise<PlatformSession | null> {
  try {
    const opened = await session.api.request(platformConfirmSignIn, { params: { token }, token: null });
    storeSession(session, opened);
    return opened;
  } catch (error) {
    console.error('[sign-in] the sign-in token was not accepted', error);
    session.tokens.clear();
    return null;
  }
}

/**
 * Spec §2 and §4: an `mgk` on any page is removed from the address at once (before anything can
 * leak it) and, unless the stored session is good, offered to the visitor, who sees whose
 * account it opens and confirms before it is exchanged for a session (a link anyone can make
 * with their own account must not sign a visitor into it unawares). Until they answer and the
 * exchange settles, the current user is pending, so route guards wait rather than sending the
 * reader to sign in.
 */
export function acceptMagicLink(
  session: Session,
  href: string,
  replaceAddress: (address: string) => void,
): void {
  const link = takeMagicLinkToken(href);
  if (!link) return;
  replaceAddress(link.address);
  // The exchange never rejects: a refused token is a signed-out reader.
  void session.queryClient.query({
    queryKey: CURRENT_USER_KEY,
    queryFn: async () => {
      // A reader already signed in here stays who they are: a link made for another account (an
      // attacker's own) cannot swap them, and is not spent.
      const current = await fetchCurrentUser(session).catch(() => null);
      if (current) return current;
      const owner = await session.api
        .request(platformAccountLinkOwner, { params: { token: link.token }, token: null })
        .catch((error: unknown) => {
          console.error('[sign-in] the account link cannot be used', error);
          return null;
        });
      if (!owner || !(await askAboutAccountLink(owner.account))) return null;
      return (await exchangeSignInToken(session, link.token))?.currentUser ?? null;
    },
    staleTime: Infinity,
  });
}

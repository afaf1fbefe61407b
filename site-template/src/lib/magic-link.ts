/** The query parameter that carries a magic-link token onto any page (spec §2). */
export const MAGIC_LINK_PARAM = 'mgk';

/**
 * Splits a page address into its magic-link token and the address without it (the other query
 * parameters and the fragment kept as they were). `token` is null when the address has none.
 */
export function splitMagicLinkToken(href: string): { token: string | null; href: string } {
  const url = new URL(href);
  const token = url.searchParams.get(MAGIC_LINK_PARAM);
  if (token === null) return { token: null, href };
  url.searchParams.delete(MAGIC_LINK_PARAM);
  return { token: token || null, href: url.href };
}

/**
 * Takes the magic-link token off the page's address, so it is neither bookmarked, shared, sent
 * as a referrer nor spent twice by a reload; the page itself stays as it is.
 */
export function takeMagicLinkToken(location: Location, history: History): string | null {
  const { token, href } = splitMagicLinkToken(location.href);
  if (href !== location.href) history.replaceState(history.state, '', href);
  return token;
}

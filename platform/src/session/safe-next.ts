const ORIGIN = 'http://platform.invalid';
/** Pages a signed-in reader is sent away from: going back to them would loop. */
const SIGN_IN_PAGES = /^\/sign-(in|up)(\/|$)/;

/**
 * Where to go after signing in: a path on this origin (`/bookmarks?x=1#top`), else `fallback`.
 * Addresses on other hosts (`//evil.example`, `/\evil.example`, `https:evil.example`) and the
 * sign-in pages themselves are refused.
 */
export function safeNextPath(next: unknown, fallback = '/'): string {
  if (typeof next !== 'string' || !next.startsWith('/') || next.startsWith('//')) return fallback;
  if (/[\\\p{Cc}]/u.test(next)) return fallback;
  const url = URL.parse(next, ORIGIN);
  if (!url || url.origin !== ORIGIN) return fallback;
  if (SIGN_IN_PAGES.test(url.pathname)) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

// Browsers read a backslash as a slash, and drop tabs and newlines from addresses.
const UNSAFE_CHARACTERS = /[\\\p{Cc}]/u;

/**
 * Where to send a reader after signing in: `next` when it is a path on this kitchen's own origin,
 * otherwise `fallback`. Protocol-relative (`//evil.example`), backslash (`/\evil.example`) and
 * scheme (`https:evil.example`) tricks, encoded or not, all fall back; the API applies the same
 * rule to the `next` it is sent.
 */
export function safeNextPath(next: string | null | undefined, fallback = '/'): string {
  if (!next || !next.startsWith('/') || next.startsWith('//')) return fallback;
  if (UNSAFE_CHARACTERS.test(next)) return fallback;
  let decoded: string;
  try {
    decoded = decodeURIComponent(next);
  } catch {
    return fallback;
  }
  if (decoded.startsWith('//') || UNSAFE_CHARACTERS.test(decoded)) return fallback;
  const base = 'https://kitchen.invalid';
  const url = new URL(next, base);
  if (url.origin !== base) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

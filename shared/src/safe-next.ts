/**
 * Where to send a reader after signing in: `next` as a path on `origin` (a kitchen's or the
 * platform's), or `/` when it is missing or could lead anywhere else. `next` may be a path
 * (`/recipes/pie?x=1#notes`) or an absolute URL on `origin` itself; the answer is always a path
 * that starts with exactly one `/`, so that resolving it against any page of `origin` stays there.
 * Free of zod and of the DOM: the API checks `next` with it, and kitchen pages before redirecting.
 */
export function safeNextPath(next: string | null | undefined, origin: string): string {
  if (!next) return '/';
  // Browsers drop tabs and newlines inside URLs and read `\` as `/`, so `/\evil` and `/<tab>/evil`
  // would become `//evil`: refuse whitespace, control characters and backslashes outright.
  if (/[\s\\\p{Cc}]/u.test(next)) return '/';
  let base: URL;
  try {
    base = new URL(origin);
  } catch {
    return '/';
  }
  const path = next.startsWith(`${base.origin}/`) ? next.slice(base.origin.length) : next;
  if (!path.startsWith('/') || path.startsWith('//')) return '/';
  // An escaped slash first (`/%2F%2Fevil.example`) is a path here, but not once someone decodes it.
  if (/^\/(?:%2f|%5c)/i.test(path)) return '/';
  let url: URL;
  try {
    url = new URL(path, base.origin);
  } catch {
    return '/';
  }
  const result = `${url.pathname}${url.search}${url.hash}`;
  // An escaped control character (`/%09/evil.example`) is harmless as it stands, but whoever decodes
  // it once and follows it as a browser does (dropping tabs and newlines) reaches `//evil.example`.
  if (/%(?:[01][0-9a-f]|7f)/i.test(result)) return '/';
  // Dot segments are resolved by now (`/..//evil` is `//evil`): check the result, not the input.
  if (url.origin !== base.origin || !result.startsWith('/') || /^\/(?:[/\\]|%2f|%5c)/i.test(result))
    return '/';
  return result;
}

/**
 * The checkout session id of `/subscribe/success/{CHECKOUT_SESSION_ID}`. Every such address is
 * served the one built page `/subscribe/success/session/` (docs/decisions/018), so the id is read
 * from the address the reader opened; the built page's own address carries none.
 */
export function checkoutSessionIdFromPath(pathname: string): string | null {
  const match = /^\/subscribe\/success\/([^/]+)\/?$/.exec(pathname);
  if (!match?.[1] || match[1] === 'session') return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return null;
  }
}

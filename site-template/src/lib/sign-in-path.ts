/**
 * The sign-in (or sign-up) page with the page to come back to: none from the home page or from
 * the sign-in and sign-up pages themselves (signing in returns home by default). Free of imports,
 * so the account menu island carries only this.
 */
export function signInPath(currentPath: string | null, page: 'sign-in' | 'sign-up' = 'sign-in'): string {
  const target = `/${page}/`;
  const returns = currentPath !== null && currentPath !== '/' && !/^\/sign-(in|up)(\/|$)/.test(currentPath);
  return returns ? `${target}?next=${encodeURIComponent(currentPath)}` : target;
}

/**
 * Absolute addresses of a kitchen's pages in its one URL form, a trailing slash
 * (docs/decisions/019), for what links to a kitchen from outside its pages: e-mails,
 * newsletters, sign-in links, the account area's bookmarks, JSON-LD.
 */
export function kitchenPageUrl(origin: string, path: string): string {
  const at = path.search(/[?#]/);
  const [pathname, rest] = at === -1 ? [path, ''] : [path.slice(0, at), path.slice(at)];
  const slashed = pathname.endsWith('/') ? pathname : `${pathname}/`;
  return `${origin.replace(/\/+$/, '')}${slashed}${rest}`;
}

export const kitchenRecipeUrl = (origin: string, slug: string): string =>
  kitchenPageUrl(origin, `/recipes/${encodeURIComponent(slug)}/`);

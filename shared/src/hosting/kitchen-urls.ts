/**
 * Absolute addresses of a kitchen's pages in its one URL form, a trailing slash
 * (docs/decisions/019), for what links to a kitchen from outside its pages: e-mails,
 * newsletters, sign-in links, the account area's bookmarks, JSON-LD.
 */
export function kitchenPageUrl(origin: string, path: string): string {
  return `${origin.replace(/\/+$/, '')}${kitchenPagePath(path)}`;
}

/**
 * A page path of a kitchen in the one URL form: the trailing slash added once, before any query
 * or fragment; file paths (`/rss.xml`) are left as they are.
 */
export function kitchenPagePath(path: string): string {
  const at = path.search(/[?#]/);
  const [pathname, rest] = at === -1 ? [path, ''] : [path.slice(0, at), path.slice(at)];
  const slashed = pathname.endsWith('/') || /\.[a-z0-9]+$/i.test(pathname) ? pathname : `${pathname}/`;
  return `${slashed}${rest}`;
}

export const kitchenRecipeUrl = (origin: string, slug: string): string =>
  kitchenPageUrl(origin, `/recipes/${encodeURIComponent(slug)}/`);

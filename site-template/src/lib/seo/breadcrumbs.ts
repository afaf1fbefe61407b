import type { Crumb } from '@larder/shared/structured-data/breadcrumb-jsonld';

/**
 * The trail of a recipe, collection or facet page: the home page, the list it belongs to, the
 * page itself. Every crumb is a page that exists; other pages have no trail (null).
 */
export function breadcrumbTrail(
  pathname: string,
  title: string,
  site: { title: string; origin: string },
): Crumb[] | null {
  const url = (path: string) => new URL(path, `${site.origin}/`).href;
  const home = { name: site.title, url: url('/') };
  const recipe = /^\/recipes\/(?!page\/)[^/]+\/$/.test(pathname);
  const facet = /^\/recipes\/(?!page\/)[^/]+\/[^/]+\/$/.test(pathname);
  if (recipe || facet)
    return [home, { name: 'All recipes', url: url('/recipes/') }, { name: title, url: url(pathname) }];
  if (/^\/collections\/[^/]+\/$/.test(pathname))
    return [home, { name: 'Collections', url: url('/collections/') }, { name: title, url: url(pathname) }];
  return null;
}

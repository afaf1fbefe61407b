import { kitchenPagePath } from '@larder/shared/hosting/kitchen-urls';
import { TAXONOMY_KINDS, type TaxonomyKind } from '@larder/shared/schemas/taxonomy-kinds';

/**
 * The one URL form of a kitchen's pages: a path with a trailing slash (`/recipes/`,
 * `/recipes/{slug}/`). Astro writes each page as `{path}/index.html`, which every static host
 * serves at that form; links, canonical URLs, the sitemap and JSON-LD all use it, and the other
 * form redirects to it (ADR 019).
 */
export const pagePath = kitchenPagePath;

export const recipePath = (slug: string): string => `/recipes/${encodeURIComponent(slug)}/`;
export const collectionPath = (slug: string): string => `/collections/${encodeURIComponent(slug)}/`;

/** Page `page` (from 1) of the static landing page of one taxonomy value, e.g. `/recipes/meals/dinner/`. */
export const facetPath = (kind: TaxonomyKind, slug: string, page = 1): string =>
  `/recipes/${kind}/${encodeURIComponent(slug)}/${page <= 1 ? '' : `page/${page}/`}`;

/** Page `n` (from 1) of the paginated recipe index. */
export const recipeIndexPagePath = (page: number): string =>
  page <= 1 ? '/recipes/' : `/recipes/page/${page}/`;

export interface RecipeIndexQuery {
  search?: string;
  filters?: Partial<Record<TaxonomyKind, readonly string[]>>;
}

/** `/recipes/?search=…&meals=a,b`: the index with a search or filters, as the spec's query names it. */
export function recipeSearchPath(query: RecipeIndexQuery): string {
  const params = new URLSearchParams();
  const search = query.search?.trim();
  if (search) params.set('search', search);
  for (const kind of TAXONOMY_KINDS) {
    const slugs = query.filters?.[kind];
    if (slugs && slugs.length > 0) params.set(kind, slugs.join(','));
  }
  const text = params.toString().replaceAll('%2C', ',');
  return text ? `/recipes/?${text}` : '/recipes/';
}

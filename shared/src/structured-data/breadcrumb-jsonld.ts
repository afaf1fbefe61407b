export interface Crumb {
  name: string;
  /** Absolute URL of the page; every crumb names a real page, the last one the page itself. */
  url: string;
}

/** A schema.org `BreadcrumbList`: the trail from the home page to this one, positions from 1. */
export function breadcrumbJsonLd(crumbs: readonly Crumb[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}

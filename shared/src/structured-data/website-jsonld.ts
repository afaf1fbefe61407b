/**
 * The home page's schema.org `WebSite`, with the `SearchAction` that lets a search engine send a
 * query straight to the kitchen's recipe index (`/recipes/?search=…`, the slash form of ADR 019).
 */
export function webSiteJsonLd(site: { name: string; origin: string; description?: string | null }) {
  const home = `${site.origin.replace(/\/+$/, '')}/`;
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: site.name,
    url: home,
    ...(site.description ? { description: site.description } : {}),
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${home}recipes/?search={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
}

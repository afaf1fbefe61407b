/**
 * A schema.org `ItemList` of pages (the recipe index, a facet page, a collection), each item a
 * `ListItem` with its position from 1 and absolute URL: the summary form Google reads for lists.
 */
export function itemListJsonLd(list: { name: string; url: string; itemUrls: readonly string[] }) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name: list.name,
    url: list.url,
    numberOfItems: list.itemUrls.length,
    itemListElement: list.itemUrls.map((url, index) => ({ '@type': 'ListItem', position: index + 1, url })),
  };
}

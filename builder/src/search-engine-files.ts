import type { KitchenSnapshot } from '@larder/shared/schemas/kitchen-snapshot';
import { escapeHtml } from '@larder/shared/rich-text/escape-html';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { releaseHtmlFiles } from './verify-release.ts';

/** A page as a sitemap lists it: its canonical URL and when its content last changed. */
export interface SitemapEntry {
  url: string;
  lastmod: string | null;
}

const isoDate = (value: string | null | undefined): string | null => {
  const time = value ? Date.parse(value) : NaN;
  return Number.isNaN(time) ? null : new Date(time).toISOString();
};
const latest = (dates: (string | null)[]): string | null =>
  dates.reduce<string | null>((last, date) => (date && (!last || date > last) ? date : last), null);

/**
 * When each page last changed, by path: a recipe page when its recipe did, a collection page when
 * the newest of its recipes did, every other page (lists, facets, the home page) when any recipe did.
 */
export function lastModifiedByPath(snapshot: KitchenSnapshot): {
  byPath: Map<string, string>;
  site: string | null;
} {
  const byId = new Map(
    snapshot.recipes.map((recipe) => [
      recipe.id,
      isoDate(snapshot.recipeVersions[recipe.id] ?? recipe.publishedAt),
    ]),
  );
  const byPath = new Map<string, string>();
  for (const recipe of snapshot.recipes) {
    const date = byId.get(recipe.id);
    if (date) byPath.set(`/recipes/${encodeURIComponent(recipe.slug)}/`, date);
  }
  for (const collection of snapshot.collections) {
    const date = latest(collection.recipes.map((recipe) => byId.get(recipe.id) ?? null));
    if (date) byPath.set(`/collections/${encodeURIComponent(collection.slug)}/`, date);
  }
  return { byPath, site: latest([...byId.values()]) };
}

/** `sitemap.xml` of the given pages (https://www.sitemaps.org/protocol.html). */
export function sitemapXml(entries: SitemapEntry[]): string {
  const urls = entries.map(
    (entry) =>
      `  <url><loc>${escapeHtml(entry.url)}</loc>${entry.lastmod ? `<lastmod>${entry.lastmod}</lastmod>` : ''}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** `robots.txt`: every page may be crawled (private pages say `noindex` themselves), and where the sitemap is. */
export function robotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${origin.replace(/\/+$/, '')}/sitemap.xml\n`;
}

/** A rendered page's canonical URL, or null when it has none or asks not to be indexed. */
export function indexableUrl(html: string): string | null {
  const head = html.slice(0, html.indexOf('</head>') + 1 || undefined);
  if (/<meta\s+name="robots"\s+content="[^"]*noindex/i.test(head)) return null;
  return /<link\s+rel="canonical"\s+href="([^"]+)"/i.exec(head)?.[1]?.replaceAll('&amp;', '&') ?? null;
}

/**
 * Writes `sitemap.xml` (every page of the release that has a canonical URL and may be indexed,
 * with its `lastmod`) and `robots.txt` into a rendered release. `indexable` is those pages'
 * canonical URLs as the renderer noted them; without it the pages are read.
 */
export async function writeSearchEngineFiles(
  releaseDir: string,
  snapshot: KitchenSnapshot,
  indexable?: readonly string[],
): Promise<void> {
  const { byPath, site } = lastModifiedByPath(snapshot);
  const origin = snapshot.deployment.origin;
  const entries: SitemapEntry[] = [];
  const urls: (string | null)[] = indexable ? [...indexable] : [];
  if (!indexable)
    for (const file of releaseHtmlFiles(releaseDir))
      urls.push(indexableUrl(await readFile(join(releaseDir, file), 'utf8')));
  for (const url of urls) {
    if (!url || !url.startsWith(`${origin}/`)) continue;
    const path = new URL(url).pathname;
    entries.push({ url, lastmod: byPath.get(path) ?? site });
  }
  entries.sort((a, b) => a.url.localeCompare(b.url));
  await writeFile(join(releaseDir, 'sitemap.xml'), sitemapXml(entries));
  await writeFile(join(releaseDir, 'robots.txt'), robotsTxt(origin));
}

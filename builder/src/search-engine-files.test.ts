import type { KitchenSnapshot } from '@larder/shared/schemas/kitchen-snapshot';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { indexableUrl, robotsTxt, writeSearchEngineFiles } from './search-engine-files.ts';

const ORIGIN = 'https://cook.example';
const page = (path: string, head: string) =>
  `<!doctype html><html><head>${head}</head><body>${path}</body></html>`;
const canonical = (path: string) => `<link rel="canonical" href="${ORIGIN}${path}">`;
const snapshot = {
  deployment: { origin: ORIGIN },
  recipes: [
    { id: 'r1', slug: 'pie', publishedAt: '2026-01-01T00:00:00.000Z' },
    { id: 'r2', slug: 'soup', publishedAt: '2026-02-01T00:00:00.000Z' },
  ],
  recipeVersions: { r1: '2026-03-05T10:00:00.000Z', r2: '2026-02-01T00:00:00.000Z' },
  collections: [{ slug: 'winter', recipes: [{ id: 'r2' }] }],
} as unknown as KitchenSnapshot;

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'larder-sitemap-'));
  const write = (path: string, html: string) => {
    mkdirSync(join(dir, path), { recursive: true });
    writeFileSync(join(dir, path, 'index.html'), html);
  };
  write('', page('/', canonical('/')));
  write('recipes/pie', page('pie', canonical('/recipes/pie/')));
  write('collections/winter', page('winter', canonical('/collections/winter/')));
  write('sign-in', page('sign-in', `<meta name="robots" content="noindex">${canonical('/sign-in/')}`));
  writeFileSync(join(dir, '404.html'), page('404', '<meta name="robots" content="noindex">'));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('sitemap.xml and robots.txt', () => {
  it('list every indexable page by its canonical URL with when it last changed', async () => {
    await writeSearchEngineFiles(dir, snapshot);
    const sitemap = readFileSync(join(dir, 'sitemap.xml'), 'utf8');
    expect(sitemap).toContain(
      `<url><loc>${ORIGIN}/recipes/pie/</loc><lastmod>2026-03-05T10:00:00.000Z</lastmod></url>`,
    );
    expect(sitemap).toContain(
      `<url><loc>${ORIGIN}/collections/winter/</loc><lastmod>2026-02-01T00:00:00.000Z</lastmod></url>`,
    );
    expect(sitemap).toContain(`<url><loc>${ORIGIN}/</loc><lastmod>2026-03-05T10:00:00.000Z</lastmod></url>`);
    expect(sitemap).not.toContain('sign-in');
    expect(sitemap).not.toContain('404');
    expect(readFileSync(join(dir, 'robots.txt'), 'utf8')).toBe(robotsTxt(ORIGIN));
    expect(robotsTxt(`${ORIGIN}/`)).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });

  it('reads a page’s canonical URL only from its head, and none from a noindex page', () => {
    expect(indexableUrl(page('x', canonical('/a/')))).toBe(`${ORIGIN}/a/`);
    expect(
      indexableUrl('<html><head></head><body><link rel="canonical" href="/b/"></body></html>'),
    ).toBeNull();
    expect(
      indexableUrl(page('x', `<meta name="robots" content="noindex, follow">${canonical('/a/')}`)),
    ).toBeNull();
  });
});

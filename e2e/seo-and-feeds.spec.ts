import { request as httpRequest } from 'node:http';
import { expect, test, type Page } from './fixtures.ts';
import { kitchenUrl, SITES_PORT } from './playwright.config.ts';

interface Fetched {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/**
 * One request to the demo's static server as written, redirects not followed: Node cannot
 * resolve `*.localhost` names as Chromium does, so it connects to 127.0.0.1 with the kitchen's Host.
 */
function get(url: string): Promise<Fetched> {
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port: SITES_PORT,
        path: `${target.pathname}${target.search}`,
        headers: { host: target.host },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          resolve({
            status: response.statusCode ?? 0,
            headers: Object.fromEntries(
              Object.entries(response.headers).map(([name, value]) => [name, String(value ?? '')]),
            ),
            body: Buffer.concat(chunks),
          });
        });
      },
    );
    req.on('error', reject);
    req.end();
  });
}

const FAMILY = kitchenUrl('family-table');
const KITCHENS = ['family-table', 'crumb-and-crust', 'ember-and-salt'];

const jsonLdOf = async (page: Page): Promise<Record<string, unknown>[]> =>
  (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
    (text) => JSON.parse(text) as Record<string, unknown>,
  );
const meta = (page: Page, selector: string) => page.locator(selector).getAttribute('content');

test.describe('one URL form (ADR 019)', () => {
  test('a page without its trailing slash moves there with 301, its query kept', async () => {
    const moved = await get(`${FAMILY}/recipes?search=soup&meals=dinner`);
    expect(moved.status).toBe(301);
    expect(moved.headers.location).toBe('/recipes/?search=soup&meals=dinner');
    expect((await get(`${FAMILY}/about`)).headers.location).toBe('/about/');
    expect((await get(`${FAMILY}/about/`)).status).toBe(200);
  });

  test('canonical, og:url and the recipe’s JSON-LD use the slash form', async ({ page }) => {
    await page.goto(`${FAMILY}/recipes/chewy-chocolate-chip-cookies`);
    expect(page.url()).toBe(`${FAMILY}/recipes/chewy-chocolate-chip-cookies/`);
    const canonical = `${FAMILY}/recipes/chewy-chocolate-chip-cookies/`;
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', canonical);
    expect(await meta(page, 'meta[property="og:url"]')).toBe(canonical);
    const [recipe, breadcrumbs] = await jsonLdOf(page);
    expect(recipe).toMatchObject({ '@type': 'Recipe', url: canonical });
    expect(breadcrumbs).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { position: 1, item: `${FAMILY}/` },
        { position: 2, name: 'All recipes', item: `${FAMILY}/recipes/` },
        { position: 3, name: 'Chewy Chocolate Chip Cookies', item: canonical },
      ],
    });
  });

  test('the not-found page is never served with 200, asks not to be indexed and names no canonical', async ({
    page,
  }) => {
    for (const path of ['/404', '/404/', '/404.html', '/recipes/no-such-recipe/'])
      expect((await get(`${FAMILY}${path}`)).status, path).toBe(404);
    await page.goto(`${FAMILY}/no-such-page/`);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    expect(await meta(page, 'meta[name="robots"]')).toBe('noindex');
    await expect(page.locator('link[rel="canonical"], meta[property="og:url"]')).toHaveCount(0);
  });
});

test.describe('search engines and feed readers', () => {
  test('sitemap.xml lists every indexable page with its lastmod, and robots.txt points at it', async () => {
    const robots = await get(`${FAMILY}/robots.txt`);
    expect(robots.status).toBe(200);
    expect(robots.body.toString()).toContain(`Sitemap: ${FAMILY}/sitemap.xml`);
    const sitemap = (await get(`${FAMILY}/sitemap.xml`)).body.toString();
    const entries = [...sitemap.matchAll(/<url><loc>([^<]+)<\/loc><lastmod>([^<]+)<\/lastmod><\/url>/g)];
    expect(entries.length).toBeGreaterThan(20);
    const urls = entries.map((entry) => entry[1]!);
    expect(urls).toContain(`${FAMILY}/`);
    expect(urls).toContain(`${FAMILY}/recipes/chewy-chocolate-chip-cookies/`);
    expect(urls.filter((url) => /sign-in|sign-up|subscribe|404/.test(url))).toEqual([]);
    for (const [, , lastmod] of entries) expect(Number.isNaN(Date.parse(lastmod!))).toBe(false);
    for (const url of urls) expect((await get(url)).status, url).toBe(200);
  });

  test('RSS and JSON Feed carry the latest recipes with their main image, premium ones as teasers', async ({
    page,
  }) => {
    const rss = await get(`${FAMILY}/rss.xml`);
    expect(rss.status).toBe(200);
    expect(rss.headers['content-type']).toContain('xml');
    expect(rss.body.toString()).toMatch(/<media:content url="[^"]+\.webp" medium="image"/);
    const feed = JSON.parse((await get(`${FAMILY}/feed.json`)).body.toString()) as {
      version: string;
      items: { url: string; image?: string; content_text: string; tags?: string[] }[];
    };
    expect(feed.version).toBe('https://jsonfeed.org/version/1.1');
    expect(feed.items.length).toBeGreaterThan(5);
    for (const item of feed.items) {
      expect(item.url).toMatch(new RegExp(`^${FAMILY}/recipes/[^/]+/$`));
      expect((await get(item.image!)).status).toBe(200);
    }
    const premium = feed.items.find((item) => item.tags?.includes('Subscribers only'));
    expect(premium).toBeDefined();
    // The teaser is what the locked page shows to a visitor: never an ingredient of its recipe.
    await page.goto(premium!.url);
    expect(premium!.content_text).not.toMatch(/\b(cups?|tablespoons?|teaspoons?|grams)\b/i);
  });

  test('the home page has WebSite with a SearchAction; collections have an ItemList and breadcrumbs', async ({
    page,
  }) => {
    await page.goto(`${FAMILY}/`);
    const [site] = await jsonLdOf(page);
    expect(site).toMatchObject({
      '@type': 'WebSite',
      url: `${FAMILY}/`,
      potentialAction: { target: { urlTemplate: `${FAMILY}/recipes/?search={search_term_string}` } },
    });
    await page.goto(`${FAMILY}/collections/`);
    const [index] = await jsonLdOf(page);
    expect(index).toMatchObject({ '@type': 'ItemList', url: `${FAMILY}/collections/` });
    const first = (index!.itemListElement as { url: string }[])[0]!.url;
    await page.goto(first);
    const types = (await jsonLdOf(page)).map((data) => data['@type']);
    expect(types).toEqual(['ItemList', 'BreadcrumbList']);
  });

  test('the Open Graph image is the 800×600 crop, declared at its true size', async ({ page }) => {
    for (const path of ['/', '/recipes/chewy-chocolate-chip-cookies/']) {
      await page.goto(`${FAMILY}${path}`);
      const src = (await meta(page, 'meta[property="og:image"]'))!;
      const declared = [
        await meta(page, 'meta[property="og:image:width"]'),
        await meta(page, 'meta[property="og:image:height"]'),
      ];
      const real = await page.evaluate(async (url) => {
        const image = new Image();
        image.src = url;
        await image.decode();
        return [String(image.naturalWidth), String(image.naturalHeight)];
      }, src);
      expect(real, path).toEqual(declared);
      expect(real, path).toEqual(['800', '600']);
    }
  });

  test('page types have their own descriptions, 70 to 155 characters on the lists', async ({ page }) => {
    const descriptions = new Map<string, string>();
    for (const path of ['/', '/about/', '/events/', '/links/', '/recipes/', '/collections/']) {
      await page.goto(`${FAMILY}${path}`);
      descriptions.set(path, (await meta(page, 'meta[name="description"]')) ?? '');
    }
    expect(new Set(descriptions.values()).size).toBe(descriptions.size);
    for (const path of ['/recipes/', '/collections/']) {
      expect(descriptions.get(path)!.length, path).toBeGreaterThanOrEqual(70);
      expect(descriptions.get(path)!.length, path).toBeLessThanOrEqual(155);
    }
  });

  test('every kitchen has a favicon set, favicon.ico and a web manifest', async ({ page }) => {
    for (const slug of KITCHENS) {
      const ico = await get(`${kitchenUrl(slug)}/favicon.ico`);
      expect(ico.status, slug).toBe(200);
      expect(ico.headers['content-type']).toBe('image/x-icon');
      const manifest = JSON.parse((await get(`${kitchenUrl(slug)}/site.webmanifest`)).body.toString()) as {
        icons: { src: string }[];
      };
      for (const icon of manifest.icons)
        expect((await get(`${kitchenUrl(slug)}${icon.src}`)).status, icon.src).toBe(200);
    }
    await page.goto(`${FAMILY}/`);
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/site.webmanifest');
  });
});

/**
 * Every page a reader can reach from a kitchen's home page: each internal link answers 200 as
 * written (no redirect: links use the slash form), each image has alt text (empty when
 * decorative) and its dimensions, and no page logs an error.
 */
test.describe('the crawl', () => {
  test.setTimeout(600_000);
  for (const slug of KITCHENS) {
    test(`every page of ${slug} reached from its home page`, async ({ page }) => {
      const origin = kitchenUrl(slug);
      const errors: string[] = [];
      page.on('console', (message) => {
        // The kitchen's own errors: an embedded player's frame also runs the suite's init scripts.
        const source = message.location().url;
        if (message.type() === 'error' && (source === '' || source.startsWith(origin)))
          errors.push(`${page.url()}: ${message.text()}`);
      });
      page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
      const seen = new Set<string>([`${origin}/`]);
      const queue = [`${origin}/`];
      const badLinks: string[] = [];
      const redirectedLinks: string[] = [];
      const badImages: string[] = [];
      const visit = (address: URL) => {
        address.hash = '';
        // A query is the same page read differently (search, filters): its page is crawled once.
        const pagePath = `${address.origin}${address.pathname}`;
        if (address.origin !== origin || seen.has(pagePath)) return;
        seen.add(pagePath);
        queue.push(`${pagePath}${address.search}`);
      };
      while (queue.length > 0) {
        const url = queue.shift()!;
        const response = await get(url);
        if (response.status === 301) {
          // Still reached, but a link in the other URL form costs every reader a redirect.
          redirectedLinks.push(url);
          visit(new URL(response.headers.location!, url));
          continue;
        }
        if (response.status !== 200) {
          badLinks.push(`${url} → ${response.status}`);
          continue;
        }
        if (!(response.headers['content-type'] ?? '').includes('text/html')) continue;
        await page.goto(url, { waitUntil: 'load' });
        badImages.push(
          ...(
            await page
              .locator('img')
              .evaluateAll((images) =>
                images
                  .filter(
                    (image) =>
                      !image.hasAttribute('alt') ||
                      !image.getAttribute('width') ||
                      !image.getAttribute('height'),
                  )
                  .map((image) => image.outerHTML.slice(0, 120)),
              )
          ).map((image) => `${url}: ${image}`),
        );
        const links = await page
          .locator('a[href]')
          .evaluateAll((anchors) => anchors.map((anchor) => (anchor as HTMLAnchorElement).href));
        for (const link of links) visit(new URL(link));
      }
      expect(seen.size).toBeGreaterThan(10);
      expect(badLinks).toEqual([]);
      expect.soft(redirectedLinks).toEqual([]);
      expect(badImages).toEqual([]);
      expect(errors).toEqual([]);
    });
  }
});
